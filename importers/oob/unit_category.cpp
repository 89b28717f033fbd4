#include "importers/oob/unit_category.h"

#include <cctype>

#include "importers/oob/text_util.h"

namespace hexwright::importers::oob {
namespace {

bool hasWord(const std::string& padded, std::initializer_list<const char*> words) {
  for (const char* w : words)
    if (padded.find(w) != std::string::npos) return true;
  return false;
}

}  // namespace

std::string statedArm(const std::string& text) {
  std::string t = " " + lower(text) + " ";
  for (char& c : t)
    if (c == '.' || c == ',' || c == '(' || c == ')' || c == ';' || c == ':' || c == '-') c = ' ';
  t = " " + collapseSpaces(t) + " ";
  if (hasWord(t, {" engineer", " pioneer", " pontonier", " signal ", " sappers", " miners", " mechanics", " engrs "}))
    return "other";
  // Printed abbreviations too: "Art'y", "H. Art'y", "Baty", "Btty", "Lt. Art.".
  if (hasWord(
          t, {" battery",   " batteries", " artillery", " arty ",  " art ",      " art'y",      " artil",   " btry",
              " btty",      " bty ",      " baty",      " batt ",  " battn art", " light art",  " guns ",   " howitzer",
              " horse art", " lt art",    " h art",     " batt'y", " bat'y",     " artillerie", " batterie"}))
    return "artillery";
  // "Dgns", "Drag.", "Cav.", "Mtd. Inf.", "M. I.", "Mounted Rifles".
  // "15th Illinois Calvary": the misspelling is common enough in print to be read.
  if (hasWord(t,
              {" cavalry", " calvary", " cav ", " cavy", " mounted", " rangers", " dragoon", " dgns", " drag ",
               " horse ", " partisan", " scouts", " lancers", " mtd ", " m i ", " mtd", " kavallerie", " cavalerie"}))
    return "cavalry";
  return {};
}

std::string unitCategory(const RawUnit& unit) {
  if (std::string c = statedArm(unit.name); !c.empty()) return c;
  if (std::string c = statedArm(unit.type); !c.empty()) return c;
  return "infantry";
}

bool namesAnOrderOfBattleEntry(const std::string& name) {
  // Characters no unit's or formation's name is written with: a name full of them is junk,
  // whatever ordinal its letters happen to hold ("x9@3rd!k{").
  std::size_t odd = 0;
  for (char c : name) odd += std::string_view("@#$%^*+=<>{}[]|\\~`_").find(c) != std::string_view::npos ? 1 : 0;
  if (odd * 20 > name.size()) return false;
  for (std::size_t i = 0; i < name.size(); ++i) {
    if (!std::isdigit(static_cast<unsigned char>(name[i]))) continue;
    std::size_t e = i;
    while (e < name.size() && std::isdigit(static_cast<unsigned char>(name[e]))) ++e;
    // An ordinal is a word of its own: "8th", "22d" ("2d" and "3d" only after a 2 or a 3),
    // not "9D" or "4thx" in a run of junk.
    const bool starts = i == 0 || !std::isalnum(static_cast<unsigned char>(name[i - 1]));
    const std::string suffix = lower(name.substr(e, 2));
    const std::size_t after = e + (suffix.starts_with("d") && name[e] == 'd' ? 1 : 2);
    const bool ends = after >= name.size() || !std::isalpha(static_cast<unsigned char>(name[after]));
    const bool dOrdinal = name[e - 1] >= '2' && name[e - 1] <= '3' && e < name.size() && name[e] == 'd';
    if (starts && ends && (suffix == "st" || suffix == "nd" || suffix == "rd" || suffix == "th" || dOrdinal))
      return true;
    i = e;
  }
  const std::string l = " " + lower(name) + " ";
  for (const char* w :
       {" brigade", " division", " corps", "army of", " wing", "batter", "regiment", "battalion", "cavalry",
        "artillery", "infantry", "legion", "squadron", "compan", "zouave", "sharpshooter", "volunteer", "rifles",
        "dragoon", "engineer", "guard", "kavallerie", "cavalerie", "artillerie", "infanterie",
        // Hungarian: "2. wisconsini gyalogezred" (regiment), "dandár" (brigade).
        "ezred", "dand\u00e1r", "hadoszt\u00e1ly", "hadtest"})
    if (l.find(w) != std::string::npos) return true;
  return false;
}

}  // namespace hexwright::importers::oob
