#pragma once
// The list of checks the validator runs, filled explicitly (no static registrars: a
// static library drops an object file nothing references, and the registrar with it).
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "model/validate/check.h"

namespace hexwright::model {

class CheckRegistry {
 public:
  /// Adds a check; its rule ids must not already be registered (throws std::logic_error).
  void add(std::unique_ptr<Check> check);

  const std::vector<std::unique_ptr<Check>>& checks() const { return m_checks; }
  /// Every rule id of every check, in registration order.
  const std::vector<RuleInfo>& rules() const { return m_rules; }
  const RuleInfo* findRule(const std::string& id) const;

 private:
  std::vector<std::unique_ptr<Check>> m_checks;
  std::vector<RuleInfo> m_rules;
  std::unordered_map<std::string, std::size_t> m_ruleIndex;
};

/// Registers every built-in check, in the order they run.
void registerBuiltinChecks(CheckRegistry& registry);

/// A registry with the built-in checks, built once on first use.
const CheckRegistry& builtinChecks();

}  // namespace hexwright::model
