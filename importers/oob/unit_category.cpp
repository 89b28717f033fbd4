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
          t, {" battery", " batteries", " artillery", " arty ", " art ", " art'y", " artil", " btry", " btty", " bty ",
              " baty", " batt ", " battn art", " light art", " guns ", " howitzer", " horse art", " lt art", " h art"}))
    return "artillery";
  // "Dgns", "Drag.", "Cav.", "Mtd. Inf.", "M. I.", "Mounted Rifles".
  // "15th Illinois Calvary": the misspelling is common enough in print to be read.
  if (hasWord(t, {" cavalry", " calvary", " cav ", " cavy", " mounted", " rangers", " dragoon", " dgns", " drag ",
                  " horse ", " partisan", " scouts", " lancers", " mtd ", " m i ", " mtd"}))
    return "cavalry";
  return {};
}

std::string unitCategory(const RawUnit& unit) {
  if (std::string c = statedArm(unit.name); !c.empty()) return c;
  if (std::string c = statedArm(unit.type); !c.empty()) return c;
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
