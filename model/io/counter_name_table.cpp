#include "model/io/counter_name_table.h"

#include <fstream>
#include <map>
#include <mutex>
#include <pugixml.hpp>
#include <sstream>
#include <string_view>

#include "model/io/ruleset_reader.h"
#include "model/io/xml_reader.h"

namespace hexwright::io {

std::optional<std::filesystem::path> oobProfileFile(const std::string& rulesetId) {
  if (rulesetId.empty() || rulesetId.find('/') != std::string::npos || rulesetId.find('\\') != std::string::npos ||
      rulesetId == "." || rulesetId == "..")
    return std::nullopt;
  for (const auto& dir : schemaSearchPath()) {
    const auto candidate = dir / rulesetId / "oob-profile.xml";
    std::error_code ec;
    if (std::filesystem::is_regular_file(candidate, ec)) return candidate;
  }
  return std::nullopt;
}

model::NameAbbreviations counterNameAbbreviations(const std::string& rulesetId) {
  const auto file = oobProfileFile(rulesetId);
  if (!file) return {};
  // The editor paints counters every frame: the profile is parsed once.
  static std::mutex mutex;
  static std::map<std::string, model::NameAbbreviations> cache;
  const std::lock_guard lock(mutex);
  if (const auto it = cache.find(file->string()); it != cache.end()) return it->second;
  model::NameAbbreviations table;
  std::ifstream in(*file, std::ios::binary);
  std::ostringstream bytes;
  bytes << in.rdbuf();
  const std::string text = bytes.str();
  // Through the one XML reader; its problems are `import oob`'s to report, here they
  // only mean no abbreviations.
  model::Diagnostics ignored;
  XmlDoc doc(file->string(), text);
  XmlReader reader(ignored);
  if (in && reader.parse(doc, {"import.oob.profile.encoding", "import.oob.profile.malformed"})) {
    const pugi::xml_node list = doc.root().child("abbreviations");
    table.stripOrdinals = std::string_view(list.attribute("ordinals").value()) == "numbers";
    for (const pugi::xml_node w : list.children("word")) {
      const std::string name = w.attribute("name").value(), as = w.attribute("as").value();
      if (!name.empty() && !as.empty()) table.words.emplace_back(name, as);
    }
  }
  return cache.emplace(file->string(), std::move(table)).first->second;
}

}  // namespace hexwright::io
