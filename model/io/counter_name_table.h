#pragma once
// The word abbreviations a ruleset's counters print, as its OOB profile states them
// (schemas/<id>/oob-profile.xml, `<abbreviations>`: "1 Neb is the 1st Nebraska
// regiment", Bloody April 2.37). The importer reads the whole profile to build
// designations; every painter of a counter (printed sheets, VASSAL images, the editor)
// reads only this table through here, so all of them shorten a name the same way.
#include <filesystem>
#include <optional>
#include <string>

#include "model/oob/short_names.h"

namespace hexwright::io {

/// schemas/<id>/oob-profile.xml, the first on the schema search path; nullopt when there
/// is none or `rulesetId` is not a plain name (it never climbs out of the schema folders).
/// The one lookup: the OOB importer, the converter and the counter painters use it.
std::optional<std::filesystem::path> oobProfileFile(const std::string& rulesetId);

/// The stated abbreviations for ruleset `rulesetId`, from the first oob-profile.xml on
/// the schema search path. Empty when there is none or it cannot be read: names then
/// print as written (fewer abbreviations, never an error; `hexwright import oob` reports
/// a broken profile). Read once per process and file.
model::NameAbbreviations counterNameAbbreviations(const std::string& rulesetId);

}  // namespace hexwright::io
