#pragma once
// A regiment's roster as adjutant-generals' reports, regimental histories and muster-out rolls
// print it: one man a paragraph, his service told after his name ("Adams, Edwin M. Age 37.
// Residence Marion County, nativity New York. Enlisted Feb. 5, 1864. …", "RICHARD A.
// OAKFORD, colonel, mustered in Aug. 22, 1862; killed at Antietam, Sept. 17, 1862.", "T. W.
// HIGGINSON, 51st Mass. Vols., Nov. 10, 1862; Resigned, …"). Each is a man of the company
// or regiment above him, never a unit of his own; what befell him is his status.
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace hexwright::importers::oob {

struct ServiceRecord {
  std::string man;     // "Adams, Edwin M.", "RICHARD A. OAKFORD, colonel"
  std::string status;  // "killed", "mortally wounded", "wounded", "captured", "missing"; "; "-joined
};

/// The man and his fate when `text` is one man's service record: it opens with his name
/// (no rank before it, no unit's word or number in it) and tells his service ("mustered",
/// "enlisted", "discharged", "resigned", "promoted", "transferred", "deserted", "age 23",
/// "nativity"); nullopt otherwise.
std::optional<ServiceRecord> serviceRecordOf(const std::string& text);

/// "Companies "A," … organized at Camp Curtin, Pa., …", "Regiment attached to McCall's
/// Division, …", "SERVICE.--Reconnaissance to Leesburg, …": whether `text` is a paragraph of
/// a regimental history (Dyer's Compendium, the state histories after it) telling the
/// service of the unit above it, which names places, formations and other units in passing.
bool tellsAUnitsService(const std::string& text);

/// Joins each man's paragraph in `lines` (one string per source line: his record, wrapped
/// onto the lines after it up to a blank one) onto its first line, leaving the others empty
/// so every line keeps its number. Returns how many paragraphs it joined.
std::size_t joinServiceRecords(std::vector<std::string>& lines);

}  // namespace hexwright::importers::oob
