// A printed health track against the percentage rule that defines it (Dress on the Colors
// RULE-00-4.3: Fresh above 75% of the starting stands, Worn 35%-75%, Spent below 35%; one
// stand left shatters, RULE-00-4.2):
//   <check rule="attribute.track.mismatch" attribute="health-track" of="stands" labels="Fresh|Worn|Spent"
//          upper="0.75" lower="0.35" shattered-at="1" types="infantry" ref="RULE-00-4.3"/>
// The track is the text as printed, "Fresh: 6–5 | Worn: 4–3 | Spent: 2": for each label, a
// stand count or a range (either dash). From `of` starting stands n, stand count k (above
// shattered-at) is in the first band when k/n > upper, in the last when k/n < lower, else in
// the middle one. A track that does not parse is reported as such; a start outside the
// attribute's range is left to attribute.range.
#include <cstdlib>
#include <set>

#include "model/validate/checks/builtin_checks.h"
#include "model/validate/validation_context.h"

namespace hexwright::model::checks {
namespace {

constexpr const char* kTrack = "attribute.track.mismatch";

std::string trim(std::string s) {
  const auto b = s.find_first_not_of(" \t");
  const auto e = s.find_last_not_of(" \t");
  return b == std::string::npos ? "" : s.substr(b, e - b + 1);
}

/// "6–5" -> {5, 6}; "2" -> {2}; nullopt when it is not a count or a range.
std::optional<std::set<int>> counts(std::string text) {
  for (const std::string dash : {"\u2013", "\u2014"})
    for (auto at = text.find(dash); at != std::string::npos; at = text.find(dash)) text.replace(at, dash.size(), "-");
  text = trim(text);
  const auto dash = text.find('-');
  auto number = [](const std::string& s) -> std::optional<int> {
    const std::string t = trim(s);
    if (t.empty() || t.find_first_not_of("0123456789") != std::string::npos) return std::nullopt;
    return std::atoi(t.c_str());
  };
  const auto a = number(text.substr(0, dash));
  const auto b = dash == std::string::npos ? a : number(text.substr(dash + 1));
  if (!a || !b) return std::nullopt;
  std::set<int> out;
  for (int k = std::min(*a, *b); k <= std::max(*a, *b); ++k) out.insert(k);
  return out;
}

std::string countsText(const std::set<int>& s) {
  if (s.empty()) return "none";
  if (s.size() == 1) return std::to_string(*s.begin());
  return std::to_string(*s.rbegin()) + "-" + std::to_string(*s.begin());
}

class AttributeTrackCheck : public Check {
 public:
  std::string name() const override { return "printed tracks"; }
  std::vector<RuleInfo> rules() const override {
    return {{kTrack, "a printed track (health bands by stands) that disagrees with the percentages defining it",
             Severity::Warning, true}};
  }

  void run(const ValidationContext& ctx, Diagnostics& out) const override {
    for (const CheckConfig* c : ctx.configs(kTrack)) check(ctx, out, *c);
  }

 private:
  static void check(const ValidationContext& ctx, Diagnostics& out, const CheckConfig& c) {
    const std::string attribute = c.param("attribute").value_or("health-track");
    const std::string of = c.param("of").value_or("stands");
    std::vector<std::string> labels = textListParam(c, "labels");
    const auto upper = c.param("upper"), lower = c.param("lower");
    if (labels.size() != 3 || !upper || !lower) return;
    const double hi = std::atof(upper->c_str()), lo = std::atof(lower->c_str());
    const int shattered = c.integer("shattered-at").value_or(0);
    const UnitFilter filter = UnitFilter::fromConfig(c);
    for (const Unit& u : ctx.scenario().oob.units) {
      const auto track = u.attributes.find(attribute);
      const auto start = u.attributes.find(of);
      if (track == u.attributes.end() || start == u.attributes.end() || !filter.matches(ctx, u)) continue;
      const auto* n = std::get_if<std::int64_t>(&start->second);
      if (!n || *n <= 0) continue;
      // A start outside its stated range is attribute.range's mistake; the track is not
      // compared against it (one mistake, one diagnostic).
      if (const UnitType* t = ctx.unitType(u.type))
        if (const AttributeDef* def = findAttribute(t->attributes, of);
            def &&
            ((def->min && static_cast<double>(*n) < *def->min) || (def->max && static_cast<double>(*n) > *def->max)))
          continue;
      const std::string printed = formatAttribute(track->second);
      // The bands the rule gives.
      std::vector<std::set<int>> want(3);
      for (int k = static_cast<int>(*n); k > shattered; --k) {
        const double share = static_cast<double>(k) / static_cast<double>(*n);
        want[share > hi ? 0 : share < lo ? 2 : 1].insert(k);
      }
      // The bands as printed: "Label: counts" separated by '|'.
      std::vector<std::optional<std::set<int>>> got(3);
      bool parsed = true;
      std::string rest = printed + "|";
      for (auto bar = rest.find('|'); bar != std::string::npos; bar = rest.find('|')) {
        const std::string part = trim(rest.substr(0, bar));
        rest.erase(0, bar + 1);
        if (part.empty()) continue;
        const auto colon = part.find(':');
        std::size_t band = 3;
        for (std::size_t i = 0; i < 3 && colon != std::string::npos; ++i)
          if (equalsText(trim(part.substr(0, colon)), labels[i])) band = i;
        const auto value = band < 3 ? counts(part.substr(colon + 1)) : std::nullopt;
        if (!value) parsed = false;
        if (band < 3) got[band] = value;
      }
      std::string diff;
      for (std::size_t i = 0; i < 3 && parsed; ++i)
        if (got[i].value_or(std::set<int>{}) != want[i])
          diff += (diff.empty() ? "" : ", ") + labels[i] + " " + countsText(got[i].value_or(std::set<int>{})) +
                  " where the rule gives " + countsText(want[i]);
      if (!parsed || !diff.empty())
        ctx.report(out, kTrack, &c, [&] {
          const std::string what = "unit " + ctx.unitName(u) + " has " + attribute + " '" + printed + "', which";
          return Finding{parsed ? what + " disagrees with its " + std::to_string(*n) + " " + of + ": " + diff
                                : what + " cannot be read as '" + labels[0] + ": 6-5 | " + labels[1] + ": 4-3 | " +
                                      labels[2] + ": 2'",
                         ctx.atUnit(u)};
        });
    }
  }
};

}  // namespace

std::unique_ptr<Check> makeAttributeTrackCheck() { return std::make_unique<AttributeTrackCheck>(); }

}  // namespace hexwright::model::checks
