// <checks> of a ruleset schema: each <check> is typed against the validator's parameter
// catalogue (model/validate/check_params.h), so a misspelt or mistyped parameter is an
// error at its line instead of a rulebook rule silently switched off.
#include <algorithm>

#include "model/io/ruleset_reader_internal.h"
#include "model/validate/check_params.h"

namespace hexwright::io::schema {

namespace m = hexwright::model;

void Reader::readChecks(const pugi::xml_node& node) {
  eachChild(node, "check", [&](const pugi::xml_node& c) {
    Element e(m_ctx, c, {}, /*anyAttribute=*/true);
    m::CheckConfig check;
    check.rule = e.text("rule", true);
    // Validator rule ids are dotted lower-case words: "setup.stacking.exceeded".
    auto okChar = [](char ch) {
      return (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '-' || ch == '.';
    };
    if (!check.rule.empty() &&
        (!std::all_of(check.rule.begin(), check.rule.end(), okChar) || check.rule.find('.') == std::string::npos ||
         check.rule.front() == '.' || check.rule.back() == '.' || check.rule.find("..") != std::string::npos))
      e.invalid("rule", check.rule, "a dotted rule id such as \"setup.stacking.exceeded\"");
    check.severity = e.choice<m::Severity>("severity", m::parseSeverity, "error, warning, info or ignore", true)
                         .value_or(m::Severity::Error);
    check.ref = e.text("ref");
    check.notes = e.text("note");
    check.source = e.where();
    for (pugi::xml_attribute a : c.attributes()) {
      std::string n = a.name();
      if (n == "rule" || n == "severity" || n == "ref" || n == "note") continue;
      check.params[n] = a.value();
    }
    for (const m::ParamProblem& p : m::checkParamProblems(check.rule, check.params)) {
      const char* rule = p.kind == m::ParamProblem::Kind::Unknown ? rules::kUnknownAttribute
                         : p.kind == m::ParamProblem::Kind::Type  ? rules::kInvalidValue
                                                                  : rules::kMissingAttribute;
      m_ctx.error(rule, p.message, p.kind == m::ParamProblem::Kind::Missing ? e.where() : e.where(p.param.c_str()));
    }
    for (auto ch : childElements(m_ctx, c)) unknownChild(m_ctx, ch, c, {});
    m_r.checks.push_back(std::move(check));
  });
}

}  // namespace hexwright::io::schema
