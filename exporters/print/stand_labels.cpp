#include "exporters/print/stand_labels.h"

#include <algorithm>

#include "exporters/print/page_document.h"
#include "exporters/render/map_style.h"

namespace hexwright::exporters {
namespace {

using model::Severity;

constexpr double kMargin = 10, kHeader = 7, kTitleMm = 2.8;

TextStyle centred(double size, bool bold, Color color, double fit) {
  TextStyle t;
  t.font.sizeMm = size;
  t.font.bold = bold;
  t.font.condensed = true;
  t.color = color;
  t.halign = HAlign::Center;
  t.valign = VAlign::Middle;
  t.fitWidth = fit;
  return t;
}

}  // namespace

std::vector<StandLabel> standLabels(const model::Scenario& s, const model::Ruleset& rs,
                                    model::Diagnostics& diagnostics) {
  std::vector<StandLabel> labels;
  for (const model::Unit& u : s.oob.units) {
    const model::UnitType* type = rs.findUnitType(u.type);
    const std::string name = u.designation.empty() ? u.name : u.designation;
    // The smallest stated size: a label must never overhang the base it goes on.
    const auto width = type ? type->baseWidthInches.min : std::nullopt;
    const auto depth = type ? type->baseDepthInches.min.value_or(width.value_or(0)) : 0.0;
    if (!width || depth <= 0) {
      diagnostics.add(Severity::Warning, "export.counters.base-unknown",
                      name + ": the schema does not state the base size of " + (type ? type->name : u.type) +
                          " stands; no labels printed for it");
      continue;
    }
    const double w = *width * kMmPerInch, h = depth * kMmPerInch;
    const auto stands = model::intAttribute(u.attributes, "stands");
    if (type->isLeader || !stands || *stands <= 1) {
      if (!type->isLeader && !stands)
        diagnostics.add(Severity::Warning, "export.counters.stands-unknown",
                        name + ": the number of stands is not set; one label printed");
      labels.push_back({&u, 0, 0, w, h});
      continue;
    }
    for (int i = 1; i <= *stands; ++i) labels.push_back({&u, i, static_cast<int>(*stands), w, h});
  }
  return labels;
}

void paintStandLabel(Canvas& canvas, const StandLabel& l, const Rect& r, const model::Ruleset& rs,
                     const MapStyle& style) {
  const model::UnitType* type = rs.findUnitType(l.unit->type);
  Color bg = style.sideColor(l.unit->side.value);
  if (const auto* side = rs.findSide(l.unit->side); side && type && type->isLeader && !side->leaderColor.empty())
    bg = colorOr(side->leaderColor, bg);
  const Color ink = contrastingText(bg);
  canvas.fillRect(r, bg);
  const std::string name = l.unit->designation.empty() ? l.unit->name : l.unit->designation;
  const double fit = r.w - 2;
  canvas.text({r.centre().x, r.y + r.h * 0.25}, name, centred(std::min(3.0, r.h * 0.2), true, ink, fit));
  if (l.of > 0)
    canvas.text(r.centre(), std::to_string(l.stand) + "/" + std::to_string(l.of), centred(3.2, true, ink, fit));
  std::string quality;
  for (const char* key : {"quality", "rating"})
    if (const auto it = l.unit->attributes.find(key); it != l.unit->attributes.end() && quality.empty())
      quality = model::formatAttribute(it->second);
  if (!quality.empty())
    canvas.text({r.centre().x, r.y + r.h * (l.of > 0 ? 0.78 : 0.6)}, quality, centred(2.2, false, ink, fit));
}

bool usesStandLabels(const model::Scenario& s, const model::Ruleset* rs) {
  if (!rs || s.map.kind != model::GridKind::Table) return false;
  return std::any_of(rs->unitTypes.begin(), rs->unitTypes.end(),
                     [](const model::UnitType& t) { return t.baseWidthInches.known(); });
}

std::optional<StandLabelResult> exportStandLabels(const model::Scenario& s, const model::Ruleset& rs,
                                                  const PaperSize& paper, const std::filesystem::path& out,
                                                  model::Diagnostics& diagnostics) {
  const std::vector<StandLabel> labels = standLabels(s, rs, diagnostics);
  if (labels.empty()) {
    diagnostics.add(Severity::Error, "export.counters.empty", "no unit has a stated base size; nothing to print");
    return std::nullopt;
  }

  std::string error;
  auto doc = PageDocument::create(OutputFormat::Pdf, out, 72, error);
  if (!doc) {
    diagnostics.add(Severity::Error, "export.write", error);
    return std::nullopt;
  }
  doc->setTitle(s.title + " - stand labels");
  const MapStyle style(&rs);
  const double right = paper.widthMm - kMargin, bottom = paper.heightMm - kMargin;
  Canvas* c = nullptr;
  double x = 0, y = 0, rowH = 0;
  Path cuts;
  auto flush = [&] {
    if (!c) return;
    Stroke cutLine;
    cutLine.color = Color::rgb(120, 120, 120);
    cutLine.width = 0.12;
    if (!cuts.empty()) c->stroke(cuts, cutLine);
    cuts = Path();
    doc->endPage();
  };
  auto newPage = [&] {
    flush();
    c = &doc->beginPage(paper.widthMm, paper.heightMm);
    TextStyle t;
    t.font.sizeMm = kTitleMm;
    t.halign = HAlign::Center;
    t.valign = VAlign::Top;
    c->text({paper.widthMm / 2, kMargin}, s.title + " - stand labels at base size (cut on the lines)", t);
    x = kMargin, y = kMargin + kHeader, rowH = 0;
  };
  newPage();
  const model::Unit* previous = nullptr;
  for (const StandLabel& l : labels) {
    // A unit's stands stay on one row where they fit; each unit starts a row.
    const int remaining = l.of > 0 ? l.of - l.stand + 1 : 1;
    const bool newUnit = l.unit != previous;
    if (x + l.w > right + 1e-6 || (newUnit && x > kMargin && x + remaining * l.w > right + 1e-6) ||
        (newUnit && x > kMargin && l.h != rowH)) {
      x = kMargin, y += rowH, rowH = 0;
    }
    if (y + l.h > bottom) newPage();
    previous = l.unit;
    const Rect r{x, y, l.w, l.h};
    paintStandLabel(*c, l, r, rs, style);
    cuts.rect(r);
    x += l.w;
    rowH = std::max(rowH, l.h);
  }
  flush();
  StandLabelResult result{static_cast<int>(labels.size()), doc->pages()};
  if (!doc->finish(error)) {
    diagnostics.add(Severity::Error, "export.write", error);
    return std::nullopt;
  }
  return result;
}

}  // namespace hexwright::exporters
