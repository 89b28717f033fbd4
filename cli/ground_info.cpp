#include "cli/ground_info.h"

#include <algorithm>
#include <cstdio>
#include <map>

#include "importers/ground/crs.h"
#include "importers/ground/ground_grid.h"
#include "importers/raster/background_decoder.h"
#include "model/hex/offset_coord.h"

namespace hexwright::cli {
namespace {

std::string fixed(double v, int decimals) {
  char b[64];
  std::snprintf(b, sizeof b, "%.*f", decimals, v);
  return b;
}

}  // namespace

nlohmann::json groundInfo(const model::Scenario& s, const std::filesystem::path& bundle) {
  const model::Map& map = s.map;
  nlohmann::json g;
  g["hex_yards"] = map.ground.yardsAcrossFlats > 0 ? nlohmann::json(map.ground.yardsAcrossFlats) : nlohmann::json();
  g["hex_metres"] = map.ground.yardsAcrossFlats > 0 ? nlohmann::json(map.ground.metresAcrossFlats()) : nlohmann::json();
  g["crs"] = nullptr;
  g["crs_name"] = nullptr;
  g["origin"] = nullptr;
  g["rotation"] = nullptr;
  if (const auto& geo = map.ground.georeference) {
    g["crs"] = geo->crsWkt;
    model::Diagnostics quiet;
    if (const auto info = importers::describeCrs(geo->crsWkt, quiet, "the map's CRS")) g["crs_name"] = info->name;
    if (const auto placement = importers::placementOf(geo->gridToCrs)) {
      g["origin"] = {placement->origin.x, placement->origin.y};
      g["rotation"] = placement->rotationDegrees;
    }
  }
  if (map.kind == model::GridKind::Hex && map.grid().size() > 0) {
    const auto& conv = map.grid().convention;
    g["label_digits"] = conv.digits;
    g["labels"] = {model::formatLabel(map.grid().at(0), conv),
                   model::formatLabel(map.grid().at(map.grid().size() - 1), conv)};
  }
  nlohmann::json backgrounds = nlohmann::json::array();
  for (const model::BackgroundImage& b : map.backgrounds) {
    nlohmann::json e{{"file", b.file},
                     {"opacity", b.opacity},
                     {"visible", b.visible},
                     {"kind", b.kind == model::RasterKind::Elevation ? "elevation" : "image"}};
    if (!b.source.empty()) e["source"] = b.source;
    model::Diagnostics d;
    if (auto decoder = importers::BackgroundDecoder::open(map, bundle, b, d)) {
      e["pixels"] = {decoder->width(), decoder->height()};
      e["overviews"] = decoder->overviewCount();
    } else {
      e["problem"] = d.empty() ? std::string("cannot be read") : d.items().front().message;
    }
    backgrounds.push_back(std::move(e));
  }
  g["backgrounds"] = std::move(backgrounds);
  nlohmann::json layers = nlohmann::json::array();
  for (const model::VectorLayer& l : map.vectorLayers) {
    std::size_t points = 0;
    for (const model::VectorFeature& f : l.features) {
      points += f.points.size();
      for (const auto& hole : f.holes) points += hole.size();
    }
    // Kept ground (an import's source, drawn by the natural style) or a layer drawn by hand.
    layers.push_back({{"id", l.id.value},
                      {"name", l.name},
                      {"source", l.source.empty() ? nlohmann::json(nullptr) : nlohmann::json(l.source)},
                      {"features", l.features.size()},
                      {"points", points},
                      {"visible", l.visible}});
  }
  g["vector_layers"] = std::move(layers);
  std::map<int, std::size_t> levels;
  if (map.kind == model::GridKind::Hex)
    for (const model::HexCoord h : map.grid().hexes()) ++levels[map.elevationAt(h)];
  nlohmann::json histogram = nlohmann::json::array();
  for (const auto& [level, n] : levels) histogram.push_back({{"level", level}, {"hexes", n}});
  g["elevation"] = std::move(histogram);
  return g;
}

void printGroundInfo(std::ostream& out, const nlohmann::json& g) {
  out << "ground:";
  if (g["hex_yards"].is_null()) {
    out << " scale unknown";
  } else {
    out << " " << fixed(g["hex_yards"].get<double>(), 1) << " yd (" << fixed(g["hex_metres"].get<double>(), 2)
        << " m) across flats";
  }
  out << '\n';
  if (g.contains("labels"))
    out << "  labels: " << g["labels"][0].get<std::string>() << " to " << g["labels"][1].get<std::string>() << " ("
        << g["label_digits"].get<int>() << " digits per part)\n";
  if (g["crs"].is_null()) {
    out << "  CRS: none (not placed on the ground; see 'hexwright grid' and 'hexwright import map')\n";
  } else {
    out << "  CRS: " << (g["crs_name"].is_null() ? g["crs"].get<std::string>() : g["crs_name"].get<std::string>())
        << '\n';
    if (!g["origin"].is_null())
      out << "  first hex centred at " << fixed(g["origin"][0].get<double>(), 2) << ", "
          << fixed(g["origin"][1].get<double>(), 2) << ", turned " << fixed(g["rotation"].get<double>(), 3)
          << " degrees clockwise\n";
  }
  out << "  backgrounds:" << (g["backgrounds"].empty() ? " none" : "") << '\n';
  for (const auto& b : g["backgrounds"]) {
    out << "    " << b["file"].get<std::string>()
        << (b["kind"] == "elevation" ? " (heights for the natural style's hill shading)" : "") << ": ";
    if (b.contains("pixels"))
      out << b["pixels"][0].get<int>() << " x " << b["pixels"][1].get<int>() << " pixels, " << b["overviews"].get<int>()
          << " overviews";
    else
      out << b["problem"].get<std::string>();
    out << ", opacity " << fixed(b["opacity"].get<double>(), 2) << (b["visible"].get<bool>() ? "" : ", hidden")
        << (b.contains("source") ? ", kept from " + b["source"].get<std::string>() : "") << '\n';
  }
  out << "  vector layers:" << (g["vector_layers"].empty() ? " none" : "") << '\n';
  for (const auto& l : g["vector_layers"])
    out << "    " << l["name"].get<std::string>() << " (" << l["id"].get<std::string>()
        << "): " << l["features"].get<std::size_t>() << " features, " << l["points"].get<std::size_t>() << " points"
        << (l["source"].is_null() ? "" : ", ground kept from " + l["source"].get<std::string>())
        << (l["visible"].get<bool>() ? "" : ", hidden") << '\n';
  out << "  elevation:";
  if (g["elevation"].empty()) out << " none";
  out << '\n';
  std::size_t most = 1;
  for (const auto& e : g["elevation"]) most = std::max(most, e["hexes"].get<std::size_t>());
  for (const auto& e : g["elevation"]) {
    const auto n = e["hexes"].get<std::size_t>();
    char line[64];
    std::snprintf(line, sizeof line, "    level %3d: %7zu ", e["level"].get<int>(), n);
    out << line
        << std::string(static_cast<std::size_t>(40.0 * static_cast<double>(n) / static_cast<double>(most) + 0.5), '#')
        << '\n';
  }
}

}  // namespace hexwright::cli
