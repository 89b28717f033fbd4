#pragma once
// What roster sheets read from a scenario and its schema: the sides and their names, the
// formations that hold units (leaders apart), commanders, unit labels and attribute
// values as text, and a side's command staff sheet. Shared by the schema's roster layout
// and the generic brigade rosters (roster_layouts.h).
#include <optional>
#include <string>
#include <vector>

#include "exporters/render/roster_document.h"
#include "model/ruleset/ruleset.h"
#include "model/scenario/scenario.h"

namespace hexwright::exporters {

/// A formation's units, in order of battle; no formation: units attached to none.
struct RosterGroup {
  const model::Formation* formation = nullptr;
  model::SideId side;
  std::vector<const model::Unit*> units;
};

class RosterSource {
 public:
  RosterSource(const model::Scenario& s, const model::Ruleset* rs) : m_s(s), m_rs(rs) {}

  const model::Scenario& scenario() const { return m_s; }
  const model::Ruleset* ruleset() const { return m_rs; }

  std::vector<model::SideId> sides() const;
  std::string sideName(const model::SideId& id) const;
  const model::UnitType* type(const model::Unit& u) const { return m_rs ? m_rs->findUnitType(u.type) : nullptr; }
  bool leader(const model::Unit& u) const { return type(u) && type(u)->isLeader; }
  model::NatoSymbol symbol(const model::Unit& u) const { return type(u) ? type(u)->symbol : model::NatoSymbol::Other; }
  std::string typeName(const model::Unit& u) const;
  static std::string label(const model::Unit& u);

  /// Formations that hold units directly, in order of battle, then the side's loose units.
  std::vector<RosterGroup> groups(const model::SideId& side) const;
  std::string groupTitle(const RosterGroup& g) const;
  std::string commander(const model::Formation* f) const;
  /// The nearest ancestor formation at `level`.
  const model::Formation* ancestorAt(const model::Formation* f, const std::string& level) const;

  std::optional<std::int64_t> integer(const model::Unit& u, const std::string& name) const {
    return model::intAttribute(u.attributes, name);
  }
  /// The attribute as printed; a true flag is "yes", a false one empty.
  std::string text(const model::Unit& u, const std::string& name) const;
  /// The attribute that counts strength points or stands, by name or by unit.
  std::string strengthAttribute(const std::vector<const model::Unit*>& units) const;
  std::string attributeLabel(const std::string& name) const;

  /// A command staff sheet per side: every leader with its ratings and commands.
  RosterSheet staffSheet(const model::SideId& side, double width, const std::string& subtitle) const;

 private:
  const model::Scenario& m_s;
  const model::Ruleset* m_rs;
};

}  // namespace hexwright::exporters
