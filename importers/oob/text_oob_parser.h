#pragma once
// Historical order-of-battle listings in the published styles (text_style.h): section
// 31 of Bloody April, the Official Records (a heading, then its commander's line, then
// one unit per line with its officers), Battles and Leaders (the commander after the
// heading's comma, a brigade's units after a colon); bulleted lists and indented
// outlines go to outline_parser.h. The section-31 elements:
// army / corps / division headings, "Commanding General: …" lines, brigade lines
// "First Brigade: Commanding: Col. Abraham M. Hare; 8th Illinois, …", group lines
// ("Artillery:", "Cavalry:", "Unbrigaded:", "Unassigned:"), "Note:" lines and
// replacement-officer lists ("1/1/T: Col. …, Lt. Col. …"). Indented outlines (one
// level per indent) are read too. Every line either becomes entries or a diagnostic.
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "importers/common/oob_profile.h"
#include "importers/oob/raw_oob.h"
#include "model/core/diagnostic.h"

namespace hexwright::importers::oob {

/// What the designer says a line is, over the reader's own guess (the review dialog's
/// "mark line as").
enum class LineMark { Unit, Heading, Note, Ignored };

struct TextParseOptions {
  std::string fileName;                // used in provenance and diagnostics
  std::vector<HeadingLevel> headings;  // from the profile; built-in words when empty
  std::map<int, LineMark> marks;       // by source line
};

RawOob parseOobText(std::string_view text, const TextParseOptions& options, model::Diagnostics& diagnostics);

}  // namespace hexwright::importers::oob
