#pragma once
// Scenarios and rulesets built in code for the painter and export tests: small, with
// every kind of map object, so the golden logs and PDFs exercise every layer.
#include <filesystem>
#include <string>

#include "model/ruleset/ruleset.h"
#include "model/scenario/scenario.h"

namespace hexwright::exporters::testing {

/// A hex ruleset with terrain patterns, every hexside style, routes, camps and other
/// features, elevation levels, two coloured sides, counter layouts and markers.
model::Ruleset hexRuleset();
/// `cols` x `rows` flat-top map (odd columns shoved, labels "0101") with terrain,
/// elevation, a river, slopes, roads, camps, areas, labels and a small OOB.
model::Scenario hexScenario(int cols = 8, int rows = 6);
/// A tabletop ruleset (inches, yards per inch as a range) and a 48x36 table with
/// woods, a stream, a road and two deployment zones.
model::Ruleset tableRuleset();
model::Scenario tableScenario();

/// A fresh empty folder under the test temp dir, removed when the process exits.
std::filesystem::path tempDir(const std::string& name);
/// Runs a shell command, returns its stdout; `status` gets the exit status.
std::string run(const std::string& command, int* status = nullptr);

}  // namespace hexwright::exporters::testing
