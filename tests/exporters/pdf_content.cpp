#include "pdf_content.h"

#include <GfxFont.h>
#include <GfxState.h>
#include <GlobalParams.h>
#include <OutputDev.h>
#include <PDFDoc.h>
#include <Page.h>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <iterator>
#include <memory>
#include <mutex>
#include <sstream>
#include <stdexcept>

#include "fixtures.h"

namespace hexwright::exporters::testing {
namespace {

constexpr double kMm = 25.4 / 72;  // the device is 72 dpi: one unit is one point

// Fixed glyph-box proportions rather than the font's ascent and descent: Cairo's
// embedded subsets state metrics that include line gap, which would make every pair of
// stacked lines "overlap". Cap height and a little below the baseline is what the eye
// reads as the text's box.
constexpr double kCapHeight = 0.72;
constexpr double kBelowBaseline = 0.12;

void appendUtf8(std::string& out, unsigned cp) {
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (cp >> 18));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

Rect unite(const Rect& r, Vec2 p) {
  if (r.w < 0) return {p.x, p.y, 0, 0};
  const double l = std::min(r.x, p.x), t = std::min(r.y, p.y);
  return {l, t, std::max(r.right(), p.x) - l, std::max(r.bottom(), p.y) - t};
}

// Liang–Barsky: cuts a→b to r; false when nothing of it is inside.
bool clipSegment(Vec2& a, Vec2& b, const Rect& r) {
  double t0 = 0, t1 = 1;
  const double dx = b.x - a.x, dy = b.y - a.y;
  const double p[4] = {-dx, dx, -dy, dy};
  const double q[4] = {a.x - r.x, r.right() - a.x, a.y - r.y, r.bottom() - a.y};
  for (int i = 0; i < 4; ++i) {
    if (p[i] == 0) {
      if (q[i] < 0) return false;
      continue;
    }
    const double t = q[i] / p[i];
    if (p[i] < 0)
      t0 = std::max(t0, t);
    else
      t1 = std::min(t1, t);
    if (t0 > t1) return false;
  }
  const Vec2 from = a;
  a = {from.x + t0 * dx, from.y + t0 * dy};
  b = {from.x + t1 * dx, from.y + t1 * dy};
  return true;
}

// Collects text runs and stroked segments in device space (points, y down).
class ProbeDevice : public OutputDev {
 public:
  explicit ProbeDevice(PdfPage& page) : m_page(page) {}
  bool upsideDown() override { return true; }
  bool useDrawChar() override { return true; }
  bool interpretType3Chars() override { return false; }
  bool needNonText() override { return true; }

  void beginString(GfxState*, const GooString*) override { m_run = {}, m_run.box.w = -1; }
  void endString(GfxState*) override {
    if (m_run.box.w < 0) return;
    // Only what the clip lets through is on paper: a tiled map sheet clips the map's
    // hex numbers at its content edge, so their clipped-off parts are not text there.
    m_run.box = m_run.box.intersected(m_clip);
    m_run.box = {m_run.box.x * kMm, m_run.box.y * kMm, m_run.box.w * kMm, m_run.box.h * kMm};
    if (m_run.text.find_first_not_of(' ') == std::string::npos || m_run.box.empty()) {
      m_run = {};
      m_run.box.w = -1;
      return;
    }
    // Cairo splits a kerned line into several show operations ("V" then "alue"): the
    // next piece on the same baseline, same size, starting within a fraction of an em
    // of the last one's end, is the same line, not a second text on top of it.
    if (!m_page.texts.empty()) {
      PdfTextRun& last = m_page.texts.back();
      const double em = m_run.sizePt * kMm;
      if (std::abs(last.sizePt - m_run.sizePt) < 0.01 && std::abs(last.box.bottom() - m_run.box.bottom()) < 0.02 &&
          m_run.box.x > last.box.x && m_run.box.x - last.box.right() < 0.5 * em) {
        last.text += m_run.text;
        last.box = last.box.united(m_run.box);
        m_run = {};
        m_run.box.w = -1;
        return;
      }
    }
    m_page.texts.push_back(m_run);
    m_run = {};
    m_run.box.w = -1;
  }
  void drawChar(GfxState* state, double x, double y, double dx, double dy, double, double, CharCode, int,
                const Unicode* u, int uLen) override {
    double cx0, cy0, cx1, cy1;
    state->getClipBBox(&cx0, &cy0, &cx1, &cy1);
    m_clip = {cx0, cy0, cx1 - cx0, cy1 - cy0};
    double bx, by;
    state->transform(x, y, &bx, &by);
    if (!m_clip.contains({bx, by})) return;  // a character the clip hides
    for (int i = 0; i < uLen; ++i) appendUtf8(m_run.text, u[i]);
    double m11, m12, m21, m22;
    state->getFontTransMat(&m11, &m12, &m21, &m22);
    m_run.sizePt = std::max(m_run.sizePt, std::hypot(m21, m22));
    double ox, oy, ax, ay;
    state->transform(x, y, &ox, &oy);
    state->transformDelta(dx, dy, &ax, &ay);
    // Glyph space "up" (0, 1) → device; the device is y-down, so it points upward on paper.
    const Vec2 up{m21, m22};
    for (const Vec2 base : {Vec2{ox, oy}, Vec2{ox + ax, oy + ay}}) {
      if (uLen == 1 && u[0] == ' ') break;  // spaces widen a run, never its ink
      m_run.box = unite(m_run.box, base + up * kCapHeight);
      m_run.box = unite(m_run.box, base - up * kBelowBaseline);
    }
  }

  void stroke(GfxState* state) override {
    const GfxPath* path = state->getPath();
    const double width = state->getTransformedLineWidth() * kMm;
    GfxRGB rgb;
    state->getStrokeRGB(&rgb);
    const double lum = 0.2126 * colToDbl(rgb.r) + 0.7152 * colToDbl(rgb.g) + 0.0722 * colToDbl(rgb.b);
    double cx0, cy0, cx1, cy1;
    state->getClipBBox(&cx0, &cy0, &cx1, &cy1);
    const Rect clip{cx0 * kMm, cy0 * kMm, (cx1 - cx0) * kMm, (cy1 - cy0) * kMm};
    auto add = [&](Vec2 a, Vec2 b) {
      if (clipSegment(a, b, clip)) m_page.strokes.push_back({a, b, width, lum});
    };
    for (int i = 0; i < path->getNumSubpaths(); ++i) {
      const GfxSubpath* sub = path->getSubpath(i);
      auto point = [&](int j) {
        double x, y;
        state->transform(sub->getX(j), sub->getY(j), &x, &y);
        return Vec2{x * kMm, y * kMm};
      };
      for (int j = 1; j < sub->getNumPoints(); ++j) add(point(j - 1), point(j));
      if (sub->isClosed() && sub->getNumPoints() > 1) add(point(sub->getNumPoints() - 1), point(0));
    }
  }

 private:
  PdfPage& m_page;
  PdfTextRun m_run;
  Rect m_clip;  // device points, of the last character shown
};

Rect toRect(const PDFRectangle* r, double pageHeightPt) {
  return {r->x1 * kMm, (pageHeightPt - r->y2) * kMm, (r->x2 - r->x1) * kMm, (r->y2 - r->y1) * kMm};
}

bool boxesOverlap(const Rect& a, const Rect& b, double by) {
  const Rect i = a.intersected(b);
  return i.w > by && i.h > by;
}

bool segmentCrosses(Vec2 a, Vec2 b, const Rect& r) { return clipSegment(a, b, r); }

std::string describe(const PdfTextRun& t) {
  std::ostringstream s;
  s.precision(3);
  s << '"' << t.text << "\" (" << t.sizePt << " pt at " << t.box.x << ", " << t.box.y << " mm)";
  return s.str();
}

}  // namespace

std::vector<PdfPage> readPdf(const std::filesystem::path& pdf) {
  static std::once_flag once;
  std::call_once(once, [] {
    if (!globalParams) globalParams = std::make_unique<GlobalParams>();
  });
  PDFDoc doc(std::make_unique<GooString>(pdf.string()));
  if (!doc.isOk()) throw std::runtime_error("poppler cannot open " + pdf.string());
  std::vector<PdfPage> pages;
  for (int n = 1; n <= doc.getNumPages(); ++n) {
    PdfPage page;
    Page* p = doc.getPage(n);
    const double heightPt = p->getMediaHeight();
    page.widthMm = p->getMediaWidth() * kMm;
    page.heightMm = heightPt * kMm;
    page.trimBox = toRect(p->getTrimBox(), heightPt);
    page.bleedBox = toRect(p->getBleedBox(), heightPt);
    const Object pageObject = doc.getXRef()->fetch(p->getRef());
    if (pageObject.isDict()) {
      page.hasTrimBox = pageObject.getDict()->hasKey("TrimBox");
      page.hasBleedBox = pageObject.getDict()->hasKey("BleedBox");
    }
    ProbeDevice device(page);
    doc.displayPage(&device, n, 72, 72, 0, true, false, false);
    pages.push_back(std::move(page));
  }
  return pages;
}

std::vector<double> pdfUsedFractions(const std::filesystem::path& pdf) {
  const auto dir = tempDir("used-" + pdf.stem().string());
  run("pdftoppm -r 10 -gray '" + pdf.string() + "' '" + (dir / "p").string() + "'");
  std::vector<std::filesystem::path> files;
  for (const auto& e : std::filesystem::directory_iterator(dir)) files.push_back(e.path());
  std::sort(files.begin(), files.end());  // p-01.pgm, p-02.pgm…: same width, so name order is page order
  std::vector<double> out;
  for (const auto& f : files) {
    std::ifstream in(f, std::ios::binary);
    std::string magic;
    int w = 0, h = 0, max = 0;
    in >> magic >> w >> h >> max;
    in.get();
    std::string pixels((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (magic != "P5" || w <= 0 || h <= 0 || pixels.size() < static_cast<std::size_t>(w) * h)
      throw std::runtime_error("unexpected pdftoppm output " + f.string());
    std::size_t used = 0;
    for (std::size_t i = 0; i < static_cast<std::size_t>(w) * h; ++i)
      if (static_cast<unsigned char>(pixels[i]) < 250) ++used;
    out.push_back(static_cast<double>(used) / (static_cast<double>(w) * h));
  }
  return out;
}

std::vector<std::string> smallText(const PdfPage& page, const ProbeLimits& limits) {
  std::vector<std::string> out;
  for (const auto& t : page.texts)
    if (t.sizePt < limits.minTextPt - 0.005)  // 4 pt set in mm reads back as 3.9999… pt
      out.push_back("text under " + std::to_string(limits.minTextPt) + " pt: " + describe(t));
  return out;
}

std::vector<std::string> overlappingText(const PdfPage& page, const ProbeLimits& limits) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < page.texts.size(); ++i)
    for (std::size_t j = i + 1; j < page.texts.size(); ++j)
      if (boxesOverlap(page.texts[i].box, page.texts[j].box, limits.overlapMm))
        out.push_back("text on text: " + describe(page.texts[i]) + " and " + describe(page.texts[j]));
  return out;
}

PdfPage marksOutsideTrim(const PdfPage& page) {
  PdfPage out = page;
  out.strokes.clear();
  for (const auto& s : page.strokes) {
    // The parts of the segment outside the trim box: up to two pieces.
    Vec2 a = s.a, b = s.b;
    if (!clipSegment(a, b, page.trimBox)) {
      out.strokes.push_back(s);
      continue;
    }
    if (length(a - s.a) > 1e-6) out.strokes.push_back({s.a, a, s.widthMm, s.luminance});
    if (length(s.b - b) > 1e-6) out.strokes.push_back({b, s.b, s.widthMm, s.luminance});
  }
  return out;
}

std::vector<std::string> strokesThroughText(const PdfPage& page, const ProbeLimits& limits) {
  std::vector<std::string> out;
  for (const auto& t : page.texts) {
    // A stroke grazing the box edge is not "through" it: shrink by the tolerance.
    const Rect inner = t.box.inflated(-limits.overlapMm);
    if (inner.empty()) continue;
    for (const auto& s : page.strokes)
      if (s.luminance < 0.95 && segmentCrosses(s.a, s.b, inner)) {
        std::ostringstream m;
        m.precision(4);
        m << "line through text: " << describe(t) << " by " << s.a.x << "," << s.a.y << " - " << s.b.x << "," << s.b.y
          << " mm";
        out.push_back(m.str());
        break;
      }
  }
  return out;
}

}  // namespace hexwright::exporters::testing
