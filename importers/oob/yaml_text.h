#pragma once
// A program's data written as YAML (a data set's battle records: "- battle_id: 47" /
// "  forces:" / "    US:" / "      commanders:" …), read as the same tree of values as JSON.
#include <optional>
#include <string_view>

#include "importers/oob/data_text.h"

namespace hexwright::importers::oob {

/// Whether `text` is YAML block data: its lines are "key: value" with lower-case keys
/// ("battle_name:", "full_name:") and "- " items, or it opens with "---" / "%YAML". A
/// listing's "First Brigade: Col. X" lines are not.
bool looksLikeYaml(std::string_view text);

/// The YAML document as one value; nullopt when it does not parse or nests past kDeepestData.
std::optional<DataValue> parseYamlText(std::string_view text);

}  // namespace hexwright::importers::oob
