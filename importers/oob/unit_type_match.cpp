#include "importers/oob/unit_type_match.h"

#include <algorithm>
#include <cctype>
#include <vector>

#include "importers/oob/text_util.h"
#include "importers/oob/unit_category.h"

namespace hexwright::importers::oob {
namespace {

/// Spreadsheet spellings of the three arms and of headquarters, any case.
std::string canonicalTypeWord(const std::string& textIn) {
  std::string t = lower(trim(textIn));
  while (!t.empty() && t.back() == '.') t.pop_back();
  for (const char* w : {"inf", "infy", "infantry", "foot", "regiment", "regt"})
    if (t == w) return "Infantry";
  for (const char* w : {"art", "arty", "artillery", "artilery", "bty", "batt", "batty", "battery", "btry", "guns",
                        "lt art", "light artillery"})
    if (t == w) return "Artillery";
  for (const char* w : {"cav", "cavalry", "cavalary", "mounted", "horse"})
    if (t == w) return "Cavalry";
  for (const char* w : {"hq", "headquarters", "leader", "ldr", "commander", "cmdr", "general"})
    if (t == w) return "HQ";
  return {};
}

bool containsWordExact(const std::string& text, const std::string& word) {
  for (std::size_t at = text.find(word); at != std::string::npos; at = text.find(word, at + 1)) {
    const bool startOk = at == 0 || !std::isalnum(static_cast<unsigned char>(text[at - 1]));
    const std::size_t end = at + word.size();
    const bool endOk = end >= text.size() || !std::isalnum(static_cast<unsigned char>(text[end]));
    if (startOk && endOk) return true;
  }
  return false;
}

}  // namespace

std::size_t spellingDistance(const std::string& a, const std::string& b) {
  if (a.size() > b.size() + 3 || b.size() > a.size() + 3) return 4;
  std::vector<std::size_t> prev(b.size() + 1), cur(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) prev[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    cur[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j)
      cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1,
                         prev[j - 1] + (std::tolower(static_cast<unsigned char>(a[i - 1])) !=
                                        std::tolower(static_cast<unsigned char>(b[j - 1])))});
    std::swap(prev, cur);
  }
  return prev[b.size()];
}

// Type words match in any case: "Carnes' (Tennessee) battery" is artillery.
bool containsWord(const std::string& textIn, const std::string& wordIn) {
  return containsWordExact(lower(textIn), lower(wordIn));
}

const model::UnitType* UnitTypeMatcher::byText(const std::string& text) const {
  for (const auto& t : m_r.unitTypes)
    if (equalsNoCase(t.id, text) || equalsNoCase(t.name, text)) return &t;
  if (m_p)
    for (const auto& a : m_p->typeAliases)
      if (equalsNoCase(a.name, text)) return m_r.findUnitType(a.value);
  return nullptr;
}

const model::UnitType* UnitTypeMatcher::byWords(const std::string& text) const {
  if (!m_p) return nullptr;
  for (const auto& w : m_p->typeWords)
    if (containsWord(text, w.word)) return m_r.findUnitType(w.type);
  return nullptr;
}

const model::UnitType* UnitTypeMatcher::byCanonicalWord(const std::string& text) const {
  const std::string c = canonicalTypeWord(text);
  if (c.empty()) return nullptr;
  if (c == "HQ") {
    if (m_p) {
      const std::string t = m_p->typeForRole("heading");
      if (!t.empty()) return m_r.findUnitType(t);
    }
    for (const auto& t : m_r.unitTypes)
      if (t.isLeader) return &t;
    return nullptr;
  }
  if (const auto* t = byText(c)) return t;
  return byWords(c);
}

std::string UnitTypeMatcher::suggestion(const std::string& text) const {
  std::string best;
  std::size_t bestDistance = 3;
  auto consider = [&](const std::string& candidate) {
    const std::size_t dist = spellingDistance(lower(text), lower(candidate));
    if (dist < bestDistance) {
      bestDistance = dist;
      best = candidate;
    }
  };
  for (const auto& t : m_r.unitTypes) {
    consider(t.id);
    consider(t.name);
  }
  for (const char* w : {"Infantry", "Artillery", "Cavalry", "Battery", "HQ"}) consider(w);
  std::string known;
  for (const auto& t : m_r.unitTypes) known += (known.empty() ? "" : ", ") + t.id;
  return (best.empty() ? "" : "did you mean \"" + best + "\"? ") + "The types are " + known +
         ", or Inf, Arty, Bty, Cav, HQ in any case";
}

const model::UnitType* UnitTypeMatcher::typeOf(const RawUnit& u, const std::string& level, OobBuildReport& r) const {
  const bool stated = !u.type.empty() && !u.typeIsHint;
  if (!stated && u.role != LeaderRole::None && m_p) {
    const std::string t = m_p->typeForRole(leaderRoleName(u.role), level);
    if (!t.empty()) return m_r.findUnitType(t);
  }
  if (stated) {
    if (const auto* t = byText(u.type)) return t;
    if (const auto* t = byWords(u.type)) return t;
    if (const auto* t = byCanonicalWord(u.type)) return t;
    // The entry is not made a counter of a type nobody chose; it waits in its
    // formation's notes for the designer, and the rest is imported.
    r.report(model::Severity::Warning, "import.oob.unknown-type",
             "\"" + u.name + "\": type \"" + u.type + "\" is none of the ruleset's unit types; " + suggestion(u.type) +
                 "; kept in its formation's notes, not imported",
             u.source);
    return nullptr;
  }
  // The name's own words, then the heading it sits under ("Cavalry.", "The Cavalry
  // Brigade"), then a remark ("fought dismounted as infantry" is about the brigade).
  if (const auto* t = byWords(u.name)) return t;
  // "2nd U.S. Dgns.", "DuBois Baty", "1st Maine H. Art'y": an arm the profile's words miss.
  const std::string arm = statedArm(u.name);
  if (arm == "artillery" || arm == "cavalry")
    if (const auto* t = byCanonicalWord(arm)) return t;
  // "1st Michigan Engineers" listed under "Artillery.": its own arm, not the heading's.
  if (!u.type.empty() && arm != "other") {
    if (const auto* t = byText(u.type)) return t;
    if (const auto* t = byWords(u.type)) return t;
    if (const auto* t = byCanonicalWord(u.type)) return t;
  }
  if (const auto* t = byWords(u.notes)) return t;
  if (m_p && !m_p->defaultType.empty()) return m_r.findUnitType(m_p->defaultType);
  r.report(model::Severity::Error, "import.oob.unknown-type",
           "\"" + u.name + "\": the type is not given and cannot be told from the name", u.source);
  return nullptr;
}

}  // namespace hexwright::importers::oob
