#pragma once
// One validation concern (docs/architecture.md, "A validation check"): a Check declares the rule ids it
// may emit and finds problems in a scenario. Checks are registered explicitly in
// check_registry.cpp; the catalogue of rule ids is documented in model/validate/README.md.
#include <string>
#include <vector>

#include "model/core/diagnostic.h"

namespace hexwright::model {

class ValidationContext;

/// One rule id a check may emit.
struct RuleInfo {
  std::string id;     // stable, dotted, never renamed: "setup.stacking.exceeded"
  std::string title;  // one line: what it checks
  Severity defaultSeverity = Severity::Error;
  /// True when the rule runs only where the ruleset enables it with a <check rule="…">
  /// element (its parameters say what to check); false when it always runs.
  bool needsConfig = false;
};

class Check {
 public:
  virtual ~Check() = default;
  /// Short name of the concern, "stacking".
  virtual std::string name() const = 0;
  virtual std::vector<RuleInfo> rules() const = 0;
  /// Reports through ctx.report(), which resolves severities and skips ignored rules.
  virtual void run(const ValidationContext& ctx, Diagnostics& out) const = 0;
};

}  // namespace hexwright::model
