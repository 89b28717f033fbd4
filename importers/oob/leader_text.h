#pragma once
// Leaders as published orders of battle write them: "Major General Ulysses S. Grant.
// Capt. W.S. Hillyer, Aide-de-Camp." → a leader and an aide, each with rank and name.
#include <string>
#include <string_view>
#include <vector>

namespace hexwright::importers::oob {

struct LeaderText {
  std::string rank;   // as written, "Brig. Gen."; empty: none given
  std::string name;   // "William Tecumseh Sherman" (the rank is not repeated here)
  std::string notes;  // trailing parenthetical
};

/// The rank words of English-language Civil War orders of battle, longest first.
const std::vector<std::string>& knownRankPrefixes();

LeaderText parseLeader(std::string_view text);

struct CommandLine {
  std::vector<LeaderText> leaders;  // usually one
  std::vector<LeaderText> aides;    // "…, Aide-de-Camp"
};

/// The text after "Commanding General:": a leader, optionally followed by an aide.
CommandLine parseCommandText(std::string_view text);

}  // namespace hexwright::importers::oob
