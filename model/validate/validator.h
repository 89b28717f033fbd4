#pragma once
// validate(): runs every registered check over a scenario against its ruleset, then
// marks waived diagnostics (keeping the waiver's comment) and caps each rule's output.
#include <cstddef>

#include "model/core/diagnostic.h"
#include "model/ruleset/ruleset.h"
#include "model/scenario/scenario.h"

namespace hexwright::model {

class CheckRegistry;

struct ValidateOptions {
  /// Diagnostics listed per rule id; the rest are summarised by one
  /// "validate.limit.exceeded" diagnostic. 0: no limit.
  std::size_t maxPerRule = 50;
  /// The checks to run; nullptr: builtinChecks().
  const CheckRegistry* registry = nullptr;
};

/// Severity resolution: each rule's default, overridden by the ruleset's <check
/// rule="…" severity="…">, overridden by the scenario's SeverityOverride; a rule
/// resolved to "ignore" is not reported. A Waiver matches a diagnostic with its rule
/// id whose location text equals the waiver's location, or one comma-separated part of
/// it ("hex 1809" waives "hex 1809, unit u-8-ill"); an empty location waives every
/// location. Waived diagnostics stay in the list, marked, with the waiver's comment.
Diagnostics validate(const Scenario& scenario, const Ruleset& ruleset, const ValidateOptions& options = {});

}  // namespace hexwright::model
