#pragma once
// An order-of-battle entry's values in the ruleset's terms, through the conversion
// profile: strength points from men, gun points from guns, the weapon class, the counter
// designation, and the attributes a listing states by name. What the profile does not
// state stays unknown and is reported once per kind of gap; men that cannot become
// strength stay with the unit as a note.
#include <string>

#include "importers/common/oob_profile.h"
#include "importers/oob/oob_build_report.h"
#include "importers/oob/raw_oob.h"
#include "model/oob/order_of_battle.h"
#include "model/ruleset/ruleset.h"

namespace hexwright::importers::oob {

class UnitValues {
 public:
  /// `profile` may be null: then only designation() and explicitAttributes() apply.
  UnitValues(const OobProfile* profile, OobBuildReport& report) : m_p(profile), m_r(report) {}

  void strength(const RawUnit& u, const model::UnitType& t, model::Unit& out);
  void guns(const RawUnit& u, const model::UnitType& t, model::Unit& out);
  void weapon(const RawUnit& u, const model::UnitType& t, model::Unit& out);
  std::string designation(const RawUnit& u, const model::UnitType& t);
  void explicitAttributes(const RawUnit& u, const model::UnitType& t, model::Unit& out);

 private:
  const OobProfile* m_p;
  OobBuildReport& m_r;
};

}  // namespace hexwright::importers::oob
