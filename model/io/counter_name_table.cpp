#include "model/io/counter_name_table.h"

#include <filesystem>
#include <map>
#include <mutex>
#include <pugixml.hpp>
#include <string_view>

#include "model/io/ruleset_reader.h"

namespace hexwright::io {

model::NameAbbreviations counterNameAbbreviations(const std::string& rulesetId) {
  if (rulesetId.empty() || rulesetId.find('/') != std::string::npos || rulesetId.find('\\') != std::string::npos ||
      rulesetId == "." || rulesetId == "..")
    return {};
  std::filesystem::path file;
  for (const auto& dir : schemaSearchPath()) {
    std::error_code ec;
    if (std::filesystem::is_regular_file(dir / rulesetId / "oob-profile.xml", ec)) {
      file = dir / rulesetId / "oob-profile.xml";
      break;
    }
  }
  if (file.empty()) return {};
  // The editor paints counters every frame: the profile is parsed once.
  static std::mutex mutex;
  static std::map<std::string, model::NameAbbreviations> cache;
  const std::lock_guard lock(mutex);
  if (const auto it = cache.find(file.string()); it != cache.end()) return it->second;
  model::NameAbbreviations table;
  pugi::xml_document doc;
  if (doc.load_file(file.c_str())) {
    const pugi::xml_node list = doc.child("oob-profile").child("abbreviations");
    table.stripOrdinals = std::string_view(list.attribute("ordinals").value()) == "numbers";
    for (const pugi::xml_node w : list.children("word")) {
      const std::string name = w.attribute("name").value(), as = w.attribute("as").value();
      if (!name.empty() && !as.empty()) table.words.emplace_back(name, as);
    }
  }
  return cache.emplace(file.string(), std::move(table)).first->second;
}

}  // namespace hexwright::io
