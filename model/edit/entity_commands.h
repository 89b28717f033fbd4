#pragma once
// Add, replace or remove one element of an id-keyed list (units, formations, routes,
// areas, placements…), and set one whole field of the scenario. Positions are kept so
// that undo restores the list exactly, order included.
#include <algorithm>
#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "model/edit/command.h"
#include "model/scenario/scenario.h"

namespace hexwright::model {

/// Traits name the list, how an element is identified, and how it is called in labels.
template <class Traits>
class SetEntity final : public Command {
 public:
  using Value = typename Traits::Value;
  /// `after` empty removes the element; a new element goes at `position` (default: end).
  SetEntity(std::string id, std::optional<Value> after, std::optional<std::size_t> position = {})
      : m_id(std::move(id)), m_after(std::move(after)), m_position(position) {}

  ChangeSet changes() const override { return {Traits::kChange, {}}; }

 protected:
  void onApply(Scenario& s) override {
    auto& list = Traits::list(s);
    auto it = find(list);
    if (!m_captured) {
      m_captured = true;
      if (it != list.end()) {
        m_before = *it;
        m_beforeIndex = static_cast<std::size_t>(it - list.begin());
      }
      // Named now, while a removed element (or a placed unit) is still there to name.
      if (m_after || m_before) m_name = Traits::nameOf(s, m_after ? *m_after : *m_before);
    }
    if (m_after && it != list.end()) {
      *it = *m_after;
    } else if (m_after) {
      const std::size_t at = std::min(m_position.value_or(list.size()), list.size());
      list.insert(list.begin() + static_cast<std::ptrdiff_t>(at), *m_after);
    } else if (it != list.end()) {
      list.erase(it);
    }
  }
  void onRevert(Scenario& s) override {
    auto& list = Traits::list(s);
    auto it = find(list);
    if (m_before && it != list.end()) {
      *it = *m_before;
    } else if (m_before) {
      const std::size_t at = std::min(m_beforeIndex, list.size());
      list.insert(list.begin() + static_cast<std::ptrdiff_t>(at), *m_before);
    } else if (it != list.end()) {
      list.erase(it);
    }
  }
  std::string onLabel() const override {
    const char* verb = !m_after ? "Remove " : (m_captured && m_before) ? "Edit " : "Add ";
    // The designer knows elements by name; the id is for those without one.
    return std::string(verb) + Traits::kNoun + ": " + (m_name.empty() ? m_id : m_name);
  }

 private:
  auto find(std::vector<Value>& list) const {
    return std::find_if(list.begin(), list.end(), [&](const Value& v) { return Traits::idOf(v) == m_id; });
  }

  std::string m_id;
  std::string m_name;  // what the label calls the element, taken when first applied
  std::optional<Value> m_after;
  std::optional<Value> m_before;
  std::optional<std::size_t> m_position;
  std::size_t m_beforeIndex = 0;
  bool m_captured = false;
};

#define HEXWRIGHT_ENTITY_TRAITS(Name, Type, member, idExpr, nameExpr, noun, change) \
  struct Name {                                                                     \
    using Value = Type;                                                             \
    static constexpr unsigned kChange = change;                                     \
    static constexpr const char* kNoun = noun;                                      \
    static std::vector<Value>& list(Scenario& s) { return s.member; }               \
    static const std::string& idOf(const Value& v) { return idExpr; }               \
    static std::string nameOf(const Scenario& s, const Value& v) {                  \
      (void)s;                                                                      \
      (void)v;                                                                      \
      return nameExpr;                                                              \
    }                                                                               \
  }

// The name a label gives an element (empty: it has none, and the label shows its id).
HEXWRIGHT_ENTITY_TRAITS(UnitTraits, Unit, oob.units, v.id.value, v.name, "Unit", kChangeOob);
HEXWRIGHT_ENTITY_TRAITS(FormationTraits, Formation, oob.formations, v.id.value, v.name, "Formation", kChangeOob);
HEXWRIGHT_ENTITY_TRAITS(SideTraits, Side, sides, v.id.value, v.name, "Side", kChangeOob);
HEXWRIGHT_ENTITY_TRAITS(RouteTraits, Route, map.routes, v.id.value, v.name, "Route", kChangeRoutes);
HEXWRIGHT_ENTITY_TRAITS(AreaTraits, NamedArea, map.areas, v.id.value, v.name, "Area", kChangeAreas);
HEXWRIGHT_ENTITY_TRAITS(LabelTraits, MapLabel, map.labels, v.id.value, v.text, "Label", kChangeLabels);
HEXWRIGHT_ENTITY_TRAITS(BackgroundTraits, BackgroundImage, map.backgrounds, v.file, std::string{}, "Background",
                        kChangeBackgrounds);
HEXWRIGHT_ENTITY_TRAITS(VectorLayerTraits, VectorLayer, map.vectorLayers, v.id.value, v.name, "Vector Layer",
                        kChangeVectors);
// A placement is named by its unit: the unit's name, or its id when it has none.
HEXWRIGHT_ENTITY_TRAITS(PlacementTraits, Placement, setup, v.unit.value, s.oob.unitName(v.unit), "Placement",
                        kChangeSetup);
HEXWRIGHT_ENTITY_TRAITS(ReinforcementTraits, Reinforcement, reinforcements, v.id.value, std::string{}, "Reinforcement",
                        kChangeReinforcements);
HEXWRIGHT_ENTITY_TRAITS(VictoryTraits, VictoryCondition, victory, v.id.value, std::string{}, "Victory Condition",
                        kChangeVictory);
HEXWRIGHT_ENTITY_TRAITS(WaiverTraits, Waiver, waivers, v.rule, std::string{}, "Waiver", kChangeProperties);
#undef HEXWRIGHT_ENTITY_TRAITS

using SetUnit = SetEntity<UnitTraits>;
using SetFormation = SetEntity<FormationTraits>;
using SetSide = SetEntity<SideTraits>;
using SetRoute = SetEntity<RouteTraits>;
using SetArea = SetEntity<AreaTraits>;
using SetLabel = SetEntity<LabelTraits>;
using SetBackground = SetEntity<BackgroundTraits>;
using SetVectorLayer = SetEntity<VectorLayerTraits>;
using SetPlacement = SetEntity<PlacementTraits>;
using SetReinforcement = SetEntity<ReinforcementTraits>;
using SetVictoryCondition = SetEntity<VictoryTraits>;
using SetWaiver = SetEntity<WaiverTraits>;

/// Sets one whole field (title, notes, turn record, ground frame, the whole map after an
/// import, the whole order of battle after an OOB import…). The accessor is a plain
/// function so the command stores no pointer into the scenario.
template <class T>
class SetField final : public Command {
 public:
  using Accessor = T& (*)(Scenario&);
  SetField(std::string label, Accessor access, T value, unsigned change)
      : m_label(std::move(label)), m_access(access), m_after(std::move(value)), m_change(change) {}
  ChangeSet changes() const override { return {m_change, {}}; }

 protected:
  void onApply(Scenario& s) override {
    T& field = m_access(s);
    if (!m_before) m_before = field;
    field = m_after;
  }
  void onRevert(Scenario& s) override { m_access(s) = *m_before; }
  std::string onLabel() const override { return m_label; }

 private:
  std::string m_label;
  Accessor m_access;
  T m_after;
  std::optional<T> m_before;
  unsigned m_change;
};

namespace fields {
inline std::string& title(Scenario& s) { return s.title; }
inline std::string& date(Scenario& s) { return s.date; }
inline std::string& notes(Scenario& s) { return s.notes; }
inline TurnRecord& turns(Scenario& s) { return s.turns; }
inline std::vector<std::string>& optionalRules(Scenario& s) { return s.optionalRules; }
inline std::optional<SideId>& firstActiveSide(Scenario& s) { return s.firstActiveSide; }
inline std::vector<SideId>& deploymentOrder(Scenario& s) { return s.deploymentOrder; }
inline std::vector<SeverityOverride>& severityOverrides(Scenario& s) { return s.severityOverrides; }
inline GroundFrame& ground(Scenario& s) { return s.map.ground; }
inline TableSize& table(Scenario& s) { return s.map.table; }
inline Map& map(Scenario& s) { return s.map; }
inline OrderOfBattle& oob(Scenario& s) { return s.oob; }
}  // namespace fields

}  // namespace hexwright::model
