#pragma once
// The formations a narrative names when it sets out no order of battle at all: a history's
// "Walthall's Mississippi brigade had fought the famous battle of Lookout Mountain", a game
// replay's "Sumner's 2 Corps starts near Fair Oaks", a scenario's "Sedgwick's 6th Corps".
// The reader falls back on them only when nothing else in a file reads as an entry, so a
// paragraph that names its forces is kept for the designer's review instead of refused.
#include <string>
#include <string_view>
#include <vector>

namespace hexwright::importers::oob {

struct NamedFormation {
  std::string name;   // "Walthall's Mississippi brigade", "Army of the Potomac", "6th Corps"
  std::string level;  // "army", "wing", "corps", "division", "brigade"
  int line = 0;       // 1-based source line of its first mention
  std::string side;   // "union" or "confederate" when its paragraph names one side only
};

/// Each formation named in `text`, once, in the order first named: an owner's possessive
/// before a level word, with the capitalised or numbered words between kept ("Magruder's
/// Right Wing", "Sumner's 2 Corps") and plain adjectives dropped ("Hill's attached
/// division" is "Hill's division"); a numbered corps, division or brigade ("6th Corps"); an
/// "Army of …". At most `limit` of them: a narrative is no roster.
std::vector<NamedFormation> formationsNamedInNarrative(std::string_view text, std::size_t limit = 200);

struct NamedUnit {
  std::string name;       // "Thirty-fourth", "Third/1"
  std::string formation;  // the formation named last before it in its paragraph; empty: none
  int line = 0;
};

/// The regiments a narrative names by number alone after naming their brigade ("Walthall's
/// Mississippi brigade … The Thirty-fourth was sent to strengthen the picket line, and the
/// Thirtieth and Twenty-ninth were posted …"; never a date, "November 24th", "the 24th of
/// November"), a game's counters named "Name/Parent" in a set-up ("Third/1, Guard/6,
/// & Train (three counters): T4 at 2114"), and a board game's pieces on its set-up lines
/// ("104 CINF, CGEN (Polk)": "Confederate infantry (CINF) at 104"), and units named by their
/// owner or commander ("Teel's battery", "a battalion under Scurry").
std::vector<NamedUnit> unitsNamedInNarrative(std::string_view text, std::size_t limit = 200);

}  // namespace hexwright::importers::oob
