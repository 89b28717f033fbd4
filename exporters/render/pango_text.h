#pragma once
// Text through Pango on Cairo, laid out once in canvas units (mm) with hinting off so the
// same layout is exact at any zoom and on any surface. Shaping is the slowest part of
// drawing a map or a counter sheet, so laid-out strings are cached and reused: counter
// values ("4", "M", "Gibson") repeat hundreds of times on a sheet.
#include <cairo.h>

#include <string>
#include <string_view>
#include <unordered_map>

#include "exporters/render/canvas.h"

typedef struct _PangoContext PangoContext;
typedef struct _PangoLayout PangoLayout;

namespace hexwright::exporters {

class PangoText {
 public:
  PangoText();
  ~PangoText();
  PangoText(const PangoText&) = delete;
  PangoText& operator=(const PangoText&) = delete;

  void draw(cairo_t* cr, Vec2 at, std::string_view text, const TextStyle& style);
  Vec2 measure(std::string_view text, const Font& font, double wrapWidth);

 private:
  struct Laid {
    PangoLayout* layout = nullptr;
    double width = 0;     // logical width, mm
    double height = 0;    // logical height, mm
    double baseline = 0;  // first baseline from the top, mm
  };
  const Laid& layout(std::string_view text, const Font& font, double wrapWidth, HAlign align);

  PangoContext* m_context = nullptr;
  std::unordered_map<std::string, Laid> m_cache;
};

}  // namespace hexwright::exporters
