#include "editor/core/tool_settings_io.h"

#include <charconv>

namespace hexwright::editor {

namespace {

bool toInt(const std::string& text, int& out) {
  int v = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (ec != std::errc{} || end != text.data() + text.size()) return false;
  out = v;
  return true;
}

}  // namespace

// Flood fill is not kept: it repaints a whole region in one click, so every session and
// every document opened starts without it, and a mode left on last week (or in another
// ruleset) never floods a map.
SettingsMap saveToolSettings(const ToolSettings& s) {
  return {{"terrain", s.terrain},
          {"brushSize", std::to_string(s.brushSize)},
          {"hexsideType", s.hexsideType},
          {"elevationMode", std::to_string(static_cast<int>(s.elevationMode))},
          {"elevationLevel", std::to_string(s.elevationLevel)},
          {"routeType", s.routeType},
          {"featureType", s.featureType},
          {"areaKind", s.areaKind},
          {"labelText", s.labelText},
          {"labelStyle", s.labelStyle},
          {"vectorType", s.vectorType}};
}

void loadToolSettings(ToolSettings& s, const SettingsMap& values) {
  auto text = [&](const char* key, std::string& target) {
    if (auto it = values.find(key); it != values.end()) target = it->second;
  };
  auto number = [&](const char* key, int& target, int min, int max) {
    int v = 0;
    if (auto it = values.find(key); it != values.end() && toInt(it->second, v) && v >= min && v <= max) target = v;
  };
  s.floodFill = false;
  text("terrain", s.terrain);
  number("brushSize", s.brushSize, 1, 3);
  text("hexsideType", s.hexsideType);
  int mode = static_cast<int>(s.elevationMode);
  number("elevationMode", mode, 0, 2);
  s.elevationMode = static_cast<ElevationMode>(mode);
  number("elevationLevel", s.elevationLevel, -1000, 1000);
  text("routeType", s.routeType);
  text("featureType", s.featureType);
  text("areaKind", s.areaKind);
  text("labelText", s.labelText);
  text("labelStyle", s.labelStyle);
  text("vectorType", s.vectorType);
}

}  // namespace hexwright::editor
