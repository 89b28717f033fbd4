#include "editor/core/terrain_suggester.h"

#include "model/core/progress.h"
#include "model/edit/entity_commands.h"
#include "model/edit/hex_commands.h"
#include "model/hex/hexside_key.h"
#include "recognition/scan_reader.h"

namespace hexwright::editor {

namespace {

const model::BackgroundImage* firstPicture(const model::Map& map) {
  for (const auto& b : map.backgrounds)
    if (b.kind == model::RasterKind::Image) return &b;
  return nullptr;
}

}  // namespace

bool TerrainSuggester::prepare(Document& doc) {
  const auto& map = doc.scenario().map;
  const auto* picture = firstPicture(map);
  if (!picture) {
    m_problem = "No period map under the grid: import one first (File > Import Map)";
    m_key.reset();
    return false;
  }
  ScanKey key{picture->file, map.grid(), map.ground};
  if (m_key && *m_key == key) return true;
  // A background imported in this session lives in the staging folder until saved.
  std::optional<std::filesystem::path> folder = doc.path();
  if (doc.stagedFiles().count(picture->file)) folder = doc.stagingDir();
  if (!folder) {
    m_problem = "Save the scenario first: the scan is read from its bundle";
    return false;
  }
  model::Diagnostics d;
  const auto scan = recognition::readScan(map, *folder, {picture->file, 32}, d);
  if (!scan) {
    m_problem = d.empty() ? "The scan cannot be read" : d.items().back().message;
    m_key.reset();
    return false;
  }
  model::NullProgress progress;
  m_features = recognition::computeHexFeatures(scan->pixels, map.grid(), scan->layout, progress);
  m_scan = scan->pixels;
  m_groundLayout = scan->layout;
  m_linesFrom.reset();
  m_key = key;
  m_suggestions = {};
  m_byHex.clear();
  m_problem.clear();
  return true;
}

bool TerrainSuggester::learn(const Document& doc) {
  const auto& map = doc.scenario().map;
  std::vector<recognition::TerrainExample> examples;
  for (const auto h : m_marks)
    if (map.contains(h)) examples.push_back({h, map.terrainAt(h), 0});
  model::Diagnostics d;
  m_suggestions = recognition::suggestTerrain(m_features, map.grid(), examples, doc.ruleset(), d);
  m_byHex.assign(map.grid().size(), std::string::npos);
  if (!m_suggestions.ok) {
    m_problem = "Click hexes of two terrain types or more to teach what they look like on the scan";
    return false;
  }
  for (std::size_t i = 0; i < m_suggestions.hexes.size(); ++i) m_byHex[m_suggestions.hexes[i].hex] = i;
  m_problem.clear();
  return true;
}

const recognition::HexSuggestion* TerrainSuggester::suggestionAt(const model::HexGrid& grid, model::HexCoord h) const {
  if (!grid.contains(h) || m_byHex.size() != grid.size()) return nullptr;
  const std::size_t i = m_byHex[grid.index(h)];
  return i == std::string::npos ? nullptr : &m_suggestions.hexes[i];
}

const recognition::LineSuggestions& TerrainSuggester::lines(const Document& doc) {
  const auto& map = doc.scenario().map;
  if (!m_key) return m_lines = {};
  if (m_linesFrom && m_linesFrom->first == map.hexsideFeatures && m_linesFrom->second == map.routes) return m_lines;
  m_linesFrom.emplace(map.hexsideFeatures, map.routes);
  std::vector<recognition::LineExample> examples;
  for (const auto& [key, features] : map.hexsideFeatures)
    for (const auto& f : features) {
      const auto* type = doc.ruleset().findHexside(f.type);
      const auto both = model::hexesOf(key);
      if (type && !type->directional && map.contains(both[0]) && map.contains(both[1]))
        examples.push_back({both[0], both[1], f.type, 0});
    }
  for (const auto& r : map.routes)
    if (doc.ruleset().findRoute(r.type))
      for (std::size_t i = 1; i < r.path.size(); ++i) examples.push_back({r.path[i - 1], r.path[i], r.type, 0});
  model::Diagnostics d;
  m_lines = recognition::suggestLines(m_scan, map.grid(), m_groundLayout, examples, doc.ruleset(), d);
  return m_lines;
}

std::vector<model::CommandPtr> TerrainSuggester::lineCommands(const Document& doc, double minConfidence) {
  const auto& map = doc.scenario().map;
  model::Map staged = map;
  recognition::applyLineSuggestions(staged, doc.ruleset(), lines(doc), minConfidence);
  std::vector<model::CommandPtr> out;
  for (const auto& [key, features] : staged.hexsideFeatures) {
    const auto* before = map.featuresAt(key);
    if (!before || *before != features)
      out.push_back(std::make_unique<model::SetHexsideFeatures>(key, features, "Accept Suggested Lines"));
  }
  for (std::size_t i = map.routes.size(); i < staged.routes.size(); ++i)
    out.push_back(std::make_unique<model::SetRoute>(staged.routes[i].id.value, staged.routes[i]));
  return out;
}

std::map<model::TypeId, std::vector<model::HexCoord>> TerrainSuggester::toApply(
    const model::Map& map, double minConfidence, const std::vector<model::HexCoord>* within) const {
  std::map<model::TypeId, std::vector<model::HexCoord>> out;
  const auto consider = [&](const recognition::HexSuggestion& s) {
    const model::HexCoord h = map.grid().at(s.hex);
    if (s.example || s.confidence < minConfidence || rejected(h) || map.terrainAt(h) == s.terrain) return;
    out[s.terrain].push_back(h);
  };
  if (!within) {
    for (const auto& s : m_suggestions.hexes) consider(s);
    return out;
  }
  for (const auto h : *within)
    if (const auto* s = suggestionAt(map.grid(), h)) consider(*s);
  return out;
}

}  // namespace hexwright::editor
