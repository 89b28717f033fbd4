#include "importers/oob/text_oob_parser.h"

#include <cctype>
#include <optional>
#include <regex>

#include "importers/oob/leader_text.h"
#include "importers/oob/list_items.h"
#include "importers/oob/text_util.h"

namespace hexwright::importers::oob {
namespace {

std::vector<std::string> lines(std::string_view text) {
  std::vector<std::string> out;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string line(text.substr(start, end - start));
    if (!line.empty() && line.back() == '\r') line.pop_back();
    out.push_back(std::move(line));
    if (end == text.size()) break;
    start = end + 1;
  }
  return out;
}

const std::vector<HeadingLevel>& builtinHeadings() {
  static const std::vector<HeadingLevel> h{{"ARMY OF", "army"}, {"CORPS", "corps"}, {"DIVISION", "division"},
                                           {"BRIGADE", "brigade"}};
  return h;
}

std::size_t wordCount(std::string_view s) {
  std::size_t n = 0;
  bool in = false;
  for (char c : s) {
    const bool space = std::isspace(static_cast<unsigned char>(c)) != 0;
    if (!space && !in) ++n;
    in = !space;
  }
  return n;
}

/// The listing's state: where the next line's entries belong.
class ListingParser {
 public:
  ListingParser(const TextParseOptions& o, model::Diagnostics& d)
      : m_o(o), m_d(d), m_headings(o.headings.empty() ? builtinHeadings() : o.headings) {}

  void line(int number, const std::string& rawLine) {
    m_line = number;
    std::string text = collapseSpaces(rawLine);
    if (text.empty()) return;
    // "[31.1] UNION: ARMY OF THE TENNESSEE": the case number is not part of the entry.
    static const std::regex caseNumber(R"(^\[\d+(\.\d+)*\]\s*)");
    std::smatch m;
    const bool numbered = std::regex_search(text, m, caseNumber);
    if (numbered) text = text.substr(static_cast<std::size_t>(m.length(0)));
    if (containsNoCase(text, "REPLACEMENT OFFICERS") && isUpperCaseText(text)) {
      m_replacements = true;
      return skipped(text, "the replacement officers follow");
    }
    if (m_replacements) return replacementLine(text);
    if (startsWithNoCase(text, "Note:")) return noteLine(trim(text.substr(5)));
    for (const char* prefix : {"Commanding General:", "Commanding:", "Second-in-Command:"}) {
      if (startsWithNoCase(text, prefix)) return commandLine(trim(text.substr(std::string_view(prefix).size())),
                                                             std::string_view(prefix) == "Second-in-Command:");
    }
    if (text == "CASES:") return skipped(text, "a rulebook heading, not an entry");
    if (const auto level = headingLevel(text)) return heading(text, *level);
    const std::size_t colon = findOutsideParens(text, ":");
    if (colon != std::string::npos && colon < 90) return labelledLine(trim(text.substr(0, colon)), trim(text.substr(colon + 1)));
    if (numbered || text == "CASES:") return skipped(text, "a rulebook heading, not an entry");
    return unitLine(text, m_group, m_group);
  }

  RawOob take() { return std::move(m_out); }

 private:
  struct Level {
    std::vector<std::string> path;
    bool set = false;
  };

  model::Location here() const {
    model::Location l;
    l.source = model::SourceLocation{m_o.fileName, m_line, 0};
    return l;
  }
  model::Provenance provenance() const { return {m_o.fileName, m_line}; }

  void skipped(const std::string& text, const std::string& why) {
    m_d.add(model::Severity::Info, "import.oob.text.skipped", "\"" + text + "\": " + why, here());
  }

  /// The formation new brigades and group lines belong to: the division, else the
  /// corps, else the army.
  const std::vector<std::string>* deepest() const {
    if (m_division.set) return &m_division.path;
    if (m_corps.set) return &m_corps.path;
    if (m_army.set) return &m_army.path;
    return nullptr;
  }

  bool headingUnderArmy(const std::string& text) const {
    for (const HeadingLevel& h : m_headings)
      if (containsNoCase(text, h.match)) return h.underArmy;
    return false;
  }

  std::optional<std::string> headingLevel(const std::string& text) const {
    const bool upper = isUpperCaseText(text);
    const bool shortPlain = wordCount(text) <= 5 && text.find(':') == std::string::npos && text.find(',') == std::string::npos;
    if (!upper && !shortPlain) return std::nullopt;
    if (upper && (startsWithNoCase(text, "UNASSIGNED"))) return std::string("unassigned");
    for (const HeadingLevel& h : m_headings) {
      // Mixed-case short lines are headings only for the levels below the army
      // ("First Division"); the army names itself in capitals.
      if (containsNoCase(text, h.match) && (upper || h.level != "army")) return h.level;
    }
    return std::nullopt;
  }

  void heading(const std::string& textIn, const std::string& level) {
    m_group.clear();
    m_groupNote.clear();
    if (level == "unassigned") {
      // Army-level unassigned units (31.1 "UNASSIGNED UNITS"): no formation of their own.
      m_corps = {};
      m_division = {};
      m_group.clear();
      m_groupNote = "Unassigned";
      m_lastHeading = m_army.set ? m_army.path : std::vector<std::string>{};
      return;
    }
    if (level == "none") {
      skipped(textIn, "a heading that only groups what follows");
      return;
    }
    std::string side;
    std::string text = textIn;
    if (level == "army") {
      const std::size_t colon = text.find(':');
      if (colon != std::string::npos) {
        side = trim(text.substr(0, colon));
        text = trim(text.substr(colon + 1));
      }
      m_army = {{text}, true};
      m_side = side;
      m_corps = {};
      m_division = {};
      define(m_army.path, level);
      m_lastHeading = m_army.path;
      return;
    }
    if (!m_army.set) {
      error("import.oob.text.missing-parent", "heading \"" + text + "\" comes before any army heading");
      return;
    }
    if (headingUnderArmy(text)) m_corps = {};
    if (level == "corps") {
      m_corps = {m_army.path, true};
      m_corps.path.push_back(text);
      m_division = {};
      define(m_corps.path, level);
      m_lastHeading = m_corps.path;
    } else {
      // A division (or a brigade given as a heading): under the corps if there is one.
      Level l{m_corps.set ? m_corps.path : m_army.path, true};
      l.path.push_back(text);
      define(l.path, level);
      if (level == "division") m_division = l;
      m_lastHeading = l.path;
    }
  }

  void define(const std::vector<std::string>& path, const std::string& level, const std::string& notes = {}) {
    RawFormation f;
    f.side = m_side;
    f.path = path;
    f.level = level;
    f.notes = notes;
    f.source = provenance();
    m_out.formations.push_back(std::move(f));
  }

  void error(const std::string& rule, const std::string& message) {
    m_d.add(model::Severity::Error, rule, message, here());
  }

  void addLeader(const LeaderText& l, const std::vector<std::string>& path, LeaderRole role, const std::string& notes = {}) {
    RawUnit u;
    u.side = m_side;
    u.path = path;
    u.name = l.rank.empty() ? l.name : l.rank + " " + l.name;
    u.rank = l.rank;
    u.role = role;
    u.notes = l.notes;
    if (!notes.empty()) u.notes += (u.notes.empty() ? "" : "; ") + notes;
    u.source = provenance();
    m_out.units.push_back(std::move(u));
  }

  void commandLine(const std::string& text, bool second) {
    if (m_lastHeading.empty()) {
      error("import.oob.text.missing-parent", "\"" + text + "\": a commander with no army, corps or division heading above");
      return;
    }
    const CommandLine c = parseCommandText(text);
    if (c.leaders.empty() && c.aides.empty()) {
      error("import.oob.text.not-understood", "no leader found in \"" + text + "\"");
      return;
    }
    for (const LeaderText& l : c.leaders)
      addLeader(l, m_lastHeading, second ? LeaderRole::SecondInCommand : LeaderRole::HeadingCommander,
                second ? "Second-in-Command" : "");
    for (const LeaderText& a : c.aides) addLeader(a, m_lastHeading, LeaderRole::Aide);
  }

  void noteLine(const std::string& text) {
    const std::vector<std::string>* at = deepest();
    if (!at) return skipped("Note: " + text, "a note before any formation");
    // Kept on the formation the note follows.
    for (auto it = m_out.formations.rbegin(); it != m_out.formations.rend(); ++it) {
      if (it->path == m_lastHeading) {
        it->notes += (it->notes.empty() ? "" : " ") + text;
        return;
      }
    }
    skipped("Note: " + text, "no formation to attach the note to");
  }

  void labelledLine(const std::string& label, const std::string& rest) {
    static const std::vector<std::string> groupLabels{"Artillery", "Cavalry", "Infantry", "Escort", "Unbrigaded", "Unassigned"};
    for (const std::string& g : groupLabels) {
      if (!equalsNoCase(label, g)) continue;
      const bool unassigned = equalsNoCase(label, "Unassigned");
      const bool typeWord = g != "Unbrigaded" && !unassigned;
      // Inline "Unassigned:" lists units of the corps (or army) the division belongs to.
      const std::vector<std::string>* at = unassigned ? (m_corps.set ? &m_corps.path : (m_army.set ? &m_army.path : nullptr)) : deepest();
      if (!at) return error("import.oob.text.missing-parent", "\"" + label + ":\" comes before any army heading");
      std::string note = m_groupNote;
      if (!typeWord) note += (note.empty() ? "" : "; ") + g;
      return units(rest, *at, typeWord ? g : m_group, note);
    }
    if (startsWithNoCase(rest, "Commanding:")) return formationLine(label, trim(rest.substr(11)));
    error("import.oob.text.not-understood",
          "\"" + label + ":\" is neither a formation (\"…: Commanding: …\") nor a group (Artillery, Cavalry, Infantry, "
          "Escort, Unbrigaded, Unassigned)");
  }

  void formationLine(const std::string& name, const std::string& rest) {
    const std::vector<std::string>* parent = deepest();
    if (!parent) return error("import.oob.text.missing-parent", "\"" + name + "\" comes before any army heading");
    std::vector<std::string> path = *parent;
    path.push_back(name);
    std::string level = "brigade";
    if (containsNoCase(name, "division")) level = "division";
    // The leader ends at the first ";" (or, when the line has none, the first ",").
    std::size_t end = findOutsideParens(rest, ";");
    if (end == std::string::npos) end = findOutsideParens(rest, ",");
    const std::string leader = trim(rest.substr(0, end));
    const std::string list = end == std::string::npos ? std::string() : trim(rest.substr(end + 1));
    define(path, level);
    if (!leader.empty()) addLeader(parseLeader(leader), path, LeaderRole::LineCommander);
    // "The Cavalry Brigade": its units are cavalry unless their names say otherwise.
    units(list, path, name, m_groupNote);
    if (list.empty()) error("import.oob.text.empty", "\"" + name + "\" lists no units");
  }

  void unitLine(const std::string& text, const std::string& typeHint, const std::string&) {
    const std::vector<std::string>* at = deepest();
    if (!at) return error("import.oob.text.not-understood", "\"" + text + "\" is not a heading, leader or unit line");
    if (m_groupNote.empty())
      m_d.add(model::Severity::Info, "import.oob.text.bare-list",
              "a list with no label; read as units of " + at->back(), here());
    units(text, *at, typeHint, m_groupNote);
  }

  void units(const std::string& list, const std::vector<std::string>& path, const std::string& typeHint, const std::string& note) {
    std::vector<ListRemark> remarks;
    for (const ListItem& item : splitUnitList(list, remarks)) {
      RawUnit u;
      u.side = m_side;
      u.path = path;
      u.name = item.name;
      u.type = typeHint;
      u.typeIsHint = true;
      u.notes = item.notes;
      if (!item.group.empty()) u.notes += std::string(u.notes.empty() ? "" : "; ") + "of " + item.group;
      if (!note.empty()) u.notes = note + (u.notes.empty() ? "" : "; ") + u.notes;
      u.source = provenance();
      m_out.units.push_back(std::move(u));
    }
    for (const ListRemark& r : remarks) m_d.add(model::Severity::Warning, r.rule, r.message, here());
  }

  void replacementLine(const std::string& text) {
    static const std::regex code(R"((^|[\s.])(\d+/[A-Za-z0-9/ ]{1,12}?):\s)");
    std::vector<std::pair<std::size_t, std::smatch>> found;
    for (auto it = std::sregex_iterator(text.begin(), text.end(), code); it != std::sregex_iterator(); ++it)
      found.push_back({static_cast<std::size_t>(it->position(2)), *it});
    if (found.empty()) {
      const std::size_t colon = text.find(':');
      if (colon != std::string::npos && containsNoCase(text.substr(colon), "Army")) {
        m_side = trim(text.substr(0, colon));
        return;  // "Union: Army of the Tennessee": whose officers follow
      }
      return skipped(text, "explanatory text");
    }
    for (std::size_t i = 0; i < found.size(); ++i) {
      const std::string formationCode = found[i].second.str(2);
      const std::size_t from = found[i].first + formationCode.size() + 1;
      const std::size_t to = i + 1 < found.size() ? found[i + 1].first : text.size();
      for (const std::string& name : splitOutsideParens(text.substr(from, to - from), ",")) {
        const LeaderText l = parseLeader(name);
        if (l.name.empty()) continue;
        RawUnit u;
        u.side = m_side;
        u.formationCode = formationCode;
        u.name = l.rank.empty() ? l.name : l.rank + " " + l.name;
        u.rank = l.rank;
        u.role = LeaderRole::Replacement;
        u.notes = l.notes;
        u.source = provenance();
        m_out.units.push_back(std::move(u));
      }
    }
  }

  const TextParseOptions& m_o;
  model::Diagnostics& m_d;
  const std::vector<HeadingLevel>& m_headings;
  RawOob m_out;
  int m_line = 0;
  std::string m_side;
  Level m_army, m_corps, m_division;
  std::vector<std::string> m_lastHeading;
  std::string m_group;      // type word of the current group heading, if any
  std::string m_groupNote;  // "Unassigned" under an UNASSIGNED heading
  bool m_replacements = false;
};

std::size_t indentOf(const std::string& line) {
  std::size_t n = 0;
  for (char c : line) {
    if (c == ' ') ++n;
    else if (c == '\t') n += 4;
    else break;
  }
  return n;
}

/// Outlines: a line with deeper lines under it is a formation, any other line a unit
/// (or, starting with a rank, the leader of the formation it sits in).
RawOob parseOutline(const std::vector<std::string>& all, const TextParseOptions& o, model::Diagnostics& d) {
  RawOob out;
  struct Open {
    std::size_t indent;
    std::vector<std::string> path;
  };
  std::vector<Open> stack;
  std::vector<std::size_t> order;
  for (std::size_t i = 0; i < all.size(); ++i)
    if (!trim(all[i]).empty()) order.push_back(i);
  for (std::size_t k = 0; k < order.size(); ++k) {
    const std::string& raw = all[order[k]];
    const int lineNo = static_cast<int>(order[k]) + 1;
    const std::size_t indent = indentOf(raw);
    const std::string text = collapseSpaces(raw);
    while (!stack.empty() && stack.back().indent >= indent) stack.pop_back();
    const bool hasChildren = k + 1 < order.size() && indentOf(all[order[k + 1]]) > indent;
    const std::vector<std::string> parent = stack.empty() ? std::vector<std::string>{} : stack.back().path;
    model::Location here;
    here.source = model::SourceLocation{o.fileName, lineNo, 0};
    if (hasChildren) {
      RawFormation f;
      std::string name = text;
      std::string leader;
      const std::size_t colon = findOutsideParens(text, ":");
      if (colon != std::string::npos) {
        name = trim(text.substr(0, colon));
        leader = trim(text.substr(colon + 1));
        if (startsWithNoCase(leader, "Commanding:")) leader = trim(leader.substr(11));
      }
      f.path = parent;
      f.path.push_back(name);
      f.source = {o.fileName, lineNo};
      out.formations.push_back(f);
      stack.push_back({indent, f.path});
      if (!leader.empty()) {
        const LeaderText l = parseLeader(leader);
        RawUnit u;
        u.path = f.path;
        u.name = l.rank.empty() ? l.name : l.rank + " " + l.name;
        u.rank = l.rank;
        // A formation whose first child is a unit is led by a line commander (a brigade's
        // officer); one over other formations by a heading commander.
        const bool childHasChildren = k + 2 < order.size() && indentOf(all[order[k + 2]]) > indentOf(all[order[k + 1]]);
        u.role = childHasChildren ? LeaderRole::HeadingCommander : LeaderRole::LineCommander;
        u.notes = l.notes;
        u.source = {o.fileName, lineNo};
        out.units.push_back(std::move(u));
      }
      continue;
    }
    if (parent.empty()) {
      d.add(model::Severity::Error, "import.oob.text.missing-parent", "\"" + text + "\" is not under any formation", here);
      continue;
    }
    std::vector<ListRemark> remarks;
    for (const ListItem& item : splitUnitList(text, remarks)) {
      RawUnit u;
      u.path = parent;
      u.name = item.name;
      u.notes = item.notes;
      u.source = {o.fileName, lineNo};
      out.units.push_back(std::move(u));
    }
    for (const ListRemark& r : remarks) d.add(model::Severity::Warning, r.rule, r.message, here);
  }
  return out;
}

}  // namespace

bool looksLikeOutline(std::string_view text) {
  for (const std::string& l : lines(text))
    if (!trim(l).empty() && indentOf(l) > 0) return true;
  return false;
}

RawOob parseOobText(std::string_view text, const TextParseOptions& options, model::Diagnostics& diagnostics) {
  const std::vector<std::string> all = lines(text);
  if (looksLikeOutline(text)) return parseOutline(all, options, diagnostics);
  ListingParser p(options, diagnostics);
  for (std::size_t i = 0; i < all.size(); ++i) p.line(static_cast<int>(i) + 1, all[i]);
  return p.take();
}

}  // namespace hexwright::importers::oob
