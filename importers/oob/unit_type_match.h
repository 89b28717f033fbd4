#pragma once
// Which of the ruleset's unit types an order-of-battle entry is: by the type it states
// (an id, a name, a profile alias, a word the profile ties to a type, or a spreadsheet
// spelling such as "Arty" or "Bty"), else by its name, its heading or its remarks; a
// stated type that matches none is reported with the nearest spelling.
#include <string>

#include "importers/common/oob_profile.h"
#include "importers/oob/oob_build_report.h"
#include "importers/oob/raw_oob.h"
#include "model/ruleset/ruleset.h"

namespace hexwright::importers::oob {

/// `word` stands in `text` as a whole word, in any case.
bool containsWord(const std::string& text, const std::string& word);

/// Edit distance in any case, for "did you mean"; stops counting past 3 (4 means more).
std::size_t spellingDistance(const std::string& a, const std::string& b);

class UnitTypeMatcher {
 public:
  /// `profile` may be null: then only the ruleset's own ids and names match.
  UnitTypeMatcher(const model::Ruleset& ruleset, const OobProfile* profile) : m_r(ruleset), m_p(profile) {}

  /// The entry's type, or null (reported) when it cannot be told; `level` is its
  /// formation's OOB level, for a leader's type by role.
  const model::UnitType* typeOf(const RawUnit& u, const std::string& level, OobBuildReport& report) const;

  const model::UnitType* byText(const std::string& text) const;
  const model::UnitType* byWords(const std::string& text) const;
  /// "Inf", "Arty", "Bty", "Cav", "HQ" in any case: the arm's type through the profile's words.
  const model::UnitType* byCanonicalWord(const std::string& text) const;
  /// "did you mean ...? The types are ..."
  std::string suggestion(const std::string& text) const;

 private:
  const model::Ruleset& m_r;
  const OobProfile* m_p;
};

}  // namespace hexwright::importers::oob
