#include "importers/oob/formation_codes.h"

#include <algorithm>

#include "importers/oob/list_items.h"
#include "importers/oob/text_util.h"

namespace hexwright::importers::oob {
namespace {

// The part a formation contributes to codes; nullopt: unknown.
std::optional<std::string> codePart(const OobProfile& profile, const model::Formation& f) {
  for (const CodePart& p : profile.codeParts)
    if (p.level == f.level && (containsNoCase(f.name, p.name) || equalsNoCase(f.name, p.name))) return p.part;
  const std::string first = f.name.substr(0, f.name.find(' '));
  const int n = ordinalValue(startsWithNoCase(first, "The") ? f.name.substr(4, f.name.find(' ', 4) - 4) : first);
  if (n <= 0) return std::nullopt;
  if (f.level == "corps") return roman(n);
  if (f.level == "army") return std::nullopt;
  return std::to_string(n);
}

}  // namespace

std::optional<std::string> formationCode(const OobProfile& profile, const std::vector<model::Formation>& formations,
                                         const std::vector<std::optional<std::size_t>>& parentIndex, std::size_t i,
                                         OobBuildReport& report) {
  const model::Formation& f = formations[i];
  if (std::find(profile.codeLevels.begin(), profile.codeLevels.end(), f.level) == profile.codeLevels.end()) return "";
  std::string fixed;
  for (const FixedCode& c : profile.fixedCodes)
    if (equalsNoCase(c.formation, f.name)) fixed = c.code;  // the last that names it, as listed
  if (!fixed.empty()) return fixed;
  std::string code;
  for (std::optional<std::size_t> gi = i; gi; gi = parentIndex[*gi]) {
    const model::Formation& g = formations[*gi];
    const auto part = codePart(profile, g);
    if (!part) {
      report.flagOnce("import.oob.code.unknown", g.name,
                      "no code part is stated for \"" + g.name + "\" (" + g.level +
                          "), so the formation codes under it stay unknown" +
                          (profile.codeRule.empty() ? "" : " (codes: rule " + profile.codeRule + ")"),
                      g.source);
      return std::nullopt;
    }
    if (!part->empty()) code += (code.empty() ? "" : profile.codeSeparator) + *part;
  }
  return code;
}

}  // namespace hexwright::importers::oob
