#pragma once
// Historical order-of-battle listings (published style, e.g. Bloody April section 31):
// army / corps / division headings, "Commanding General: …" lines, brigade lines
// "First Brigade: Commanding: Col. Abraham M. Hare; 8th Illinois, …", group lines
// ("Artillery:", "Cavalry:", "Unbrigaded:", "Unassigned:"), "Note:" lines and
// replacement-officer lists ("1/1/T: Col. …, Lt. Col. …"). Indented outlines (one
// level per indent) are read too. Every line either becomes entries or a diagnostic.
#include <string>
#include <string_view>
#include <vector>

#include "importers/oob/oob_profile.h"
#include "importers/oob/raw_oob.h"
#include "model/validate/diagnostic.h"

namespace hexwright::importers::oob {

struct TextParseOptions {
  std::string fileName;                // used in provenance and diagnostics
  std::vector<HeadingLevel> headings;  // from the profile; built-in words when empty
};

RawOob parseOobText(std::string_view text, const TextParseOptions& options, model::Diagnostics& diagnostics);

/// True when the text is an indented outline rather than a flat listing.
bool looksLikeOutline(std::string_view text);

}  // namespace hexwright::importers::oob
