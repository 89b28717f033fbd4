#pragma once
// Which counters a scenario needs: every unit and leader of the OOB (grouped by side,
// in OOB order) and, on request, the schema's markers with their stated counts.
#include <string>
#include <vector>

#include "exporters/render/counter_painter.h"
#include "model/core/diagnostic.h"

namespace hexwright::exporters {

struct CounterSection {
  std::string title;  // "Union", "Confederate", "Markers"
  std::vector<CounterSpec> counters;
};

/// Markers whose count the schema does not state are printed once, with an info
/// diagnostic naming them (the designer can print more).
std::vector<CounterSection> buildCounterManifest(const model::Scenario& scenario, const model::Ruleset* ruleset,
                                                 bool markers, model::Diagnostics& diagnostics);

}  // namespace hexwright::exporters
