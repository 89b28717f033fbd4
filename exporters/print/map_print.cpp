#include "exporters/print/map_print.h"

#include <algorithm>
#include <cstdio>

#include "exporters/print/assembly_index.h"
#include "exporters/print/page_marks.h"
#include "exporters/print/tiling.h"

namespace hexwright::exporters {
namespace {

using model::Severity;

std::string paperName(const PaperSize& p) { return p.name + (p.widthMm > p.heightMm ? " landscape" : " portrait"); }

std::string mm(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f", v);
  return buf;
}

// Tabletop maps default to the largest scale at which the whole poster fits one sheet,
// turned either way unless the orientation was given (a scale fitted to a portrait
// sheet would spill over two landscape ones).
double fitTableScale(const model::Scenario& s, const model::Ruleset* rs, const MapPrintOptions& o) {
  const double w = s.map.table.widthInches, d = s.map.table.depthInches;
  if (w <= 0 || d <= 0) return 25.4;
  // The poster's furniture does not scale with the table: measure it at a nominal scale.
  MapPainter probe(s, rs, MapGeometry::forTable(s.map, 1.0));
  MapPoster poster(probe, s, rs, false, o.parts);
  const double extraH = poster.size().y - poster.mapRect().h;
  std::vector<PaperSize> papers{o.paper};
  if (!o.keepOrientation) papers = {o.paper.portrait(), o.paper.portrait().landscape()};
  double best = 0;
  for (const PaperSize& p : papers) {
    const double cw = p.widthMm - 2 * o.marginMm - 2 * MapPoster::kMargin;
    const double ch = p.heightMm - 2 * o.marginMm - extraH;
    best = std::max(best, std::min(cw / w, ch / d));
  }
  return std::clamp(best, 0.5, 25.4);
}

bool cancelled(model::ProgressReporter& progress, model::Diagnostics& diagnostics) {
  if (!progress.cancelled()) return false;
  diagnostics.add(Severity::Error, "export.cancelled", "export cancelled; nothing was written");
  return true;
}

struct PosterChoice {
  PosterParts parts;
  PaperSize paper;  // in the orientation to tile with
};

// Key and track under the map or beside it, or fitted into the room the map leaves on
// its own grid of sheets (or that grid plus a row or a column), on portrait or
// landscape sheets (unless the orientation was given): the fewest sheets, and among
// layouts with as many sheets the one whose emptiest sheet carries the most, so no
// sheet is printed for a strip of key or a sliver of map when another arrangement
// avoids it. On one page: beside when the page is at least a tenth smaller.
PosterChoice posterLayout(const MapPainter& painter, const model::Scenario& s, const model::Ruleset* rs, bool trueScale,
                          const MapPrintOptions& o, bool onePage) {
  std::vector<PosterParts> arrangements{o.parts};
  if (o.parts.legend || o.parts.turnTrack) {
    arrangements.push_back(o.parts);
    arrangements.back().beside = true;
  }
  if (onePage) {
    const Vec2 a = MapPoster(painter, s, rs, trueScale, arrangements.front()).size();
    const Vec2 b = MapPoster(painter, s, rs, trueScale, arrangements.back()).size();
    return {b.x * b.y < 0.9 * a.x * a.y ? arrangements.back() : arrangements.front(), o.paper};
  }
  std::vector<PaperSize> papers{o.paper};
  if (!o.keepOrientation) papers = {o.paper.portrait(), o.paper.portrait().landscape()};
  std::optional<PosterChoice> best;
  int bestPages = 0;
  double bestEmptiest = 0;
  auto consider = [&](const PosterParts& parts, const PaperSize& paper) {
    const MapPoster poster(painter, s, rs, trueScale, parts);
    if (!poster.fits()) return;
    const TilePlan plan = planTiles(poster.size(), paper, o.marginMm, o.overlapMm, true);
    double emptiest = 1;
    for (const Tile& t : plan.tiles) emptiest = std::min(emptiest, poster.coveredArea(t.area) / (t.area.w * t.area.h));
    // Ties within a hundredth keep the earlier candidate (key under, portrait); one
    // sheet has no sliver to avoid.
    const bool fuller = plan.pages() > 1 && emptiest > bestEmptiest + 0.01;
    if (!best || plan.pages() < bestPages || (plan.pages() == bestPages && fuller)) {
      best = PosterChoice{parts, paper};
      bestPages = plan.pages();
      bestEmptiest = emptiest;
    }
  };
  const Rect map = painter.geometry().bounds();
  for (const PaperSize& paper : papers) {
    for (const PosterParts& parts : arrangements) consider(parts, paper);
    // The grid the map alone needs, and that grid with one more row or column.
    const TilePlan alone = planTiles({map.w + 2 * MapPoster::kMargin, map.h + 2 * MapPoster::kMargin}, paper,
                                     o.marginMm, o.overlapMm, true);
    const double stepX = alone.content.w - alone.overlap, stepY = alone.content.h - alone.overlap;
    for (const auto& [rows, cols] :
         {std::pair{alone.rows, alone.cols}, {alone.rows + 1, alone.cols}, {alone.rows, alone.cols + 1}})
      for (unsigned right = 0; right < 8; ++right) {
        PosterParts parts = o.parts;
        // A hair inside the grid, so rounding never asks for one more sheet.
        parts.frame = {cols * stepX + alone.overlap - 0.01, rows * stepY + alone.overlap - 0.01};
        parts.rightBlocks = right;
        consider(parts, paper);
      }
  }
  return *best;
}

// The painter's geometry at the print scale: the hex size, or a tabletop's inches per
// table inch (fitted to one sheet unless given).
std::optional<MapGeometry> printGeometry(const model::Scenario& s, const model::Ruleset* rs, const MapPrintOptions& o,
                                         MapPrintResult& result, bool& trueScale, model::Diagnostics& diagnostics) {
  if (s.map.kind == model::GridKind::Table) {
    result.mmPerInch = o.tableScale ? *o.tableScale * kMmPerInch : fitTableScale(s, rs, o);
    trueScale = result.mmPerInch >= kMmPerInch - 1e-9;
    return MapGeometry::forTable(s.map, result.mmPerInch);
  }
  if (s.map.grid().columns <= 0 || s.map.grid().rows <= 0) {
    diagnostics.add(Severity::Error, "export.map.empty", "the map has no hexes; nothing to print");
    return std::nullopt;
  }
  result.hexSizeMm = resolveHexSizeMm(o, rs, diagnostics);
  return MapGeometry::forHexMap(s.map, result.hexSizeMm);
}

MapPaintOptions paintOptions(const MapPrintOptions& o) {
  MapPaintOptions paint;
  paint.layers = o.layers;
  paint.terrainOpacity = o.terrainOpacity;
  paint.art = o.art;
  paint.overlay = o.overlay;
  return paint;
}

// How the poster goes onto pages: decided before anything is drawn, by planMapPages and
// exportMap alike, so a promised page count is the written one.
struct PageLayout {
  bool onePosterPage = false;  // one page the poster's size
  PosterChoice choice;
  Vec2 posterSize;
  TilePlan plan;
};

PageLayout layOutPages(const MapPainter& painter, const model::Scenario& s, const model::Ruleset* rs, bool trueScale,
                       const MapPrintOptions& o) {
  PageLayout l;
  l.onePosterPage = o.singleSheet || !multiPageFormat(o.format);
  l.choice = posterLayout(painter, s, rs, trueScale, o, l.onePosterPage);
  l.posterSize = MapPoster(painter, s, rs, trueScale, l.choice.parts).size();
  l.plan = planTiles(l.posterSize, l.choice.paper, o.marginMm, o.overlapMm, !l.onePosterPage || o.keepOrientation);
  return l;
}

// The pages a layout makes, as the result reports them.
void countPages(const PageLayout& l, MapPrintResult& r) {
  if (l.onePosterPage) {
    r.pages = 1;
    r.wholeMap = true;
    r.pageWidthMm = l.posterSize.x;
    r.pageHeightMm = l.posterSize.y;
    r.paper = mm(l.posterSize.x) + "x" + mm(l.posterSize.y) + "mm";
    return;
  }
  r.paper = paperName(l.plan.paper);
  r.pageWidthMm = l.plan.paper.widthMm;
  r.pageHeightMm = l.plan.paper.heightMm;
  if (l.plan.pages() == 1) {
    r.pages = 1;  // no index or marks needed
    return;
  }
  r.rows = l.plan.rows;
  r.cols = l.plan.cols;
  r.pages = l.plan.pages() + 1;  // the assembly index first
}

// One page exactly the poster's size. A picture is drawn in strips at once, each with
// its own painter (the style caches paints as it draws); not over backgrounds, whose
// decoder reads one window at a time.
void writePosterPage(PageDocument& doc, const MapPoster& poster, const MapPainter& painter, const model::Scenario& s,
                     const model::Ruleset* rs, bool trueScale, const PageLayout& l, bool overRasters) {
  const Vec2 size = l.posterSize;
  const bool strips = !overRasters && doc.paintPageInStrips(size.x, size.y, [&](Canvas& c, const Rect& area) {
    const MapPainter own(painter);
    const MapPoster ownPoster(own, s, rs, trueScale, l.choice.parts);
    ownPoster.paint(c, area);
  });
  if (strips) return;
  Canvas& c = doc.beginPage(size.x, size.y);
  poster.paint(c, {0, 0, size.x, size.y});
  doc.endPage();
}

// Fits one sheet: centred, no index or marks needed.
void writeOneSheet(PageDocument& doc, const MapPoster& poster, const PageLayout& l) {
  const TilePlan& plan = l.plan;
  const Vec2 size = l.posterSize;
  Canvas& c = doc.beginPage(plan.paper.widthMm, plan.paper.heightMm);
  c.translate(plan.content.x + (plan.content.w - size.x) / 2, plan.content.y + (plan.content.h - size.y) / 2);
  poster.paint(c, {0, 0, size.x, size.y});
  doc.endPage();
}

// The assembly index, then one sheet per tile with its marks. False when cancelled.
bool writeTiles(PageDocument& doc, const MapPoster& poster, const model::Scenario& s, const TilePlan& plan,
                const MapPrintResult& result, model::Diagnostics& diagnostics, model::ProgressReporter& progress) {
  {
    Canvas& c = doc.beginPage(plan.paper.widthMm, plan.paper.heightMm);
    paintAssemblyIndex(c, plan, poster, s.title);
    doc.endPage();
  }
  const bool table = s.map.kind == model::GridKind::Table;
  const std::string note = table ? "Hexwright - table scale " + mm(result.mmPerInch / kMmPerInch) + " in per inch"
                                 : "Hexwright - hex " + mm(result.hexSizeMm / kMmPerInch) + " in (" +
                                       mm(result.hexSizeMm) + " mm) - print at 100%";
  for (std::size_t i = 0; i < plan.tiles.size(); ++i) {
    if (cancelled(progress, diagnostics)) return false;
    const Tile& t = plan.tiles[i];
    Canvas& c = doc.beginPage(plan.paper.widthMm, plan.paper.heightMm);
    {
      CanvasState keep(c);
      c.clip(Path().rect(plan.content));
      c.translate(plan.content.x - t.area.x, plan.content.y - t.area.y);
      poster.paint(c, t.area);
    }
    drawTileRegistration(c, plan, t);
    drawCropMarks(c, plan.content);
    drawTileLabels(c, plan, t, s.title, note);
    // The crop marks stand at the content's corners: that is where the sheet is trimmed.
    doc.setPageBoxes(plan.content, plan.content);
    doc.endPage();
    progress.report(static_cast<double>(i + 1) / static_cast<double>(plan.tiles.size()), "map sheet " + t.label);
  }
  return true;
}

}  // namespace

const std::vector<std::string>& orientationChoices() {
  static const std::vector<std::string> choices{"auto", "portrait", "landscape"};
  return choices;
}

void setPaper(MapPrintOptions& o, const PaperSize& paper, const std::string& orientation) {
  o.keepOrientation = orientation == "portrait" || orientation == "landscape";
  o.paper = orientation == "landscape"  ? paper.portrait().landscape()
            : orientation == "portrait" ? paper.portrait()
                                        : paper;
}

void printOverBackground(MapPrintOptions& o) {
  o.layers.background = true;
  o.terrainOpacity = 0.55;  // let the raster show through
}

double resolveHexSizeMm(const MapPrintOptions& o, const model::Ruleset* rs, model::Diagnostics& diagnostics) {
  if (o.hexSizeInches && *o.hexSizeInches > 0) return *o.hexSizeInches * kMmPerInch;
  if (rs && rs->hexPrintInches > 0) return rs->hexPrintInches * kMmPerInch;
  diagnostics.add(Severity::Info, "export.map.hex-size-default",
                  "the schema does not state the printed hex size; using " +
                      model::formatAttribute(kFallbackHexInches) + " in across flats (set it with --hex-size)");
  return kFallbackHexInches * kMmPerInch;
}

std::optional<MapPrintResult> planMapPages(const model::Scenario& s, const model::Ruleset* rs, const MapPrintOptions& o,
                                           model::Diagnostics& diagnostics) {
  MapPrintResult result;
  bool trueScale = true;
  auto geometry = printGeometry(s, rs, o, result, trueScale, diagnostics);
  if (!geometry) return std::nullopt;
  const MapPainter painter(s, rs, std::move(*geometry), paintOptions(o));
  countPages(layOutPages(painter, s, rs, trueScale, o), result);
  return result;
}

std::optional<MapPrintResult> exportMap(const model::Scenario& s, const model::Ruleset* rs, const MapPrintOptions& o,
                                        const std::filesystem::path& out, std::vector<BackgroundRaster> backgrounds,
                                        model::Diagnostics& diagnostics, model::ProgressReporter& progress) {
  MapPrintResult result;
  bool trueScale = true;
  auto geometry = printGeometry(s, rs, o, result, trueScale, diagnostics);
  if (!geometry) return std::nullopt;
  MapPainter painter(s, rs, std::move(*geometry), paintOptions(o));
  const bool overRasters = !backgrounds.empty() || o.backgroundSource;
  painter.setBackgrounds(std::move(backgrounds));
  if (o.backgroundSource) painter.setBackgroundSource(o.backgroundSource, o.dpi / kMmPerInch);
  std::string error;
  auto doc = PageDocument::create(o.format, out, o.dpi, error);
  if (!doc) {
    diagnostics.add(Severity::Error, "export.write", error);
    return std::nullopt;
  }
  doc->printSafe = o.printSafe;
  doc->setTitle(s.title);
  progress.report(0, "map");

  const PageLayout layout = layOutPages(painter, s, rs, trueScale, o);
  countPages(layout, result);
  const MapPoster poster(painter, s, rs, trueScale, layout.choice.parts);
  if (layout.onePosterPage)
    writePosterPage(*doc, poster, painter, s, rs, trueScale, layout, overRasters);
  else if (layout.plan.pages() == 1)
    writeOneSheet(*doc, poster, layout);
  else if (!writeTiles(*doc, poster, s, layout.plan, result, diagnostics, progress))
    return std::nullopt;
  if (cancelled(progress, diagnostics)) return std::nullopt;
  result.pages = doc->pages();  // as written: a test holds it to the planned count
  if (!doc->finish(error)) {
    diagnostics.add(Severity::Error, "export.write", error);
    return std::nullopt;
  }
  progress.report(1, "map");
  return result;
}

}  // namespace hexwright::exporters
