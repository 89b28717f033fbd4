#pragma once
// The intermediate form every OOB parser produces and the builder consumes: what the
// source says, as written, before any ruleset meaning is attached. Parsers stay
// ignorant of rulesets; the builder (oob_builder.h) is the only place that knows them.
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "model/core/provenance.h"

namespace hexwright::importers::oob {

/// How a leader was introduced, so the profile can map it to a unit type: the
/// commander of a heading ("FIRST DIVISION / Commanding General: …"), the commander
/// named on a line that also lists the units ("First Brigade: Commanding: …; 8th
/// Illinois, …"), a second-in-command, an aide-de-camp, or a replacement officer.
enum class LeaderRole { None, HeadingCommander, LineCommander, SecondInCommand, Aide, Replacement };
const char* leaderRoleName(LeaderRole r);  // "", "heading", "line", "second", "aide", "replacement"

/// A formation as the source names it. `path` is every name from the top (the army,
/// or the side in CSV files that give one) down to this formation itself.
struct RawFormation {
  std::string id;                 // when the source gives one (an exported CSV); empty: derived
  std::string side;               // as written; empty: worked out from the army name
  std::vector<std::string> path;  // ["Army of the Tennessee", "First Division", "First Brigade"]
  std::string level;              // level word or id as written ("division", "Brigade"); empty: unknown
  std::string code;               // a printed code the source gives; empty: derive it
  std::string notes;
  model::Provenance source;
};

/// A unit or leader. `path` names its formation (empty: none); `formationCode` is used
/// instead by listings that refer to formations by code ("1/1/T: Col. …").
struct RawUnit {
  std::string id;
  std::string side;
  std::vector<std::string> path;
  std::string formationCode;
  std::string name;
  std::string type;         // as written ("infantry", "Battery"); empty: unknown
  bool typeIsHint = false;  // the parser's guess from the line's label, not a stated type
  LeaderRole role = LeaderRole::None;
  std::string rank;  // as written ("Col.", "Brig. Gen.")
  std::optional<long> men;
  std::optional<long> guns;
  std::string weapon;
  std::string designation;  // when the source gives one
  std::string notes;
  std::string status;  // a leader's fate as marked: "killed", "wounded", "mortally wounded", "captured", "missing"
  /// The unit's own officers in source order, with status ("Lieut. Col. T. H. Bell (wounded)");
  /// they are part of the unit, never units of their own.
  std::vector<std::string> officers;
  std::string citation;  // the "source" column of a CSV: where the designer found it
  std::vector<std::pair<std::string, std::string>> attributes;  // "attr:NAME" columns, as text
  model::Provenance source;
};

/// The army entries go under when a listing names none (no title, heading, --army):
/// the report and the validator flag it for the designer to rename.
inline constexpr const char* kUnnamedArmy = "Army (unnamed)";

/// A line the reader could not place, kept for the designer's review.
struct ReviewLine {
  int line = 0;
  std::string why;
};

/// Whether a name is one only an order of battle writes: an ordinal ("8th", "22d"), a level
/// word ("Brigade", "Army of"), an arm or a unit word ("Battery", "Cavalry", "Regiment").
/// Random text makes a leader or a "unit" by chance now and then; it never makes these,
/// so a listing with none of them is not an order of battle (and is refused as junk).
bool namesAnOrderOfBattleEntry(const std::string& name);

/// In source order; formations may also be implied by a unit's path alone (CSV).
struct RawOob {
  std::vector<RawFormation> formations;
  std::vector<RawUnit> units;
  std::string style;                // how the source was read: "Official Records style", "CSV", …
  std::size_t notesRead = 0;        // lines kept as notes or skipped as titles
  std::size_t notUnderstood = 0;    // lines no rule of the style could read
  std::vector<ReviewLine> review;   // the lines not understood, with why
  std::vector<std::string> layout;  // what the cleaner recognised: "wiki markup", "PDF text", …
  std::size_t furniture = 0;        // lines dropped as page furniture (running heads, totals, …)
  std::string titleBlock;           // a sheet's title rows above its header
};

}  // namespace hexwright::importers::oob
