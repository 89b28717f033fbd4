#pragma once
// How `suggest terrain` reports the lines it found on the scan: per type, the hexsides or
// route steps at the confidence or above, in text and in the command's JSON.
#include <iosfwd>
#include <nlohmann/json.hpp>

#include "model/map/map.h"
#include "recognition/line_suggestion.h"

namespace hexwright::cli {

void printLineSuggestions(std::ostream& out, const recognition::LineSuggestions& lines, const model::Map& map,
                          double minConfidence);
nlohmann::ordered_json lineSuggestionsJson(const recognition::LineSuggestions& lines, const model::Map& map);

}  // namespace hexwright::cli
