#pragma once
// Shorter forms of a unit's name, for counters and designations. The OOB importer
// builds designations with the rulebook's own abbreviations ("1 Neb is the 1st
// Nebraska regiment", Bloody April 2.37); the counter painter uses the same words, and
// then the customary short forms of unit words, before it shrinks a name that does not
// fit its slot.
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace hexwright::model {

/// Word replacements a rulebook states (oob-profile.xml `<abbreviations>`).
struct NameAbbreviations {
  std::vector<std::pair<std::string, std::string>> words;  // "Nebraska" → "Neb"
  bool stripOrdinals = false;                              // "1st" → "1"
  bool empty() const { return words.empty() && !stripOrdinals; }
};

/// `name` with each capitalised word the table names replaced and, when stated,
/// ordinals as plain numbers; punctuation and other words stay. Capitalised words the
/// table lacks go to `unknown` (when given), in order.
std::string abbreviateWords(std::string_view name, const NameAbbreviations& table,
                            std::vector<std::string>* unknown = nullptr);

/// Shorter and shorter forms of a unit's name for a counter, each different from the
/// one before: the name as written; with the stated abbreviations; with the unit words
/// in the short forms order-of-battle tables print ("Battery" Btry, "Company" Co,
/// "Regiment" Regt, "Battalion(s)" Bn(s), "Companies" Cos, "Batteries" Btrys, "Artillery" Arty, "Cavalry" Cav,
/// "Infantry" Inf, "Light" Lt, "Volunteers" Vols, "Squadron" Sqdn, "Sharpshooters" SS; presentation, not game data: no
/// rule depends on a counter's lettering); then only the part before the first comma, then that without parenthesised
/// asides ("Dresser's Btry"), then a captain's name alone ("Dresser"). A `designation` (already the short form the
/// rulebook prints, "1 Bn, 4 Ill Cavalry") only gets the unit words: its parts all
/// identify the unit.
std::vector<std::string> counterNameForms(std::string_view name, const NameAbbreviations& stated,
                                          bool designation = false, bool symbolShown = false);

}  // namespace hexwright::model
