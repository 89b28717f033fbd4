#pragma once
// The tool options as key/value text, so the frame can keep them across restarts (per
// ruleset, in the user's configuration) and a restart paints with what was chosen.
#include <map>
#include <string>

#include "editor/core/tool.h"

namespace hexwright::editor {

using SettingsMap = std::map<std::string, std::string>;

SettingsMap saveToolSettings(const ToolSettings& s);
/// Applies what `values` holds; keys it lacks and values that do not parse are left alone.
/// Flood fill is turned off: it is never kept (each document opened starts without it).
void loadToolSettings(ToolSettings& s, const SettingsMap& values);

}  // namespace hexwright::editor
