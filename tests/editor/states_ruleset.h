#pragma once
// A schema with setup states for the property grid tests: infantry in line or column
// (6.0), prone too under the optional rule 7.4 (which lifts the plain check), and a
// unit type that exists only under an optional rule; and a document with an infantry
// unit and a leader placed.
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "editor/core/editing.h"
#include "editor/core/oob_editing.h"
#include "editor_fixture.h"

namespace hexwright::editor::testing {

inline model::CheckConfig stateCheck(std::string types, std::string states, std::string ref,
                                     std::map<std::string, std::string> more = {}) {
  model::CheckConfig c;
  c.rule = "setup.state.invalid";
  c.params = std::move(more);
  c.params["types"] = std::move(types);
  c.params["states"] = std::move(states);
  c.ref = std::move(ref);
  return c;
}

inline model::Ruleset statesRuleset() {
  model::Ruleset r = testRuleset();
  r.optionalRules = {{"prone", "Prone Formation", "7.4", ""}, {"sharpshooters", "Sharpshooters", "10.8", ""}};
  r.checks = {stateCheck("infantry", "line column", "6.0", {{"unless-optional", "prone"}}),
              stateCheck("infantry", "line column prone", "7.4", {{"when-optional", "prone"}})};
  model::UnitType sharp = r.unitTypes.front();
  sharp.id = "sharpshooters";
  sharp.name = "Sharpshooters";
  sharp.optionalRules = {"sharpshooters"};
  r.unitTypes.push_back(sharp);
  return r;
}

struct Placed {
  std::unique_ptr<Document> doc;
  std::string infantry;
  std::string leader;
};

inline Placed placedDocument(std::vector<std::string> optionalRules = {}) {
  model::NewScenarioOptions o;
  o.columns = 10;
  o.rows = 8;
  model::Scenario s = model::newScenario(statesRuleset(), o);
  s.optionalRules = std::move(optionalRules);
  Placed p{std::make_unique<Document>(std::move(s), statesRuleset()), {}, {}};
  p.doc->setValidator({});
  const std::string f = addFormation(*p.doc, "union", "", "1st Brigade");
  p.infantry = addUnit(*p.doc, "union", f, "infantry", "2nd Iowa");
  p.leader = addLeader(*p.doc, f);
  p.doc->execute(placeUnitCommand(p.doc->scenario(), p.infantry, hexAtOffset(*p.doc, 2, 2)));
  p.doc->execute(placeUnitCommand(p.doc->scenario(), p.leader, hexAtOffset(*p.doc, 3, 2)));
  return p;
}

}  // namespace hexwright::editor::testing
