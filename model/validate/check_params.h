#pragma once
// The catalogue of <check> parameters: for every rule a ruleset or scenario may
// configure, the parameters it reads with their type, default, allowed values and
// whether they are required. The schema and scenario readers check every <check>
// against it, so a typo ("max-unit", "max-units=\"two\"") is an error at its line rather
// than a rule silently turned off; `hexwright rules` prints it.
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace hexwright::model {

enum class ParamType {
  Integer,   // "3"
  Number,    // "0.30", "12.5"
  Boolean,   // "true" / "false" (also yes/no, 1/0)
  Choice,    // one of `allowed`
  Id,        // one id (terrain, feature, attribute, level…)
  IdList,    // ids separated by spaces, ',' or '|'; items from `allowed` when it is not empty
  TextList,  // texts separated by '|' ("REBEL YELL|BUCK & BALL")
  HexList,   // printed hex labels separated by spaces or ','
};
const char* paramTypeName(ParamType t);  // "integer", "number", "bool", "choice", "id", "ids", "texts", "hexes"

struct ParamInfo {
  std::string name;
  ParamType type = ParamType::Id;
  std::string defaultValue;          // empty: none (that limit or condition is not checked)
  std::vector<std::string> allowed;  // Choice, and IdList items when not empty
  bool required = false;
  std::string doc;  // one line for the catalogue
};

/// The parameters one rule reads. `filter`: it also reads the unit filter
/// (unitFilterParams()), with leaders `leadersDefault` unless `leaders=` says otherwise.
struct RuleParams {
  std::string rule;
  bool filter = false;
  std::string leadersDefault = "include";
  std::vector<ParamInfo> params;
};

/// Every rule that reads parameters, in the order of the validator's checks.
const std::vector<RuleParams>& checkParamCatalogue();
/// nullptr when the rule reads no parameters.
const RuleParams* findRuleParams(std::string_view rule);
/// side, types, exclude-types, units, formations, …: read by every rule with `filter`.
const std::vector<ParamInfo>& unitFilterParams();

/// One problem with a <check>'s parameters.
struct ParamProblem {
  enum class Kind { Unknown, Type, Missing } kind = Kind::Unknown;
  std::string param;    // the attribute name
  std::string message;  // "parameter 'max-unit' is not one rule setup.stacking.exceeded reads (…)"
};

/// Checks a <check>'s parameters (every attribute but rule, severity, ref, note, mode)
/// against the catalogue: unknown names, values of the wrong type, missing required
/// ones. "unknown" is accepted for every type (the rulebook names the value without
/// giving it). A rule no check implements gives no problems here (the validator reports
/// it as validate.check.unknown-rule).
std::vector<ParamProblem> checkParamProblems(const std::string& rule, const std::map<std::string, std::string>& params);

}  // namespace hexwright::model
