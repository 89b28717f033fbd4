#include "exporters/print/assembly_index.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "exporters/print/page_marks.h"
#include "model/core/attributes.h"

namespace hexwright::exporters {
namespace {

// "10 mm", or "64 mm across, 10 mm down" when the joins were widened to fill the sheets.
std::string sharedText(const TilePlan& plan) {
  auto mm = [](double v) { return model::formatAttribute(std::round(v * 10) / 10) + " mm"; };
  if (std::abs(plan.overlapX - plan.overlapY) < 0.05) return mm(plan.overlapX);
  return mm(plan.overlapX) + " across, " + mm(plan.overlapY) + " down";
}

}  // namespace

void paintAssemblyIndex(Canvas& c, const TilePlan& plan, const MapPoster& poster, const std::string& title) {
  const Rect page = plan.content;
  TextStyle heading;
  heading.font.sizeMm = 6;
  heading.font.bold = true;
  heading.valign = VAlign::Top;
  heading.fitWidth = page.w;
  c.text({page.x, page.y}, "Assembly index: " + title, heading);
  TextStyle body;
  body.font.sizeMm = 3;
  body.valign = VAlign::Top;
  body.wrapWidth = page.w;
  c.text({page.x, page.y + 9},
         std::to_string(plan.pages()) + " sheets, " + std::to_string(plan.rows) + " rows (" + rowLetters(0) + "-" +
             rowLetters(plan.rows - 1) + ") x " + std::to_string(plan.cols) + " columns, " + plan.paper.name + " " +
             (plan.paper.widthMm > plan.paper.heightMm ? "landscape" : "portrait") + ", overlap " + sharedText(plan) +
             ".",
         body);

  // The poster, scaled to fit between the header and the instructions.
  const double instructions = 48;
  const Rect area{page.x, page.y + 18, page.w, page.h - 18 - instructions};
  const Vec2 size = poster.size();
  const Vec2 covered{plan.cols * (plan.content.w - plan.overlapX) + plan.overlapX,
                     plan.rows * (plan.content.h - plan.overlapY) + plan.overlapY};
  const double k = std::min(area.w / covered.x, area.h / covered.y);
  {
    CanvasState keep(c);
    c.translate(area.x, area.y);
    c.scale(k, k);
    c.clip(Path().rect({0, 0, size.x, size.y}));
    poster.paintThumbnail(c);
  }
  Stroke edge;
  edge.width = 0.35;
  edge.color = Color::rgb(200, 30, 30);
  TextStyle label;
  label.font.sizeMm = std::clamp(std::min(plan.content.w, plan.content.h) * k * 0.25, 3.0, 14.0);
  label.font.bold = true;
  label.color = Color::rgb(200, 30, 30, 0.85);
  label.halign = HAlign::Center;
  label.valign = VAlign::Middle;
  label.haloColor = colors::kWhite.withAlpha(0.8);
  label.haloWidth = label.font.sizeMm * 0.1;
  for (const Tile& t : plan.tiles) {
    const Rect r{area.x + t.area.x * k, area.y + t.area.y * k, t.area.w * k, t.area.h * k};
    c.strokeRect(r, edge);
    // Label the part no other sheet covers, so overlapping outlines stay readable.
    const Rect own{r.x + (t.col > 0 ? plan.overlapX * k : 0), r.y + (t.row > 0 ? plan.overlapY * k : 0), r.w, r.h};
    c.text({own.x + (r.w - plan.overlapX * k) / 2, own.y + (r.h - plan.overlapY * k) / 2}, t.label, label);
  }

  const double y = page.bottom() - instructions + 4;
  TextStyle how = body;
  how.font.sizeMm = 2.8;
  c.text({page.x, y},
         "1. Print every page at 100% (\"Actual size\"), no scaling. Check the bar below.\n"
         "2. Trim each sheet's left and top margins along its crop marks (not on column 1 or row A).\n"
         "3. Lay each trimmed sheet over its left and upper neighbours so the shared strips match: the "
         "registration marks (circled crosses) lie exactly on top of each other. Tape from behind.\n"
         "Sheets are labelled in the bottom margin; arrows in the margins name the neighbouring sheets, and "
         "short grey ticks in the margins mark where each shared strip begins.",
         how);
  drawCheckBar(c, {page.x, page.bottom() - 12});
}

}  // namespace hexwright::exporters
