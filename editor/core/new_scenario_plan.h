#pragma once
// What File > New offers for a ruleset: the map size and hex numbering the rulebook
// gives, or, where it states no extent, the grid of the ruleset's sample scenario
// (scenarios/<id>.hexw: the smallest grid holding every hex the rulebook cites), each
// with where it came from so the dialog can say so. Never a made-up size.
#include <filesystem>
#include <optional>
#include <string>

#include "model/ruleset/ruleset.h"
#include "model/scenario/scenario.h"

namespace hexwright::editor {

struct NewScenarioPlan {
  bool table = false;
  int columns = 0;  // hex maps; 0 with `sizeKnown` false: the designer must choose
  int rows = 0;
  bool sizeKnown = false;
  double tableWidthInches = 0;  // tabletop games
  double tableDepthInches = 0;
  model::OffsetConvention numbering;
  std::string sizeSource;     // "stated by the rulebook (2.1)", "the sample scenario's grid…"
  std::string numberingText;  // "flat-top, odd columns shoved, XXYY from 0100; sections A, B"
};

/// The sample bundle shipped for a ruleset, next to the schema folder it was loaded from.
std::optional<std::filesystem::path> sampleBundleFor(const std::string& rulesetId);

/// Defaults for `ruleset`; `sample` is the sample scenario when there is one.
NewScenarioPlan planNewScenario(const model::Ruleset& ruleset, const model::Scenario* sample);

/// The new scenario: `columns` x `rows` (or the table) numbered as the plan says.
model::Scenario buildNewScenario(const model::Ruleset& ruleset, const NewScenarioPlan& plan, int columns, int rows,
                                 double tableWidthInches, double tableDepthInches, const std::string& title);

/// "flat-top, odd columns shoved down, 4 digits (CCRR) from 0101" with "not stated" marks.
std::string describeNumbering(const model::OffsetConvention& c, const model::Ruleset& ruleset);

}  // namespace hexwright::editor
