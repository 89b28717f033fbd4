#pragma once
// Where each line of a bulleted list or an indented outline nests, worked out before any
// line is read, so the one listing reader (text_oob_parser.h) can take an outline's
// indentation as a hint beside its words: a line closes the entries open at its depth or
// deeper, and a line with entries nested under it opens a formation even when its words
// name no level ("Donelson's", "Hardee's Command").
#include <string>
#include <vector>

namespace hexwright::importers::oob {

struct LineNesting {
  long key = 0;                // larger is deeper; compared only with the lines open above
  bool opensChildren = false;  // the next entry nests under this one
};

struct OutlineNesting {
  std::vector<LineNesting> lines;  // one per input line; blank lines get key 0
  int tooDeepAt = -1;              // index of the first line nested deeper than any army, or -1
};

/// `headings`: the lines the markup marked as headings ("== Union =="). In a bulleted
/// list the repeated "*" nest; in both forms the indentation does, relative to the lines
/// open above (two spaces or four mean the same). Headings nest by the level they name.
OutlineNesting outlineNesting(const std::vector<std::string>& lines, const std::vector<bool>& headings, bool bullets);

}  // namespace hexwright::importers::oob
