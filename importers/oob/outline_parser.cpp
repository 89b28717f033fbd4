#include "importers/oob/outline_parser.h"

#include <algorithm>
#include <functional>
#include <optional>

#include "importers/oob/leader_text.h"
#include "importers/oob/list_items.h"
#include "importers/oob/text_patterns.h"
#include "importers/oob/text_style.h"
#include "importers/oob/text_util.h"
#include "model/io/io_limits.h"

namespace hexwright::importers::oob {
namespace {

struct Node {
  std::string name;
  std::string commander;  // as written
  int line = 0;
  long key = 0;  // nesting key: larger is deeper
  std::vector<std::size_t> children;
  std::optional<std::size_t> parent;
};

const std::vector<std::string>& levelOrder() {
  static const std::vector<std::string> l{"army", "corps", "division", "brigade"};
  return l;
}

/// The level a name states ("Second Division" → division); empty when it states none.
std::string statedLevel(const std::string& name) {
  const std::string l = " " + lower(name) + " ";
  // "IV Army Corps" is a corps.
  if (l.find(" corps ") != std::string::npos) return "corps";
  if (l.find(" army ") != std::string::npos) return "army";
  if (l.find(" division ") != std::string::npos) return "division";
  if (l.find(" brigade ") != std::string::npos) return "brigade";
  return {};
}

bool isGrouping(const std::string& name) {
  const std::string l = lower(name);
  for (const char* g : {"artillery", "cavalry", "infantry", "escort", "unattached", "unassigned", "unbrigaded",
                        "not brigaded", "reserve artillery", "artillery reserve", "sharpshooters", "engineers",
                        "provost guard", "troops not brigaded", "headquarters", "siege artillery", "light artillery"})
    if (l == g) return true;
  return l.ends_with(" wing") || l == "center";
}

std::string groupType(const std::string& name) {
  for (const char* t : {"Cavalry", "Artillery", "Infantry"})
    if (containsNoCase(name, t)) return t;
  return {};
}

std::string sideWord(const std::string& text) {
  if (containsNoCase(text, "army of") && !startsWithNoCase(text, "union") && !startsWithNoCase(text, "confederate"))
    return {};
  const std::string l = " " + lower(text) + " ";
  for (const char* w : {" union ", " federal ", " u.s. ", " united states "})
    if (l.find(w) != std::string::npos) return "union";
  for (const char* w : {" confederate ", " c.s. ", " rebel "})
    if (l.find(w) != std::string::npos) return "confederate";
  return {};
}

/// "Fourth Brigade – Brig. Gen. Lovell H. Rousseau", "6th Indiana: Col. Thomas T.
/// Crittenden", "6th Indiana (Col. Thomas T. Crittenden)", "6th Indiana, Col. …".
std::pair<std::string, std::string> splitCommander(const std::string& text) {
  for (const char* sep : {" - ", ": ", ", "}) {
    const std::size_t at = findOutsideParens(text, sep);
    if (at == std::string::npos) continue;
    const std::string rest = trim(text.substr(at + std::string_view(sep).size()));
    if (rankLengthAt(rest) > 0) return {trim(text.substr(0, at)), rest};
  }
  if (!text.empty() && text.back() == ')') {
    const std::size_t open = text.rfind('(');
    if (open != std::string::npos && open > 0) {
      const std::string inner = text.substr(open + 1, text.size() - open - 2);
      if (rankLengthAt(inner) > 0) return {trim(text.substr(0, open)), inner};
    }
  }
  return {text, {}};
}

}  // namespace

std::string stripMarkup(const std::string& text) { return collapseSpaces(stripWikiMarkup(text)); }

RawOob parseOutlineLines(const std::vector<std::string>& all, bool bullets, const TextParseOptions& o,
                         model::Diagnostics& d, const std::vector<int>* numbers) {
  RawOob out;
  std::vector<Node> nodes;
  std::vector<std::size_t> roots;
  std::vector<std::size_t> stack;
  std::string side;
  auto where = [&](int line) {
    model::Location l;
    l.source = model::SourceLocation{o.fileName, line, 0};
    return l;
  };
  for (std::size_t i = 0; i < all.size(); ++i) {
    const std::string& raw = all[i];
    if (trim(raw).empty()) continue;
    const int lineNo = numbers ? (*numbers)[i] : static_cast<int>(i) + 1;
    std::size_t stars = 0;
    // A bullet is dropped from the text in an indented outline too; only a bulleted list
    // nests by it.
    std::size_t bullet = bulletLength(raw, stars);
    if (!bullets) stars = 0;
    std::string text = stripMarkup(trim(raw.substr(bullet)));
    // "== Union ==", "## Confederate Army": section headings of a list.
    bool sectionHeading = bullets && bullet == 0;
    if (text.starts_with("=") || text.starts_with("#")) {
      while (!text.empty() && (text.front() == '=' || text.front() == '#')) text.erase(text.begin());
      while (!text.empty() && text.back() == '=') text.pop_back();
      text = trim(text);
      sectionHeading = true;
    }
    while (!text.empty() && (text.back() == ':' || text.back() == '.' || text.back() == ';')) text.pop_back();
    if (text.empty()) continue;
    // "## Union: Army of the Ohio": the side, then the heading.
    if (sectionHeading) {
      const std::size_t colon = text.find(": ");
      if (colon != std::string::npos && !sideWord(text.substr(0, colon)).empty()) {
        side = sideWord(text.substr(0, colon));
        text = trim(text.substr(colon + 2));
      }
    }
    if (sectionHeading || (!bullets && indentOf(raw) == 0 && !sideWord(text).empty() && statedLevel(text) != "army")) {
      if (const std::string s = sideWord(text); !s.empty()) {
        side = s;
        stack.clear();
        ++out.notesRead;
        d.add(model::Severity::Info, "import.oob.text.skipped", "\"" + text + "\": a title; the side is " + s,
              where(lineNo));
        continue;
      }
      // "## IV Corps - Maj. Gen. David S. Stanley": a heading that names a level is a
      // formation above the bullets that follow; its level orders it among headings.
      const std::string headingLevel = statedLevel(splitCommander(text).first);
      if (bullets && headingLevel.empty()) {
        // "== Union ==" or "Abbreviations": a section heading, not an entry.
        ++out.notesRead;
        d.add(model::Severity::Info, "import.oob.text.skipped", "\"" + text + "\": a section heading, not an entry",
              where(lineNo));
        continue;
      }
    }
    // "== Army of the Tennessee ==" then "* Army of the Tennessee - MG Grant": the heading
    // and the bullet are one formation; the bullet's commander goes to it.
    {
      const auto [again, againCommander] = splitCommander(text);
      bool merged = false;
      for (std::size_t open : stack)
        if (!sectionHeading && nodes[open].key < 0 && equalsNoCase(nodes[open].name, again)) {
          if (nodes[open].commander.empty()) nodes[open].commander = againCommander;
          ++out.notesRead;
          merged = true;
        }
      if (merged) continue;
    }
    Node n;
    const auto [name, commander] = splitCommander(text);
    n.name = name;
    n.commander = commander;
    n.line = lineNo;
    // Repeated "*" nest by count; otherwise by indentation, compared only with the
    // lines open above (relative, so two spaces or four mean the same).
    n.key = static_cast<long>(stars > 1 ? stars * 1000 : 0) + static_cast<long>(indentOf(raw));
    if (sectionHeading) {
      const auto& order = levelOrder();
      const auto at = std::find(order.begin(), order.end(), statedLevel(n.name));
      n.key = at == order.end() ? -1 : -1000 + 100 * static_cast<long>(at - order.begin());
    }
    while (!stack.empty() && nodes[stack.back()].key >= n.key) stack.pop_back();
    // No army is 64 levels deep; deeper nesting only costs: every entry copies its path,
    // and the walk below recurses once per level.
    if (stack.size() >= static_cast<std::size_t>(io::kMaxFormationDepth)) {
      ++out.notUnderstood;
      d.add(model::Severity::Error, "import.oob.text.too-deep",
            "\"" + n.name.substr(0, io::kMaxEchoBytes) + "\" is nested more than " +
                std::to_string(io::kMaxFormationDepth) + " levels deep; no order of battle has that many levels",
            where(lineNo));
      return out;
    }
    const std::size_t index = nodes.size();
    if (!stack.empty()) {
      n.parent = stack.back();
      nodes[stack.back()].children.push_back(index);
    } else {
      roots.push_back(index);
    }
    nodes.push_back(std::move(n));
    stack.push_back(index);
  }

  // Walk the tree: formations get a level from their name or, failing that, one below
  // their parent's; groupings pass their parent on with a type.
  struct Context {
    std::vector<std::string> path;
    std::string level;  // of the formation `path` names
    std::string typeHint;
    std::string note;
  };
  std::vector<std::string> rootSides(nodes.size());
  auto addLeaders = [&](const std::string& text, const Context& at, int line, const std::string& note) {
    for (const LeaderText& l : parseLeaderList(text)) {
      if (l.name.empty() || looksLikeNameFragment(l.name)) {
        // "Brig" alone: a name cut at its rank's period; no leader is made of it.
        d.add(model::Severity::Warning, "import.oob.text.fragment",
              "\"" + text + "\" has a rank without a name; no leader read", where(line));
        continue;
      }
      RawUnit u;
      u.side = side;
      u.path = at.path;
      u.name = leaderDisplayName(l);
      u.rank = l.rank;
      u.status = l.status;
      u.notes = l.notes;
      if (!note.empty()) u.notes = note + (u.notes.empty() ? "" : "; ") + u.notes;
      u.role = at.level == "brigade" ? LeaderRole::LineCommander : LeaderRole::HeadingCommander;
      u.source = {o.fileName, line};
      out.units.push_back(std::move(u));
    }
  };
  bool placeholder = false;
  std::function<void(std::size_t, const Context&)> walk = [&](std::size_t i, const Context& ctx) {
    const Node& n = nodes[i];
    const std::string stated = statedLevel(n.name);
    const bool hasChildren = !n.children.empty();
    // A formation at `level`: its commander, then everything under it.
    auto enterFormation = [&](const std::string& level) {
      Context child{ctx.path, level, groupType(n.name), {}};
      child.path.push_back(n.name);
      RawFormation f;
      f.side = side;
      f.path = child.path;
      f.level = level;
      f.source = {o.fileName, n.line};
      out.formations.push_back(f);
      if (!n.commander.empty()) addLeaders(n.commander, child, n.line, {});
      for (std::size_t c : n.children) walk(c, child);
    };
    if (!stated.empty() && (hasChildren || !n.commander.empty() || stated == "army")) return enterFormation(stated);
    if (hasChildren && isGrouping(n.name)) {
      Context child = ctx;
      const std::string t = groupType(n.name);
      if (!t.empty())
        child.typeHint = t;
      else
        child.note = n.name;
      // A wing stands where a corps would: what it holds are divisions.
      if ((lower(n.name).ends_with(" wing") || lower(n.name) == "center") && ctx.level == "army") child.level = "corps";
      if (!n.commander.empty()) addLeaders(n.commander, ctx, n.line, "commanded the " + n.name);
      for (std::size_t c : n.children) walk(c, child);
      return;
    }
    if (hasChildren) {
      // A named formation ("Rousseau's", "Hardee's Command"): one level below its parent.
      std::string level = "army";
      if (!ctx.path.empty()) {
        const auto& order = levelOrder();
        const auto it = std::find(order.begin(), order.end(), ctx.level);
        level = (it == order.end() || it + 1 == order.end()) ? "brigade" : *(it + 1);
      }
      return enterFormation(level);
    }
    if (ctx.path.empty()) {
      // Entries above every formation go under a placeholder army the designer renames.
      if (!placeholder) {
        RawFormation f;
        f.side = side;
        f.path = {kUnnamedArmy};
        f.level = "army";
        f.notes = "the listing names no army: rename it";
        f.source = {o.fileName, n.line};
        out.formations.push_back(f);
        d.add(model::Severity::Warning, "import.oob.army.placeholder",
              "\"" + n.name + "\" is not under any formation; it goes under \"" + kUnnamedArmy +
                  "\": rename it, or give --army NAME",
              where(n.line));
        placeholder = true;
      }
      return walk(i, Context{{kUnnamedArmy}, "army", ctx.typeHint, ctx.note});
    }
    // A leaf that is a leader: the formation's commander.
    if (rankLengthAt(n.name) > 0) {
      addLeaders(n.commander.empty() ? n.name : n.name + ", " + n.commander, ctx, n.line, ctx.note);
      return;
    }
    std::vector<ListRemark> remarks;
    std::vector<ListItem> items = splitUnitList(n.name, remarks);
    shareTheLastName(items);
    for (const ListItem& item : items) {
      if (item.name.empty()) continue;
      if (looksLikeNameFragment(item.name))
        d.add(model::Severity::Warning, "import.oob.text.fragment",
              "\"" + item.name + "\" looks like a piece of a name or rank, not a unit; read as a unit, check the line",
              where(n.line));
      RawUnit u;
      u.side = side;
      u.path = ctx.path;
      u.name = item.name;
      u.type = ctx.typeHint;
      u.typeIsHint = true;
      u.notes = item.notes;
      if (!ctx.note.empty()) u.notes = ctx.note + (u.notes.empty() ? "" : "; ") + u.notes;
      for (const std::string& officer : item.officers) u.officers.push_back(leaderSummary(parseLeader(officer)));
      if (&item == &items.back() && !n.commander.empty())
        for (const LeaderText& l : parseLeaderList(n.commander))
          if (!l.name.empty()) u.officers.push_back(leaderSummary(l));
      u.source = {o.fileName, n.line};
      out.units.push_back(std::move(u));
    }
    for (const ListRemark& r : remarks) d.add(model::Severity::Warning, r.rule, r.message, where(n.line));
  };
  for (std::size_t r : roots) walk(r, Context{});
  return out;
}

}  // namespace hexwright::importers::oob
