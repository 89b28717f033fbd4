#pragma once
// A validator check enabled by a ruleset schema or by a scenario. Part of
// model/ruleset/ruleset.h; the parameters each rule accepts are catalogued in
// model/validate/check_params.h.
#include <map>
#include <optional>
#include <string>

#include "model/core/diagnostic.h"

namespace hexwright::model {

/// A validator check a ruleset (or scenario) enables: <check rule="setup.stacking.exceeded"
/// severity="error" max-units="3" ref="8.1A"/>. Parameters are kept as text; the value
/// "unknown" means the rulebook names the limit without giving it.
struct CheckConfig {
  std::string rule;  // validator rule id
  Severity severity = Severity::Error;
  std::map<std::string, std::string> params;
  std::string ref;  // rulebook rule number
  std::string notes;
  /// Scenario <check mode="override">: instead of adding a check, sets its parameters and
  /// severity on the ruleset's checks of the same rule (those with the same ref when it
  /// has one).
  bool overrides = false;
  bool keepsSeverity = false;  // an override without severity=: the ruleset's severity stays
  SourceLocation source{};     // where the <check> element is (file, line, column); empty when built in code

  std::optional<std::string> param(const std::string& name) const;  // absent or "unknown": nullopt
  std::optional<double> number(const std::string& name) const;      // nullopt unless a number
  std::optional<int> integer(const std::string& name) const;        // nullopt unless an integer
  bool isUnknown(const std::string& name) const;                    // present with value "unknown"
  friend bool operator==(const CheckConfig&, const CheckConfig&) = default;
};

}  // namespace hexwright::model
