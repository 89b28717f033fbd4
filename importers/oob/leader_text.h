#pragma once
// Leaders as published orders of battle write them: "Major General Ulysses S. Grant.
// Capt. W.S. Hillyer, Aide-de-Camp." → a leader and an aide, each with rank and name;
// "Brig.-Gen. Charles Clark (w)" → rank "Brig.-Gen.", name "Charles Clark", status
// wounded. Rank words are matched however a source spells them (periods, hyphens,
// spaces, case), so a name is never split at a rank's period.
#include <string>
#include <string_view>
#include <vector>

namespace hexwright::importers::oob {

struct LeaderText {
  std::string rank;    // as written, "Brig. Gen."; empty: none given
  std::string name;    // "William Tecumseh Sherman" (the rank is not repeated here)
  std::string notes;   // trailing parenthetical that is not a status
  std::string status;  // "killed", "wounded", "mortally wounded", "captured", "missing"; "; "-joined
};

/// The rank words of English-language Civil War orders of battle, General to Sergeant,
/// with "acting" and "brevet" prefixes; one spelling each (others are matched too).
const std::vector<std::string>& knownRankPrefixes();

/// Length of the rank at the start of `text` (its trailing period included), 0 if none.
std::size_t rankLengthAt(std::string_view text);
/// "Lieut", "Col.", "jr", "Sr.": a word that only makes sense inside a leader's name.
bool isRankOrNameSuffixWord(std::string_view word);
/// "Brig", "jr", "A.", "gen": what is left of a name cut in the wrong place (a rank or
/// suffix word, fewer than two letters, or no capital or digit at all).
bool looksLikeNameFragment(std::string_view name);
/// "(k)", "(w)", "(mw)", "(c)", "(m)", "(w and c)", "killed", "wounded", "mortally
/// wounded", "captured", "missing": the status words, "; "-joined; empty when the text
/// is not a status.
std::string statusFromText(std::string_view text);

LeaderText parseLeader(std::string_view text);
/// "Gen. Albert Sidney Johnston (k). Gen. P. G. T. Beauregard." or "Col. A, Lieut.
/// Col. B; Maj. C": every leader in order, split only where a new rank starts.
std::vector<LeaderText> parseLeaderList(std::string_view text);

/// Where a dated or absence remark starts in a commander's name ("Gideon J. Pillow Feb
/// 9-13", "Thomas A. Davies until 2 June", "Albert Sidney Johnston Not present at battle");
/// npos when there is none. parseLeader moves it to the notes.
std::size_t datedRemarkAt(const std::string& name);
/// "Brig. Gen. Charles Clark" as a name to show: rank and name.
std::string leaderDisplayName(const LeaderText& l);
/// "Lieut. Col. T. H. Bell (wounded)": rank, name and status.
std::string leaderSummary(const LeaderText& l);

struct CommandLine {
  std::vector<LeaderText> leaders;  // usually one
  std::vector<LeaderText> aides;    // "…, Aide-de-Camp"
};

/// The text after "Commanding General:": a leader, optionally followed by an aide.
CommandLine parseCommandText(std::string_view text);

}  // namespace hexwright::importers::oob
