#pragma once
// Sides -> formation tree (army, corps, division, brigade… as the ruleset names its
// levels) -> units. Leaders are units whose type the schema marks as a leader.
#include <optional>
#include <string>
#include <vector>

#include "model/core/attributes.h"
#include "model/core/provenance.h"
#include "model/core/strong_id.h"

namespace hexwright::model {

struct Side {
  SideId id;
  std::string name;
  friend bool operator==(const Side&, const Side&) = default;
};

struct Formation {
  FormationId id;
  std::string name;
  TypeId level;  // the ruleset's OOB level: "corps", "division", "brigade"
  SideId side;
  std::optional<FormationId> parent;
  std::optional<UnitId> commander;  // a leader unit
  std::string code;                 // printed formation code, e.g. Bloody April's "1/6/T"
  Attributes attributes;
  Provenance source;
  friend bool operator==(const Formation&, const Formation&) = default;
};

struct Unit {
  UnitId id;
  std::string name;         // "8th Illinois"
  std::string designation;  // printed on the counter: "8 Ill"
  TypeId type;              // the ruleset's unit type
  SideId side;
  std::optional<FormationId> formation;
  Attributes attributes;  // strength, morale, weapon, guns… as the schema declares
  std::string notes;
  Provenance source;
  friend bool operator==(const Unit&, const Unit&) = default;
};

/// Order is meaningful (it is the order of the source listing) and is preserved.
struct OrderOfBattle {
  std::vector<Formation> formations;
  std::vector<Unit> units;

  const Formation* findFormation(const FormationId& id) const;
  const Unit* findUnit(const UnitId& id) const;
  /// What the designer calls a unit or formation: its name, or its id when it has none
  /// (or is not in the order of battle). Ids are internal; labels and messages use these.
  std::string unitName(const UnitId& id) const;
  std::string formationName(const FormationId& id) const;
  /// Formations whose parent is `parent` (nullopt: the top level of `side`).
  std::vector<const Formation*> childFormations(const std::optional<FormationId>& parent, const SideId& side) const;
  std::vector<const Unit*> unitsIn(const FormationId& formation) const;

  friend bool operator==(const OrderOfBattle&, const OrderOfBattle&) = default;
};

}  // namespace hexwright::model
