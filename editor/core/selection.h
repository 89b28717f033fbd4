#pragma once
// What the property grid shows and what Delete removes: one hex, hexside, unit,
// formation, label, area, route or reinforcement; or a region of hexes (a Select drag)
// for Edit > Copy.
#include <string>
#include <vector>

#include "model/hex/hexside_key.h"

namespace hexwright::editor {

struct Selection {
  enum class Kind { None, Hex, Hexside, Unit, Formation, Label, Area, Route, Reinforcement, Scenario, Region };
  Kind kind = Kind::None;
  model::HexCoord hex;                 // Hex
  model::HexsideKey side;              // Hexside
  std::string id;                      // Unit, Formation, Label, Area, Route, Reinforcement
  std::vector<model::HexCoord> hexes;  // Region: sorted, two or more

  static Selection none() { return {}; }
  static Selection ofHex(model::HexCoord h) { return {Kind::Hex, h, {}, {}, {}}; }
  static Selection ofHexside(model::HexsideKey k) { return {Kind::Hexside, {}, k, {}, {}}; }
  static Selection of(Kind k, std::string id) { return {k, {}, {}, std::move(id), {}}; }
  static Selection ofRegion(std::vector<model::HexCoord> hexes) { return {Kind::Region, {}, {}, {}, std::move(hexes)}; }
  /// The hexes Edit > Copy takes: the region's, or the one selected hex.
  std::vector<model::HexCoord> copyHexes() const {
    if (kind == Kind::Region) return hexes;
    if (kind == Kind::Hex) return {hex};
    return {};
  }
  bool empty() const { return kind == Kind::None; }
  friend bool operator==(const Selection&, const Selection&) = default;
};

}  // namespace hexwright::editor
