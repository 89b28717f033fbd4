#pragma once
// An order of battle written as sentences ("The first was Colonel William B. Barton's
// Brigade. This brigade included the 47th New York Volunteer Infantry Regiment (47th NY)
// under the command of Colonel Henry Moore, …"): essays, reports and blog posts tell the
// organization instead of listing it. The paragraph is turned into the lines a listing
// would have printed (a brigade's heading, its commander, each regiment with its officer),
// which the listing reader then reads like any other.
#include <cstddef>
#include <string>
#include <vector>

namespace hexwright::importers::oob {

/// The listing lines a paragraph of prose tells, in its order: a formation it opens
/// ("Barton's Brigade", "Second Brigade"), that formation's commander ("Colonel Joseph
/// Roswell Hawley"), each regiment it names with its remark and officer ("47th New York
/// Volunteer Infantry Regiment (47th NY), Colonel Henry Moore"), and the force's commander
/// ("Brigadier General Truman Seymour"). Empty unless the paragraph names at least
/// `fewestUnits` regiments: a narrative that mentions a unit in passing is no order of
/// battle, but the paragraph after one that was goes on with it. In `anOrder` (a numbered
/// paragraph of a general or special order) a formation given its commander is an entry too.
std::vector<std::string> entriesInProse(const std::string& paragraph, std::size_t fewestUnits, bool anOrder = false);

}  // namespace hexwright::importers::oob
