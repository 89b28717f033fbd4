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

std::string categoryOfText(const std::string& text) {
  std::string t = " " + lower(text) + " ";
  for (char& c : t)
    if (c == '.' || c == ',' || c == '(' || c == ')' || c == ';' || c == ':') c = ' ';
  if (hasWord(t, {" engineer", " pioneer", " pontonier", " signal ", " sappers", " miners", " mechanics"}))
    return "other";
  if (hasWord(t, {" battery", " batteries", " artillery", " arty ", " art ", " btry", " bty ", " baty", " battn art",
                  " light art", " guns ", " howitzer", " horse art", " lt art"}))
    return "artillery";
  if (hasWord(t, {" cavalry", " cav ", " cav ", " mounted", " rangers", " dragoons", " horse ", " partisan", " scouts",
                  " lancers", " mtd "}))
    return "cavalry";
  return {};
}

}  // namespace

std::string unitCategory(const RawUnit& unit) {
  if (std::string c = categoryOfText(unit.name); !c.empty()) return c;
  if (std::string c = categoryOfText(unit.type); !c.empty()) return c;
  return "infantry";
}

bool namesAnOrderOfBattleEntry(const std::string& name) {
  for (std::size_t i = 0; i < name.size(); ++i) {
    if (!std::isdigit(static_cast<unsigned char>(name[i]))) continue;
    std::size_t e = i;
    while (e < name.size() && std::isdigit(static_cast<unsigned char>(name[e]))) ++e;
    const std::string suffix = lower(name.substr(e, 2));
    if (suffix == "st" || suffix == "nd" || suffix == "rd" || suffix == "th" || suffix.starts_with("d")) return true;
    i = e;
  }
  const std::string l = " " + lower(name) + " ";
  for (const char* w : {" brigade",  " division",    " corps",    "army of",  " wing",   "batter",   "regiment",
                        "battalion", "cavalry",      "artillery", "infantry", "legion",  "squadron", "compan",
                        "zouave",    "sharpshooter", "volunteer", "rifles",   "dragoon", "engineer", "guard"})
    if (l.find(w) != std::string::npos) return true;
  return false;
}

}  // namespace hexwright::importers::oob
