#include "editor/core/export_plan.h"

#include <cctype>

#include "exporters/print/map_poster.h"
#include "exporters/print/tiling.h"
#include "exporters/render/map_geometry.h"
#include "exporters/render/map_painter.h"

namespace hexwright::editor {

namespace fs = std::filesystem;
namespace ex = hexwright::exporters;

fs::path defaultExportPath(const Document& doc, const std::string& suffix, const fs::path& fallbackDir) {
  if (const auto& p = doc.path()) {
    const fs::path bundle = p->filename().empty() ? p->parent_path() : *p;
    return bundle.parent_path() / (bundle.stem().string() + suffix);
  }
  // A file name from the title: letters and digits, the rest as single dashes.
  std::string name;
  for (const unsigned char c : doc.scenario().title) {
    if (std::isalnum(c))
      name += static_cast<char>(std::tolower(c));
    else if (!name.empty() && name.back() != '-')
      name += '-';
  }
  while (!name.empty() && name.back() == '-') name.pop_back();
  return fallbackDir / ((name.empty() ? std::string("untitled") : name) + suffix);
}

const std::vector<std::string>& paperChoices() {
  static const std::vector<std::string> papers{"letter", "legal", "tabloid", "a4", "a3", "22x34in", "24x36in"};
  return papers;
}

SheetEstimate estimateMapSheets(const Document& doc, const ex::MapPrintOptions& o) {
  SheetEstimate e;
  const auto& s = doc.scenario();
  if (s.map.kind == model::GridKind::Table) {
    // Without a scale, a table is fitted to one sheet.
    e.pages = 1;
    e.paper = o.paper.name;
    return e;
  }
  if (s.map.grid().columns <= 0 || s.map.grid().rows <= 0) return e;
  model::Diagnostics ignored;
  const double hexMm = ex::resolveHexSizeMm(o, &doc.ruleset(), ignored);
  ex::MapPainter painter(s, &doc.ruleset(), ex::MapGeometry::forHexMap(s.map, hexMm), {});
  const ex::MapPoster poster(painter, s, &doc.ruleset(), true, o.parts);
  if (o.singleSheet || o.format != ex::OutputFormat::Pdf) {
    e.pages = 1;
    e.paper = "one sheet " + std::to_string(static_cast<int>(poster.size().x + 0.5)) + " x " +
              std::to_string(static_cast<int>(poster.size().y + 0.5)) + " mm";
    return e;
  }
  const ex::TilePlan plan = ex::planTiles(poster.size(), o.paper, o.marginMm, o.overlapMm, o.keepOrientation);
  e.rows = plan.rows;
  e.cols = plan.cols;
  e.pages = plan.pages() == 1 ? 1 : plan.pages() + 1;
  e.paper = plan.paper.name + (plan.paper.widthMm > plan.paper.heightMm ? " landscape" : " portrait");
  return e;
}

}  // namespace hexwright::editor
