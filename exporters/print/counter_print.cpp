#include "exporters/print/counter_print.h"

#include <cstdio>

#include "exporters/print/calibration_page.h"
#include "exporters/print/counter_manifest.h"
#include "exporters/print/page_document.h"

namespace hexwright::exporters {
namespace {

using model::Severity;

// Where each counter goes: sheet, column, row. Each section (side, markers) starts on
// a fresh row so sides do not share a row of the die-cut grid.
struct Placed {
  const CounterSpec* spec;
  int sheet, col, row;
};

std::vector<Placed> place(const std::vector<CounterSection>& sections, const SheetGeometry& g) {
  std::vector<Placed> out;
  int sheet = 0, slot = 0;
  for (const auto& section : sections) {
    if (slot % g.cols != 0) slot += g.cols - slot % g.cols;  // new row
    for (const auto& c : section.counters) {
      if (slot >= g.perSheet()) ++sheet, slot = 0;
      out.push_back({&c, sheet, slot % g.cols, slot / g.cols});
      ++slot;
    }
  }
  return out;
}

void cutLines(Canvas& c, const SheetGeometry& g, bool back, Duplex duplex) {
  Stroke s;
  s.color = Color::rgb(120, 120, 120);
  s.width = 0.12;
  if (g.bleed <= 0) {
    // Shared cut lines along the whole grid (die-cut style). On the back the grid is
    // mirrored, which for a symmetric grid is the same set of lines.
    Rect grid = g.grid;
    if (back) {
      const BackPlacement first = g.backCell(0, 0, duplex);
      const BackPlacement last = g.backCell(g.cols - 1, g.rows - 1, duplex);
      grid = first.cell.united(last.cell);
    }
    Path p;
    for (int i = 0; i <= g.cols; ++i)
      p.moveTo({grid.x + i * g.size, grid.y}).lineTo({grid.x + i * g.size, grid.bottom()});
    for (int j = 0; j <= g.rows; ++j)
      p.moveTo({grid.x, grid.y + j * g.size}).lineTo({grid.right(), grid.y + j * g.size});
    c.stroke(p, s);
    return;
  }
  if (back) return;  // with bleed, counters are cut from the front along the crop ticks
  const double pitch = g.size + g.gutter;
  Path p;
  for (int i = 0; i < g.cols; ++i)
    for (const double x : {g.grid.x + i * pitch, g.grid.x + i * pitch + g.size}) {
      p.moveTo({x, g.grid.y - 6}).lineTo({x, g.grid.y - 1.5});
      p.moveTo({x, g.grid.bottom() + 1.5}).lineTo({x, g.grid.bottom() + 6});
    }
  for (int j = 0; j < g.rows; ++j)
    for (const double y : {g.grid.y + j * pitch, g.grid.y + j * pitch + g.size}) {
      p.moveTo({g.grid.x - 6, y}).lineTo({g.grid.x - 1.5, y});
      p.moveTo({g.grid.right() + 1.5, y}).lineTo({g.grid.right() + 6, y});
    }
  s.color = colors::kBlack;
  s.width = 0.2;
  c.stroke(p, s);
}

void header(Canvas& c, const SheetGeometry& g, const std::string& text) {
  TextStyle t;
  t.font.sizeMm = 2.8;
  t.valign = VAlign::Top;
  t.halign = HAlign::Center;
  t.fitWidth = g.paper.widthMm - 2 * g.margin;
  c.text({g.paper.widthMm / 2, g.margin}, text, t);
}

std::string fmt(double v, int decimals) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
  return buf;
}

}  // namespace

double resolveCounterSizeMm(const CounterPrintOptions& o, const model::Ruleset* rs, model::Diagnostics& diagnostics) {
  if (o.sizeInches && *o.sizeInches > 0) return *o.sizeInches * kMmPerInch;
  if (rs) {
    if (auto v = rs->counterInches.single()) return *v * kMmPerInch;
    if (rs->counterInches.min) {
      diagnostics.add(Severity::Info, "export.counters.size-range",
                      "the schema states a range of counter sizes; printing the smallest, " +
                          model::formatAttribute(*rs->counterInches.min) + " in (set it with --size)");
      return *rs->counterInches.min * kMmPerInch;
    }
  }
  diagnostics.add(Severity::Info, "export.counters.size-default",
                  "the schema does not state the counter size; using " +
                      model::formatAttribute(kFallbackCounterInches) + " in (set it with --size)");
  return kFallbackCounterInches * kMmPerInch;
}

std::optional<CounterPrintResult> exportCounters(const model::Scenario& s, const model::Ruleset* rs,
                                                 const CounterPrintOptions& o, const std::filesystem::path& out,
                                                 model::Diagnostics& diagnostics, model::ProgressReporter& progress) {
  CounterPrintResult result;
  result.sizeMm = resolveCounterSizeMm(o, rs, diagnostics);
  const SheetGeometry g = planSheet(o.paper, result.sizeMm, o.bleedMm, o.marginMm);
  if (g.perSheet() <= 0) {
    diagnostics.add(Severity::Error, "export.counters.too-large",
                    "counters of " + fmt(result.sizeMm, 1) + " mm do not fit on " + o.paper.name + " paper");
    return std::nullopt;
  }
  result.perSheet = g.perSheet();
  const auto sections = buildCounterManifest(s, rs, o.markers, diagnostics);
  const auto placed = place(sections, g);
  result.counters = static_cast<int>(placed.size());
  result.sheets = placed.empty() ? 0 : placed.back().sheet + 1;
  if (placed.empty() && !o.calibration) {
    diagnostics.add(Severity::Error, "export.counters.empty",
                    "the scenario has no units (and no markers were requested)");
    return std::nullopt;
  }

  std::string error;
  auto doc = PageDocument::create(OutputFormat::Pdf, out, 72, error);
  if (!doc) {
    diagnostics.add(Severity::Error, "export.write", error);
    return std::nullopt;
  }
  doc->setTitle(s.title + " - counters");
  const double W = o.paper.widthMm, H = o.paper.heightMm;
  if (o.calibration) {
    paintCalibrationFront(doc->beginPage(W, H), o.paper, o.duplex, o.backOffsetMm);
    doc->endPage();
    Canvas& back = doc->beginPage(W, H);
    back.translate(o.backOffsetMm.x, o.backOffsetMm.y);
    paintCalibrationBack(back, o.paper);
    doc->endPage();
  }

  const CounterPainter painter(s, rs);
  const std::string sizeText = fmt(result.sizeMm / kMmPerInch, 3) + " in counters";
  std::size_t next = 0;
  for (int sheet = 0; sheet < result.sheets; ++sheet) {
    if (progress.cancelled()) {
      diagnostics.add(Severity::Error, "export.cancelled", "export cancelled; nothing was written");
      return std::nullopt;
    }
    const std::size_t first = next;
    while (next < placed.size() && placed[next].sheet == sheet) ++next;
    const std::string sheetText = s.title + " - counter sheet " + std::to_string(sheet + 1) + " of " +
                                  std::to_string(result.sheets) + " - " + sizeText;
    {
      Canvas& c = doc->beginPage(W, H);
      header(c, g, sheetText + " - FRONT");
      for (std::size_t i = first; i < next; ++i) {
        const Placed& p = placed[i];
        painter.paint(c, *p.spec, painter.front(*p.spec), g.frontCell(p.col, p.row), g.bleed);
      }
      cutLines(c, g, false, o.duplex);
      doc->endPage();
    }
    {
      Canvas& c = doc->beginPage(W, H);
      header(c, g,
             sheetText + " - BACK (duplex: " + duplexName(o.duplex) + " edge; back offset " + fmt(o.backOffsetMm.x, 1) +
                 "," + fmt(o.backOffsetMm.y, 1) + " mm)");
      c.translate(o.backOffsetMm.x, o.backOffsetMm.y);
      for (std::size_t i = first; i < next; ++i) {
        const Placed& p = placed[i];
        const BackPlacement b = g.backCell(p.col, p.row, o.duplex);
        CanvasState keep(c);
        if (b.rotated) {
          const Vec2 m = b.cell.centre();
          c.translate(m.x, m.y);
          c.rotate(180);
          c.translate(-m.x, -m.y);
        }
        painter.paint(c, *p.spec, painter.back(*p.spec), b.cell, g.bleed);
      }
      cutLines(c, g, true, o.duplex);
      doc->endPage();
    }
    progress.report(static_cast<double>(sheet + 1) / result.sheets, "counter sheet " + std::to_string(sheet + 1));
  }
  result.pages = doc->pages();
  if (!doc->finish(error)) {
    diagnostics.add(Severity::Error, "export.write", error);
    return std::nullopt;
  }
  return result;
}

}  // namespace hexwright::exporters
