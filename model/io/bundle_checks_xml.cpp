// scenario.xml <checks>: the battle's own validator checks, typed against the same
// parameter catalogue as the ruleset schema's (model/validate/check_params.h).
//   <checks>
//     <check rule="map.hex.property" hexes="1116 1217" feature="fort" ref="12.0 B"/>
//     <check rule="setup.stacking.exceeded" mode="override" max-units="3" severity="warning"/>
//   </checks>
#include "model/io/bundle_internal.h"
#include "model/validate/check_params.h"

namespace hexwright::io::detail {

namespace {
bool reserved(std::string_view n) { return n == "rule" || n == "severity" || n == "ref" || n == "note" || n == "mode"; }
}  // namespace

void writeScenarioChecks(XmlWriter& w, const std::vector<model::CheckConfig>& checks) {
  if (checks.empty()) return;
  w.open("checks");
  for (const model::CheckConfig& c : checks) {
    w.open("check");
    w.attr("rule", c.rule);
    if (c.overrides) w.attr("mode", "override");
    if (!c.keepsSeverity) w.attr("severity", model::severityName(c.severity));
    if (!c.ref.empty()) w.attr("ref", c.ref);
    for (const auto& [name, value] : c.params) w.attr(name, value);
    if (!c.notes.empty()) w.attr("note", c.notes);
    w.close();
  }
  w.close();
}

void readScenarioChecks(ReadContext& ctx, pugi::xml_node n) {
  XmlReader& r = ctx.reader;
  const XmlDoc& doc = ctx.scenarioDoc;
  r.checkAttributes(doc, n, {});
  forEachElement(n, [&](pugi::xml_node e) {
    if (std::string_view(e.name()) != "check") return r.unknownElement(doc, e);
    const int mark = ctx.mark();
    model::CheckConfig c;
    c.source = doc.at(e);
    r.requireId(doc, e, "rule", c.rule);
    const std::string mode = XmlReader::text(e, "mode");
    if (mode == "override")
      c.overrides = true;
    else if (!mode.empty() && mode != "add")
      r.error(doc, e, "mode", "bundle.enum.unknown", "check mode \"" + mode + "\" is not add or override");
    // An override without a severity keeps the ruleset's; an added check defaults to error.
    if (auto s = XmlReader::get(e, "severity")) {
      if (auto parsed = model::parseSeverity(std::string(*s)))
        c.severity = *parsed;
      else
        r.error(doc, e, "severity", "bundle.enum.unknown",
                "severity \"" + std::string(*s) + "\" is not error, warning, info or ignore");
    } else {
      c.keepsSeverity = c.overrides;
    }
    c.ref = XmlReader::text(e, "ref");
    c.notes = XmlReader::text(e, "note");
    for (pugi::xml_attribute a : e.attributes())
      if (!reserved(a.name())) c.params[a.name()] = a.value();
    for (const model::ParamProblem& p : model::checkParamProblems(c.rule, c.params)) {
      if (c.overrides && p.kind == model::ParamProblem::Kind::Missing) continue;  // the ruleset's check has it
      const char* rule = p.kind == model::ParamProblem::Kind::Unknown ? "bundle.check.parameter-unknown"
                         : p.kind == model::ParamProblem::Kind::Type  ? "bundle.check.parameter-type"
                                                                      : "bundle.check.parameter-missing";
      if (p.kind == model::ParamProblem::Kind::Missing)
        r.error(doc, e, rule, p.message);
      else
        r.error(doc, e, p.param, rule, p.message);
    }
    if (ctx.clean(mark)) ctx.scenario.checks.push_back(std::move(c));
  });
}

}  // namespace hexwright::io::detail
