#include "importers/oob/infobox_fields.h"

#include <array>
#include <cctype>

#include "importers/oob/text_util.h"

namespace hexwright::importers::oob {
namespace {

/// "map_type", "Map Type", "no-location-property" → "maptype", "nolocationproperty".
std::string keyWord(std::string_view key) {
  std::string k;
  for (char c : key)
    if (std::isalnum(static_cast<unsigned char>(c)))
      k += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return k;
}

bool isPageField(const std::string& k) {
  static const std::array<const char*, 28> fields{
      "conflict",  "partof",    "image",      "imagesize",   "imageupright", "alt",
      "caption",   "date",      "place",      "location",    "coordinates",  "nolocationproperty",
      "maptype",   "maprelief", "mapsize",    "mapmarksize", "mapcaption",   "maplabel",
      "territory", "result",    "status",     "notes",       "campaignbox",  "combatantsheader",
      "units",     "strength",  "casualties", "commander"};
  for (const char* f : fields)
    if (k == f) return true;
  return false;
}

/// "commander1" → (Commander, 1); nullopt when the key is no numbered side field.
std::optional<std::pair<InfoboxKey, int>> sideField(const std::string& k) {
  if (k.size() < 2 || !std::isdigit(static_cast<unsigned char>(k.back())) || k.back() == '0' || k.back() > '3')
    return std::nullopt;
  const std::string stem = k.substr(0, k.size() - 1);
  const int side = k.back() - '0';
  if (stem == "combatant") return std::pair{InfoboxKey::Combatant, side};
  if (stem == "commander") return std::pair{InfoboxKey::Commander, side};
  if (stem == "units") return std::pair{InfoboxKey::Units, side};
  if (stem == "strength") return std::pair{InfoboxKey::Strength, side};
  if (stem == "casualties") return std::pair{InfoboxKey::Casualties, side};
  return std::nullopt;
}

}  // namespace

std::optional<InfoboxField> infoboxField(std::string_view line, bool inInfobox) {
  std::string_view t = line;
  while (!t.empty() && (t.front() == ' ' || t.front() == '|' || t.front() == '-')) t.remove_prefix(1);
  const std::size_t eq = t.find('='), colon = t.find(':');
  const std::size_t at = std::min(eq, colon);
  if (at == std::string_view::npos || at == 0 || at > 30) return std::nullopt;
  const std::string_view key = t.substr(0, at);
  if (key.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_- ") !=
      std::string_view::npos)
    return std::nullopt;
  InfoboxField f;
  const std::string k = keyWord(key);
  if (const auto s = sideField(k)) {
    f.key = s->first;
    f.side = s->second;
  } else if (!inInfobox || !isPageField(k)) {
    return std::nullopt;
  }
  f.name = trim(std::string(key));
  f.value = trim(std::string(t.substr(at + 1)));
  return f;
}

bool isInfoboxTitle(std::string_view line) {
  const std::size_t b = line.find_first_not_of(' ');
  // (Looked at only where the word can start: every line of a listing comes here.)
  if (b == std::string_view::npos || (line[b] != 'I' && line[b] != 'i') || line.size() - b > 40) return false;
  const std::string t = lower(trim(std::string(line)));
  return t == "infobox" || t.starts_with("infobox military") || t.starts_with("infobox battle");
}

std::vector<std::string> infoboxItems(std::string_view value) {
  // "CabellPOW M. Jeff Thompson": the icon's text glued between two names.
  std::string t;
  for (std::size_t i = 0; i < value.size(); ++i) {
    bool fate = false;
    for (const auto& [word, mark] : {std::pair{"POW", " (c); "}, {"KIA", " (k); "}, {"WIA", " (w); "}}) {
      if (i > 0 && std::islower(static_cast<unsigned char>(value[i - 1])) && value.substr(i, 3) == word &&
          (i + 3 == value.size() || !std::isalpha(static_cast<unsigned char>(value[i + 3])))) {
        t += mark;
        i += 2;
        fate = true;
        break;
      }
    }
    if (!fate) t += value[i];
  }
  std::vector<std::string> items;
  std::size_t b = 0;
  while (b <= t.size()) {
    std::size_t e = t.size();
    std::size_t skip = 0;
    for (const char* sep : {";", ", ", " and "}) {
      const std::size_t at = t.find(sep, b);
      if (at < e) {
        e = at;
        skip = std::string_view(sep).size();
      }
    }
    std::string item = trim(t.substr(b, e - b));
    // "John Smith, Jr.": the suffix is the name's.
    if (!items.empty() && (item == "Jr." || item == "Sr." || item == "Jr" || item == "Sr"))
      items.back() += ", " + item;
    else if (!item.empty())
      items.push_back(item);
    if (e == t.size()) break;
    b = e + skip;
  }
  return items;
}

}  // namespace hexwright::importers::oob
