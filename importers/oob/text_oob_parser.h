#pragma once
// Historical order-of-battle listings, one reader for every layout. Each line is
// classified from its words, marks and context, and the tree is built with what is open;
// the published styles (text_style.h) are vocabularies and hints, not grammars: section
// 31 of Bloody April ("Commanding General: …", "First Brigade: Commanding: Col. …; 8th
// Illinois, …", "Artillery:" group lines, "Note:" lines, replacement officers by code),
// the Official Records (a heading, then its commander's line, then one unit per line with
// its officers), Battles and Leaders (the commander after the heading's comma, a
// brigade's units after a colon), and bulleted lists and indented outlines, whose nesting
// (outline_nesting.h) says which entries a line closes and whether it opens a formation.
// Every line either becomes entries or a diagnostic.
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
