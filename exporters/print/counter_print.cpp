#include "exporters/print/counter_print.h"

#include <cmath>
#include <cstdio>
#include <map>
#include <optional>
#include <set>
#include <tuple>

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

// Cut lines around the counters on this page only, never a full empty grid: abutting
// cells share their lines (die-cut style), each edge drawn once and joined into runs.
void cutLines(Canvas& c, const std::vector<Rect>& cells) {
  using Edge = std::tuple<long, long, long>;  // fixed line coordinate, start, end (µm)
  std::set<Edge> across, down;
  auto um = [](double mm) { return std::lround(mm * 1000); };
  for (const Rect& r : cells) {
    across.insert({um(r.y), um(r.x), um(r.right())});
    across.insert({um(r.bottom()), um(r.x), um(r.right())});
    down.insert({um(r.x), um(r.y), um(r.bottom())});
    down.insert({um(r.right()), um(r.y), um(r.bottom())});
  }
  Path p;
  auto emit = [&](const std::set<Edge>& edges, bool horizontal) {
    std::optional<Edge> run;
    auto flush = [&] {
      if (!run) return;
      const auto [k, a, b] = *run;
      const Vec2 from = horizontal ? Vec2{a / 1000.0, k / 1000.0} : Vec2{k / 1000.0, a / 1000.0};
      const Vec2 to = horizontal ? Vec2{b / 1000.0, k / 1000.0} : Vec2{k / 1000.0, b / 1000.0};
      p.moveTo(from).lineTo(to);
    };
    for (const auto& e : edges) {
      if (run && std::get<0>(*run) == std::get<0>(e) && std::get<1>(e) <= std::get<2>(*run)) {
        std::get<2>(*run) = std::max(std::get<2>(*run), std::get<2>(e));
        continue;
      }
      flush();
      run = e;
    }
    flush();
  };
  emit(across, true);
  emit(down, false);
  Stroke s;
  s.color = Color::rgb(120, 120, 120);
  s.width = 0.12;
  if (!cells.empty()) c.stroke(p, s);
}

// With bleed the counters are cut from the front along crop ticks outside the block of
// printed cells: one pair per printed column and row, kept below the header.
void cropTicks(Canvas& c, const SheetGeometry& g, const std::vector<Rect>& cells, double headerBottom) {
  if (cells.empty()) return;
  Rect block = cells.front();
  std::set<long> xs, ys;
  for (const Rect& r : cells) {
    block = block.united(r);
    xs.insert(std::lround(r.x * 1000)), xs.insert(std::lround(r.right() * 1000));
    ys.insert(std::lround(r.y * 1000)), ys.insert(std::lround(r.bottom() * 1000));
  }
  const double gap = g.bleed, len = 4.5;
  const double top = std::max(block.y - gap - len, headerBottom + 1);
  Path p;
  for (const long xu : xs) {
    const double x = xu / 1000.0;
    if (block.y - gap - top > 1) p.moveTo({x, top}).lineTo({x, block.y - gap});
    p.moveTo({x, block.bottom() + gap}).lineTo({x, block.bottom() + gap + len});
  }
  for (const long yu : ys) {
    const double y = yu / 1000.0;
    p.moveTo({block.x - gap - len, y}).lineTo({block.x - gap, y});
    p.moveTo({block.right() + gap, y}).lineTo({block.right() + gap + len, y});
  }
  Stroke s;
  s.color = colors::kBlack;
  s.width = 0.2;
  c.stroke(p, s);
}

// A print shop trims the sheet to the block of counters and cuts them apart from
// there; the colours run `bleed` beyond it.
void setBoxes(PageDocument& doc, const std::vector<Rect>& cells, double bleed, Vec2 offset) {
  if (cells.empty()) return;
  Rect block = cells.front();
  for (const Rect& r : cells) block = block.united(r);
  block.x += offset.x, block.y += offset.y;
  doc.setPageBoxes(block, block.inflated(bleed));
}

constexpr double kHeaderMm = 2.8;

// The sheet's label line, at the top; `atBottom` on backs turned top to bottom, where
// the mirrored grid starts at the top margin and the free space is at the bottom.
void header(Canvas& c, const SheetGeometry& g, const std::string& text, bool atBottom = false) {
  TextStyle t;
  t.font.sizeMm = kHeaderMm;
  t.valign = atBottom ? VAlign::Bottom : VAlign::Top;
  t.halign = HAlign::Center;
  t.fitWidth = g.paper.widthMm - 2 * g.margin;
  c.text({g.paper.widthMm / 2, atBottom ? g.paper.heightMm - g.margin : g.margin}, text, t);
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
  doc->printSafe = o.printSafe;
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

  // Names are shortened with the ruleset's stated abbreviations (CounterPainter).
  const CounterPainter painter(s, rs);
  std::map<const CounterSpec*, std::vector<std::string>> misfits;
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
      std::vector<Rect> cells;
      for (std::size_t i = first; i < next; ++i) {
        const Placed& p = placed[i];
        cells.push_back(g.frontCell(p.col, p.row));
        painter.paint(c, *p.spec, painter.front(*p.spec), cells.back(), g.bleed, &misfits[p.spec]);
      }
      if (g.bleed > 0)
        cropTicks(c, g, cells, g.margin + kHeaderMm * 1.3);
      else
        cutLines(c, cells);
      setBoxes(*doc, cells, g.bleed, {0, 0});
      doc->endPage();
    }
    {
      Canvas& c = doc->beginPage(W, H);
      header(c, g,
             sheetText + " - BACK (duplex: " + duplexName(o.duplex) + " edge; back offset " + fmt(o.backOffsetMm.x, 1) +
                 "," + fmt(o.backOffsetMm.y, 1) + " mm)",
             !g.flipsAboutVertical(o.duplex));
      c.translate(o.backOffsetMm.x, o.backOffsetMm.y);
      std::vector<Rect> cells;
      for (std::size_t i = first; i < next; ++i) {
        const Placed& p = placed[i];
        const BackPlacement b = g.backCell(p.col, p.row, o.duplex);
        cells.push_back(b.cell);
        CanvasState keep(c);
        if (b.rotated) {
          const Vec2 m = b.cell.centre();
          c.translate(m.x, m.y);
          c.rotate(180);
          c.translate(-m.x, -m.y);
        }
        painter.paint(c, *p.spec, painter.back(*p.spec), b.cell, g.bleed, &misfits[p.spec]);
      }
      // With bleed, counters are cut from the front along the crop ticks.
      if (g.bleed <= 0) cutLines(c, cells);
      setBoxes(*doc, cells, g.bleed, o.backOffsetMm);
      doc->endPage();
    }
    progress.report(static_cast<double>(sheet + 1) / result.sheets, "counter sheet " + std::to_string(sheet + 1));
  }
  std::set<std::string> reported;  // copies of one marker, front and back: one warning each
  for (const Placed& p : placed) {
    auto it = misfits.find(p.spec);
    if (it == misfits.end()) continue;
    for (const auto& m : it->second)
      if (reported.insert(m).second)
        diagnostics.add(Severity::Warning, "export.counters.text-too-long",
                        "counter " + m + " (shorten the name or print larger counters with --size)");
  }
  result.pages = doc->pages();
  if (!doc->finish(error)) {
    diagnostics.add(Severity::Error, "export.write", error);
    return std::nullopt;
  }
  return result;
}

}  // namespace hexwright::exporters
