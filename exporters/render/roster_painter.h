#pragma once
// Draws a RosterDocument page by page. Every sheet starts on a new page; a sheet that
// does not fit continues on the next page with its title repeated ("continued").
#include <functional>

#include "exporters/render/canvas.h"
#include "exporters/render/roster_document.h"

namespace hexwright::exporters {

class RosterPainter {
 public:
  using BeginPage = std::function<Canvas&()>;
  using EndPage = std::function<void()>;

  RosterPainter(double pageWidthMm, double pageHeightMm, double marginMm = 12)
      : m_w(pageWidthMm), m_h(pageHeightMm), m_margin(marginMm) {}

  /// Returns the number of pages drawn.
  int paint(const RosterDocument& doc, const BeginPage& begin, const EndPage& end) const;

  static constexpr double kBox = 3.4;       // tick box edge, mm
  static constexpr double kTextSize = 2.6;  // mm

 private:
  double m_w, m_h, m_margin;
};

/// Width a column of `n` boxes needs.
double boxesWidth(int n);

}  // namespace hexwright::exporters
