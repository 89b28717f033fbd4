#pragma once
// A document of pages in millimetres on a Cairo surface: PDF (any number of pages,
// each its own size), SVG or PNG (one page). The file appears only when finish()
// succeeds (io::AtomicWriter, model/io/atomic_file.h).
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "exporters/render/cairo_canvas.h"
#include "exporters/render/print_safe_canvas.h"

namespace hexwright::exporters {

enum class OutputFormat { Pdf, Svg, Png };
const char* outputFormatName(OutputFormat f);  // "pdf", "svg", "png"
std::optional<OutputFormat> parseOutputFormat(const std::string& name);
/// From the file extension (".pdf", ".svg", ".png"); nullopt when none matches.
std::optional<OutputFormat> formatFromExtension(const std::filesystem::path& path);
/// PDF holds any number of pages; SVG and PNG one. Page layouts are decided from this
/// before a document exists (an export dialog's page count), so it is the documents' answer too.
bool multiPageFormat(OutputFormat f);

class PageDocument {
 public:
  virtual ~PageDocument() = default;
  /// `dpi` is used by PNG only. Returns null with `error` when the file cannot be created.
  static std::unique_ptr<PageDocument> create(OutputFormat format, const std::filesystem::path& target, double dpi,
                                              std::string& error);

  /// Starts a page `widthMm` x `heightMm`; the canvas has (0,0) at the top-left corner
  /// and one unit per millimetre. Valid until endPage().
  virtual Canvas& beginPage(double widthMm, double heightMm) = 0;
  virtual void endPage() = 0;
  /// Finishes the file and renames it into place; false with `error` on any failure
  /// (the target is then untouched).
  virtual bool finish(std::string& error) = 0;
  virtual bool multiPage() const = 0;
  virtual void setTitle(const std::string& title) { (void)title; }
  /// PDF only: the current page's TrimBox and BleedBox (mm from its top-left corner),
  /// for print shops; other formats have no page boxes.
  virtual void setPageBoxes(const Rect& trim, const Rect& bleed) { (void)trim, (void)bleed; }
  /// Draws `area` (page mm) on a canvas in page mm; called at once from several threads.
  using StripPainter = std::function<void(Canvas& canvas, const Rect& area)>;
  /// Paints a whole page as horizontal strips drawn at once on the machine's cores, each
  /// strip through its own canvas and resources (PNG; the output is the same on any
  /// number of cores). False when the document cannot: then use beginPage().
  virtual bool paintPageInStrips(double widthMm, double heightMm, const StripPainter& paint) {
    (void)widthMm, (void)heightMm, (void)paint;
    return false;
  }
  int pages() const { return m_pages; }

  /// Shared by every page: shaped text and uploaded rasters.
  std::shared_ptr<CairoResources> resources = std::make_shared<CairoResources>();
  /// Pages begun from now on draw through a PrintSafeCanvas: opaque, in-gamut colours.
  bool printSafe = false;

 protected:
  /// The canvas a page hands out: `page` itself, or a print-safe canvas in front of it.
  Canvas& present(Canvas& page) {
    m_safe.reset();
    if (!printSafe) return page;
    m_safe = std::make_unique<PrintSafeCanvas>(page);
    return *m_safe;
  }
  int m_pages = 0;
  std::unique_ptr<PrintSafeCanvas> m_safe;
};

}  // namespace hexwright::exporters
