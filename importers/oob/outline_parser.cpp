#include "importers/oob/outline_parser.h"

#include <algorithm>
#include <optional>

#include "importers/common/input_location.h"
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
  // "Light Batteries", "Horse batteries": batteries are artillery.
  if (containsNoCase(name, "batteries")) return "Artillery";
  return {};
}

/// "Light Batteries", "Artillery", "Unattached Cavalry": a label over a list of units, no
/// unit of its own (no ordinal, no owner's name).
bool isGroupingLabel(const std::string& label) {
  if (label.empty() || label.size() > 40 || label.find_first_of("0123456789'") != std::string::npos) return false;
  if (isGrouping(label)) return true;
  static const char* const kWords[] = {"light",      "heavy",     "horse",   "siege",    "reserve",
                                       "batteries",  "artillery", "cavalry", "infantry", "unattached",
                                       "unassigned", "escort",    "and"};
  for (std::size_t b = 0; b < label.size();) {
    const std::size_t e = std::min(label.find(' ', b), label.size());
    const std::string w = lower(label.substr(b, e - b));
    if (!w.empty() && std::find(std::begin(kWords), std::end(kWords), w) == std::end(kWords)) return false;
    b = e + 1;
  }
  return true;
}

std::string sideWord(const std::string& text) {
  if (containsNoCase(text, "army of") && !startsWithNoCase(text, "union") && !startsWithNoCase(text, "confederate"))
    return {};
  // "Battery M, 4th U.S. (Canby)" in a line of batteries names a unit, not a side: a
  // side's heading holds no ordinal and no list.
  if (text.size() > 80 || text.find_first_of("0123456789;") != std::string::npos) return {};
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

/// The outline as read: every entry, the tops of its trees, and the sides named, by line.
struct Outline {
  std::vector<Node> nodes;
  std::vector<std::size_t> roots;
  std::vector<std::pair<int, std::string>> sides;  // (line, side) in reading order

  /// The side in force at `line`: the one named last above it. Before any is named, the
  /// first one named (a listing's title may follow its first lines, as a caption does).
  /// A page listing both armies under "Union" and "Confederate" headings gives each its own.
  std::string sideAt(int line) const {
    std::string side = sides.empty() ? std::string() : sides.front().second;
    for (const auto& [at, named] : sides)
      if (at <= line) side = named;
    return side;
  }
};

/// The line's entry text: no bullet, markup or closing punctuation. `stars` is the
/// bullet's count of "*" (a bulleted list nests by it); `sectionHeading` whether the
/// line heads a section rather than being an entry of one.
std::string entryText(const std::string& raw, bool bullets, std::size_t& stars, bool& sectionHeading) {
  // A bullet is dropped from the text in an indented outline too; only a bulleted list
  // nests by it.
  std::size_t bullet = bulletLength(raw, stars);
  if (!bullets) stars = 0;
  std::string text = stripMarkup(trim(raw.substr(bullet)));
  // "== Union ==", "## Confederate Army": section headings of a list.
  sectionHeading = bullets && bullet == 0;
  if (text.starts_with("=") || text.starts_with("#")) {
    while (!text.empty() && (text.front() == '=' || text.front() == '#')) text.erase(text.begin());
    while (!text.empty() && text.back() == '=') text.pop_back();
    text = trim(text);
    sectionHeading = true;
  }
  while (!text.empty() && (text.back() == ':' || text.back() == '.' || text.back() == ';')) text.pop_back();
  return text;
}

/// Where an entry nests: compared only with the entries open above it.
long nestingKey(const std::string& raw, std::size_t stars, bool sectionHeading, const std::string& name) {
  // Repeated "*" nest by count; otherwise by indentation, compared only with the
  // lines open above (relative, so two spaces or four mean the same).
  long key = static_cast<long>(stars > 1 ? stars * 1000 : 0) + static_cast<long>(indentOf(raw));
  if (sectionHeading) {
    const auto& order = levelOrder();
    const auto at = std::find(order.begin(), order.end(), statedLevel(name));
    key = at == order.end() ? -1 : -1000 + 100 * static_cast<long>(at - order.begin());
  }
  return key;
}

/// The first pass: the lines into a tree of entries, nested as they are written.
class OutlineReader {
 public:
  OutlineReader(bool bullets, const TextParseOptions& o, model::Diagnostics& d, RawOob& out)
      : m_bullets(bullets), m_o(o), m_d(d), m_out(out) {}

  /// Reads one non-blank line; false when it nests too deep to read on.
  bool read(const std::string& raw, int lineNo) {
    std::size_t stars = 0;
    bool sectionHeading = false;
    std::string text = entryText(raw, m_bullets, stars, sectionHeading);
    if (text.empty()) return true;
    // "## Union: Army of the Ohio": the side, then the heading.
    if (sectionHeading) {
      const std::size_t colon = text.find(": ");
      if (colon != std::string::npos && !sideWord(text.substr(0, colon)).empty()) {
        m_tree.sides.emplace_back(lineNo, sideWord(text.substr(0, colon)));
        text = trim(text.substr(colon + 2));
      }
    }
    if (skippedAsHeading(raw, text, sectionHeading, lineNo)) return true;
    if (mergedIntoHeading(text, sectionHeading)) return true;
    return addEntry(raw, text, stars, sectionHeading, lineNo);
  }

  const Outline& tree() const { return m_tree; }

 private:
  /// A title naming the side, or a section heading that names no level: no entry.
  bool skippedAsHeading(const std::string& raw, const std::string& text, bool sectionHeading, int lineNo) {
    const bool heading =
        sectionHeading || (!m_bullets && indentOf(raw) == 0 && !sideWord(text).empty() && statedLevel(text) != "army");
    if (!heading) return false;
    if (const std::string s = sideWord(text); !s.empty()) {
      m_tree.sides.emplace_back(lineNo, s);
      m_stack.clear();
      ++m_out.notesRead;
      m_d.add(model::Severity::Info, "import.oob.text.skipped", "\"" + text + "\": a title; the side is " + s,
              atInputLine(m_o.fileName, lineNo));
      return true;
    }
    // "## IV Corps - Maj. Gen. David S. Stanley": a heading that names a level is a
    // formation above the bullets that follow; its level orders it among headings.
    const std::string headingLevel = statedLevel(splitCommander(text).first);
    if (m_bullets && headingLevel.empty()) {
      // "== Union ==" or "Abbreviations": a section heading, not an entry.
      ++m_out.notesRead;
      m_d.add(model::Severity::Info, "import.oob.text.skipped", "\"" + text + "\": a section heading, not an entry",
              atInputLine(m_o.fileName, lineNo));
      return true;
    }
    return false;
  }

  /// "== Army of the Tennessee ==" then "* Army of the Tennessee - MG Grant": the heading
  /// and the bullet are one formation; the bullet's commander goes to it.
  bool mergedIntoHeading(const std::string& text, bool sectionHeading) {
    const auto [again, againCommander] = splitCommander(text);
    bool merged = false;
    for (std::size_t open : m_stack)
      if (!sectionHeading && m_tree.nodes[open].key < 0 && equalsNoCase(m_tree.nodes[open].name, again)) {
        if (m_tree.nodes[open].commander.empty()) m_tree.nodes[open].commander = againCommander;
        ++m_out.notesRead;
        merged = true;
      }
    return merged;
  }

  /// The entry under the deepest open entry that nests above it; false when that is too deep.
  bool addEntry(const std::string& raw, const std::string& text, std::size_t stars, bool sectionHeading, int lineNo) {
    std::vector<Node>& nodes = m_tree.nodes;
    Node n;
    const auto [name, commander] = splitCommander(text);
    n.name = name;
    n.commander = commander;
    n.line = lineNo;
    n.key = nestingKey(raw, stars, sectionHeading, n.name);
    while (!m_stack.empty() && nodes[m_stack.back()].key >= n.key) m_stack.pop_back();
    // No army is 64 levels deep; deeper nesting only costs: every entry copies its path,
    // and the walk below recurses once per level.
    if (m_stack.size() >= static_cast<std::size_t>(io::kMaxFormationDepth)) {
      ++m_out.notUnderstood;
      m_d.add(model::Severity::Error, "import.oob.text.too-deep",
              "\"" + n.name.substr(0, io::kMaxEchoBytes) + "\" is nested more than " +
                  std::to_string(io::kMaxFormationDepth) + " levels deep; no order of battle has that many levels",
              atInputLine(m_o.fileName, lineNo));
      return false;
    }
    const std::size_t index = nodes.size();
    if (!m_stack.empty()) {
      n.parent = m_stack.back();
      nodes[m_stack.back()].children.push_back(index);
    } else {
      m_tree.roots.push_back(index);
    }
    nodes.push_back(std::move(n));
    m_stack.push_back(index);
    return true;
  }

  const bool m_bullets;
  const TextParseOptions& m_o;
  model::Diagnostics& m_d;
  RawOob& m_out;
  Outline m_tree;
  std::vector<std::size_t> m_stack;  // the entries open above the next line
};

/// Where the walk stands: the formation entries go under and what they inherit.
struct WalkContext {
  std::vector<std::string> path;
  std::string level;  // of the formation `path` names
  std::string typeHint;
  std::string note;
};

/// A named formation ("Rousseau's", "Hardee's Command"): one level below its parent.
std::string levelBelow(const WalkContext& ctx) {
  std::string level = "army";
  if (!ctx.path.empty()) {
    const auto& order = levelOrder();
    const auto it = std::find(order.begin(), order.end(), ctx.level);
    level = (it == order.end() || it + 1 == order.end()) ? "brigade" : *(it + 1);
  }
  return level;
}

/// The second pass. Walk the tree: formations get a level from their name or, failing
/// that, one below their parent's; groupings pass their parent on with a type.
class OutlineWalker {
 public:
  OutlineWalker(const Outline& tree, const TextParseOptions& o, model::Diagnostics& d, RawOob& out)
      : m_tree(tree), m_o(o), m_d(d), m_out(out) {}

  void walkAll() {
    for (std::size_t r : m_tree.roots) walk(r, WalkContext{});
  }

 private:
  void walk(std::size_t i, const WalkContext& ctx) {
    const Node& n = m_tree.nodes[i];
    const std::string stated = statedLevel(n.name);
    const bool hasChildren = !n.children.empty();
    if (!stated.empty() && (hasChildren || !n.commander.empty() || stated == "army"))
      return enterFormation(n, ctx, stated);
    if (hasChildren && isGrouping(n.name)) return enterGrouping(n, ctx);
    if (hasChildren) return enterFormation(n, ctx, levelBelow(ctx));
    if (ctx.path.empty()) {
      // Entries above every formation go under a placeholder army the designer renames.
      if (!m_placeholder) addPlaceholderArmy(n);
      return walk(i, WalkContext{{kUnnamedArmy}, "army", ctx.typeHint, ctx.note});
    }
    // A leaf that is a leader: the formation's commander.
    if (rankLengthAt(n.name) > 0) {
      addLeaders(n.commander.empty() ? n.name : n.name + ", " + n.commander, ctx, n.line, ctx.note);
      return;
    }
    addUnits(n, ctx);
  }

  /// A formation at `level`: its commander, then everything under it.
  void enterFormation(const Node& n, const WalkContext& ctx, const std::string& level) {
    WalkContext child{ctx.path, level, groupType(n.name), {}};
    child.path.push_back(n.name);
    RawFormation f;
    f.side = m_tree.sideAt(n.line);
    f.path = child.path;
    f.level = level;
    f.source = {m_o.fileName, n.line};
    m_out.formations.push_back(f);
    if (!n.commander.empty()) addLeaders(n.commander, child, n.line, {});
    for (std::size_t c : n.children) walk(c, child);
  }

  /// A grouping ("Artillery", "Right Wing"): no formation; its entries go to the parent.
  void enterGrouping(const Node& n, const WalkContext& ctx) {
    WalkContext child = ctx;
    const std::string t = groupType(n.name);
    if (!t.empty())
      child.typeHint = t;
    else
      child.note = n.name;
    // A wing stands where a corps would: what it holds are divisions.
    if ((lower(n.name).ends_with(" wing") || lower(n.name) == "center") && ctx.level == "army") child.level = "corps";
    if (!n.commander.empty()) addLeaders(n.commander, ctx, n.line, "commanded the " + n.name);
    for (std::size_t c : n.children) walk(c, child);
  }

  void addPlaceholderArmy(const Node& n) {
    RawFormation f;
    f.side = m_tree.sideAt(n.line);
    f.path = {kUnnamedArmy};
    f.level = "army";
    f.notes = "the listing names no army: rename it";
    f.source = {m_o.fileName, n.line};
    m_out.formations.push_back(f);
    m_d.add(model::Severity::Warning, "import.oob.army.placeholder",
            "\"" + n.name + "\" is not under any formation; it goes under \"" + kUnnamedArmy +
                "\": rename it, or give --army NAME",
            atInputLine(m_o.fileName, n.line));
    m_placeholder = true;
  }

  void addLeaders(const std::string& text, const WalkContext& at, int line, const std::string& note) {
    for (const LeaderText& l : parseLeaderList(text)) {
      if (l.name.empty() || looksLikeNameFragment(l.name)) {
        // "Brig" alone: a name cut at its rank's period; no leader is made of it.
        m_d.add(model::Severity::Warning, "import.oob.text.fragment",
                "\"" + text + "\" has a rank without a name; no leader read", atInputLine(m_o.fileName, line));
        continue;
      }
      RawUnit u;
      u.side = m_tree.sideAt(line);
      u.path = at.path;
      u.name = leaderDisplayName(l);
      u.rank = l.rank;
      u.status = l.status;
      u.notes = l.notes;
      if (!note.empty()) u.notes = note + (u.notes.empty() ? "" : "; ") + u.notes;
      u.role = at.level == "brigade" ? LeaderRole::LineCommander : LeaderRole::HeadingCommander;
      u.source = {m_o.fileName, line};
      m_out.units.push_back(std::move(u));
    }
  }

  /// A leaf's units; the entry's commander is an officer of its last unit.
  void addUnits(const Node& n, const WalkContext& ctx) {
    // "Light Batteries: 25th Indiana (Sturm); 1st Kentucky (Thomason)": a grouping's
    // label types the units after it, as a heading of its own would.
    // "Artillery: Maj. Wilbur F. Goodspeed": a grouping's commander, no unit.
    if (isGroupingLabel(n.name) && !n.commander.empty()) {
      ++m_out.notesRead;
      m_d.add(model::Severity::Info, "import.oob.text.skipped",
              "\"" + n.name + "\": a grouping commanded by " + n.commander + ", not a unit",
              atInputLine(m_o.fileName, n.line));
      return;
    }
    std::string list = n.name;
    WalkContext typed = ctx;
    if (const std::size_t colon = findOutsideParens(list, ":"); colon != std::string::npos) {
      const std::string label = trim(list.substr(0, colon));
      if (isGroupingLabel(label)) {
        list = trim(list.substr(colon + 1));
        if (const std::string t = groupType(label); !t.empty()) typed.typeHint = t;
      }
    }
    addListedUnits(n, list, typed);
  }

  void addListedUnits(const Node& n, const std::string& list, const WalkContext& ctx) {
    std::vector<ListRemark> remarks;
    std::vector<ListItem> items = splitUnitList(list, remarks);
    shareTheLastName(items);
    for (const ListItem& item : items) {
      if (item.name.empty()) continue;
      if (looksLikeNameFragment(item.name))
        m_d.add(
            model::Severity::Warning, "import.oob.text.fragment",
            "\"" + item.name + "\" looks like a piece of a name or rank, not a unit; read as a unit, check the line",
            atInputLine(m_o.fileName, n.line));
      RawUnit u;
      u.side = m_tree.sideAt(n.line);
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
      u.source = {m_o.fileName, n.line};
      m_out.units.push_back(std::move(u));
    }
    for (const ListRemark& r : remarks)
      m_d.add(model::Severity::Warning, r.rule, r.message, atInputLine(m_o.fileName, n.line));
  }

  const Outline& m_tree;
  const TextParseOptions& m_o;
  model::Diagnostics& m_d;
  RawOob& m_out;
  bool m_placeholder = false;  // the placeholder army is made once, for the first entry above every formation
};

}  // namespace

std::string stripMarkup(const std::string& text) { return collapseSpaces(stripWikiMarkup(text)); }

RawOob parseOutlineLines(const std::vector<std::string>& all, bool bullets, const TextParseOptions& o,
                         model::Diagnostics& d, const std::vector<int>* numbers) {
  RawOob out;
  OutlineReader reader(bullets, o, d, out);
  for (std::size_t i = 0; i < all.size(); ++i) {
    if (trim(all[i]).empty()) continue;
    const int lineNo = numbers ? (*numbers)[i] : static_cast<int>(i) + 1;
    if (!reader.read(all[i], lineNo)) return out;
  }
  OutlineWalker(reader.tree(), o, d, out).walkAll();
  return out;
}

}  // namespace hexwright::importers::oob
