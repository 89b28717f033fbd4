#pragma once
// How one ruleset turns a historical order of battle into its units (docs/oob-profile.md):
// men per strength point, guns, weapon classes, counter abbreviations, formation codes,
// leader types. Read from schemas/<id>/oob-profile.xml. A value the rulebook does not
// state is std::nullopt here and the builder flags every place it would have been used.
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "model/core/diagnostic.h"
#include "model/ruleset/ruleset.h"

namespace hexwright::importers::oob {

enum class Rounding { Down, Up, Nearest };

struct StrengthRule {
  std::string attribute;              // unit attribute that holds strength points
  std::optional<double> menPerPoint;  // nullopt: not stated
  std::optional<Rounding> rounding;   // nullopt: not stated
  std::optional<long> minimum;        // nullopt: not stated
  std::string rule;
};

struct GunRule {
  std::string attribute;               // unit attribute that holds guns or gun points
  std::optional<double> gunsPerPoint;  // nullopt: not stated
  std::string rule;
};

struct NameToValue {
  std::string name;   // as a source writes it ("Rifled Musket", "Col.", "Illinois")
  std::string value;  // what the ruleset uses ("R", "Colonel", "Ill")
  std::string rule;
};

/// A word in a unit's name or its line that says what type it is ("Battery" → artillery).
struct TypeWord {
  std::string word;
  std::string type;
};

struct RoleType {
  std::string role;  // leaderRoleName()
  std::string type;  // "none": the rulebook has no counter for this leader; kept as the formation's note
  std::string rule;
  std::string level;  // only for leaders of formations of this level; empty: any
};

struct HeadingLevel {
  std::string match;       // words a heading contains ("ARMY OF", "CORPS"), compared without case
  std::string level;       // ruleset level id, or "none" for a heading that only groups
  bool underArmy = false;  // sits directly under the army even after a corps heading
};

/// Part of a formation code that a formation contributes ("T" for the Army of the
/// Tennessee). Without one, brigades and divisions contribute their ordinal and corps
/// its roman numeral.
struct CodePart {
  std::string level;
  std::string name;
  std::string part;  // may be empty: the formation is left out of the code
  std::string rule;
};

struct FixedCode {
  std::string formation;  // formation name as written
  std::string code;
  std::string rule;
};

struct OobProfile {
  std::string ruleset;
  std::string file;  // empty for the generic fallback
  bool generic = false;
  StrengthRule strength;
  GunRule guns;
  std::string weaponAttribute;
  std::string weaponRule;
  std::vector<NameToValue> weapons;
  std::string defaultType;               // unit type when nothing else says; empty: unknown
  std::vector<NameToValue> typeAliases;  // type column values ("Inf", "Battery") → type id
  std::vector<TypeWord> typeWords;
  std::vector<RoleType> roleTypes;
  std::vector<HeadingLevel> headings;
  std::string rankAttribute;
  std::string rankRule;
  std::vector<NameToValue> ranks;  // longest first once read
  std::vector<NameToValue> abbreviations;
  bool stripOrdinals = false;
  bool leaderSurname = false;  // leaders' counters print the surname
  std::string abbreviationRule;
  std::string codeAttribute;
  std::vector<std::string> codeLevels;
  std::string codeSeparator = "/";
  std::string codeRule;
  std::vector<CodePart> codeParts;
  std::vector<FixedCode> fixedCodes;

  const NameToValue* rankOf(const std::string& text) const;  // longest matching prefix
  /// The type for a leader introduced by `role` at a formation of `level`; a level-specific
  /// entry wins over a general one. Empty: not stated.
  std::string typeForRole(const std::string& role, const std::string& level = {}) const;
};

/// nullopt, with diagnostics naming file and line, when the file cannot be read.
std::optional<OobProfile> readOobProfile(const std::filesystem::path& file, model::Diagnostics& diagnostics);
/// The documented fallback for a ruleset without oob-profile.xml (docs/oob-profile.md,
/// "Generic fallback"): type words by the schema's own symbols (a type drawn with the
/// artillery symbol receives "Battery"/"Artillery"), every leader role the schema's
/// leader type (headquarters-symbol types for heading commanders when there is one),
/// levels by name. No strength, guns, weapons, ranks, abbreviations or codes: those
/// need a rulebook.
OobProfile genericOobProfile(const model::Ruleset& ruleset);

}  // namespace hexwright::importers::oob
