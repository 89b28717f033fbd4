#include "editor/core/editing.h"

#include <algorithm>
#include <cmath>
#include <map>

#include "editor/core/oob_editing.h"
#include "editor/core/stacks.h"
#include "model/edit/entity_commands.h"
#include "model/edit/hex_commands.h"
#include "model/validate/unit_instructions.h"

namespace hexwright::editor {

using model::HexCoord;
using model::Vec2;

std::vector<std::string> unitsAt(const model::Scenario& s, HexCoord h) {
  std::vector<std::string> out;
  const auto stacks = unitStacks(s, [h](HexCoord at) { return at == h; });
  if (auto it = stacks.find(h); it != stacks.end())
    for (const auto& u : it->second) out.push_back(u.unit->id.value);
  return out;
}

std::string uniqueId(const std::string& prefix, const std::function<bool(const std::string&)>& taken) {
  for (int n = 1;; ++n) {
    std::string id = prefix + std::to_string(n);
    if (!taken(id)) return id;
  }
}

model::CommandPtr placeUnitCommand(const model::Scenario& s, const std::string& unit, HexCoord h) {
  model::Placement p;
  if (const auto* existing = s.placementOf(model::UnitId{unit})) p = *existing;
  p.unit = model::UnitId{unit};
  p.hex = h;
  p.area.reset();
  p.position.reset();
  return std::make_unique<model::SetPlacement>(unit, std::move(p));
}

std::string instructionFlag(const Document& doc, const std::string& unit) {
  const auto broken = model::brokenInstructions(doc.scenario(), doc.ruleset(), model::UnitId{unit});
  if (broken.empty()) return {};
  const auto* u = doc.scenario().oob.findUnit(model::UnitId{unit});
  std::string out = (u && !u->name.empty() ? u->name : unit) +
                    " breaks its set-up instructions: " + broken.front().message + " [" + broken.front().rule + "]";
  if (broken.size() > 1) out += " (and " + std::to_string(broken.size() - 1) + " more)";
  return out;
}

std::string placeUnitAndCheck(Document& doc, const std::string& unit, HexCoord h) {
  doc.execute(placeUnitCommand(doc.scenario(), unit, h));
  return instructionFlag(doc, unit);
}

model::CommandPtr removePlacementCommand(const model::Scenario& s, const std::string& unit) {
  if (!s.placementOf(model::UnitId{unit})) return nullptr;
  return std::make_unique<model::SetPlacement>(unit, std::nullopt);
}

std::optional<std::string> nextUnplacedUnit(const model::Scenario& s, const std::string& unit) {
  const auto* u = s.oob.findUnit(model::UnitId{unit});
  if (!u) return std::nullopt;
  bool after = false;
  for (const auto& other : s.oob.units) {
    if (other.id == u->id) {
      after = true;
      continue;
    }
    if (after && other.formation == u->formation && other.side == u->side && !s.placementOf(other.id))
      return other.id.value;
  }
  return std::nullopt;
}

namespace {
double hexWorld(const Document& doc) { return doc.layout().acrossFlats; }
bool table(const Document& doc) { return doc.scenario().map.kind == model::GridKind::Table; }
}  // namespace

Vec2 labelToWorld(const Document& doc, Vec2 at) {
  if (table(doc)) return {at.x * 25.4, at.y * 25.4};
  const Vec2 o = doc.layout().origin;
  return {o.x + at.x * hexWorld(doc), o.y + at.y * hexWorld(doc)};
}

Vec2 worldToLabel(const Document& doc, Vec2 w) {
  if (table(doc)) return {w.x / 25.4, w.y / 25.4};
  const Vec2 o = doc.layout().origin;
  return {(w.x - o.x) / hexWorld(doc), (w.y - o.y) / hexWorld(doc)};
}

Vec2 vectorToWorld(const Document& doc, Vec2 p) {
  if (table(doc)) return {p.x * 25.4, p.y * 25.4};
  const double metres = doc.scenario().map.ground.metresAcrossFlats();
  const double k = metres > 0 ? hexWorld(doc) / metres : 1.0;
  const Vec2 o = doc.layout().origin;
  return {o.x + p.x * k, o.y + p.y * k};
}

Vec2 worldToVector(const Document& doc, Vec2 w) {
  if (table(doc)) return {w.x / 25.4, w.y / 25.4};
  const double metres = doc.scenario().map.ground.metresAcrossFlats();
  const double k = metres > 0 ? hexWorld(doc) / metres : 1.0;
  const Vec2 o = doc.layout().origin;
  return {(w.x - o.x) / k, (w.y - o.y) / k};
}

std::optional<std::string> labelNear(const Document& doc, Vec2 world, double radius) {
  std::optional<std::string> best;
  double bestDistance = radius;
  for (const auto& l : doc.scenario().map.labels) {
    const Vec2 p = labelToWorld(doc, l.at);
    const double d = std::hypot(p.x - world.x, p.y - world.y);
    if (d <= bestDistance) bestDistance = d, best = l.id.value;
  }
  return best;
}

std::string terrainName(const model::Ruleset& r, const model::TypeId& id) {
  const auto* t = r.findTerrain(id);
  return t && !t->name.empty() ? t->name : id;
}
std::string hexsideName(const model::Ruleset& r, const model::TypeId& id) {
  const auto* t = r.findHexside(id);
  return t && !t->name.empty() ? t->name : id;
}
std::string featureName(const model::Ruleset& r, const model::TypeId& id) {
  const auto* t = r.findFeature(id);
  return t && !t->name.empty() ? t->name : id;
}

std::vector<UnitPick> unitPicks(const model::Scenario& s) {
  std::map<std::string, int> uses;
  for (const auto& u : s.oob.units) ++uses[s.oob.unitName(u.id)];
  std::vector<UnitPick> out;
  for (const auto& u : s.oob.units) {
    std::string label = s.oob.unitName(u.id);
    if (uses[label] > 1 && u.formation) label += " (" + s.oob.formationName(*u.formation) + ")";
    out.push_back({u.id.value, std::move(label)});
  }
  for (const auto& r : s.reinforcements)
    for (const auto& id : r.units) {
      const bool listed = std::any_of(out.begin(), out.end(), [&](const UnitPick& p) { return p.id == id.value; });
      if (!listed) out.push_back({id.value, id.value + " (not in the order of battle)"});
    }
  return out;
}

std::vector<UnitPick> areaPicks(const model::Scenario& s) {
  const auto& areas = s.map.areas;
  const auto named = [](const model::NamedArea& a) { return a.name.empty() ? a.id.value : a.name; };
  std::map<std::string, int> uses;
  for (const auto& a : areas) ++uses[named(a)];
  std::vector<UnitPick> out;
  for (const auto& a : areas) {
    std::string label = named(a);
    if (uses[label] > 1) label += " (" + a.kind + (a.side.empty() ? "" : ", " + a.side) + ")";
    out.push_back({a.id.value, std::move(label)});
  }
  std::map<std::string, int> labels;
  for (const auto& p : out) ++labels[p.label];
  for (auto& p : out)
    if (labels[p.label] > 1) p.label += " " + p.id;  // same name, kind and side: the id tells them apart
  for (const auto& r : s.reinforcements) {
    if (!r.entryArea) continue;
    const std::string& id = r.entryArea->value;
    const bool listed = std::any_of(out.begin(), out.end(), [&](const UnitPick& p) { return p.id == id; });
    if (!listed) out.push_back({id, id + " (not on the map)"});
  }
  return out;
}

std::string unitNamesText(const model::Scenario& s, const std::vector<model::UnitId>& units) {
  std::string out;
  for (const auto& u : units) out += (out.empty() ? "" : ", ") + s.oob.unitName(u);
  return out;
}

std::string hexLabel(const model::Scenario& s, HexCoord h) { return model::formatLabel(h, s.map.grid().convention); }

bool deleteSelection(Document& doc) {
  const Selection sel = doc.selection();
  const auto& s = doc.scenario();
  auto removeEntity = [&](model::CommandPtr cmd) {
    doc.execute(std::move(cmd));
    doc.select(Selection::none());
    return true;
  };
  switch (sel.kind) {
    case Selection::Kind::Unit:
      // A placed unit leaves the map first; a second Delete removes it from the OOB.
      if (s.placementOf(model::UnitId{sel.id})) {
        doc.execute(removePlacementCommand(s, sel.id));
        return true;
      }
      return removeUnit(doc, sel.id);
    case Selection::Kind::Formation:
      return removeFormation(doc, sel.id);
    case Selection::Kind::Label:
      return removeEntity(std::make_unique<model::SetLabel>(sel.id, std::nullopt));
    case Selection::Kind::Area:
      return removeEntity(std::make_unique<model::SetArea>(sel.id, std::nullopt));
    case Selection::Kind::Route:
      return removeEntity(std::make_unique<model::SetRoute>(sel.id, std::nullopt));
    case Selection::Kind::Reinforcement:
      return removeEntity(std::make_unique<model::SetReinforcement>(sel.id, std::nullopt));
    case Selection::Kind::Hexside:
      if (!s.map.featuresAt(sel.side)) return false;
      doc.execute(
          std::make_unique<model::SetHexsideFeatures>(sel.side, std::vector<model::HexsideFeature>{}, "Clear Hexside"));
      return true;
    case Selection::Kind::Hex: {
      const auto stack = unitsAt(s, sel.hex);
      if (!stack.empty()) {
        doc.execute(removePlacementCommand(s, stack.back()));
        return true;
      }
      if (!s.map.featuresAt(sel.hex)) return false;
      doc.execute(std::make_unique<model::SetHexFeatures>(sel.hex, std::vector<model::HexFeature>{}, "Clear Features"));
      return true;
    }
    case Selection::Kind::None:
    case Selection::Kind::Scenario:
    case Selection::Kind::Region:
      return false;
  }
  return false;
}

}  // namespace hexwright::editor
