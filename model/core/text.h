#pragma once
// Text helpers every layer needs: ASCII case folding and white-space trimming, the way
// schemas, bundle files, command lines and historical sources are compared.
#include <string>
#include <string_view>
#include <vector>

namespace hexwright::model {

/// Without leading and trailing white space (space, tab, CR, LF, FF, VT).
std::string trim(std::string_view s);
/// ASCII letters in lower case; other bytes (UTF-8 included) unchanged.
std::string lower(std::string_view s);
bool equalsNoCase(std::string_view a, std::string_view b);
bool startsWithNoCase(std::string_view s, std::string_view prefix);
bool containsNoCase(std::string_view s, std::string_view needle);

/// Edits (insert, delete, replace one byte) between two strings, ignoring ASCII case.
std::size_t editDistance(std::string_view a, std::string_view b);
/// The names closest to `wanted` by edit distance (or containing it, or contained in it),
/// at most `limit`, best first: the "did you mean" of a message naming an unknown id.
std::vector<std::string> nearestNames(std::string_view wanted, const std::vector<std::string>& names,
                                      std::size_t limit = 3);

/// What a message about an unknown `wanted` offers instead: the nearest names, or when
/// none is near, every name (at most `allLimit`), joined with ", "; `near` says which.
struct Suggestion {
  std::string list;  // empty: `names` was empty
  bool near = false;
};
Suggestion suggestNames(std::string_view wanted, const std::vector<std::string>& names, std::size_t allLimit = 12);

}  // namespace hexwright::model
