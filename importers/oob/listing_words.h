#pragma once
// The words of a listing: which lines are titles, sides, headings, groupings, figures or
// units by their vocabulary alone, for the one listing reader (text_oob_parser.h). Every
// style's vocabulary is here, so no style has a grammar of its own.
#include <cstddef>
#include <string>
#include <string_view>
#include <utility>

namespace hexwright::importers::oob {

/// army 0, corps 1, division 2, brigade 3, by the words a heading uses; -1 for none.
int levelRank(const std::string& text);

/// An ordinal or number, an owner's name, an arm or unit word, or a state: what every
/// unit's name has and a caption or place ("US Flag", "Fort Donelson") lacks.
bool hasUnitMark(const std::string& text);

/// "8th", "22d", "1st", "Battery 2": an ordinal or a number as a word.
bool hasOrdinalOrNumber(const std::string& text);

/// `l`: the text in lower case between spaces.
bool namesAState(const std::string& l);
/// "Brigade.", "division": a level's word and nothing else, capitalised as a heading
/// writes it ("Brigade"); empty when `word` is no level's word.
std::string levelWordAlone(std::string word);
/// "Assistant Adjutant-General.", "Asst. Adjt. General, Second Div., …": a staff officer's
/// title, as a letter's addressee or signature gives it after his name.
bool opensWithAStaffTitle(const std::string& text);
/// "S. C.", "Tenn.", "Ohio": a state and nothing else ("Hampton Legion, S. C.").
bool isStateAlone(const std::string& text);

/// "Provost Guard", "Escort", "Reserve Artillery", "Quartermaster's Guard": every word
/// one that names a grouping, so "Dreux's Company, Louisiana Cavalry" is none.
bool isGroupLabel(const std::string& label);

/// "General Staff", "General Headquarters": a rank word before a noun is a heading.
bool rankBeforeNoun(const std::string& text);

/// "Confederate Army of the Mississippi", "U.S. Army of the Frontier": the side an army's
/// heading names before it; empty when it names none.
std::string sideBeforeArmy(const std::string& text);

/// "Department of the Mississippi", "District of West Tennessee": a command that stands
/// where an army does.
bool namesACommand(const std::string& text);

/// "Missouri State Guard", "Federal forces", "District of Cairo": a force under its own
/// name, commanded as an army is.
bool namesAnArmy(const std::string& text);

/// A line of figures: no word of three letters but "men", "guns" and the like.
bool isFigures(const std::string& text);

/// "Strength - 2183", "Losses - 649 (179-419-51) - 29.7%", "Casualties: 1,420 killed and
/// wounded": a formation's figures after their label word.
bool isLabelledFigures(const std::string& text);

/// "John W. Caldwell", "R. Q. Mills": two to four capitalised names or initials, nothing else.
bool isPersonsName(const std::string& text);

/// "8th Illinois", "Battery A, 1st Ohio", "Carmichael's Company Illinois Cavalry".
bool looksLikeUnitName(const std::string& text);

/// "THE UNION ARMY", "CONFEDERATE FORCES", "Organization of the Federal forces": a
/// title that names the side; empty when the line is not one.
std::string titleSide(const std::string& text);
/// The side a text's words name ("Union", "Federals", "United States", "USA", "(Union)";
/// "Confederate", "Confederacy", "C. S.", "CSA", "Rebel"): "union", "confederate", or empty
/// when it names neither or both.
std::string sideNamedIn(std::string_view text);

/// "Union", "Confederate Forces", "The Federal Army": a side's own heading, its words a
/// side's and an army's only (a battery's "U.S." stands among numbers and names).
bool isSideHeading(const std::string& text);

/// Where a heading sits: its ruleset level when that is one of the listing levels,
/// else the level its words name ("First Brigade" is a brigade even where the
/// ruleset calls brigades "formations"; "I Corps" a corps where corps only group).
std::string structuralKind(const std::string& text, const std::string& level);

bool isGroupingHeading(const std::string& text);

/// "Light Batteries", "Horse Artillery", "Unattached Cavalry": arm and grouping words only
/// (no ordinal, no owner's name), a label over units it types.
bool isArmGroupLabel(const std::string& label);

/// The arm a grouping's label names ("Light Batteries" → Artillery); empty for none.
std::string armOfGroup(const std::string& label);

/// "Captains Hoxton's, Landis', Guiber's, and Brown's": a rank written once in the plural
/// before the owners' names of what they led.
bool isPluralRank(const std::string& text);

/// "Headquarters Escort", "Guards and Orderlies", "Escort and Provost Guard": grouping
/// words only, one of them a guard's or escort's, and no level ("Artillery Brigade" is a
/// brigade) and no detachment ("Cavalry Detachment" is a unit).
bool isCompoundGroupLabel(const std::string& text);

std::string titleCase(const std::string& text);

/// "FIRST DIVISION, Brig.-Gen. John A. McClernand" → the heading and the commander;
/// the commander is empty when the text after the comma or dash is not a leader.
std::pair<std::string, std::string> splitHeadingCommander(const std::string& text);

/// "Brig. Gen'l Chas. Cruft, 21st Ill., 38th Ill.", "Col. Wm. Grose 59th Ill., 75th Ill.",
/// "Col. X (w), Col. Y; 8th Ill., Capt. Z": the commanders (successors too) that a
/// heading's list names before its units, and the units; the leader is empty when the
/// list does not open with a rank.
std::pair<std::string, std::string> leaderBeforeList(const std::string& list);

/// "Rousseau's - Brig. Gen. Lovell H. Rousseau", "Hardee's Command: Maj. Gen. …",
/// "Hardee's Command (Maj. Gen. …)": an entry's name and the commander after it, whatever
/// the name's words; the commander is empty when no rank follows.
std::pair<std::string, std::string> splitNamedCommander(const std::string& text);

std::string outsideParentheses(const std::string& text);

/// "… return of the Third Division, " → "Third Division": the formation a title names
/// just before the army it belongs to; empty when it names none.
std::string formationBeforeItsArmy(const std::string& before);

/// "Brigadier General O. M. Mitchel" and "Brigadier General ORMSBY M. MITCHEL": one man,
/// by surname and the initials of his given names, in any case.
bool sameLeader(const std::string& a, const std::string& b);

/// "Reporting directly", "Unattached", "Corps troops" in a table's division column: the
/// brigades named after it belong to the formation above the division.
bool brigadesReportAbove(const std::string& grouping);

}  // namespace hexwright::importers::oob
