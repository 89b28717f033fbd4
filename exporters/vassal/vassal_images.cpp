#include "exporters/vassal/vassal_images.h"

#include <cairo.h>

#include <algorithm>
#include <cmath>

namespace hexwright::exporters::vassal {
namespace {

cairo_status_t appendBytes(void* closure, const unsigned char* data, unsigned int length) {
  static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
  return CAIRO_STATUS_SUCCESS;
}

// An image surface with its context; PNG bytes on finish.
class Surface {
 public:
  Surface(int w, int h) {
    m_surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, std::max(1, w), std::max(1, h));
    m_cr = cairo_create(m_surface);
  }
  ~Surface() {
    cairo_destroy(m_cr);
    cairo_surface_destroy(m_surface);
  }
  Surface(const Surface&) = delete;
  Surface& operator=(const Surface&) = delete;
  cairo_t* cr() const { return m_cr; }

  Png finish() {
    Png out;
    cairo_surface_flush(m_surface);
    cairo_status_t status = cairo_surface_status(m_surface);
    if (status == CAIRO_STATUS_SUCCESS) status = cairo_status(m_cr);
    if (status == CAIRO_STATUS_SUCCESS) status = cairo_surface_write_to_png_stream(m_surface, appendBytes, &out.bytes);
    if (status != CAIRO_STATUS_SUCCESS) {
      out.bytes.clear();
      out.error = std::string("cannot draw the image: ") + cairo_status_to_string(status);
    }
    return out;
  }

 private:
  cairo_surface_t* m_surface;
  cairo_t* m_cr;
};

// The state mark: white letters on a dark tab, in canvas units of pixels.
void drawStateTab(Canvas& canvas, const std::string& text, model::CounterSlot corner, int px) {
  // Whole pixels, rounded inwards: an antialiased edge would tint a pixel of the stripe
  // or band next to the tab.
  const Rect f = stateTabRect(corner);
  const double left = f.x <= 0 ? 0 : std::ceil(f.x * px), right = f.right() >= 1 ? px : std::floor(f.right() * px);
  paintStateTab(canvas, text, Rect::fromEdges(left, std::ceil(f.y * px), right, std::floor(f.bottom() * px)), 6.0);
}

}  // namespace

Png renderBoard(const MapPainter& painter, const BoardPlan& b, const std::shared_ptr<CairoResources>& resources) {
  Surface s(b.widthPx, b.heightPx);
  cairo_t* cr = s.cr();
  cairo_set_source_rgb(cr, 1, 1, 1);  // paper under the map, as printed
  cairo_paint(cr);
  cairo_translate(cr, -b.shiftPx.x, -b.shiftPx.y);
  cairo_scale(cr, b.pxPerMm, b.pxPerMm);
  {
    CairoCanvas canvas(cr, resources);
    CanvasState keep(canvas);
    if (b.section) {
      // Only this section's hexes: the neighbouring section is another board.
      const MapGeometry& g = painter.geometry();
      const auto& c = g.grid().convention;
      Path clip;
      for (int row = b.section->firstRow; row < b.section->firstRow + b.section->rows; ++row)
        for (int col = b.section->firstCol; col < b.section->firstCol + b.section->columns; ++col) {
          const auto corners = g.corners(model::fromOffset({col, row}, c.orientation, c.shove));
          clip.moveTo(corners[0]);
          for (std::size_t i = 1; i < corners.size(); ++i) clip.lineTo(corners[i]);
          clip.close();
        }
      canvas.clip(clip);
    }
    painter.paint(canvas, b.areaMm.inflated(1));
  }
  return s.finish();
}

Png renderCounterFace(const CounterPainter& painter, const CounterSpec& spec, const CounterFaceContent& face,
                      double sizeMm, int px, const std::shared_ptr<CairoResources>& resources, const std::string& tab) {
  Surface s(px, px);
  cairo_save(s.cr());
  cairo_scale(s.cr(), px / sizeMm, px / sizeMm);
  {
    CairoCanvas canvas(s.cr(), resources);
    painter.paint(canvas, spec, face, {0, 0, sizeMm, sizeMm}, 0);
    Stroke edge;
    edge.width = sizeMm / px;  // one pixel: the counter's cut edge
    edge.color = Color::rgb(40, 40, 40);
    if (!face.none) canvas.strokeRect(Rect{0, 0, sizeMm, sizeMm}.inflated(-edge.width / 2), edge);
  }
  cairo_restore(s.cr());
  if (!tab.empty() && face.stateTab) {
    CairoCanvas canvas(s.cr(), resources);
    drawStateTab(canvas, tab, *face.stateTab, px);
  }
  return s.finish();
}

Png renderStateTab(const std::string& text, model::CounterSlot corner, int px,
                   const std::shared_ptr<CairoResources>& resources) {
  Surface s(px, px);
  {
    CairoCanvas canvas(s.cr(), resources);
    drawStateTab(canvas, text, corner, px);
  }
  return s.finish();
}

Png renderStand(const StandLabel& label, const model::Ruleset* ruleset, const MapStyle& style, int wPx, int hPx,
                const std::shared_ptr<CairoResources>& resources) {
  Surface s(wPx, hPx);
  cairo_scale(s.cr(), wPx / label.w, hPx / label.h);
  {
    CairoCanvas canvas(s.cr(), resources);
    const Rect r{0, 0, label.w, label.h};
    if (ruleset) {
      paintStandLabel(canvas, label, r, *ruleset, style);
    } else {
      canvas.fillRect(r, style.sideColor(label.unit->side.value));
    }
    Stroke edge;
    edge.width = label.w / wPx;  // one pixel: the base's edge
    edge.color = Color::rgb(40, 40, 40);
    canvas.strokeRect(r.inflated(-edge.width / 2), edge);
  }
  return s.finish();
}

std::vector<ChartBox> layoutChart(int count, int counterPx, int& widthPx, int& heightPx) {
  constexpr int kPerRow = 6, kMargin = 12, kGap = 10, kTitle = 34;
  const int w = std::max(150, counterPx * 3);
  const int h = kTitle + std::max(60, counterPx * 2);
  std::vector<ChartBox> boxes;
  for (int i = 0; i < count; ++i) {
    ChartBox b;
    b.x = kMargin + (i % kPerRow) * (w + kGap);
    b.y = kMargin + 30 + (i / kPerRow) * (h + kGap);
    b.w = w;
    b.h = h;
    b.stackX = b.x + w / 2;
    b.stackY = b.y + kTitle + (h - kTitle) / 2;
    boxes.push_back(b);
  }
  const int cols = std::min(std::max(count, 1), kPerRow);
  const int rows = std::max(1, (count + kPerRow - 1) / kPerRow);
  widthPx = 2 * kMargin + cols * w + (cols - 1) * kGap;
  heightPx = 2 * kMargin + 30 + rows * h + (rows - 1) * kGap;
  return boxes;
}

Png renderChart(const std::vector<ChartBox>& boxes, int widthPx, int heightPx, const std::string& title,
                const std::shared_ptr<CairoResources>& resources) {
  Surface s(widthPx, heightPx);
  cairo_set_source_rgb(s.cr(), 0.96, 0.95, 0.91);
  cairo_paint(s.cr());
  {
    CairoCanvas canvas(s.cr(), resources);
    TextStyle head;
    head.font.sizeMm = 18;
    head.font.bold = true;
    head.valign = VAlign::Top;
    head.fitWidth = widthPx - 24.0;
    canvas.text({12, 10}, title, head);
    Stroke frame;
    frame.width = 1.5;
    frame.color = Color::rgb(60, 60, 60);
    for (const ChartBox& b : boxes) {
      const Rect r{static_cast<double>(b.x), static_cast<double>(b.y), static_cast<double>(b.w),
                   static_cast<double>(b.h)};
      canvas.fillRect(r, colors::kWhite);
      canvas.fillRect({r.x, r.y, r.w, 34}, Color::rgb(225, 220, 205));
      canvas.strokeRect(r, frame);
      TextStyle t;
      t.font.sizeMm = 14;
      t.font.bold = true;
      t.halign = HAlign::Center;
      t.valign = VAlign::Top;
      t.fitWidth = r.w - 8;
      canvas.text({r.x + r.w / 2, r.y + 2}, b.title, t);
      t.font.sizeMm = 11;
      t.font.bold = false;
      t.font.condensed = true;
      canvas.text({r.x + r.w / 2, r.y + 18}, b.subtitle, t);
    }
  }
  return s.finish();
}

}  // namespace hexwright::exporters::vassal
