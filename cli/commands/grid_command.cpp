// hexwright grid BUNDLE [--origin X,Y] [--rotation DEG] [--hex-yards N] [--crs CRS] [--fit]
//     [--cols N] [--rows N] [--show HEX|all]... [--locate X,Y]... [--format text|json]
// Lays the hex grid on the ground at true scale, and answers where a hex is and which
// hex holds a place.
#include <CLI/CLI.hpp>
#include <cmath>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <ostream>
#include <sstream>

#include "cli/cli_context.h"
#include "cli/command_list.h"
#include "cli/diagnostics_output.h"
#include "importers/common/bundle_session.h"
#include "importers/ground/crs.h"
#include "importers/ground/grid_resize.h"
#include "importers/ground/ground_grid.h"
#include "importers/raster/raster_footprint.h"
#include "model/hex/offset_coord.h"

namespace hexwright::cli {
namespace {

struct GridOptions {
  std::string bundle;
  std::string origin;
  std::optional<double> rotation;
  std::optional<double> hexYards;
  std::string crs;
  bool fit = false;
  std::vector<std::string> show;
  std::vector<std::string> locate;
  std::optional<int> columns;
  std::optional<int> rows;
  std::string format = "text";
};

std::optional<model::Vec2> parsePoint(const std::string& text) {
  const auto comma = text.find(',');
  if (comma == std::string::npos) return std::nullopt;
  try {
    std::size_t a = 0, b = 0;
    const double x = std::stod(text.substr(0, comma), &a);
    const double y = std::stod(text.substr(comma + 1), &b);
    if (a != comma || b != text.size() - comma - 1) return std::nullopt;
    return model::Vec2{x, y};
  } catch (const std::exception&) {
    return std::nullopt;
  }
}

std::string fixed(double v, int decimals = 2) {
  char b[48];
  std::snprintf(b, sizeof b, "%.*f", decimals, v);
  return b;
}

// Places the grid as the options say; nullopt with diagnostics when they do not add up.
std::optional<model::Map> place(const GridOptions& o, const importers::BundleSession& s, model::Diagnostics& d,
                                std::string& crsName) {
  const model::Map& map = s.scenario.map;
  const auto& old = map.ground.georeference;
  const double yards =
      o.hexYards.value_or(map.ground.yardsAcrossFlats > 0 ? map.ground.yardsAcrossFlats : s.ruleset.hexYards);
  if (!(yards > 0)) {
    d.add(model::Severity::Error, "import.grid.no-scale",
          "the " + s.ruleset.id + " ruleset does not state its hex size; give --hex-yards N");
    return std::nullopt;
  }
  std::string crsText = o.crs;
  if (crsText.empty() && old) crsText = old->crsWkt;
  if (crsText.empty() && o.fit && !map.backgrounds.empty()) {
    auto own = importers::bundleRasterFootprint(o.bundle, map.backgrounds.front().file, "", d);
    if (!own) return std::nullopt;
    crsText = own->crs;
  }
  if (crsText.empty()) {
    d.add(model::Severity::Error, "import.crs.missing",
          "the map has no CRS yet; give --crs (a projected CRS such as EPSG:32616), or import a map first");
    return std::nullopt;
  }
  const auto crs = importers::describeCrs(crsText, d, o.crs.empty() ? "the map's CRS" : "--crs");
  if (!crs) return std::nullopt;
  if (!crs->unitsPerMetre) {
    d.add(model::Severity::Error, "import.crs.geographic",
          crs->name + " measures in degrees, so the grid cannot lie at true scale in it; use a projected CRS");
    return std::nullopt;
  }
  crsName = crs->name;
  const bool sameCrs =
      old &&
      importers::describeCrs(old->crsWkt, d, "the map's CRS").value_or(importers::CrsInfo{}).storable == crs->storable;
  const auto oldPlacement = old ? importers::placementOf(old->gridToCrs) : std::nullopt;
  const double rotation = o.rotation.value_or(oldPlacement && sameCrs ? oldPlacement->rotationDegrees : 0.0);
  const double metres = yards * 0.9144;

  model::Map next = map;
  importers::GridPlacement placement{{0, 0}, rotation, *crs->unitsPerMetre};
  if (o.fit) {
    if (!o.origin.empty()) {
      d.add(model::Severity::Error, "import.grid.options", "--fit places the grid itself; drop --origin");
      return std::nullopt;
    }
    if (map.backgrounds.empty()) {
      d.add(model::Severity::Error, "import.grid.no-raster",
            "--fit needs a background raster: run 'hexwright import map' first");
      return std::nullopt;
    }
    auto footprint = importers::bundleRasterFootprint(o.bundle, map.backgrounds.front().file, crs->storable, d);
    if (!footprint) return std::nullopt;
    const auto fit =
        importers::fitGridToExtent(footprint->corners, map.grid().convention, metres, rotation, *crs->unitsPerMetre);
    const model::TypeId fill =
        s.ruleset.defaultTerrain.empty() ? map.terrainAt(map.grid().at(0)) : s.ruleset.defaultTerrain;
    auto resized = importers::resizeGrid(s.scenario, fit.columns, fit.rows, fill, d);
    if (!resized) return std::nullopt;
    next = std::move(*resized);
    placement = fit.placement;
  } else if (!o.origin.empty()) {
    const auto origin = parsePoint(o.origin);
    if (!origin) {
      d.add(model::Severity::Error, "import.grid.options", "--origin \"" + o.origin + "\": expected X,Y");
      return std::nullopt;
    }
    placement.origin = *origin;
  } else if (oldPlacement && sameCrs) {
    placement.origin = oldPlacement->origin;  // turning or rescaling about the first hex
  } else {
    d.add(model::Severity::Error, "import.grid.options",
          "give --origin X,Y (where the first hex's centre lies, in " + crs->name + ") or --fit");
    return std::nullopt;
  }
  next.ground.yardsAcrossFlats = yards;
  next.ground.georeference = model::GeoReference{crs->storable, importers::gridToCrs(placement)};
  return next;
}

// Hex centres as CSV rows (label,x,y), every hex of the map in index order.
void allCentres(const model::Map& map, const importers::GroundGrid& ground, std::ostream& csv, nlohmann::json& rows) {
  const auto& conv = map.grid().convention;
  csv << "hex,x,y\n";
  for (const model::HexCoord h : map.grid().hexes()) {
    const model::Vec2 c = ground.hexCentreToCrs(h);
    const std::string label = model::formatLabel(h, conv);
    csv << label << ',' << fixed(c.x, 3) << ',' << fixed(c.y, 3) << '\n';
    rows.push_back({{"hex", label}, {"x", c.x}, {"y", c.y}});
  }
}

void runGrid(const GridOptions& o, CliContext& ctx) {
  model::Diagnostics d;
  nlohmann::json j;
  const bool json = o.format == "json";
  // Nothing reaches stdout until every option has been checked and the bundle saved.
  std::ostringstream text;
  auto fail = [&] { finishCommand(ctx, json, d, nlohmann::json::object(), kExitBadInput); };
  auto session = importers::openBundle(o.bundle, d);
  if (!session) return fail();
  if (session->scenario.map.kind != model::GridKind::Hex) {
    // A table in inches has no hexes to place, size, show or locate.
    d.add(model::Severity::Error, "import.grid.tabletop",
          o.bundle + " is a tabletop scenario (a table in inches, no hex grid); 'grid' works on hex maps");
    return fail();
  }
  const bool resizing = o.columns || o.rows;
  if (resizing && o.fit) {
    d.add(model::Severity::Error, "import.grid.options", "--fit sizes the grid itself; drop --cols and --rows");
    return fail();
  }
  if (resizing) {
    const model::Map& old = session->scenario.map;
    const model::TypeId fill =
        session->ruleset.defaultTerrain.empty() ? old.terrainAt(old.grid().at(0)) : session->ruleset.defaultTerrain;
    auto resized = importers::resizeGrid(session->scenario, o.columns.value_or(old.grid().columns),
                                         o.rows.value_or(old.grid().rows), fill, d);
    if (!resized) return fail();
    session->scenario.map = std::move(*resized);
  }
  const bool placing = !o.origin.empty() || o.rotation || o.hexYards || !o.crs.empty() || o.fit;
  model::Map map = session->scenario.map;
  std::string crsName;
  if (placing) {
    auto placed = place(o, *session, d, crsName);
    if (!placed) return fail();
    map = std::move(*placed);
  }
  const auto& conv = map.grid().convention;
  j["columns"] = map.grid().columns;
  j["rows"] = map.grid().rows;
  j["digits"] = conv.digits;
  const auto ground = importers::GroundGrid::of(map);
  const bool wantsGround = placing || !o.show.empty() || !o.locate.empty() || !resizing;
  if (!ground && wantsGround) {
    d.add(model::Severity::Error, "import.map.not-placed",
          "the map has no place on the ground yet; give --origin X,Y and --crs, or import a map first");
    return fail();
  }
  const bool csvOnly = !json && o.show.size() == 1 && o.show.front() == "all";
  const std::string lastLabel =
      map.grid().size() > 0 ? model::formatLabel(map.grid().at(map.grid().size() - 1), conv) : std::string("none");
  if (!ground) {
    text << "Grid: " << map.grid().columns << " x " << map.grid().rows << " hexes (labels " << conv.digits
         << " digits per part, the last hex " << lastLabel << ")\n";
  } else {
    if (crsName.empty()) {
      model::Diagnostics quiet;
      const auto info = importers::describeCrs(map.ground.georeference->crsWkt, quiet, "the map's CRS");
      crsName = info ? info->name : map.ground.georeference->crsWkt;
    }
    const auto placement = importers::placementOf(map.ground.georeference->gridToCrs);
    const model::HexCoord first = map.grid().at(0);
    const model::Vec2 firstCentre = ground->hexCentreToCrs(first);
    j["hex_yards"] = map.ground.yardsAcrossFlats;
    j["hex_metres"] = map.ground.metresAcrossFlats();
    j["crs"] = map.ground.georeference->crsWkt;
    j["origin"] = {firstCentre.x, firstCentre.y};
    j["rotation"] = placement ? placement->rotationDegrees : 0.0;
    const auto& g = map.ground.georeference->gridToCrs;
    j["grid_to_crs"] = {g.c0, g.c1, g.c2, g.c3, g.c4, g.c5};
    text << "Grid: " << map.grid().columns << " x " << map.grid().rows << " hexes of "
         << fixed(map.ground.yardsAcrossFlats, 1) << " yd (" << fixed(map.ground.metresAcrossFlats())
         << " m) across flats in " << crsName << "\n  hex " << model::formatLabel(first, conv) << " centred at "
         << fixed(firstCentre.x) << ", " << fixed(firstCentre.y) << ", turned "
         << fixed(placement ? placement->rotationDegrees : 0.0, 3) << " degrees clockwise\n";
  }

  nlohmann::json shown = nlohmann::json::array();
  std::ostringstream csv;
  for (const std::string& label : o.show) {
    if (label == "all") {
      allCentres(map, *ground, csv, shown);
      continue;
    }
    const auto hex = model::parseLabel(label, conv);
    if (!hex || !map.contains(*hex)) {
      d.add(model::Severity::Error, "import.grid.hex",
            "--show " + label + ": no such hex on this map (labels run " + model::formatLabel(map.grid().at(0), conv) +
                " to " + lastLabel + ")");
      return fail();
    }
    const model::Vec2 c = ground->hexCentreToCrs(*hex);
    shown.push_back({{"hex", label}, {"x", c.x}, {"y", c.y}});
    text << "  hex " << label << ": centre " << fixed(c.x) << ", " << fixed(c.y) << '\n';
  }
  nlohmann::json located = nlohmann::json::array();
  for (const std::string& t : o.locate) {
    const auto p = parsePoint(t);
    if (!p) {
      d.add(model::Severity::Error, "import.grid.options", "--locate \"" + t + "\": expected X,Y");
      return fail();
    }
    const model::HexCoord h = ground->crsToHex(*p);
    const bool on = map.contains(h);
    const std::string label = model::formatLabel(h, conv);
    located.push_back({{"x", p->x}, {"y", p->y}, {"hex", on ? nlohmann::json(label) : nlohmann::json(nullptr)}});
    text << "  " << fixed(p->x) << ", " << fixed(p->y) << ": " << (on ? "hex " + label : std::string("off the map"))
         << '\n';
  }
  if (!shown.empty()) j["show"] = shown;
  if (!located.empty()) j["locate"] = located;
  if ((placing || resizing) && !importers::saveStagedMap(*session, map, d)) return fail();
  if (!json) ctx.out << (csvOnly ? csv.str() : text.str() + csv.str());
  finishCommand(ctx, json, d, j, kExitOk);
}

}  // namespace

void addGridCommand(CLI::App& command, CliContext& ctx) {
  auto o = std::make_shared<GridOptions>();
  CLI::App* cmd = &command;
  cmd->add_option("bundle", o->bundle, "Scenario bundle (name.hexw folder or name.hexwz)")->required();
  cmd->add_option("--origin", o->origin, "X,Y: where the centre of the first hex (top-left) lies, in the CRS");
  cmd->add_option("--rotation", o->rotation,
                  "Degrees the grid turns clockwise from north-up (default 0, or as placed)");
  cmd->add_option("--hex-yards", o->hexYards, "Ground across one hex's flats, in yards (default: the ruleset's)")
      ->check(CLI::PositiveNumber);
  cmd->add_option("--crs", o->crs, "Projected CRS of --origin (default: the map's, e.g. from 'import map')");
  cmd->add_flag("--fit", o->fit, "Size and place the grid to cover the background raster (resizes the map)");
  cmd->add_option("--cols", o->columns, "Resize the map to this many columns (refused if placed things would fall off)")
      ->check(CLI::Range(1, 9999));
  cmd->add_option("--rows", o->rows, "Resize the map to this many rows (refused if placed things would fall off)")
      ->check(CLI::Range(1, 9999));
  cmd->add_option("--show", o->show,
                  "Print the CRS coordinates of a hex's centre, by label (repeatable); 'all': every hex, as CSV "
                  "(hex,x,y) or, with --format json, a list");
  cmd->add_option("--locate", o->locate, "Print the hex that holds the point X,Y (repeatable)");
  addFormatOption(*cmd, o->format);
  cmd->callback([o, &ctx] { runGrid(*o, ctx); });
}

}  // namespace hexwright::cli
