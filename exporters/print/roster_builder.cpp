#include "exporters/print/roster_builder.h"

#include <algorithm>

#include "exporters/print/roster_layouts.h"

namespace hexwright::exporters {

RosterDocument buildRosters(const model::Scenario& s, const model::Ruleset* rs, double pageW, double pageH,
                            double margin) {
  const RosterSource source(s, rs);
  const double portrait = std::min(pageW, pageH) - 2 * margin;
  const double landscape = std::max(pageW, pageH) - 2 * margin;
  RosterDocument doc = rs && rs->roster ? schemaRosters(source, *rs->roster, portrait, landscape)
                                        : genericRosters(source, portrait, landscape);
  doc.title = (s.title.empty() ? std::string("Scenario") : s.title) + " - rosters";
  return doc;
}

}  // namespace hexwright::exporters
