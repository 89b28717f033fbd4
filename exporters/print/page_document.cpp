#include "exporters/print/page_document.h"

#include <cairo-pdf.h>
#include <cairo-svg.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <thread>
#include <vector>

#include "exporters/print/pdf_finish.h"
#include "exporters/render/png_encoder.h"
#include "model/core/text.h"
#include "model/io/atomic_file.h"

namespace hexwright::exporters {
namespace {

cairo_status_t appendToString(void* closure, const unsigned char* data, unsigned int length) {
  static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
  return CAIRO_STATUS_SUCCESS;
}

cairo_status_t writeToOutput(void* closure, const unsigned char* data, unsigned int length) {
  return static_cast<io::AtomicWriter*>(closure)->write(data, length) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR;
}

// One class for the two vector formats; SVG just refuses a second page.
class VectorDocument final : public PageDocument {
 public:
  VectorDocument(OutputFormat format, std::unique_ptr<io::AtomicWriter> out)
      : m_format(format), m_out(std::move(out)) {}
  ~VectorDocument() override {
    m_safe.reset();
    m_canvas.reset();
    if (m_cr) cairo_destroy(m_cr);
    if (m_surface) destroySurface();
  }

  Canvas& beginPage(double w, double h) override {
    const double wp = w * kPtPerMm, hp = h * kPtPerMm;
    if (!m_surface) {
      if (m_format == OutputFormat::Pdf) {
        // Into memory: the PDF gets a last pass through qpdf (pdf_finish.h) before the file,
        // and qpdf compresses the streams, at zlib's fastest level. Cairo deflates every
        // stream at the default level and has no setting for it, only CAIRO_DEBUG_PDF (read
        // when a PDF surface is made, in 1.16 and 1.18) to write them plain; deflating
        // was a third of a natural map's print.
        m_surface = createUncompressedPdf(wp, hp);
        if (!m_title.empty()) cairo_pdf_surface_set_metadata(m_surface, CAIRO_PDF_METADATA_TITLE, m_title.c_str());
        cairo_pdf_surface_set_metadata(m_surface, CAIRO_PDF_METADATA_CREATOR, "Hexwright");
      } else {
        m_surface = cairo_svg_surface_create_for_stream(writeToOutput, m_out.get(), wp, hp);
      }
      m_cr = cairo_create(m_surface);
    } else if (m_format == OutputFormat::Pdf) {
      cairo_pdf_surface_set_size(m_surface, wp, hp);
    }
    cairo_identity_matrix(m_cr);
    cairo_scale(m_cr, kPtPerMm, kPtPerMm);
    m_canvas = std::make_unique<CairoCanvas>(m_cr, resources);
    ++m_pages;
    m_boxes.emplace_back();
    return present(*m_canvas);
  }

  void endPage() override {
    m_safe.reset();
    m_canvas.reset();
    cairo_show_page(m_cr);
  }

  bool finish(std::string& error) override {
    if (!m_surface) {
      error = "nothing to write: the document has no pages";
      return false;
    }
    cairo_destroy(m_cr);
    m_cr = nullptr;
    cairo_surface_finish(m_surface);
    const cairo_status_t status = cairo_surface_status(m_surface);
    destroySurface();
    if (status != CAIRO_STATUS_SUCCESS) {
      error = std::string("cannot write ") + m_out->target().string() + ": " + cairo_status_to_string(status);
      return false;
    }
    if (m_format == OutputFormat::Pdf) {
      if (!finishPdf(m_pdf, m_boxes, error)) return false;
      m_out->write(m_pdf);
    }
    return m_out->commit(error);
  }

  bool multiPage() const override { return multiPageFormat(m_format); }
  void setTitle(const std::string& title) override { m_title = title; }
  void setPageBoxes(const Rect& trim, const Rect& bleed) override {
    if (!m_boxes.empty()) m_boxes.back() = PageBoxes{trim, bleed};
  }

 private:
  // Set only around the call, so no other Cairo PDF in the process is affected. Exports
  // make their surfaces on one thread; nothing else in Hexwright writes the environment.
  cairo_surface_t* createUncompressedPdf(double wp, double hp) {
    const bool had = std::getenv("CAIRO_DEBUG_PDF") != nullptr;
    if (!had) setenv("CAIRO_DEBUG_PDF", "1", 0);
    cairo_surface_t* surface = cairo_pdf_surface_create_for_stream(appendToString, &m_pdf, wp, hp);
    if (!had) unsetenv("CAIRO_DEBUG_PDF");
    return surface;
  }

  void destroySurface() {
    cairo_surface_destroy(m_surface);
    m_surface = nullptr;
    if (m_format == OutputFormat::Svg) resources->releaseStampReferencesKeptBySvg();
  }

  OutputFormat m_format;
  std::unique_ptr<io::AtomicWriter> m_out;
  cairo_surface_t* m_surface = nullptr;
  cairo_t* m_cr = nullptr;
  std::unique_ptr<CairoCanvas> m_canvas;
  std::string m_title;
  std::string m_pdf;
  std::vector<std::optional<PageBoxes>> m_boxes;
};

// The pixels of a PNG page: 72 MB for a 60 x 80-hex map at 64 px a hex, filled with
// opaque white in one pass, the paper, where Cairo's own surface would be zeroed by the
// kernel and then painted white. In ordinary 4 KB pages: 2 MB transparent huge pages
// (MADV_HUGEPAGE) were tried and made the export bimodal on a virtual machine, 0.55 s or
// 1.35-1.5 s, with half the time in the kernel zeroing them; free 2 MB blocks are the
// ones a guest hands back to its host, so each is faulted in again at the host (4 KB
// pages: 0.45-0.62 s in the same interleaved run).
class PagePixels {
 public:
  PagePixels(int width, int height) : m_stride(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, width)) {
    const std::size_t bytes = static_cast<std::size_t>(m_stride) * static_cast<std::size_t>(height);
    void* p = nullptr;
    constexpr int kCairoMaxSide = 32767;  // past it Cairo refuses the size, and says so
    if (m_stride <= 0 || width > kCairoMaxSide || height > kCairoMaxSide || posix_memalign(&p, 64, bytes) != 0) return;
    m_data = static_cast<unsigned char*>(p);
    std::memset(m_data, 0xff, bytes);
    m_surface = cairo_image_surface_create_for_data(m_data, CAIRO_FORMAT_ARGB32, width, height, m_stride);
  }
  ~PagePixels() {
    if (m_surface) cairo_surface_destroy(m_surface);
    std::free(m_data);
  }
  PagePixels(const PagePixels&) = delete;
  PagePixels& operator=(const PagePixels&) = delete;
  /// nullptr when the memory could not be had; otherwise check cairo_surface_status.
  cairo_surface_t* surface() const { return m_surface; }
  unsigned char* data() const { return m_data; }
  int stride() const { return m_stride; }

 private:
  int m_stride;
  unsigned char* m_data = nullptr;
  cairo_surface_t* m_surface = nullptr;
};

class PngDocument final : public PageDocument {
 public:
  PngDocument(std::unique_ptr<io::AtomicWriter> out, double dpi) : m_out(std::move(out)), m_dpi(dpi) {}
  ~PngDocument() override {
    m_safe.reset();
    m_canvas.reset();
    if (m_cr) cairo_destroy(m_cr);
  }

  Canvas& beginPage(double w, double h) override {
    const double pxPerMm = m_dpi / kMmPerInch;
    const int pw = pixels(w), ph = pixels(h);
    m_canvas.reset();
    if (m_cr) cairo_destroy(m_cr);
    m_pixels = std::make_unique<PagePixels>(pw, ph);  // white paper, not transparency
    m_surface = m_pixels->surface();
    if (!m_surface) m_surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, pw, ph);  // Cairo reports why
    m_cr = cairo_create(m_surface);
    if (!m_pixels->surface()) cairo_surface_destroy(m_surface);  // m_cr holds what it needs
    cairo_scale(m_cr, pxPerMm, pxPerMm);
    m_canvas = std::make_unique<CairoCanvas>(m_cr, resources);
    ++m_pages;
    return present(*m_canvas);
  }

  void endPage() override {
    m_safe.reset();
    m_canvas.reset();
  }

  bool paintPageInStrips(double w, double h, const StripPainter& paint) override {
    const double pxPerMm = m_dpi / kMmPerInch;
    const int pw = pixels(w), ph = pixels(h);
    auto pixels = std::make_unique<PagePixels>(pw, ph);
    if (!pixels->surface() || cairo_surface_status(pixels->surface()) != CAIRO_STATUS_SUCCESS) return false;
    m_canvas.reset();
    if (m_cr) cairo_destroy(m_cr);
    m_cr = nullptr;
    m_pixels = std::move(pixels);
    m_surface = m_pixels->surface();
    ++m_pages;
    // A fixed number of strips, so the pixels never depend on the machine; each is drawn
    // with whole device rows above it, so antialiasing at a seam is what one pass gives.
    constexpr int kStrips = 4;
    const int strips = std::min(kStrips, ph);
    std::vector<char> failed(static_cast<std::size_t>(strips), 0);
    const auto drawStrip = [&](int i) {
      const int r0 = ph * i / strips, r1 = ph * (i + 1) / strips;
      cairo_surface_t* part =
          cairo_image_surface_create_for_data(m_pixels->data() + static_cast<std::ptrdiff_t>(r0) * m_pixels->stride(),
                                              CAIRO_FORMAT_ARGB32, pw, r1 - r0, m_pixels->stride());
      cairo_t* cr = cairo_create(part);
      cairo_translate(cr, 0, -r0);
      cairo_scale(cr, pxPerMm, pxPerMm);
      {
        CairoCanvas canvas(cr, std::make_shared<CairoResources>());
        paint(canvas, Rect{0, r0 / pxPerMm, w, (r1 - r0) / pxPerMm});
      }
      failed[static_cast<std::size_t>(i)] = cairo_status(cr) != CAIRO_STATUS_SUCCESS;
      cairo_destroy(cr);
      cairo_surface_finish(part);
      cairo_surface_destroy(part);
    };
    const int workers = std::clamp(static_cast<int>(std::thread::hardware_concurrency()), 1, strips);
    {
      std::vector<std::jthread> threads;
      for (int t = 1; t < workers; ++t)
        threads.emplace_back([&, t] {
          for (int i = t; i < strips; i += workers) drawStrip(i);
        });
      for (int i = 0; i < strips; i += workers) drawStrip(i);
    }
    m_stripsFailed = std::find(failed.begin(), failed.end(), 1) != failed.end();
    cairo_surface_mark_dirty(m_surface);
    return true;
  }

  bool finish(std::string& error) override {
    if (m_stripsFailed) {
      error = "cannot render the image: a part of it failed to draw (out of memory? lower --dpi)";
      return false;
    }
    if (!m_surface) {
      error = "nothing to write: the image has no page";
      return false;
    }
    cairo_surface_flush(m_surface);
    if (cairo_surface_status(m_surface) != CAIRO_STATUS_SUCCESS) {
      error = std::string("cannot render the image: ") + cairo_status_to_string(cairo_surface_status(m_surface)) +
              " (too large? lower --dpi)";
      return false;
    }
    const ImageView image{cairo_image_surface_get_data(m_surface), cairo_image_surface_get_width(m_surface),
                          cairo_image_surface_get_height(m_surface), cairo_image_surface_get_stride(m_surface)};
    std::string why;
    const auto written = encodePng(
        image, m_dpi, [this](const unsigned char* data, std::size_t n) { return m_out->write(data, n); }, why);
    if (!written) {
      error = "cannot write " + m_out->target().string() + ": " + why;
      return false;
    }
    return m_out->commit(error);
  }

  bool multiPage() const override { return multiPageFormat(OutputFormat::Png); }

 private:
  // Whole pixels for `mm` at the document's resolution, at least one.
  int pixels(double mm) const { return std::max(1, static_cast<int>(mm * (m_dpi / kMmPerInch) + 0.5)); }

  std::unique_ptr<io::AtomicWriter> m_out;
  double m_dpi;
  std::unique_ptr<PagePixels> m_pixels;
  bool m_stripsFailed = false;
  cairo_surface_t* m_surface = nullptr;  // m_pixels' surface, or the one m_cr keeps
  cairo_t* m_cr = nullptr;
  std::unique_ptr<CairoCanvas> m_canvas;
};

}  // namespace

const char* outputFormatName(OutputFormat f) {
  return f == OutputFormat::Pdf ? "pdf" : f == OutputFormat::Svg ? "svg" : "png";
}

std::optional<OutputFormat> parseOutputFormat(const std::string& name) {
  const std::string n = model::lower(name);
  if (n == "pdf") return OutputFormat::Pdf;
  if (n == "svg") return OutputFormat::Svg;
  if (n == "png") return OutputFormat::Png;
  return std::nullopt;
}

std::optional<OutputFormat> formatFromExtension(const std::filesystem::path& path) {
  std::string ext = path.extension().string();
  if (!ext.empty()) ext.erase(0, 1);
  return parseOutputFormat(ext);
}

bool multiPageFormat(OutputFormat f) { return f == OutputFormat::Pdf; }

std::unique_ptr<PageDocument> PageDocument::create(OutputFormat format, const std::filesystem::path& target, double dpi,
                                                   std::string& error) {
  auto out = std::make_unique<io::AtomicWriter>(target);
  if (!out->open(error)) return nullptr;
  if (format == OutputFormat::Png) return std::make_unique<PngDocument>(std::move(out), dpi);
  return std::make_unique<VectorDocument>(format, std::move(out));
}

}  // namespace hexwright::exporters
