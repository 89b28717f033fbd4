#pragma once
// Bulleted lists (Wikipedia-style "*", "**", "-", "•", "1.") and indented outlines. The
// nesting comes from relative indentation (or the number of repeated "*"), a child's
// level from its parent's ("a division's child is a brigade"), never from absolute
// depth. "Name – Commander", "Name: Commander" and "Name (Commander)" give a
// formation its leader and a unit its officers; footnote markers ("[1]") and link
// markup are dropped. Groupings ("Artillery", "Cavalry", "Escort") type their children.
#include <string>
#include <vector>

#include "importers/oob/raw_oob.h"
#include "importers/oob/text_oob_parser.h"
#include "model/core/diagnostic.h"

namespace hexwright::importers::oob {

/// `numbers`, when given, are the source line numbers of `lines` (cleaned listings drop
/// and join lines); otherwise line i is line i + 1.
RawOob parseOutlineLines(const std::vector<std::string>& lines, bool bullets, const TextParseOptions& options,
                         model::Diagnostics& diagnostics, const std::vector<int>* numbers = nullptr);

/// "[[6th Indiana Infantry Regiment|6th Indiana]][1]" → "6th Indiana".
std::string stripMarkup(const std::string& text);

}  // namespace hexwright::importers::oob
