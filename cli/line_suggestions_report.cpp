#include "cli/line_suggestions_report.h"

#include <iomanip>
#include <map>
#include <ostream>

#include "model/hex/offset_coord.h"

namespace hexwright::cli {

namespace {

std::string pairLabel(const recognition::LineSuggestion& l, const model::Map& map) {
  const auto& conv = map.grid().convention;
  return model::formatLabel(l.a, conv) + "-" + model::formatLabel(l.b, conv);
}

}  // namespace

void printLineSuggestions(std::ostream& out, const recognition::LineSuggestions& lines, const model::Map& map,
                          double minConfidence) {
  for (const auto& [type, ink] : lines.inks) {
    std::size_t examples = 0, confident = 0, unsure = 0;
    bool route = false;
    for (const auto& l : lines.lines) {
      if (l.type != type) continue;
      route = l.route;
      if (l.example)
        ++examples;
      else
        (l.confidence >= minConfidence ? confident : unsure)++;
    }
    out << "Line " << type << " (" << (route ? "route" : "hexside") << "): " << examples
        << " examples, their ink along " << std::lround(ink.exampleCoverage * 100) << "% of them; " << confident
        << (route ? " steps" : " hexsides") << " at " << std::fixed << std::setprecision(2) << minConfidence
        << " or more, " << unsure << " below\n";
    std::size_t listed = 0;
    for (const auto& l : lines.lines)
      if (l.type == type && !l.example && l.confidence >= minConfidence && listed++ < 12)
        out << (listed == 1 ? "  " : " ") << pairLabel(l, map);
    if (listed) out << (listed > 12 ? " and " + std::to_string(listed - 12) + " more" : std::string()) << '\n';
  }
}

nlohmann::ordered_json lineSuggestionsJson(const recognition::LineSuggestions& lines, const model::Map& map) {
  const auto& conv = map.grid().convention;
  nlohmann::ordered_json j = nlohmann::ordered_json::object();
  auto& inks = j["types"] = nlohmann::ordered_json::object();
  for (const auto& [type, ink] : lines.inks)
    inks[type] = {{"ink_lab", {ink.l, ink.a, ink.b}},
                  {"example_coverage", ink.exampleCoverage},
                  {"example_changes", ink.exampleChanges}};
  auto& list = j["suggestions"] = nlohmann::ordered_json::array();
  for (const auto& l : lines.lines)
    list.push_back({{"hexes", {model::formatLabel(l.a, conv), model::formatLabel(l.b, conv)}},
                    {"type", l.type},
                    {"kind", l.route ? "route" : "hexside"},
                    {"confidence", l.confidence},
                    {"example", l.example}});
  return j;
}

}  // namespace hexwright::cli
