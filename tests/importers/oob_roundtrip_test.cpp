// export oob then import oob gives the same order of battle (importers/oob/oob_csv_writer.h).
#include <gtest/gtest.h>

#include "importers/oob/oob_csv_writer.h"
#include "oob_test_support.h"

namespace hexwright::testing {
namespace {

/// Provenance names the file an entry was read from, so it differs by design.
model::OrderOfBattle withoutProvenance(model::OrderOfBattle oob) {
  for (auto& f : oob.formations) f.source = {};
  for (auto& u : oob.units) u.source = {};
  return oob;
}

TEST(OobRoundTrip, CsvExportImportsBackUnchanged) {
  const std::string listing =
      "[31.1] UNION: ARMY OF THE TENNESSEE\n"
      "Commanding General: Major General Ulysses S. Grant. Capt. W.S. Hillyer, Aide-de-Camp.\n"
      "SIXTH DIVISION\n"
      "Commanding General: Brig. Gen. Benjamin M. Prentiss. Lieut. Edwin Moore, Aide-de-Camp.\n"
      "First Brigade: Commanding: Colonel Everett Peabody; 12th Michigan, 21st Missouri, 25th Missouri, 16th "
      "Wisconsin\n"
      "Unbrigaded: 15th Iowa (arrived April 6th, ordered to duty with 16th Iowa); 23rd Missouri\n"
      "Artillery: Hickenlooper's Battery, 5th Ohio Light Artillery; Munch's Battery, 1st Minnesota Light Artillery\n"
      "[31.4] CONFEDERATE: ARMY OF THE TRANS-MISSISSIPPI\n"
      "Commanding General: Major General Earl Van Dorn. Lieut. C. Sulivane, Aide-de-Camp.\n"
      "Seventh/Ninth Divisions, Missouri State Guard: Commanding: Brig. Gen. D.M. Frost; McBride's (7th Division) "
      "Infantry\n"
      "[31.5] REPLACEMENT OFFICERS\n"
      "Union: Army of the Tennessee\n"
      "1/6/T: Col. David Moore, Col. Benjamin Allen.\n";
  model::Diagnostics d;
  auto first = importInto(listing, "listing.txt", d);
  ASSERT_TRUE(first.ok) << allDiagnostics(d);
  // Attributes of every type, quotes and commas survive too.
  for (auto& u : first.oob.units)
    if (u.name == "21st Missouri") {
      u.attributes["strength"] = std::int64_t{6};  // 13.72
      u.attributes["morale"] = std::string("?");
      u.notes = "said \"hold\", then held";
    }
  const std::string csv = importers::oob::writeOobCsv(first.oob);
  model::Diagnostics d2;
  const auto second = importInto(csv, "export.csv", d2);
  ASSERT_TRUE(second.ok) << allDiagnostics(d2) << csv;
  EXPECT_EQ(withoutProvenance(second.oob), withoutProvenance(first.oob)) << csv;
  // And exporting again gives the same file.
  EXPECT_EQ(importers::oob::writeOobCsv(second.oob), csv);
}

}  // namespace
}  // namespace hexwright::testing
