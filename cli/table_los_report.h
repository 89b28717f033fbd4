#pragma once
// `analyze los` on a tabletop: points in inches (or a unit's set-up position) instead of
// hexes, a line's verdict or what a position sees on a grid of points over the table.
#include <nlohmann/json.hpp>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "model/analysis/table_line_of_sight.h"
#include "model/core/diagnostic.h"
#include "model/scenario/scenario.h"

namespace hexwright::cli {

struct TableLosRequest {
  std::vector<std::string> from;  // "X,Y" in inches, or a unit id with a set-up position
  std::string to;
  std::optional<double> range;  // inches; unset: the whole table
  double step = 1.0;            // inches between the viewshed's points
};

/// "X,Y" inches on the table, or the position of a unit placed at one; an error names
/// the table's size or the unit's missing position.
std::optional<model::Vec2> tablePointOf(const std::string& text, const model::Scenario& scenario,
                                        model::Diagnostics& d);

/// The side of the units the lines start from, when every --from is a unit of one side.
std::optional<model::SideId> sideOfViewers(const std::vector<std::string>& from, const model::Scenario& scenario);

/// Runs the request; prints text to `out` unless `json`, and returns the JSON result.
nlohmann::ordered_json reportTableLos(const TableLosRequest& request, const model::TableLosEngine& engine,
                                      const model::Scenario& scenario, const model::Ruleset& ruleset,
                                      model::Diagnostics& d, bool json, std::ostream& out);

}  // namespace hexwright::cli
