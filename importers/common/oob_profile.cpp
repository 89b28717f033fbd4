// Reads oob-profile.xml (docs/oob-profile.md). "unknown" is a value in its own right:
// the rulebook names the quantity but does not give it.
#include "importers/common/oob_profile.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <pugixml.hpp>
#include <sstream>

#include "importers/common/input_file.h"
#include "importers/oob/text_util.h"
#include "model/io/ruleset_reader.h"
#include "model/io/xml_reader.h"

namespace hexwright::importers::oob {
namespace {

// The profile's own rules over the shared XML reader (model/io/xml_reader.h), which
// places every message at its element or attribute, line and column.
class ProfileReader {
 public:
  ProfileReader(const io::XmlDoc& doc, io::XmlReader& reader) : m_doc(doc), m_reader(reader) {}

  void error(const pugi::xml_node& n, const std::string& message) {
    m_reader.error(m_doc, n, "import.oob.profile.invalid", message);
    m_failed = true;
  }
  void warnUnknownElement(const pugi::xml_node& n) {
    m_reader.warning(m_doc, n, {}, "import.oob.profile.unknown-element",
                     "<" + std::string(n.name()) + "> is not part of an OOB profile; ignored");
  }
  std::string required(const pugi::xml_node& n, const char* name) {
    const pugi::xml_attribute a = n.attribute(name);
    if (!a) error(n, "<" + std::string(n.name()) + "> needs " + name + "=\"…\"");
    return a.value();
  }
  /// nullopt for "unknown" or absent; an error for text that is not a number.
  std::optional<double> number(const pugi::xml_node& n, const char* name) {
    const std::string v = n.attribute(name).value();
    if (v.empty() || v == "unknown") return std::nullopt;
    try {
      std::size_t used = 0;
      const double x = std::stod(v, &used);
      if (used == v.size() && x > 0) return x;
    } catch (const std::exception&) {
    }
    m_reader.error(m_doc, n, name, "import.oob.profile.invalid",
                   std::string(name) + "=\"" + v + "\" is neither a positive number nor \"unknown\"");
    m_failed = true;
    return std::nullopt;
  }
  bool failed() const { return m_failed; }

 private:
  const io::XmlDoc& m_doc;
  io::XmlReader& m_reader;
  bool m_failed = false;
};

using io::forEachElement;

std::vector<std::string> words(const std::string& s) {
  std::vector<std::string> out;
  std::istringstream in(s);
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

void readStrength(const pugi::xml_node& n, ProfileReader& r, OobProfile& p) {
  p.strength.attribute = r.required(n, "attribute");
  p.strength.menPerPoint = r.number(n, "men-per-point");
  p.strength.rule = n.attribute("rule").value();
  const std::string rounding = n.attribute("rounding").value();
  if (rounding == "down")
    p.strength.rounding = Rounding::Down;
  else if (rounding == "up")
    p.strength.rounding = Rounding::Up;
  else if (rounding == "nearest")
    p.strength.rounding = Rounding::Nearest;
  else if (!rounding.empty() && rounding != "unknown")
    r.error(n, "rounding=\"" + rounding + "\": expected down, up, nearest or unknown");
  if (const auto m = r.number(n, "minimum")) p.strength.minimum = static_cast<long>(*m);
}

void readPairs(const pugi::xml_node& n, ProfileReader& r, const char* element, const char* from, const char* to,
               std::vector<NameToValue>& out) {
  forEachElement(n, [&](pugi::xml_node c) {
    if (std::string_view(c.name()) != element) return r.warnUnknownElement(c);
    out.push_back({r.required(c, from), r.required(c, to), c.attribute("rule").value()});
  });
}

void readTypes(const pugi::xml_node& n, ProfileReader& r, OobProfile& p) {
  p.defaultType = n.attribute("default").value();
  if (p.defaultType == "unknown") p.defaultType.clear();
  forEachElement(n, [&](pugi::xml_node c) {
    const std::string_view name = c.name();
    if (name == "alias")
      p.typeAliases.push_back({r.required(c, "name"), r.required(c, "type"), c.attribute("rule").value()});
    else if (name == "word")
      p.typeWords.push_back({r.required(c, "word"), r.required(c, "type")});
    else if (name == "leader")
      p.roleTypes.push_back(
          {r.required(c, "role"), r.required(c, "type"), c.attribute("rule").value(), c.attribute("level").value()});
    else
      r.warnUnknownElement(c);
  });
}

void readCodes(const pugi::xml_node& n, ProfileReader& r, OobProfile& p) {
  p.codeAttribute = n.attribute("attribute").value();
  p.codeLevels = words(n.attribute("levels").value());
  if (n.attribute("separator")) p.codeSeparator = n.attribute("separator").value();
  p.codeRule = n.attribute("rule").value();
  forEachElement(n, [&](pugi::xml_node c) {
    const std::string_view name = c.name();
    if (name == "part") {
      p.codeParts.push_back(
          {r.required(c, "level"), r.required(c, "name"), c.attribute("part").value(), c.attribute("rule").value()});
      if (!c.attribute("part")) r.error(c, "<part> needs part=\"…\" (empty leaves the formation out of codes)");
    } else if (name == "code") {
      p.fixedCodes.push_back({r.required(c, "formation"), r.required(c, "code"), c.attribute("rule").value()});
    } else {
      r.warnUnknownElement(c);
    }
  });
}

}  // namespace

namespace {
/// A rank's abbreviation written out, so that "MG", "Maj. Gen." and "Major General" are
/// one rank to a profile that lists any of them.
void spelledOut(const std::string& word, std::vector<std::string>& words) {
  static const std::map<std::string, std::vector<std::string>> full = {{"mg", {"major", "general"}},
                                                                       {"bg", {"brigadier", "general"}},
                                                                       {"ltg", {"lieutenant", "general"}},
                                                                       {"ltc", {"lieutenant", "colonel"}},
                                                                       {"1lt", {"first", "lieutenant"}},
                                                                       {"2lt", {"second", "lieutenant"}},
                                                                       {"gen", {"general"}},
                                                                       {"brig", {"brigadier"}},
                                                                       {"maj", {"major"}},
                                                                       {"col", {"colonel"}},
                                                                       {"capt", {"captain"}},
                                                                       {"cpt", {"captain"}},
                                                                       {"lt", {"lieutenant"}},
                                                                       {"lieut", {"lieutenant"}},
                                                                       {"sergt", {"sergeant"}},
                                                                       {"sgt", {"sergeant"}},
                                                                       {"majgen", {"major", "general"}},
                                                                       {"briggen", {"brigadier", "general"}},
                                                                       {"ltgen", {"lieutenant", "general"}},
                                                                       {"ltcol", {"lieutenant", "colonel"}},
                                                                       {"lieutcol", {"lieutenant", "colonel"}}};
  if (const auto it = full.find(word); it != full.end())
    words.insert(words.end(), it->second.begin(), it->second.end());
  else
    words.push_back(word);
}

/// A rank's words in lower case, whatever its punctuation: "Brig.-Gen'l", "Brig. Gen." and
/// "BRIG GEN" are all {"brig", "gen"}.
std::vector<std::string> rankWordsOf(const std::string& text) {
  std::vector<std::string> words;
  std::string w;
  for (std::size_t i = 0; i <= text.size(); ++i) {
    const char c = i < text.size() ? text[i] : ' ';
    if (std::isalnum(static_cast<unsigned char>(c))) {
      w += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    } else if (c == '\'' && i + 1 < text.size() && text[i + 1] == 'l' && !w.empty()) {
      ++i;  // "Gen'l": a contraction is the word it shortens
    } else if (!w.empty()) {
      spelledOut(w, words);
      w.clear();
    }
  }
  return words;
}
}  // namespace

const NameToValue* OobProfile::rankOf(const std::string& text) const {
  const std::vector<std::string> said = rankWordsOf(text);
  const NameToValue* best = nullptr;
  std::size_t bestWords = 0;
  for (const NameToValue& r : ranks) {
    // Whole words: "Col." must not match "Colonel" and "Major" must not match "Majority".
    const std::vector<std::string> words = rankWordsOf(r.name);
    if (words.empty() || words.size() > said.size() || !std::equal(words.begin(), words.end(), said.begin())) continue;
    // The whole rank: "Lieutenant" is not a lieutenant general, nor "Major" a major general.
    if (said.size() > words.size() && (said[words.size()] == "general" || said[words.size()] == "colonel")) continue;
    if (!best || words.size() > bestWords) {
      best = &r;
      bestWords = words.size();
    }
  }
  return best;
}

std::string OobProfile::typeForRole(const std::string& role, const std::string& level) const {
  for (const RoleType& t : roleTypes)
    if (t.role == role && !t.level.empty() && t.level == level) return t.type;
  for (const RoleType& t : roleTypes)
    if (t.role == role && t.level.empty()) return t.type;
  return {};
}

std::optional<OobProfile> readOobProfile(const std::filesystem::path& file, model::Diagnostics& diagnostics) {
  const std::string shown = file.string();
  const auto read = readInputFile(file, "the OOB profile", "import.oob.profile.missing", diagnostics);
  if (!read) return std::nullopt;
  const std::string& text = *read;
  io::XmlDoc doc(shown, text);
  io::XmlReader reader(diagnostics, "import.oob.profile.truncated");
  if (!reader.parse(doc, {"import.oob.profile.encoding", "import.oob.profile.malformed"})) return std::nullopt;
  ProfileReader r(doc, reader);
  const pugi::xml_node root = doc.root();
  if (std::string_view(root.name()) != "oob-profile") {
    r.error(root, "the root element must be <oob-profile>");
    return std::nullopt;
  }
  OobProfile p;
  p.file = shown;
  p.ruleset = root.attribute("ruleset").value();
  forEachElement(root, [&](pugi::xml_node n) {
    const std::string_view name = n.name();
    if (name == "strength")
      readStrength(n, r, p);
    else if (name == "guns") {
      p.guns.attribute = r.required(n, "attribute");
      p.guns.gunsPerPoint = r.number(n, "guns-per-point");
      p.guns.rule = n.attribute("rule").value();
    } else if (name == "weapons") {
      p.weaponAttribute = r.required(n, "attribute");
      p.weaponRule = n.attribute("rule").value();
      readPairs(n, r, "weapon", "name", "class", p.weapons);
    } else if (name == "types")
      readTypes(n, r, p);
    else if (name == "headings") {
      forEachElement(n, [&](pugi::xml_node c) {
        if (std::string_view(c.name()) != "heading") return r.warnUnknownElement(c);
        p.headings.push_back(
            {r.required(c, "match"), r.required(c, "level"), std::string_view(c.attribute("under").value()) == "army"});
      });
    } else if (name == "ranks") {
      p.rankAttribute = n.attribute("attribute").value();
      p.rankRule = n.attribute("rule").value();
      readPairs(n, r, "rank", "text", "value", p.ranks);
    } else if (name == "abbreviations") {
      p.stripOrdinals = std::string_view(n.attribute("ordinals").value()) == "numbers";
      p.leaderSurname = std::string_view(n.attribute("leaders").value()) == "surname";
      p.abbreviationRule = n.attribute("rule").value();
      readPairs(n, r, "word", "name", "as", p.abbreviations);
    } else if (name == "codes")
      readCodes(n, r, p);
    else
      r.warnUnknownElement(n);
  });
  reader.finish();
  if (r.failed()) return std::nullopt;
  return p;
}

OobProfile genericOobProfile(const model::Ruleset& ruleset) {
  OobProfile p;
  p.ruleset = ruleset.id;
  p.generic = true;
  auto firstWith = [&](auto pred) -> std::string {
    for (const auto& t : ruleset.unitTypes)
      if (pred(t)) return t.id;
    return {};
  };
  const std::string infantry =
      firstWith([](const model::UnitType& t) { return !t.isLeader && t.symbol == model::NatoSymbol::Infantry; });
  const std::string artillery =
      firstWith([](const model::UnitType& t) { return !t.isLeader && t.symbol == model::NatoSymbol::Artillery; });
  const std::string cavalry =
      firstWith([](const model::UnitType& t) { return !t.isLeader && t.symbol == model::NatoSymbol::Cavalry; });
  const std::string leader =
      firstWith([](const model::UnitType& t) { return t.isLeader && t.symbol == model::NatoSymbol::Leader; });
  const std::string hq =
      firstWith([](const model::UnitType& t) { return t.isLeader && t.symbol == model::NatoSymbol::Headquarters; });
  const std::string anyLeader = firstWith([](const model::UnitType& t) { return t.isLeader; });
  for (const char* w : {"Battery", "Batteries", "Artillery", "Section"})
    if (!artillery.empty()) p.typeWords.push_back({w, artillery});
  for (const char* w : {"Cavalry", "Dragoons", "Squadron", "Mounted Rifles", "Rangers"})
    if (!cavalry.empty()) p.typeWords.push_back({w, cavalry});
  for (const char* w : {"Infantry", "Regiment", "Battalion", "Sharpshooters", "Zouaves"})
    if (!infantry.empty()) p.typeWords.push_back({w, infantry});
  // A regiment with no type word is infantry only if the schema has exactly one
  // infantry-symbol type; otherwise the type stays unknown (an error naming the unit).
  std::size_t infantryTypes = 0;
  for (const auto& t : ruleset.unitTypes) infantryTypes += !t.isLeader && t.symbol == model::NatoSymbol::Infantry;
  if (infantryTypes == 1) p.defaultType = infantry;
  const std::string lineLeader = !leader.empty() ? leader : anyLeader;
  const std::string headingLeader = !hq.empty() ? hq : lineLeader;
  if (!lineLeader.empty()) {
    for (const char* role : {"line", "aide", "replacement"}) p.roleTypes.push_back({role, lineLeader, {}, {}});
    for (const char* role : {"heading", "second"}) p.roleTypes.push_back({role, headingLeader, {}, {}});
  }
  return p;
}

}  // namespace hexwright::importers::oob
