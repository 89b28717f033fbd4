#pragma once
// The editor's side of terrain from the scan (docs/terrain-suggestions.md): the hexes the
// designer marked as examples, what was learnt from them, and which suggestions were
// rejected. The scan's per-hex features are read once per background and grid and kept,
// so re-learning after each mark costs only the forest (a tenth of a second on a 60 × 80
// map). An example's terrain is always the map's: marking a hex paints it (an undoable
// step of the tool), and undoing that paint changes the example with it.
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "editor/core/document.h"
#include "recognition/hex_features.h"
#include "recognition/line_suggestion.h"
#include "recognition/terrain_suggestion.h"

namespace hexwright::editor {

class TerrainSuggester {
 public:
  /// Reads the scan under the document's map unless the features for this background and
  /// grid are at hand. False with problem() saying what is missing.
  bool prepare(Document& doc);
  const std::string& problem() const { return m_problem; }

  void mark(model::HexCoord h) { m_marks.insert(h); }
  void unmark(model::HexCoord h) { m_marks.erase(h); }
  const std::set<model::HexCoord>& marks() const { return m_marks; }
  void reject(model::HexCoord h) { m_rejected.insert(h); }
  void unreject(model::HexCoord h) { m_rejected.erase(h); }
  void clearRejections() { m_rejected.clear(); }
  bool rejected(model::HexCoord h) const { return m_rejected.count(h) > 0; }

  /// Learns from the marked hexes (each with the map's terrain there) and suggests every
  /// other hex. False, with problem() set, when there is nothing to learn from yet.
  bool learn(const Document& doc);
  const recognition::TerrainSuggestions& suggestions() const { return m_suggestions; }
  /// The suggestion for `h`, when it has one (on the scan, learnt).
  const recognition::HexSuggestion* suggestionAt(const model::HexGrid& grid, model::HexCoord h) const;

  /// Lines (hexside features, routes) learnt from the ones already on the map: the
  /// designer draws a few with the Hexside and Route tools and the rest are suggested.
  /// Recomputed only when the map's lines changed.
  const recognition::LineSuggestions& lines(const Document& doc);
  /// The line suggestions at `minConfidence` or more the map lacks, as commands.
  std::vector<model::CommandPtr> lineCommands(const Document& doc, double minConfidence);

  /// Suggestions to apply, by terrain: not examples, not rejected, at least
  /// `minConfidence`, differing from the map; only among `within` when given.
  std::map<model::TypeId, std::vector<model::HexCoord>> toApply(const model::Map& map, double minConfidence,
                                                                const std::vector<model::HexCoord>* within) const;

 private:
  struct ScanKey {
    std::string background;
    model::HexGrid grid;
    model::GroundFrame ground;
    friend bool operator==(const ScanKey&, const ScanKey&) = default;
  };
  std::optional<ScanKey> m_key;
  recognition::HexFeatures m_features;
  recognition::ScanPixels m_scan;
  model::HexLayout m_groundLayout;
  std::optional<std::pair<std::map<model::HexsideKey, std::vector<model::HexsideFeature>>, std::vector<model::Route>>>
      m_linesFrom;  // the map's lines the line suggestions were learnt from
  recognition::LineSuggestions m_lines;
  std::string m_problem;
  std::set<model::HexCoord> m_marks;
  std::set<model::HexCoord> m_rejected;
  recognition::TerrainSuggestions m_suggestions;
  std::vector<std::size_t> m_byHex;  // HexGrid::index → position in m_suggestions.hexes, or npos
};

}  // namespace hexwright::editor
