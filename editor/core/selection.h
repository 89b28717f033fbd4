#pragma once
// What the property grid shows and what Delete removes: one hex, hexside, unit,
// formation, label, area, route or reinforcement.
#include <string>

#include "model/hex/hexside_key.h"

namespace hexwright::editor {

struct Selection {
  enum class Kind { None, Hex, Hexside, Unit, Formation, Label, Area, Route, Reinforcement, Scenario };
  Kind kind = Kind::None;
  model::HexCoord hex;     // Hex
  model::HexsideKey side;  // Hexside
  std::string id;          // Unit, Formation, Label, Area, Route, Reinforcement

  static Selection none() { return {}; }
  static Selection ofHex(model::HexCoord h) { return {Kind::Hex, h, {}, {}}; }
  static Selection ofHexside(model::HexsideKey k) { return {Kind::Hexside, {}, k, {}}; }
  static Selection of(Kind k, std::string id) { return {k, {}, {}, std::move(id)}; }
  bool empty() const { return kind == Kind::None; }
  friend bool operator==(const Selection&, const Selection&) = default;
};

}  // namespace hexwright::editor
