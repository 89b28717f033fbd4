#include "importers/oob/text_oob_parser.h"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <map>
#include <optional>
#include <set>
#include <unordered_map>
#include <utility>

#include "importers/common/input_location.h"
#include "importers/oob/infobox_fields.h"
#include "importers/oob/leader_text.h"
#include "importers/oob/line_forms.h"
#include "importers/oob/list_items.h"
#include "importers/oob/listing_cleaner.h"
#include "importers/oob/listing_words.h"
#include "importers/oob/narrative_formations.h"
#include "importers/oob/outline_nesting.h"
#include "importers/oob/service_records.h"
#include "importers/oob/text_patterns.h"
#include "importers/oob/text_style.h"
#include "importers/oob/text_util.h"
#include "importers/oob/unit_category.h"
#include "model/io/io_limits.h"
#include "model/io/text_checks.h"

namespace hexwright::importers::oob {
namespace {

const std::vector<HeadingLevel>& builtinHeadings() {
  static const std::vector<HeadingLevel> h{
      {"ARMY OF", "army"}, {"CORPS", "corps"}, {"DIVISION", "division"}, {"BRIGADE", "brigade"}};
  return h;
}

/// The listing's state: where the next line's entries belong.
class ListingParser {
 public:
  ListingParser(const TextParseOptions& o, model::Diagnostics& d)
      : m_o(o), m_d(d), m_headings(o.headings.empty() ? builtinHeadings() : o.headings) {}

  /// A line the designer marked in review: read as what the mark says.
  void markedLine(int number, const std::string& rawLine, LineMark mark) {
    m_line = number;
    m_officersFor.reset();
    std::string text = collapseSpaces(rawLine);
    if (text.empty()) return;
    ++m_linesRead;
    if (m_headedColumns.empty()) text = withoutSuccessorsNumber(text);
    while (!text.empty() && (text.back() == '.' || text.back() == ':')) text.pop_back();
    switch (mark) {
      case LineMark::Ignored:
        return skipped(text, "marked as ignored");
      case LineMark::Note:
        return noteLine(text);
      case LineMark::Heading: {
        const auto [head, leader] = splitHeadingCommander(text);
        heading(head, headingLevel(head).value_or(levelFor("BRIGADE", "brigade")));
        if (!leader.empty()) officialCommanderLine(leader);
        return;
      }
      case LineMark::Unit: {
        const std::vector<std::string>* at = deepest();
        if (!at) at = &ensureArmy();
        return units(text, *at, m_group, m_groupNote);
      }
    }
  }

  /// An outline's hint for the next line: its depth closes the blocks open at that depth
  /// or deeper (the reader returns to where it stood before the outermost of them began),
  /// and a line with entries nested under it opens a block of its own.
  void nest(const LineNesting& n) {
    std::optional<Context> before;
    while (!m_open.empty() && m_open.back().first >= n.key) {
      before = std::move(m_open.back().second);
      m_open.pop_back();
    }
    if (before) restore(*before);
    m_opensChildren = n.opensChildren;
    if (n.opensChildren) m_open.emplace_back(n.key, context());
  }

  /// The lines whose columns the cleaner read as a return's figures.
  void figuresOn(std::set<int> lines) { m_figureLines = std::move(lines); }
  /// The lines of a return's column headings: where a table (or its second half) begins.
  void tablesStartAt(std::set<int> lines) { m_tableStarts = std::move(lines); }
  /// A unit's line named again in a table's second half → the line it was first read on.
  const std::map<int, int>& sameEntries() const { return m_sameEntry; }

  /// The level the profile gives headings matching `match` ("ARMY OF", "DIVISION"), else
  /// `fallback`.
  std::string levelFor(const char* match, const char* fallback) const {
    for (const HeadingLevel& h : m_headings)
      if (equalsNoCase(h.match, match)) return h.level;
    return fallback;
  }

  void line(int number, const std::string& rawLine, bool markedHeading = false) {
    m_line = number;
    m_markedHeading = markedHeading;
    std::string text = collapseSpaces(rawLine);
    if (text.empty()) return;
    ++m_linesRead;
    if (const auto field = infoboxField(text, false)) return infoboxLine(text, *field);
    if (serviceRecordLine(text) || commandOfTheManAbove(text) || serviceHistoryLine(text)) return;
    if (m_headedColumns.empty()) text = withoutSuccessorsNumber(text);
    // Officers listed under a unit ("8th Illinois:") run until a line that is no rank.
    if (m_officersFor && rankLengthAt(text) == 0) m_officersFor.reset();
    // "4th Tennessee Infantry" / "Lieut. Col. O. A. Bradshaw": a rank line right after a
    // unit's line names that unit's commander, not the formation's.
    if (const auto before = std::exchange(m_unitJustRead, std::nullopt);
        before && !m_officersFor && rankLengthAt(text) > 0 && text.find(':') == std::string::npos &&
        !namesAFormationItLeads(text)) {
      m_officersFor = before;
      return officialCommanderLine(text);
    }
    // "[31.1] UNION: ARMY OF THE TENNESSEE": the case number is not part of the entry.
    bool numbered = false;
    if (const std::size_t n = caseNumberLength(text)) {
      numbered = true;
      text = text.substr(n);
    }
    if (readByForm(text)) return;
    std::string bare = text;
    while (!bare.empty() && bare.back() == '.') bare.pop_back();
    if (const std::string side = titleSide(bare); !side.empty()) {
      startSide(side);
      return skipped(text, "a title; the side is " + side);
    }
    // "Part II: Union:": a part of a work, titled by the side it lists.
    if (const std::size_t colon = bare.rfind(": "); colon != std::string::npos && colon < 30) {
      std::string after = trim(bare.substr(colon + 2));
      while (!after.empty() && after.back() == ':') after.pop_back();
      if (const std::string side = titleSide(after); !side.empty() && isSideHeading(after)) {
        startSide(side);
        return skipped(text, "a title; the side is " + side);
      }
    }
    if (sideAndItsFormation(bare)) return;
    // "UNASSIGNED" in capitals is section 31's army-level heading (headingLevel).
    // "(attached to 3rd Brigade)", "[Compiled from nominal lists of casualties, returns, &c.]".
    if (bare.size() > 2 && bare.front() == '(' && bare.back() == ')' && findOutsideParens(bare, ")") == bare.size() - 1)
      return parenthesizedLine(bare);
    if (bare.size() > 2 && bare.front() == '[' && bare.back() == ']' && bare.find(']') == bare.size() - 1)
      return noteLine(bare);
    if (groupingOrSideLine(bare)) return;
    // "Union Army: Army of the Shenandoah - Maj. Gen. Philip H. Sheridan": the side, then the line.
    if (const std::size_t colon = bare.find(": "); colon != std::string::npos && colon < 30 &&
                                                   isSideHeading(bare.substr(0, colon)) &&
                                                   containsNoCase(bare.substr(colon), "army of ")) {
      if (const std::string side = titleSide(bare.substr(0, colon)); !side.empty()) startSide(side);
      return line(number, bare.substr(colon + 2), markedHeading);
    }
    if (sideTaggedRuns(text) || headingsSideBySide(bare)) return;
    if (commanderNamesHisFormation(bare) || headingAndCommander(text, bare) || headingOfAnArmy(bare) ||
        twoHeadings(bare))
      return;
    // "Brigade" alone: the end of a wrapped line ("Total Second" / "Brigade"), no heading.
    if (!levelWordAlone(bare).empty()) return skipped(bare, "a level word alone, the end of a wrapped line");
    if (const auto level = headingLevel(bare)) {
      // (A heading alone on its line may be one of two side by side: takeColumnsSideBySide.)
      m_headingAlone = true;
      heading(bare, *level);
      m_headingAlone = false;
      return;
    }
    // "Department of the Mississippi", "District of West Tennessee" alone on a line: a
    // command that stands where an army does.
    if (namesACommand(bare)) return heading(bare, levelFor("ARMY OF", "army"));
    if (headingAndRemark(bare) || headingThenItsList(bare)) return;
    if (m_opensChildren && headsItsNestedLines(bare)) return;
    const std::size_t colon = findOutsideParens(text, ":");
    if (colon != std::string::npos && colon < 160)
      return labelledLine(trim(text.substr(0, colon)), trim(text.substr(colon + 1)));
    if (numbered) return skipped(text, "a rulebook heading, not an entry");
    return unitLine(text, m_group, m_group);
  }

  /// "Col. James McCown, Second Cavalry, Eighth Division, Missouri State Guard", "Numbers 5.-
  /// Brigadier General Absalom Baird, U. S. Army, commanding Third Division, Army of
  /// Kentucky.": a report's author and his command down from the army (the Records' lists of
  /// reports, a report's heading). The formations are defined from the top; he leads the
  /// first, or is the officer of his unit ("Numbers 4.-Colonel Thomas J. Jordan, Ninth
  /// Pennsylvania Cavalry."). False when the line is no such chain.
  bool commandChainLine(const std::string& line) {
    const std::string text = withoutReportNumber(line);
    const bool indexed = text.size() != line.size();
    const std::size_t comma = text.find(", ");
    if (rankLengthAt(text) == 0 || comma == std::string::npos) return false;
    std::vector<std::string> parts;
    std::string side;
    for (std::string part : splitOutsideParens(text.substr(comma + 2), ",")) {
      part = trim(part);
      while (!part.empty() && part.back() == '.') part.pop_back();
      if (const std::string mark = sideOfMark(part); !mark.empty())
        side = mark;
      else if (!part.empty())
        parts.push_back(part);
    }
    // "Thirty-third Indiana Infantry, commanding First Brigade": his own regiment, then his command.
    std::string ownUnit;
    for (std::size_t c = 0; c < parts.size(); ++c)
      if (startsWithNoCase(parts[c], "commanding ")) {
        if (c == 1 && hasUnitMark(parts[0])) ownUnit = parts[0];
        if (c > 1) return false;
        parts.erase(parts.begin(), parts.begin() + static_cast<long>(c));
        parts[0] = trim(parts[0].substr(11));
        break;
      }
    return commandChain(text.substr(0, comma), parts, side, ownUnit, indexed);
  }

  /// The chain itself: `parts` from the author's own command up to the army.
  bool commandChain(const std::string& author, const std::vector<std::string>& parts, const std::string& side,
                    const std::string& ownUnit, bool indexed) {
    if (parts.empty() || parts.size() > 5 || (parts.size() < 2 && !indexed)) return false;
    auto level = [&](const std::string& part, bool top) -> std::optional<std::string> {
      if (const auto l = headingLevel(part)) return l;
      if (top && (namesAnArmy(part) || namesACommand(part))) return levelFor("ARMY OF", "army");
      return std::nullopt;
    };
    for (std::size_t i = 1; i < parts.size(); ++i)
      if (!level(parts[i], i + 1 == parts.size())) return false;
    const auto own = level(parts[0], parts.size() == 1);
    // ("BG Washington Elliott, Chief of Cavalry, Army of the Cumberland": a staff post.)
    if ((!own && !hasUnitMark(parts[0])) || opensWithAStaffTitle(parts[0]) || startsWithNoCase(parts[0], "chief"))
      return false;
    if (!side.empty()) startSide(side);
    std::vector<std::string> path;
    for (std::size_t i = parts.size(); i-- > 1;) {
      path.push_back(parts[i]);
      define(path, *level(parts[i], i + 1 == parts.size()));
    }
    if (own) {
      path.push_back(parts[0]);
      define(path, *own);
      addLeader(parseLeader(author), path, LeaderRole::HeadingCommander);
      if (!ownUnit.empty() && *own == levelFor("BRIGADE", "brigade")) units(ownUnit, path, m_group, m_groupNote);
      return true;
    }
    units(parts[0] + ", " + author, path, m_group, m_groupNote);
    return true;
  }

  /// "Numbers 5.-", "No. 12.—": the Records' number of a report, before its author.
  static std::string withoutReportNumber(const std::string& text) {
    for (const char* head : {"Numbers ", "Number ", "No. "}) {
      if (!startsWithNoCase(text, head)) continue;
      std::size_t i = std::strlen(head);
      const std::size_t digits = i;
      while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) ++i;
      if (i == digits || i >= text.size() || text[i] != '.') return text;
      ++i;
      while (i < text.size() && (text[i] == '-' || text[i] == ' ')) ++i;
      return text.substr(i);
    }
    return text;
  }

  /// "US", "C.S.A.", "U. S. Army": a side's mark closing a report's heading; empty when none.
  static std::string sideOfMark(const std::string& part) {
    std::string k;
    for (char c : part)
      if (std::isalpha(static_cast<unsigned char>(c)))
        k += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    if (k == "US" || k == "USA" || k == "USARMY") return "union";
    if (k == "CSA" || k == "CS" || k == "CSARMY") return "confederate";
    return {};
  }

  /// "Union Forces (II Corps)": the side, then the formation it fields. False when the line
  /// is no such.
  bool sideAndItsFormation(const std::string& bare) {
    const std::size_t open = bare.find(" (");
    if (open == std::string::npos || bare.back() != ')') return false;
    const std::string inner = bare.substr(open + 2, bare.size() - open - 3);
    const std::string side = titleSide(bare.substr(0, open));
    const auto level = side.empty() ? std::nullopt : headingLevel(inner);
    if (!level) return false;
    startSide(side);
    // (Each side's "II Corps" is its own: the second is told apart by its side's words.)
    const bool taken = std::any_of(m_out.formations.begin(), m_out.formations.end(), [&](const RawFormation& f) {
      return f.path == std::vector<std::string>{inner} && f.side != side;
    });
    heading(taken ? inner + " (" + bare.substr(0, open) + ")" : inner, *level);
    return true;
  }

  /// "(attached to 3rd Brigade)", "(not engaged)": a remark on the formation above;
  /// "(Maj. Gen. Abner Doubleday)" under "FIRST ARMY CORPS (Maj. Gen. John R. Reynolds)": the
  /// heading's next commander; "(Kimball’s, Blake’s and Bradley’s brigades)": its brigades.
  void parenthesizedLine(const std::string& bare) {
    const std::string inner = trim(bare.substr(1, bare.size() - 2));
    if (rankLengthAt(inner) > 0 && !m_lastHeading.empty()) return officialCommanderLine(inner);
    if (!formationsListed(inner)) noteLine(bare);
  }

  /// A grouping's heading, alone or with its commander or army, or a side with its
  /// commander; false when the line is none of them.
  bool groupingOrSideLine(const std::string& bare) {
    if (isGroupingHeading(bare) && !(isUpperCaseText(bare) && startsWithNoCase(bare, "UNASSIGNED"))) {
      groupingHeading(bare);
      return true;
    }
    // "Artillery (three batteries) 12 331 336 429 18": a return's summary row, no unit;
    // "Artillery (Maj. Wilbur F. Goodspeed)": a grouping and its commander.
    // "Escort (James H. Polk's Mississippi Company)" is a unit that its remark describes.
    if (const std::string named = outsideParentheses(bare); named != bare && isGroupingHeading(named)) {
      const std::size_t open = bare.find('(');
      const std::string inner = trim(bare.substr(open + 1, bare.find(')', open) - open - 1));
      if (m_figureLines.count(m_line) || isACount(inner)) {
        noteLine(bare);
        return true;
      }
      // "Right Wing (Army of the Tennessee)": the army opens, and the wing groups under it.
      if (startsWithNoCase(inner, "army of ")) {
        heading(inner, levelFor("ARMY OF", "army"));
        groupingHeading(named);
        return true;
      }
      if (rankLengthAt(inner) > 0) {
        groupingHeading(named);
        officialCommanderLine(inner);
        return true;
      }
    }
    // "Federal Troops, Brig.-Gen. Lyon": the side, and the commander of its army, which the
    // listing does not name.
    if (const auto [head, leader] = splitHeadingCommander(bare); !leader.empty() && isSideHeading(head)) {
      if (const std::string side = titleSide(head); !side.empty()) startSide(side);
      ensureArmy();
      m_lastHeading = m_army.path;
      officialCommanderLine(leader);
      return true;
    }
    // "RIGHT WING -- Lieutenant General Leonidas Polk": a grouping and its commander.
    // A lone arm word before a commander ("Cavalry - Colonel …") is more often the end of a
    // unit's name wrapped onto the line, so it is not taken for a grouping.
    if (const auto [head, leader] = splitHeadingCommander(bare);
        !leader.empty() && isGroupingHeading(head) && head.find(' ') != std::string::npos) {
      groupingHeading(head);
      officialCommanderLine(leader);
      return true;
    }
    return false;
  }

  /// A thousand lines read with no entry an order of battle would write (an ordinal, a
  /// level, an arm): junk, not a listing. The entries are scanned once each.
  bool nothingReadAfter(std::size_t lines) {
    if (m_recognised || m_notUnderstood + m_notes + m_out.units.size() + m_out.formations.size() < lines) return false;
    for (; m_scannedFormations < m_out.formations.size() && !m_recognised; ++m_scannedFormations)
      m_recognised = namesAnOrderOfBattleEntry(m_out.formations[m_scannedFormations].path.back());
    for (; m_scannedUnits < m_out.units.size() && !m_recognised; ++m_scannedUnits)
      m_recognised = m_out.units[m_scannedUnits].role == LeaderRole::None &&
                     namesAnOrderOfBattleEntry(m_out.units[m_scannedUnits].name);
    return !m_recognised;
  }

  RawOob take() {
    // Entries read before the first side was named are that side's: a listing's title may
    // follow its first lines, as a caption does.
    for (auto& f : m_out.formations)
      if (f.side.empty()) f.side = m_firstSide;
    for (auto& u : m_out.units)
      if (u.side.empty() && u.role != LeaderRole::Replacement) u.side = m_firstSide;
    m_out.notesRead = m_notes;
    m_out.notUnderstood = m_notUnderstood;
    return std::move(m_out);
  }

 private:
  struct Level {
    std::vector<std::string> path;
    bool set = false;
  };

  /// Where the reader stands: what an outline's indentation returns to when a block closes.
  struct Context {
    Level army, corps, division, brigade;
    std::vector<std::string> lastHeading;
    std::string group, groupNote, groupingLeaderNote;
    bool inWing = false;
    bool brigadesAbove = false;
  };
  Context context() const {
    return {m_army,  m_corps,     m_division,           m_brigade, m_lastHeading,
            m_group, m_groupNote, m_groupingLeaderNote, m_inWing,  m_brigadesAbove};
  }
  void restore(const Context& c) {
    m_army = c.army;
    m_corps = c.corps;
    m_division = c.division;
    m_brigade = c.brigade;
    m_lastHeading = c.lastHeading;
    m_group = c.group;
    m_groupNote = c.groupNote;
    m_groupingLeaderNote = c.groupingLeaderNote;
    m_inWing = c.inWing;
    m_brigadesAbove = c.brigadesAbove;
  }

  /// The level one below the formation the reader stands in: what an outline's entry with
  /// entries under it is when its words name no level ("Donelson's" under a division).
  std::pair<std::string, std::string> levelBelow() const {
    if (m_brigade.set || m_division.set) return {levelFor("BRIGADE", "brigade"), "brigade"};
    // A wing stands where a corps would: what it holds are divisions.
    if (m_corps.set || m_inWing) return {levelFor("DIVISION", "division"), "division"};
    if (m_army.set) return {levelFor("CORPS", "corps"), "corps"};
    return {levelFor("ARMY OF", "army"), "army"};
  }

  /// "BRIG.-GEN. A. L. LONG'S DIVISION.": a rank line that heads a formation, no officer.
  bool namesAFormationItLeads(const std::string& text) const {
    const std::string l = lower(text);
    return (l.find("'s division") != std::string::npos || l.find("'s brigade") != std::string::npos ||
            l.find("'s corps") != std::string::npos) &&
           headingLevel(text).has_value();
  }

  /// A line with entries nested under it: "Cabell's Battalion." over its batteries groups
  /// them (an artillery battalion is no unit itself); a name that is no unit's opens a
  /// formation. False when the line is a unit after all.
  bool headsItsNestedLines(const std::string& bare) {
    // ("And the following entered behind Longstreet during the battle:": a sentence before
    // a list, no formation.)
    if (readsAsASentence(bare)) return false;
    if (headsABattalion(bare))
      groupingHeading(outsideParentheses(bare));
    else if (!looksLikeUnitName(bare))
      nestedFormation(bare);
    else
      return false;
    return true;
  }

  /// Six words or more, most of them in lower case, and no level's word: a sentence.
  static bool readsAsASentence(const std::string& text) {
    std::size_t words = 0, lowerWords = 0;
    for (std::size_t b = 0; b < text.size();) {
      const std::size_t e = std::min(text.find(' ', b), text.size());
      if (e > b) {
        ++words;
        lowerWords += std::islower(static_cast<unsigned char>(text[b])) ? 1 : 0;
      }
      b = e + 1;
    }
    const std::string l = " " + lower(text) + " ";
    for (const char* level : {" army", " corps", " division", " brigade", " wing "})
      if (l.find(level) != std::string::npos) return false;
    return words >= 6 && lowerWords * 2 >= words;
  }

  /// "Cabell's Battalion.", "BATTALION OF LIGHT ARTILLERY": a battalion's name alone.
  static bool headsABattalion(const std::string& bare) {
    const std::string name = lower(outsideParentheses(bare));
    return name.ends_with(" battalion") || name.ends_with(" battalion.") || name.starts_with("battalion of ");
  }

  /// An outline's entry with entries under it that no other rule read: a formation one
  /// level below its parent, with the commander its text names.
  void nestedFormation(const std::string& bare) {
    const auto [head, leader] = splitNamedCommander(bare);
    if (const auto named = headingLevel(head)) {
      heading(head, *named);
    } else {
      const auto [level, kind] = levelBelow();
      heading(head, level, kind);
    }
    if (!leader.empty()) officialCommanderLine(leader);
  }

  void setSide(const std::string& side) {
    m_side = side;
    if (m_firstSide.empty()) m_firstSide = side;
  }

  /// A side's heading or title. A second side ("Confederate" after the Union's brigades)
  /// ends the first side's army, named or not: what follows belongs to the other army.
  void startSide(const std::string& side) {
    if (!m_side.empty() && !equalsNoCase(side, m_side) && m_army.set) {
      restore(Context{});
      m_open.clear();
    }
    setSide(side);
  }

  model::Location here() const { return atInputLine(m_o.fileName, m_line); }
  model::Provenance provenance() const { return {m_o.fileName, m_line}; }

  void skipped(const std::string& text, const std::string& why) {
    ++m_notes;
    m_d.add(model::Severity::Info, "import.oob.text.skipped", "\"" + text + "\": " + why, here());
  }

  /// The formation new brigades and group lines belong to: the division, else the
  /// corps, else the army.
  const std::vector<std::string>* deepest() const {
    if (m_brigade.set) return &m_brigade.path;
    return divisionOrAbove();
  }
  const std::vector<std::string>* divisionOrAbove() const {
    if (m_division.set) return &m_division.path;
    if (m_corps.set) return &m_corps.path;
    if (m_army.set) return &m_army.path;
    return nullptr;
  }

  /// The lines known by their opening words or their form, before any heading rule:
  /// replacement officers, notes, command lines, titles, prose, figures, a heading's
  /// commander. False when the line is none of them.
  bool readByForm(const std::string& text) {
    // "Lieutenant Colonel O. H. HART, Assistant Adjutant-General.": a report's addressee or
    // a staff officer, no commander.
    if (const std::size_t comma = text.find(", ");
        comma != std::string::npos && rankLengthAt(text) > 0 && opensWithAStaffTitle(text.substr(comma + 2))) {
      noteLine(text);
      return true;
    }
    if (commandChainLine(text)) return true;
    if (containsNoCase(text, "REPLACEMENT OFFICERS") && isUpperCaseText(text)) {
      m_replacements = true;
      skipped(text, "the replacement officers follow");
      return true;
    }
    if (m_replacements) {
      replacementLine(text);
      return true;
    }
    if (startsWithNoCase(text, "Note:")) {
      noteLine(trim(text.substr(5)));
      return true;
    }
    for (const char* prefix : {"Commanding General:", "Commanding:", "Second-in-Command:"}) {
      if (startsWithNoCase(text, prefix)) {
        commandLine(trim(text.substr(std::string_view(prefix).size())),
                    std::string_view(prefix) == "Second-in-Command:");
        return true;
      }
    }
    // "Corps Commander WS Hancock", "Army Commander: Lee": a game's or a table's title for
    // the commander of the formation above.
    if (const std::string name = afterCommandersTitle(text); !name.empty()) {
      commandLine(name, false);
      return true;
    }
    if (text == "CASES:") {
      skipped(text, "a rulebook heading, not an entry");
      return true;
    }
    if (armyTitle(text) || reportOfACommander(text)) return true;
    if (titleWithoutArmy(text) || namesABattle(text)) return true;
    if (isPlaceName(text)) {
      skipped(text, "a place");
      return true;
    }
    if (isPlaceAndDate(text)) {
      // "UNION ARMY ON THE RAPIDAN, MAY 5, 1864.": a title that names the side.
      if (const std::string side = titleSide(text); !side.empty() && m_out.formations.empty()) startSide(side);
      skipped(text, "a place and date");
      return true;
    }
    if (proseCommander(text)) return true;
    if (isProse(text)) {
      skipped(text.substr(0, 80), "prose, not an entry");
      return true;
    }
    // "16000 men, 56 guns (…)", "k-1, w-0, m-0 = 1": a formation's figures, kept with it.
    if (isFigures(text) || isLabelledFigures(text)) {
      noteLine(text);
      return true;
    }
    if (containsNoCase(text, "order of battle") && text.size() < 120) {
      if (const std::string side = titleSide(text); !side.empty()) startSide(side);
      skipped(text, "a title");
      return true;
    }
    // Official Records: the commander's line under its heading ("Brig. Gen. Charles Clark (w).").
    // "General Staff", "General Headquarters": a rank word before a noun is a heading.
    if (rankLengthAt(text) > 0 && rankBeforeNoun(text)) {
      skipped(text, "a staff or headquarters heading");
      return true;
    }
    if (rankLengthAt(text) > 0) {
      if (!commanderOfTheFormationNamed(text) && !commanderNamesHisFormation(text) && !commanderHeadingUnits(text))
        officialCommanderLine(text);
      return true;
    }
    return false;
  }

  /// "Brig. Gen. Martindale: 1st Brigade: 22nd Mass., 1st Mich., 13th N.Y.", "Capt. W.B.
  /// Weedon: Artillery: 3rd Mass Battery (2 guns), …": the commander, his formation or
  /// grouping, then its units. False when the line is no such triple.
  bool commanderHeadingUnits(const std::string& text) {
    const std::size_t first = findOutsideParens(text, ": ");
    if (first == std::string::npos) return false;
    const std::size_t second = findOutsideParens(text, ": ", first + 2);
    if (second == std::string::npos) return false;
    const std::string leader = trim(text.substr(0, first)), head = trim(text.substr(first + 2, second - first - 2));
    const std::string list = trim(text.substr(second + 2));
    if (wordCount(head) > 4 || list.empty()) return false;
    if (const auto level = headingLevel(head)) {
      heading(head, *level);
      officialCommanderLine(leader);
      unitsOfTheHeading(list);
      return true;
    }
    return isGroupingHeading(head) && groupLine(head, leader, list);
  }

  /// "Numbers 3. Report of Colonel William L. McMillen, Ninety-fifth Ohio Infantry,
  /// commanding Infantry DIVISION.": a report's title names the formation its writer commands.
  bool reportOfACommander(const std::string& text) {
    if (text.find("eport of ") == std::string::npos && text.find("EPORT OF ") == std::string::npos) return false;
    const std::size_t at = lower(text).find("report of ");
    if (at == std::string::npos || at > 20) return false;
    const std::string rest = trim(text.substr(at + 10));
    return rankLengthAt(rest) > 0 && commanderOfTheFormationNamed(rest);
  }

  /// "MAJ.-GEN. W. S. HANCOCK, commanding Second Army Corps.", "MAJOR-GENERAL GEORGE G.
  /// MEADE, Commanding Army of the Potomac.": the commander's line names the formation it
  /// opens. False when the words after "commanding" name no formation.
  bool commanderOfTheFormationNamed(const std::string& text) {
    const std::size_t at = findOutsideParens(lower(text), "commanding ");
    if (at == std::string::npos || at < 2 || text[at - 1] != ' ') return false;
    std::string formation = trim(text.substr(at + 11));
    while (!formation.empty() && (formation.back() == '.' || formation.back() == ',')) formation.pop_back();
    // "Colonel, Commanding Brigade.": a report's signature; the level alone names none.
    if (!levelWordAlone(formation).empty()) {
      noteLine(text);
      return true;
    }
    std::optional<std::string> level = headingLevel(formation);
    if (!level && startsWithNoCase(formation, "army of ")) level = levelFor("ARMY OF", "army");
    if (!level || wordCount(formation) > 8) return false;
    std::string leader = trim(text.substr(0, at));
    while (!leader.empty() && (leader.back() == ',' || leader.back() == ' ')) leader.pop_back();
    heading(formation, *level);
    officialCommanderLine(leader);
    return true;
  }

  /// "Cavalry Corps, Army of Tennessee", "XIV Corps (Army of the Cumberland)": a heading
  /// that names the army it belongs to; the army opens first, unless it is open already.
  bool headingOfAnArmy(const std::string& bare) {
    std::string head, army;
    if (const std::size_t comma = bare.rfind(", "); comma != std::string::npos) {
      head = trim(bare.substr(0, comma));
      army = trim(bare.substr(comma + 2));
    } else if (bare.ends_with(")") && bare.find('(') != std::string::npos) {
      head = trim(bare.substr(0, bare.rfind('(')));
      army = trim(bare.substr(bare.rfind('(') + 1, bare.size() - bare.rfind('(') - 2));
    }
    if (head.empty() || !startsWithNoCase(army, "army of ") || army.size() > 50) return false;
    const auto level = headingLevel(head);
    if (!level || *level == "army" || *level == "unassigned") return false;
    heading(army, levelFor("ARMY OF", "army"));
    heading(head, *level);
    return true;
  }

  /// "First Corps, McLaw's Division", "Second Division, Third Brigade": a heading that names
  /// the formation above it first; both open, the higher first.
  bool twoHeadings(const std::string& bare) {
    const std::size_t comma = bare.find(", ");
    if (comma == std::string::npos || bare.find(", ", comma + 2) != std::string::npos) return false;
    const std::string upper = trim(bare.substr(0, comma)), lowerPart = trim(bare.substr(comma + 2));
    const auto upperLevel = headingLevel(upper), lowerLevel = headingLevel(lowerPart);
    if (!upperLevel || !lowerLevel || levelRank(upper) < 0 || levelRank(upper) >= levelRank(lowerPart)) return false;
    heading(upper, *upperLevel);
    heading(lowerPart, *lowerLevel);
    return true;
  }

  /// "(2) Brigadier-General JOHN P. HATCH.": a numbered successor is a commander's line. (The
  /// cleaner may have set a comma after the number, as between officers run together.)
  static std::string withoutSuccessorsNumber(const std::string& text) {
    if (text.size() <= 4 || text[0] != '(' || !std::isdigit(static_cast<unsigned char>(text[1])) || text[2] != ')')
      return text;
    const std::size_t name = text.find_first_not_of(", ", 3);
    return name != std::string::npos && rankLengthAt(text.substr(name)) > 0 ? text.substr(name) : text;
  }

  /// "First  Brigade.  Second  Brigade.  Third  Brigade.": a page's columns headed on one
  /// line; their commanders follow on the next lines in the same order ("Brig.-Gen. A.
  /// Duryea.    Col. Wm. H. Christian.    Brig.-Gen. Geo. L. Hartsuff."). False when the line
  /// is not two or more headings of one level.
  bool headingsSideBySide(const std::string& bare) {
    std::vector<std::string> names;
    for (std::size_t b = 0; b < bare.size();) {
      std::size_t e = bare.find(". ", b);
      if (e == std::string::npos) e = bare.size();
      std::string piece = trim(bare.substr(b, e - b));
      while (!piece.empty() && piece.back() == '.') piece.pop_back();
      if (!piece.empty()) names.push_back(piece);
      b = e + 1;
    }
    if (names.size() < 2) return false;
    for (const std::string& n : names)
      if (wordCount(n) > 3 || levelRank(n) != levelRank(names[0]) || levelRank(n) < 1 || !headingLevel(n)) return false;
    std::vector<std::vector<std::string>> paths;
    for (const std::string& n : names) {
      heading(n, *headingLevel(n));
      paths.push_back(m_lastHeading);
    }
    m_headedColumns = std::move(paths);
    return true;
  }

  /// A row of commanders under headings side by side: each heading takes the one in its
  /// place. False when no such headings are open.
  bool commandersSideBySide(const std::string& text) {
    if (m_headedColumns.empty()) return false;
    // "(1)  Brig.-Gen. John P. Hatch.  (1)  Brig.-Gen. A. Doubleday.": the numbers of successors.
    std::string row;
    for (std::size_t i = 0; i < text.size(); ++i) {
      if (text[i] == '(' && i + 2 < text.size() && std::isdigit(static_cast<unsigned char>(text[i + 1])) &&
          text[i + 2] == ')') {
        i += 2;
        continue;
      }
      row += text[i];
    }
    const std::vector<LeaderText> leaders = parseLeaderList(trim(row));
    for (std::size_t k = 0; k < leaders.size() && k < m_headedColumns.size(); ++k)
      addLeader(leaders[k], m_headedColumns[k], LeaderRole::HeadingCommander);
    return !leaders.empty();
  }

  /// Battles and Leaders: "FIRST DIVISION, Brig.-Gen. John A. McClernand." /
  /// "ARMY OF THE TENNESSEE - Maj.-Gen. U. S. Grant."
  bool headingAndCommander(const std::string& text, const std::string& bare) {
    if (findOutsideParens(text, ":") == std::string::npos) {
      const auto [head, leader] = splitHeadingCommander(bare);
      if (!leader.empty()) {
        if (const auto level = headingLevel(head)) {
          heading(head, *level);
          commanderThenItsUnits(leader);
          return true;
        }
        if (headingOfAnArmy(head) || twoHeadings(head) || headingOfItsParent(head)) {
          officialCommanderLine(leader);
          return true;
        }
        // "Missouri State Guard, Major Gen. Sterling Price (5,221)": a force under its
        // own name, commanded as an army is.
        if (namesAnArmy(head)) {
          heading(head, levelFor("ARMY OF", "army"));
          officialCommanderLine(leader);
          return true;
        }
      }
    }
    return false;
  }

  /// "Principal Commanders: Maj. Gen. John Newton [US]; Maj. Gen. Sam Jones [CS]", "Forces
  /// Engaged: 2nd U.S. Colored Infantry … [US]; Kilcrease Artillery; … [CS]": a battle
  /// summary's runs of commanders or units, each closed by its side's tag. False when the
  /// line has no side tag.
  bool sideTaggedRuns(const std::string& text) {
    if (text.find("[US]") == std::string::npos && text.find("[CS]") == std::string::npos) return false;
    std::string rest = text;
    const std::size_t colon = text.find(": ");
    const bool commanders = colon != std::string::npos && containsNoCase(text.substr(0, colon), "commander");
    if (colon != std::string::npos && colon < 40) rest = text.substr(colon + 2);
    for (std::size_t from = 0; from < rest.size();) {
      const std::size_t us = rest.find("[US]", from), cs = rest.find("[CS]", from);
      const std::size_t tag = std::min(us, cs);
      if (tag == std::string::npos) break;
      std::string run = trim(rest.substr(from, tag - from));
      while (!run.empty() && (run.front() == ';' || run.front() == ',')) run = trim(run.substr(1));
      toTaggedSide(tag == us ? "union" : "confederate");
      if (commanders) {
        for (const std::string& leader : splitOutsideParens(run, ";"))
          addLeader(parseLeader(leader), m_army.path, LeaderRole::HeadingCommander);
      } else if (!run.empty()) {
        units(run, m_army.path, "", "");
      }
      from = tag + 4;
    }
    return true;
  }

  /// The army of a side named by a tag, the same placeholder each time the side comes back.
  void toTaggedSide(const std::string& side) {
    if (m_army.set && equalsNoCase(side, m_side)) return;
    startSide(side);
    if (const auto it = m_taggedArmies.find(side); it != m_taggedArmies.end()) {
      m_army = {it->second, true};
      m_lastHeading = it->second;
      return;
    }
    m_army = {};
    m_taggedArmies[side] = ensureArmy();
  }

  /// "Colonel John Groesbeck, Twenty-seventh and Thirty-ninth Ohio" after "First Brigade,":
  /// the commander, then the units of the formation he commands.
  void commanderThenItsUnits(const std::string& text) {
    const auto cut = unitsAfterTheCommander(text);
    if (!cut) return officialCommanderLine(text);
    officialCommanderLine(trim(text.substr(0, cut->first)));
    unitsOfTheHeading(trim(text.substr(cut->second)));
  }

  /// Where a commander's text ends and his formation's units begin, if they do: after
  /// "commanding" and a dash ("Colonel George B. Hoge, One hundred and thirteenth Illinois
  /// Infantry, commanding- Eighty-first Illinois …"), a semicolon ("Brig.-Gen. George Doles;
  /// 4th Ga.; …") or a comma before a numbered unit ("…, Twenty-seventh and …").
  static std::optional<std::pair<std::size_t, std::size_t>> unitsAfterTheCommander(const std::string& text) {
    auto listAt = [&](std::size_t at) {
      const std::string rest = trim(text.substr(at));
      const std::string first = rest.substr(0, rest.find(' '));
      return rest.find(' ') != std::string::npos && startsWithANumber(rest) && !isRankOrNameSuffixWord(first) &&
             hasUnitMark(rest);
    };
    if (const std::size_t at = findOutsideParens(lower(text), "commanding"); at != std::string::npos) {
      const std::size_t k = text.find_first_not_of(' ', at + 10);
      if (k != std::string::npos && (text[k] == '-' || text[k] == ':') && hasUnitMark(trim(text.substr(k + 1))))
        return std::pair{at, k + 1};
    }
    if (const std::size_t semi = findOutsideParens(text, "; ");
        semi != std::string::npos && semi > 0 && listAt(semi + 2))
      return std::pair{semi, semi + 2};
    for (std::size_t comma = text.find(", "); comma != std::string::npos; comma = text.find(", ", comma + 2))
      if (listAt(comma + 2)) return std::pair{comma, comma + 2};
    return std::nullopt;
  }

  /// A list of units that belongs to the heading just read, typed by its arm.
  void unitsOfTheHeading(const std::string& list) {
    if (!m_lastHeading.empty()) units(list, m_lastHeading, armOfFormations(m_lastHeading), m_groupNote);
  }

  /// "Artillery Brigade, VI Corps": a heading and the formation above it that it belongs to,
  /// which opens first unless one of its level is open already.
  bool headingOfItsParent(const std::string& bare) {
    const std::size_t comma = bare.find(", ");
    if (comma == std::string::npos || bare.find(", ", comma + 2) != std::string::npos) return false;
    const std::string own = trim(bare.substr(0, comma)), parent = trim(bare.substr(comma + 2));
    const auto ownLevel = headingLevel(own), parentLevel = headingLevel(parent);
    if (!ownLevel || !parentLevel || levelRank(parent) < 0 || levelRank(parent) >= levelRank(own)) return false;
    const Level* open[] = {&m_army, &m_corps, &m_division, &m_brigade};
    if (!open[levelRank(parent)]->set) heading(parent, *parentLevel);
    heading(own, *ownLevel);
    return true;
  }

  /// "No. 7. Return of Casualties in the Union Forces.": a title naming no army, perhaps its
  /// side ("Organization of Union and Confederate Armies" names both: neither) or the
  /// formation it reports ("casualties in Ferrero's Division at …"). False when no title.
  bool titleWithoutArmy(const std::string& text) {
    if (!opensATitle(text) || text.size() >= 200 || rankLengthAt(text) > 0) return false;
    const std::string l = " " + lower(text) + " ";
    std::set<std::string> sides;
    for (const auto& [word, side] : {std::pair<const char*, const char*>{" union ", "union"},
                                     {" federal ", "union"},
                                     {" confederate ", "confederate"}})
      if (l.find(word) != std::string::npos) sides.insert(side);
    if (sides.size() == 1) startSide(*sides.begin());
    if (headingsReportedIn(text)) return true;
    if (const std::string reported = possessiveFormationIn(text); !reported.empty())
      if (const auto level = headingLevel(reported)) {
        heading(reported, *level);
        return true;
      }
    skipped(text, "a title");
    return true;
  }

  /// "Also known as Battle of Harrison's Landing or Battle of Leesburg": a battle's name, no
  /// entry. (A title naming its commander or forces, "BATTLE OF NASHVILLE … (Commanded by
  /// …)", is read as a title.)
  bool namesABattle(const std::string& text) {
    if (!containsNoCase(text, "battle of ") || hasOrdinalOrNumber(text) || headingLevel(text) ||
        rankLengthAt(text) > 0 || containsNoCase(text, "command") || containsNoCase(text, "forces") ||
        containsNoCase(text, "army") || text.size() >= 160)
      return false;
    skipped(text.substr(0, 80), "names a battle, not an entry");
    return true;
  }

  /// "Report of Casualties in the Third Division, Third Army Corps, during …", "List of
  /// killed and wounded in Third Brigade, Second Division, Twentieth Army Corps, in …": the
  /// formations the title reports, opened from the highest. False when it names none so.
  bool headingsReportedIn(const std::string& text) {
    // (Also "of the": "Organization of the Fourteenth Army Corps, Dept. of the Cumberland.")
    const std::string l = lower(text);
    const std::size_t in = std::min(l.find(" in "), l.find(" of the "));
    if (in == std::string::npos) return false;
    std::string rest = text.substr(in + 4);
    if (startsWithNoCase(rest, "the ")) rest = rest.substr(4);
    std::vector<std::string> parts;
    for (std::size_t b = 0; b < rest.size() && parts.size() < 4;) {
      const std::size_t e = std::min(rest.find(", ", b), rest.size());
      std::string part = trim(rest.substr(b, e - b));
      while (!part.empty() && part.back() == '.') part.pop_back();
      const std::string first = part.substr(0, part.find(' '));
      if (wordCount(part) > 5 || !headingLevel(part) || !(hasOrdinalOrNumber(first) || ordinalValue(first) > 0)) break;
      parts.push_back(part);
      b = e + 2;
    }
    if (parts.empty()) return false;
    for (auto it = parts.rbegin(); it != parts.rend(); ++it) heading(*it, *headingLevel(*it));
    return true;
  }

  /// "Ferrero's Division" in a title's words: a formation named by its commander's
  /// possessive and its level; empty when the title names none.
  static std::string possessiveFormationIn(const std::string& text) {
    for (const char* level : {" Division", " Brigade", " Corps", " division", " brigade", " corps"}) {
      const std::size_t at = text.find(level);
      if (at == std::string::npos || at < 3) continue;
      const std::size_t b = text.find_last_of(' ', at - 1);
      const std::string owner =
          text.substr(b == std::string::npos ? 0 : b + 1, at - (b == std::string::npos ? 0 : b + 1));
      if (isPossessive(owner) && std::isupper(static_cast<unsigned char>(owner[0])))
        return owner + text.substr(at, std::string_view(level).size());
    }
    return {};
  }

  /// "BG Erastus Tyler's Brigade", "Col. Samuel Carroll's Brigade": the commander and the
  /// formation named after him ("Tyler's Brigade"). False when the line is not one.
  bool commanderNamesHisFormation(const std::string& written) {
    // Asked of every line: one with no apostrophe names no owner.
    if (written.find('\'') == std::string::npos && written.find("\xE2\x80\x99") == std::string::npos) return false;
    // "Brig.-Gen. Seth M. Barton's Brigade. (a)": the footnote's letter and full stop go.
    std::string bare = splitTrailingNotes(written).name;
    while (!bare.empty() && (bare.back() == '.' || bare.back() == ' ')) bare.pop_back();
    const std::string lowered = lower(bare);  // "MAJ.-GEN. GEO. E. PICKETT'S Division"
    for (const char* mark : {"'s ", "s' ", "\xE2\x80\x99s "}) {
      const std::size_t at = lowered.find(mark);
      if (at == std::string::npos) continue;
      const std::size_t nameEnd = at + (std::string_view(mark) == "s' " ? 1 : 0);
      const std::string leader = trim(bare.substr(0, nameEnd));
      const std::size_t rank = rankLengthAt(leader);
      const std::size_t sp = leader.find_last_of(' ');
      if (rank == 0 || sp == std::string::npos || sp < rank) return false;
      const std::string formation = trim(bare.substr(sp + 1));
      const auto level = headingLevel(formation);
      if (!level || wordCount(formation) > 4) return false;
      heading(formation, *level);
      officialCommanderLine(leader);
      return true;
    }
    return false;
  }

  /// "3d Brigade (Morrison passed to W.H.L. Wallace)": a heading and a remark.
  bool headingAndRemark(const std::string& bare) {
    if (!bare.empty() && bare.back() == ')') {
      const std::size_t open = bare.rfind('(');
      const std::string head = open == std::string::npos ? std::string() : trim(bare.substr(0, open));
      if (!head.empty() && headingWithNote(head, bare.substr(open))) return true;
    }
    // "Army of the Mississippi, 44,699", "First Corps 9,536 men": the strength it states.
    const std::size_t cut = bare.find_last_of(" ,");
    if (cut == std::string::npos || cut == 0) return false;
    const std::string tail = trim(bare.substr(cut + 1));
    const bool figure = !tail.empty() && tail.find_first_not_of("0123456789") == std::string::npos;
    if (figure && bare.size() - tail.size() > 3) return headingWithNote(trim(bare.substr(0, cut)), tail + " men");
    if (const auto men = statedMen(bare); men && tail == "men") {
      const std::size_t figureAt = bare.rfind(std::to_string(*men));
      if (figureAt != std::string::npos && figureAt > 0)
        return headingWithNote(trim(bare.substr(0, figureAt)), std::to_string(*men) + " men");
    }
    return false;
  }

  /// "Quarles Brigade including 42nd, 46th, … and 55th Tennessee Infantry", "Vaughn's Brigade
  /// 11th, 12th, … Tennessee Infantry": a heading and its regiments on one line, no colon
  /// between. False when the line is no such pair.
  bool headingThenItsList(const std::string& bare) {
    for (const char* level : {" Brigade ", " Division "}) {
      const std::size_t at = bare.find(level);
      if (at == std::string::npos) continue;
      const std::string head = bare.substr(0, at + std::string_view(level).size() - 1);
      std::string rest = trim(bare.substr(at + std::string_view(level).size()));
      if (startsWithNoCase(rest, "including ")) rest = trim(rest.substr(10));
      if (wordCount(head) > 4 || !startsWithANumber(rest) || !hasUnitMark(rest)) return false;
      const auto headLevel = headingLevel(head);
      if (!headLevel) return false;
      heading(head, *headLevel);
      unitsOfTheHeading(rest);
      return true;
    }
    return false;
  }

  /// `head` as a heading, when it is one, with `note` kept on the formation it opens.
  bool headingWithNote(std::string head, const std::string& note) {
    while (!head.empty() && (head.back() == ',' || head.back() == ':' || head.back() == '-')) head.pop_back();
    const auto level = headingLevel(trim(head));
    if (!level) return false;
    heading(trim(head), *level);
    if (!m_out.formations.empty() && m_out.formations.back().source.line == m_line)
      m_out.formations.back().notes += (m_out.formations.back().notes.empty() ? "" : "; ") + note;
    return true;
  }

  /// "Cavalry." under a division: its own units follow, typed by the heading. Upper-case
  /// groupings ("ARTILLERY.", "RIGHT WING.") sit above the divisions.
  void groupingHeading(const std::string& text) {
    m_brigadesAbove = brigadesReportAbove(text);
    const bool wing = lower(text).ends_with(" wing") || equalsNoCase(text, "center") || equalsNoCase(text, "centre");
    // A grouping of a listing that starts at a brigade ("CAVALRY BRIGADE." … "Artillery.")
    // belongs to that brigade.
    const Level brigade = m_brigade;
    const bool underBrigade = brigade.set && !divisionOrAbove();
    m_brigade = {};
    m_lastHeading.clear();
    m_groupingLeaderNote.clear();
    if (wing) {
      // A wing groups corps; its commander is the army's.
      m_corps = {};
      m_division = {};
      m_group.clear();
      m_groupNote.clear();
      m_groupingLeaderNote = "commanded the " + titleCase(text);
      m_inWing = true;
      if (m_army.set) m_lastHeading = m_army.path;
      return;
    }
    // An upper-case grouping closes the division it follows; at corps or army level the
    // corps stays.
    if (isUpperCaseText(text) && m_division.set) m_division = {};
    m_group = armOfGroup(text);
    // "CAVALRY. / Maj. Gen. Philip H. Sheridan. / ARMY OF THE SHENANDOAH. …": an arm heading
    // above everything the listing names says what the whole listing is.
    if (m_out.formations.empty() && m_out.units.empty() && !m_army.set) m_listingArm = m_group;
    // "CAVALRY FORCES. / Brigadier-General ALFRED T. A. TORBERT, Commanding. / FIRST
    // DIVISION. …": a grouping where a corps stands, with divisions under it, types its
    // divisions' units too, until the next corps.
    m_armOverDivisions = !m_corps.set && !m_division.set && !underBrigade ? m_group : std::string();
    if (!m_corps.set && !m_division.set && std::exchange(m_commandArmOverBrigades, false)) m_commandArm.clear();
    m_groupNote = m_group.empty() ? titleCase(text) : std::string();
    if (underBrigade) m_brigade = brigade;
    if (const auto* at = deepest()) {
      m_lastHeading = *at;
      m_groupingLeaderNote = "commanded the " + titleCase(text);
    }
  }

  /// A line of leaders under a heading: the first commanded, the others succeeded him.
  void officialCommanderLine(const std::string& text) {
    if (m_officersFor && *m_officersFor < m_out.units.size()) {
      for (const LeaderText& l : parseLeaderList(text))
        if (!l.name.empty()) m_out.units[*m_officersFor].officers.push_back(leaderSummary(l));
      return;
    }
    if (commandersSideBySide(text)) return;
    if (m_lastHeading.empty()) ensureArmy();
    toTheNextColumn();
    const bool brigade = m_brigade.set && m_lastHeading == m_brigade.path;
    // "Brigadier General ORMSBY M. MITCHEL commanding.": the word says what the line is.
    std::string leaders = text;
    while (!leaders.empty() && (leaders.back() == '.' || leaders.back() == ' ')) leaders.pop_back();
    if (lower(leaders).ends_with(" commanding")) leaders = trim(leaders.substr(0, leaders.size() - 11));
    for (const LeaderText& l : parseLeaderList(leaders)) {
      if (l.name.empty()) {
        warning("import.oob.text.fragment", "\"" + text + "\" has a rank without a name; no leader read");
        continue;
      }
      addLeader(l, m_lastHeading, brigade ? LeaderRole::LineCommander : LeaderRole::HeadingCommander,
                m_groupingLeaderNote);
    }
  }

  /// "LTG James Longstreet was the commander of the First Corps.", "MG Lafayette McLaws
  /// led this Division.": a page that tells its order of battle in sentences names each
  /// heading's commander in the sentence after it. True when the line was one.
  bool proseCommander(const std::string& text) {
    const std::size_t at = commanderSentenceNameEnd(text);
    if (at == std::string::npos || m_lastHeading.empty()) return false;
    // The sentence names the army, or the heading above ("this Division", "the First Corps").
    std::vector<std::string> target = m_lastHeading;
    if (m_army.set && containsNoCase(text.substr(at), m_army.path[0])) target = m_army.path;
    const bool brigade = m_brigade.set && target == m_brigade.path;
    addLeader(parseLeader(trim(text.substr(0, at))), target,
              brigade ? LeaderRole::LineCommander : LeaderRole::HeadingCommander);
    return true;
  }

  void warning(const std::string& rule, const std::string& message) {
    m_d.add(model::Severity::Warning, rule, message, here());
  }

  bool headingUnderArmy(const std::string& text) const {
    for (const HeadingLevel& h : m_headings)
      if (containsNoCase(text, h.match)) return h.underArmy;
    return false;
  }

  /// "Longstreet's Command", "Hardee's Command": a general's command standing where a corps
  /// does (its divisions follow under it).
  static bool namesACommandOfCorps(const std::string& text) {
    const std::string l = lower(text);
    if (!l.ends_with(" command") || wordCount(text) > 4) return false;
    return isPossessive(std::string_view(l).substr(0, l.size() - 8));
  }

  std::optional<std::string> headingLevel(const std::string& text) const {
    if (namesACommandOfCorps(text)) return levelFor("CORPS", "corps");
    // Services named "corps" are no corps of the army: "Signal Corps", "Corps of Engineers".
    for (const char* service : {"signal corps", "corps of engineers", "engineer corps", "ambulance corps",
                                "pioneer corps", "marine corps", "invalid corps", "veteran reserve corps"})
      if (containsNoCase(text, service)) return std::nullopt;
    // "3rd Regiment Potomac Home Brigade": a numbered regiment of a brigade's name is a unit.
    if (!text.empty() && std::isdigit(static_cast<unsigned char>(text[0])))
      for (const char* unit : {" regiment ", " battalion ", " battery "})
        if (containsNoCase(" " + text + " ", unit)) return std::nullopt;
    // "Brigade totals--", "Total Second Brigade": a return's sum, no heading.
    if (const std::string l = " " + lower(text) + " ";
        l.find(" total ") != std::string::npos || l.find(" totals") != std::string::npos)
      return std::nullopt;
    // "Division Artillery Battalion", "Corps Artillery": the level's own artillery or
    // cavalry, a grouping of units under it, never a second division or corps.
    for (const char* own : {"division artillery", "corps artillery", "brigade artillery", "division cavalry",
                            "corps cavalry", "brigade battery"})
      if (startsWithNoCase(text, own)) return std::nullopt;
    const bool upper = isUpperCaseText(text);
    const bool shortPlain =
        wordCount(text) <= 5 && text.find(':') == std::string::npos && text.find(',') == std::string::npos;
    if (!upper && !shortPlain) return std::nullopt;
    if (upper && (startsWithNoCase(text, "UNASSIGNED"))) return std::string("unassigned");
    // "Cheatham's Division (Polk's Corps)": a remark in parentheses names another level.
    const std::string named = outsideParentheses(text).empty() ? text : outsideParentheses(text);
    for (const HeadingLevel& h : m_headings) {
      // Mixed-case short lines are headings only for the levels below the army
      // ("First Division"); the army names itself in capitals or in a marked heading.
      // "Army of the Potomac" alone on a line (a rendered page lost its heading marks).
      const bool armyLine =
          startsWithNoCase(text, "army of ") || startsWithNoCase(text, "the army of ") || !sideBeforeArmy(text).empty();
      if (containsNoCase(named, h.match) && (upper || m_markedHeading || armyLine || h.level != "army")) return h.level;
    }
    return std::nullopt;
  }

  void heading(const std::string& text, const std::string& level, const std::string& kindGiven = {}) {
    m_headedColumns.clear();
    const bool brigadesAbove = std::exchange(m_brigadesAbove, false);
    m_group.clear();
    m_groupNote.clear();
    m_groupingLeaderNote.clear();
    m_brigade = {};
    if (level == "unassigned") {
      // Army-level unassigned units (31.1 "UNASSIGNED UNITS"): no formation of their own.
      m_corps = {};
      m_division = {};
      m_group.clear();
      m_groupNote = "Unassigned";
      m_lastHeading = m_army.set ? m_army.path : std::vector<std::string>{};
      return;
    }
    // The profile's level ("formation", "none") says what the heading becomes; the
    // heading's own word says where it sits in the listing.
    const std::string kind = kindGiven.empty() ? structuralKind(text, level) : kindGiven;
    if (level == "none" && kind == "none") {
      skipped(text, "a heading that only groups what follows");
      return;
    }
    // (A corps names its own arm, or none: "SIXTH ARMY CORPS" after "CAVALRY FORCES".)
    if (kind == "corps") m_listingArm.clear();
    if (kind == "army" || kind == "corps") m_commandArm.clear();
    // ("CAVALRY." / "First Brigade": a grouping with brigades under it types them the same
    // way, until the next division or corps.)
    if (kind == "division" && std::exchange(m_commandArmOverBrigades, false)) m_commandArm.clear();
    if (kind == "division" && !m_corps.set && !m_armOverDivisions.empty()) m_commandArm = m_armOverDivisions;
    if (kind == "brigade" && !m_corps.set && !m_division.set && !m_armOverDivisions.empty()) {
      m_commandArm = m_armOverDivisions;
      m_commandArmOverBrigades = true;
    }
    m_armOverDivisions.clear();
    if (kind == "army") return armyHeading(text, level);
    // Without an army heading the formation is a top of its own; the import then asks
    // for --army once instead of failing every line below it.
    if (headingUnderArmy(text)) m_corps = {};
    if (kind == "corps") {
      m_corps = {m_army.path, true};
      m_corps.path.push_back(text);
      m_division = {};
      define(m_corps.path, level);
      m_lastHeading = m_corps.path;
    } else if (kind == "brigade") {
      m_brigadesAbove = brigadesAbove;  // the brigades after "Reporting directly" all report above
      brigadeHeading(text, level);
    } else {
      // A division (or another level given as a heading): under the corps if there is one.
      Level l{m_corps.set ? m_corps.path : m_army.path, true};
      l.path.push_back(text);
      define(l.path, level);
      if (kind == "division") m_division = l;
      m_lastHeading = l.path;
    }
  }

  /// "UNION: ARMY OF THE TENNESSEE", "CONFEDERATE ARMY OF THE MISSISSIPPI": the army, and
  /// the side when the heading names one.
  void armyHeading(std::string text, const std::string& level) {
    std::string side;
    const std::size_t colon = text.find(':');
    // (Only a side's word before the colon is a side: "Part II: …" is no side.)
    if (colon != std::string::npos && isSideHeading(trim(text.substr(0, colon)))) {
      side = trim(text.substr(0, colon));
      text = trim(text.substr(colon + 1));
    }
    // "CONFEDERATE ARMY OF THE MISSISSIPPI": the side word leads the name.
    if (side.empty()) side = sideBeforeArmy(text);
    // "THE ARMY OF TENNESSEE" under a title that named the Army of Tennessee: one army.
    auto bare = [](std::string n) {
      if (startsWithNoCase(n, "the ")) n = n.substr(4);
      while (!n.empty() && (n.back() == '.' || n.back() == ',')) n.pop_back();
      return lower(n);
    };
    if (m_army.set && bare(m_army.path[0]) == bare(text)) {
      ++m_notes;  // a line that only names the army again
      m_corps = {};
      m_division = {};
      m_lastHeading = m_army.path;
      return;
    }
    m_army = {{text}, true};
    m_inWing = false;
    if (!side.empty()) setSide(side);
    m_corps = {};
    m_division = {};
    define(m_army.path, level);
    m_lastHeading = m_army.path;
  }

  void brigadeHeading(const std::string& text, const std::string& level) {
    // Official Records repeat "First Brigade." under every division: it is the
    // current division's brigade. After "Reporting directly" it is the corps' own.
    if (m_brigadesAbove && m_division.set) m_division = {};
    const auto* above = divisionOrAbove();
    Level l{above ? *above : std::vector<std::string>{}, true};
    l.path.push_back(text);
    renameTheAbstractsRow(l.path);
    // "1st Brigade" again under the same formation, after other brigades: a table whose
    // division cells were lost. The brigades are another division's; it gets a placeholder
    // name the designer replaces.
    if (const auto earlier = m_definedPaths.find(l.path); earlier != m_definedPaths.end()) {
      // A return's abstract names the brigades with their figures before the organization
      // lists them: the organization's heading is the same brigade again.
      if (m_figureLines.count(earlier->second) || inAnEarlierTable(earlier->second)) {
        // (The figures of a return's second half go to it too.)
        if (inAnEarlierTable(earlier->second)) m_sameEntry.emplace(m_line, earlier->second);
        m_brigade = l;
        m_lastHeading = l.path;
        return;
      }
      std::vector<std::string> division = m_corps.set ? m_corps.path : m_army.path;
      division.push_back("Division (unnamed " + std::to_string(++m_unnamedDivisions) + ")");
      define(division, levelFor("DIVISION", "division"), "the listing does not name this division: rename it");
      warning("import.oob.division.placeholder", "\"" + text +
                                                     "\" repeats under the same formation; its brigades go under \"" +
                                                     division.back() + "\": rename it");
      m_division = {division, true};
      l.path = division;
      l.path.push_back(text);
    }
    define(l.path, level);
    m_brigade = l;
    m_lastHeading = l.path;
    takeColumnsSideBySide();
  }

  /// "Jackson's Brigade." / "Smith's Brigade." then Jackson's commander and regiments, then
  /// Smith's: a two-column page read across heads both brigades before either's entries.
  /// The first takes what follows until a commander's line comes after its units.
  void takeColumnsSideBySide() {
    const std::vector<std::string>& b = m_brigade.path;
    const bool emptySibling = !m_lastBrigade.empty() && m_lastBrigade.size() == b.size() &&
                              std::equal(b.begin(), b.end() - 1, m_lastBrigade.begin()) && m_lastBrigade != b &&
                              m_out.units.size() == m_unitsAtLastBrigade && m_nextColumn.empty() &&
                              m_linesRead == m_linesAtLastBrigade + 1 && !m_figureLines.count(m_line) &&
                              !m_figureLines.count(m_lastBrigadeLine) && m_headingAlone && m_lastBrigadeAlone;
    m_nextColumn.clear();
    if (emptySibling) {
      m_nextColumn = b;
      m_brigade = {m_lastBrigade, true};
      m_lastHeading = m_lastBrigade;
    }
    m_lastBrigade = b;
    m_lastBrigadeLine = m_line;
    m_linesAtLastBrigade = m_linesRead;
    m_lastBrigadeAlone = m_headingAlone;
    m_unitsAtLastBrigade = m_out.units.size();
  }

  /// The second column's brigade, once the first has had units and a commander's line comes.
  void toTheNextColumn() {
    if (m_nextColumn.empty()) return;
    for (std::size_t k = m_unitsAtLastBrigade; k < m_out.units.size(); ++k)
      if (m_out.units[k].role == LeaderRole::None) {
        m_brigade = {m_nextColumn, true};
        m_lastHeading = m_nextColumn;
        m_nextColumn.clear();
        return;
      }
  }

  /// "1st (Foster's) Brigade 168 3,973 …" in a return's abstract, then "First Brigade." in
  /// its organization: one brigade, named as the organization names it.
  void renameTheAbstractsRow(const std::vector<std::string>& path) {
    if (m_definedPaths.count(path) || m_figureLines.empty()) return;
    const std::string& name = path.back();
    const int number = ordinalValue(name.substr(0, name.find(' ')));
    for (const std::size_t k : m_rowFormations) {
      RawFormation& f = m_out.formations[k];
      if (f.path.size() != path.size() || !std::equal(path.begin(), path.end() - 1, f.path.begin())) continue;
      // ("Williams' brigade" in the abstract is "Williams' Brigade." below.)
      const std::string& row = f.path.back();
      const bool sameNumber = number > 0 && ordinalValue(row.substr(0, row.find(' '))) == number;
      if (!(sameNumber || equalsNoCase(row, name)) || levelRank(row) != levelRank(name)) continue;
      const int line = m_definedPaths[f.path];
      m_definedPaths.erase(f.path);
      f.path.back() = name;
      m_definedPaths.emplace(f.path, line);
      return;
    }
  }

  void define(const std::vector<std::string>& path, const std::string& level, const std::string& notes = {}) {
    // A formation named again (a title and a heading both naming the division) is one.
    if (!m_definedPaths.emplace(path, m_line).second) return;
    if (m_figureLines.count(m_line)) m_rowFormations.push_back(m_out.formations.size());
    RawFormation f;
    f.side = m_side;
    f.path = path;
    f.level = level;
    f.notes = notes;
    f.source = provenance();
    m_out.formations.push_back(std::move(f));
  }

  /// A line no rule reads is kept, never fatal: a warning with its file:line, and its text
  /// as a note on the formation it stands in, for the designer to review.
  void error(const std::string& rule, const std::string& message) {
    ++m_notUnderstood;
    m_d.add(model::Severity::Warning, rule, message + "; kept as a note for review", here());
    m_out.review.push_back({m_line, message});
    const std::vector<std::string>* at = deepest();
    for (auto it = m_out.formations.rbegin(); at && it != m_out.formations.rend(); ++it)
      if (it->path == *at) {
        it->notes += std::string(it->notes.empty() ? "" : "; ") + "line " + std::to_string(m_line) +
                     " not read: " + message.substr(0, 200);
        return;
      }
  }

  /// The army everything belongs to when the listing names none: a placeholder the report
  /// and the validator flag for the designer to rename.
  const std::vector<std::string>& ensureArmy() {
    if (!m_army.set) {
      // Each side's unnamed army is its own placeholder.
      const std::string name =
          m_unnamedArmies++ == 0 ? std::string(kUnnamedArmy) : "Army (unnamed " + std::to_string(m_unnamedArmies) + ")";
      m_army = {{name}, true};
      define(m_army.path, levelFor("ARMY OF", "army"), "the listing names no army: rename it");
      m_d.add(model::Severity::Warning, "import.oob.army.placeholder",
              std::string("no army heading or title above line ") + std::to_string(m_line) +
                  "; the entries go under \"" + m_army.path[0] + "\": rename it, or give --army NAME",
              here());
    }
    if (m_lastHeading.empty()) m_lastHeading = m_army.path;
    return m_army.path;
  }

  /// "Organization of the Army of the Mississippi, General Albert Sidney Johnston,
  /// commanding, at the battle of Shiloh, Tenn., April 6-7, 1862.": the army and its
  /// commander, as the Official Records open every organization table.
  bool armyTitle(const std::string& text) {
    bool title = opensATitle(text);
    std::string level = levelFor("ARMY OF", "army");
    bool named = false;  // the command is named by the title's own words, up to its commander
    std::size_t of = lower(text).find("army of ");
    if (title && of == std::string::npos) of = commandInTitle(text, level, named);
    // "The Confederate Army of Tennessee at Chickamauga": a page's title naming the army.
    if (!title && of != std::string::npos && text.size() < 100 && rankLengthAt(text) == 0 &&
        (containsNoCase(text, " at ") || containsNoCase(text, " in the ")) && text.find(" - ") == std::string::npos)
      title = true;
    if (!title || of == std::string::npos) return false;
    std::size_t end = text.size();
    // An army's name ends at its place or date; a formation named by its place
    // ("the division stationed in the western part of Arkansas") only at a comma.
    const bool army = named || startsWithNoCase(std::string_view(text).substr(of), "army of") ||
                      startsWithNoCase(std::string_view(text).substr(of), "department of") ||
                      startsWithNoCase(std::string_view(text).substr(of), "district of") ||
                      startsWithNoCase(std::string_view(text).substr(of), "military division of");
    for (const char* stop :
         {",", " at ", " in ", " during ", " on ", " commanded", " under ", ".", ";", "(", " from ", " for the month"})
      if (army || std::string_view(stop).size() <= 2 || std::string_view(stop) == " commanded" ||
          std::string_view(stop) == " for the month")
        end = std::min(end, text.find(stop, of + 8));
    std::string name = trim(text.substr(of, end - of));
    if (!name.empty()) name[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(name[0])));
    if (const std::string side = titleSide(text.substr(0, of)); !side.empty()) startSide(side);
    heading(name, level);
    // "Abstract from return of the Third Division, Army of the Ohio, Brigadier General O. M.
    // Mitchel commanding": the title reports a formation of the army, and he commands it.
    if (const std::string reported = formationBeforeItsArmy(text.substr(0, of)); !reported.empty())
      if (const auto reportedLevel = headingLevel(reported); reportedLevel && *reportedLevel != level)
        heading(reported, *reportedLevel);
    // "…, [rank] [name] commanding, …" or "…, commanded by [rank] [name], …".
    const std::vector<std::string> parts = splitOutsideParens(text.substr(end), ",");
    for (std::size_t k = 0; k < parts.size(); ++k) {
      std::string leader = trim(parts[k]);
      // ("commanded hy": the scan's b.)
      if (startsWithNoCase(leader, "commanded by ") || startsWithNoCase(leader, "commanded hy "))
        leader = trim(leader.substr(13));
      else if (startsWithNoCase(leader, "under command of "))
        leader = trim(leader.substr(17));
      else if (lower(leader).ends_with(" commanding"))
        leader = trim(leader.substr(0, leader.size() - 11));
      else if (equalsNoCase(leader, "commanding") && k > 0)
        leader = trim(parts[k - 1]);  // "…, Gen. X, commanding"
      else
        continue;
      if (rankLengthAt(leader) > 0) officialCommanderLine(leader);
      break;
    }
    ++m_notes;
    return true;
  }

  /// Where a title without "Army of" names its command: "Organization of troops in the
  /// Department of the Gulf, …", "Organization of Price's Army.", "Field report of the division
  /// stationed in …" (then `level` is the formation's), "Organization of the Union forces,
  /// commanded by …", "Composition of the Meridian Expedition, under command of …"; npos when
  /// it names none. `named` when the name runs to the commander (an army named by its words).
  std::size_t commandInTitle(const std::string& text, std::string& level, bool& named) const {
    const std::string l = lower(text);
    for (const char* command : {"department of ", "district of ", "military division of "})
      if (const std::size_t at = l.find(command); at != std::string::npos && at < 80) return at;
    if (const std::size_t at = possessiveArmyAt(text); at != std::string::npos) {
      named = true;
      return at;
    }
    for (const char* formation : {"of the division ", "of the brigade ", "of the corps "})
      if (const std::size_t at = l.find(formation); at != std::string::npos && at < 40) {
        const std::string word(formation + 7, std::string_view(formation).size() - 8);
        std::string match = word;
        for (char& c : match) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
        level = levelFor(match.c_str(), word.c_str());
        return at + 7;
      }
    // "… of the Union forces, commanded by …": the command the title's words name.
    const std::size_t the = l.find(" of the ");
    const std::size_t by = std::min({l.find(" commanded "), l.find(" under "), l.find(", commanded")});
    if (the == std::string::npos || by == std::string::npos || by < the || by - the > 60) return std::string::npos;
    const std::string_view words = std::string_view(l).substr(the + 8, by - the - 8);
    // ("the Army commanded by …" names no army: a word that only says what it is.)
    if (words.find(' ') == std::string_view::npos) return std::string::npos;
    for (const char* command : {"forces", "troops", "army", "expedition", "command"})
      if (words.find(command) != std::string_view::npos) {
        named = true;
        return the + 8;
      }
    return std::string::npos;
  }

  /// The last column-heading line above `line`; 0 when no table has begun.
  int tableStartBefore(int line) const {
    const auto it = m_tableStarts.lower_bound(line);
    return it == m_tableStarts.begin() ? 0 : *std::prev(it);
  }

  /// Whether `earlierLine` lay in a table whose columns have changed since: a table printed
  /// in two halves names its formations and units again in the second.
  bool inAnEarlierTable(int earlierLine) const {
    const int now = tableStartBefore(m_line), then = tableStartBefore(earlierLine);
    return then > 0 && now > earlierLine;
  }

  /// The unit `name` under `path` read in an earlier half of this table, if any.
  const RawUnit* sameUnitInAnEarlierTable(const std::vector<std::string>& path, const std::string& name) const {
    // Only units read inside a table are kept, in their order: the first is in an earlier
    // table, or none is.
    const auto it = m_unitsByPlace.find(placeKey(path, name));
    if (it == m_unitsByPlace.end() || it->second.empty()) return nullptr;
    const RawUnit& first = m_out.units[it->second.front()];
    return inAnEarlierTable(first.source.line) ? &first : nullptr;
  }

  /// Units and leaders are looked up by where they stand, never by a walk over all of them:
  /// a listing of sixty thousand units read in seconds would take minutes.
  static std::string placeKey(const std::vector<std::string>& path, const std::string& name = {}) {
    std::string key;
    for (const std::string& p : path) key += p + '\x1f';
    return key + '\x1e' + name;
  }

  void addLeader(const LeaderText& l, const std::vector<std::string>& path, LeaderRole role,
                 const std::string& notes = {}) {
    // The same commander named again under the same heading ("Meagher, Nugent, Meagher")
    // is one leader who came back to command.
    const std::string name = leaderDisplayName(l);
    // (Only the last few: no heading names more commanders, and a hostile file of sixty
    // thousand under one heading must not compare each with all the others.)
    std::vector<std::size_t>& here = m_leadersByPlace[placeKey(path)];
    for (std::size_t j = here.size() > kCommandersAHeadingNames ? here.size() - kCommandersAHeadingNames : 0;
         j < here.size(); ++j)
      if (RawUnit& earlier = m_out.units[here[j]]; sameLeader(earlier.name, name)) {
        if (name.size() > earlier.name.size()) earlier.name = name;  // the fuller spelling
        return;
      }
    here.push_back(m_out.units.size());
    RawUnit u;
    u.side = m_side;
    u.path = path;
    u.name = leaderDisplayName(l);
    u.rank = l.rank;
    u.role = role;
    u.notes = l.notes;
    u.status = l.status;
    if (!notes.empty()) u.notes += (u.notes.empty() ? "" : "; ") + notes;
    u.source = provenance();
    m_out.units.push_back(std::move(u));
  }

  void commandLine(const std::string& text, bool second) {
    if (m_lastHeading.empty()) ensureArmy();
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

  /// A battle infobox's side field (infobox_fields.h): the combatant gives the side, the
  /// units are its formations (or units), the commanders its leaders, standing in no
  /// formation since the box does not say which of its units each led; strength and
  /// casualties are notes on the side's formations.
  void infoboxLine(const std::string& text, const InfoboxField& f) {
    if (f.key == InfoboxKey::Combatant) {
      m_infoboxSides[f.side] = sideNamedIn(f.value);
      const std::string& side = m_infoboxSides[f.side];
      return skipped(text, "an infobox's combatant" + (side.empty() ? std::string() : "; the side is " + side));
    }
    m_side = m_infoboxSides[f.side];
    std::vector<std::vector<std::string>>& formations = m_infoboxFormations[f.side];
    if (f.key == InfoboxKey::Strength || f.key == InfoboxKey::Casualties) {
      const std::string note = f.name + ": " + f.value;
      for (RawFormation& raw : m_out.formations)
        if (std::find(formations.begin(), formations.end(), raw.path) != formations.end())
          raw.notes += (raw.notes.empty() ? "" : "; ") + note;
      if (formations.empty()) return skipped(text, "an infobox's figures, with no formation of that side named");
      ++m_notes;
      return;
    }
    for (const std::string& item : infoboxItems(f.value)) {
      if (f.key == InfoboxKey::Commander) {
        const LeaderText l = parseLeader(item);
        if (!l.name.empty())
          addLeader(l, {}, LeaderRole::HeadingCommander, "named in the battle's infobox (" + f.name + ")");
      } else if (const auto level = headingLevel(item)) {
        define({item}, *level, "named in the battle's infobox (" + f.name + ")");
        formations.push_back({item});
      } else {
        units(item, formations.empty() ? std::vector<std::string>{} : formations.front(), {}, {});
      }
    }
  }

  /// "Brigadier General Franz Sigel" / "Commander, 2nd Division" (a park's or museum's
  /// commanders, each over his command): the command of the man on the line above, from his
  /// own formation up. False when the line is no such, or the man above was none.
  bool commandOfTheManAbove(const std::string& text) {
    std::string rest;
    for (const char* head : {"Commander, ", "Commander of ", "Commanding "})
      if (startsWithNoCase(text, head)) rest = trim(text.substr(std::string_view(head).size()));
    if (rest.empty() || m_out.units.empty()) return false;
    const RawUnit man = m_out.units.back();
    if (man.role == LeaderRole::None || man.source.line + 1 < m_line - 1) return false;
    std::vector<std::string> parts;
    for (std::string part : splitOutsideParens(rest, ",")) {
      part = trim(part);
      while (!part.empty() && part.back() == '.') part.pop_back();
      if (!part.empty()) parts.push_back(part);
    }
    // ("Commander, 1st & 2nd Divisions, …": a command of two, no formation of its own.)
    const std::string first = lower(parts.empty() ? std::string() : parts.front());
    if (parts.empty() || first.ends_with("divisions") || first.ends_with("brigades")) {
      noteLine(text);
      return true;
    }
    m_out.units.pop_back();
    if (commandChain(man.name, parts, {}, {}, /*indexed=*/true)) return true;
    m_out.units.push_back(man);
    return false;
  }

  /// "Companies "A," … organized at Camp Curtin, Pa., …", "Regiment attached to McCall's
  /// Division, …", "SERVICE.--Reconnaissance to Leesburg, …": a regimental history's account of
  /// the unit above it (Dyer's Compendium and the state histories after it), its notes, not
  /// units or formations of its own. False when the line is no such.
  bool serviceHistoryLine(const std::string& text) {
    if (!tellsAUnitsService(text)) return false;
    if (m_out.units.empty() || m_out.units.back().role != LeaderRole::None) {
      noteLine(text);
      return true;
    }
    std::string& notes = m_out.units.back().notes;
    notes += (notes.empty() ? "" : " ") + text;
    ++m_notes;
    return true;
  }

  /// "Adams, Edwin M. Age 37. Residence …": a roster's man, never a unit, goes with the
  /// company or regiment read last, his fate with him.
  /// False when the line is no man's record.
  bool serviceRecordLine(const std::string& text) {
    const auto record = serviceRecordOf(text);
    if (!record) return false;
    const std::string man = record->man + (record->status.empty() ? "" : " (" + record->status + ")");
    // (A man before any company, "RICHARD A. OAKFORD, colonel, …" of the field and staff, is
    // kept as a note on the formation above, or reported when there is none.)
    if (m_out.units.empty() || m_out.units.back().role != LeaderRole::None) {
      noteLine(man);
      return true;
    }
    ++m_notes;
    m_out.units.back().officers.push_back(man);
    return true;
  }

  void noteLine(const std::string& text) {
    const std::vector<std::string>* at = deepest();
    if (!at) return skipped("Note: " + text, "a note before any formation");
    // Kept on the formation the note follows.
    for (auto it = m_out.formations.rbegin(); it != m_out.formations.rend(); ++it) {
      if (it->path == m_lastHeading || it->path == *at) {
        it->notes += (it->notes.empty() ? "" : " ") + text;
        ++m_notes;
        return;
      }
    }
    skipped("Note: " + text, "no formation to attach the note to");
  }

  /// "Artillery: Battery A, …", "Unassigned: …", "Light Batteries: 25th Indiana (Sturm); …":
  /// a grouping's units on its label's line; false when the label is no grouping's.
  bool groupLine(const std::string& labelName, const std::string& labelLeader, const std::string& rest) {
    static const std::vector<std::string> groupLabels{"Artillery",
                                                      "Cavalry",
                                                      "Infantry",
                                                      "Escort",
                                                      "Unbrigaded",
                                                      "Unassigned",
                                                      "Unattached",
                                                      "Reserve Artillery",
                                                      "Artillery Reserve",
                                                      "Sharpshooters",
                                                      "Engineers",
                                                      "Not brigaded",
                                                      "Troops not brigaded",
                                                      "Independent companies",
                                                      "Independent commands"};
    for (const std::string& g : groupLabels) {
      if (!equalsNoCase(labelName, g)) continue;
      // "Artillery: Maj. Wilbur F. Goodspeed": the grouping's commander, read below.
      if (rankLengthAt(rest) > 0 && rest.find(';') == std::string::npos) break;
      const bool unassigned = equalsNoCase(labelName, "Unassigned");
      static const std::vector<std::string> kUntyped{"Unbrigaded",          "Unassigned",
                                                     "Unattached",          "Not brigaded",
                                                     "Troops not brigaded", "Independent companies",
                                                     "Independent commands"};
      // Section 31's labels: a type word ("Artillery:", "Escort:") types the units; the
      // others ("Unbrigaded:") are kept as a note.
      const bool typeWord = std::find(kUntyped.begin(), kUntyped.end(), g) == kUntyped.end();
      m_brigade = {};
      // Inline "Unassigned:" lists units of the corps (or army) the division belongs to.
      const std::vector<std::string>* at =
          unassigned ? (m_corps.set ? &m_corps.path : (m_army.set ? &m_army.path : nullptr)) : divisionOrAbove();
      if (!at) at = &ensureArmy();
      std::string note = m_groupNote;
      if (!typeWord) note += (note.empty() ? "" : "; ") + g;
      if (!labelLeader.empty())
        for (const LeaderText& l : parseLeaderList(labelLeader))
          addLeader(l, *at, LeaderRole::HeadingCommander, "commanded the " + g);
      units(rest, *at, typeWord ? (containsNoCase(g, "Artillery") ? std::string("Artillery") : g) : m_group, note);
      return true;
    }
    // "Light Batteries: 25th Indiana (Sturm); 1st Kentucky (Thomason)": the label types them.
    if (isArmGroupLabel(labelName) && labelLeader.empty() && !rest.empty() && rankLengthAt(rest) == 0) {
      m_brigade = {};
      const std::vector<std::string>* at = divisionOrAbove();
      if (!at) at = &ensureArmy();
      const std::string arm = armOfGroup(labelName);
      units(rest, *at, arm.empty() ? m_group : arm, arm.empty() ? labelName : m_groupNote);
      return true;
    }
    return false;
  }

  /// "Provost Guard: Maj William H. Wood": a grouping and its commander, kept as a note;
  /// "Provost Guard: Brig.-General Marsena R. Patrick; 93d N. Y., Col. John S. Crocker; 8th
  /// U. S. (8 cos.), …": its units follow him on the line.
  void groupAndItsCommander(const std::string& label, const std::string& rest) {
    m_brigade = {};
    m_group.clear();
    for (const char* t : {"Cavalry", "Artillery"})
      if (containsNoCase(label, t)) m_group = t;
    m_groupNote = label;
    if (const auto* above = divisionOrAbove()) m_lastHeading = *above;
    const auto [leader, list] = leaderBeforeList(rest);
    noteLine(label + ": " + (list.empty() ? rest : leader));
    if (!list.empty() && hasUnitMark(list))
      units(list, m_lastHeading.empty() ? ensureArmy() : m_lastHeading, m_group, label);
  }

  void labelledLine(const std::string& label, const std::string& rest) {
    // "Brigade loss: k, 75; w, 364; m, 5 = 444." (Battles and Leaders): a note.
    if (lower(label).ends_with("loss") || lower(label).ends_with("losses")) return noteLine(label + ": " + rest);
    // "Campaign: Operations near St. Marks, Florida (1865)", "Date(s): …": a battle
    // summary's fields, no entries (its "[US]" / "[CS]" runs are read before).
    if (isBattleSummaryField(label)) return skipped(label + ": " + rest, "a battle summary's field");
    const auto [labelName, labelLeader] = splitHeadingCommander(label);
    // "Infantry: First Brigade, Brig.-Gen. M. S. Bonham, 11th N. C., …": the grouping's
    // first formation follows its label.
    if (labelLeader.empty() && isGroupingHeading(labelName) && headingLevel(rest.substr(0, rest.find(", ")))) {
      groupingHeading(labelName);
      return line(m_line, rest, m_markedHeading);
    }
    if (groupLine(labelName, labelLeader, rest)) return;
    if (startsWithNoCase(rest, "Commanding:")) return formationLine(label, trim(rest.substr(11)));
    // Battles and Leaders: "First Brigade, Col. Richard J. Oglesby: 8th Ill., Col. …; 18th Ill., …".
    // "… 8paulIding; 39th Ohio, Col. Alfred W. Gilbert; … Col. J. L. Kirby Smith: 63d Ohio":
    // a label holding a list is no heading; the colon is a comma the scan misread.
    if (labelName.find(';') != std::string::npos || labelName.size() > 80)
      return unitLine(label + ", " + rest, m_group, m_group);
    // "FIRST BRIGADE.--Brig. Gen'l Chas. Cruft, 21st Ill., …": the commander after the colon.
    if (labelLeader.empty() && headingLevel(labelName))
      if (const auto [leader, list] = leaderBeforeList(rest); !leader.empty() && !list.empty())
        return leadersAndLeadersLine(labelName, leader, list);
    if (!labelLeader.empty() || headingLevel(labelName)) return leadersAndLeadersLine(labelName, labelLeader, rest);
    // "Chief of Staff: BG Randolph B. Marcy": the staff are no counters; kept as a note.
    for (const char* staff : {"Chief", "Assistant", "Inspector", "Quartermaster", "Commissary", "Medical", "Aide",
                              "Adjutant", "Judge", "Provost Marshal", "Surgeon", "Ordnance", "Signal Officer"})
      if (startsWithNoCase(label, staff)) return noteLine(label + ": " + rest);
    // "Provost Guard: Maj William H. Wood", "Escort: Cpt James B. McIntyre": a grouping
    // and its commander; its units follow.
    if (isGroupLabel(label) && rankLengthAt(rest) > 0) return groupAndItsCommander(label, rest);
    // Wikipedia's "7th Indiana: Maj Ira G. Grover": a unit and its commanding officer.
    if (rankLengthAt(rest) > 0 && label.size() < 80) return unitLine(label + ", " + rest, m_group, m_group);
    // "Escort: 2nd New York Cavalry", "Provost Guard: Maj William H. Wood": a grouping
    // of the formation above, its units typed by their own words.
    if (label.size() < 40 && wordCount(label) <= 4 && !rest.empty() && (hasUnitMark(rest) || isPluralRank(rest))) {
      m_brigade = {};
      const std::vector<std::string>* at = divisionOrAbove();
      if (!at) at = &ensureArmy();
      // ("Reserved Batteries.-Captains Hoxton's, Landis', …": batteries known by their captains.)
      const std::string arm = armOfGroup(label);
      return units(isPluralRank(rest) ? rest.substr(rest.find(' ') + 1) : rest, *at, arm.empty() ? m_group : arm,
                   label);
    }
    // "9th Kentucky: John W. Caldwell": a unit and its commander, whose rank the page omits.
    if (looksLikeUnitName(label) && isPersonsName(rest)) {
      unitLine(label, m_group, m_group);
      if (!m_out.units.empty() && m_out.units.back().source.line == m_line) m_out.units.back().officers.push_back(rest);
      return;
    }
    // "8th Illinois:" with its officers on the lines below (a battlefield site's layout).
    if ((rest.empty() || rest == ".") && looksLikeUnitName(label)) {
      unitLine(label, m_group, m_group);
      m_officersFor = m_out.units.size() - 1;
      return;
    }
    if (label.size() < 40 && wordCount(label) <= 4 && rest.empty()) {
      m_brigade = {};
      m_group.clear();
      for (const char* t : {"Cavalry", "Artillery", "Infantry"})
        if (containsNoCase(label, t)) m_group = t;
      m_groupNote = m_group.empty() ? label : std::string();
      if (const auto* above = divisionOrAbove()) m_lastHeading = *above;
      return skipped(label + ":", "a grouping of the units that follow");
    }
    if (labelledUnit(label, rest)) return;
    error("import.oob.text.not-understood",
          "\"" + label +
              ":\" is neither a formation (\"…: Commanding: …\") nor a group (Artillery, Cavalry, Infantry, "
              "Escort, Unbrigaded, Unassigned)");
  }

  /// "The 1st Battalion of the 15th Infantry: Companies A, B, … and H; commanded by Major John
  /// H. King.": a unit, what it was made of (a remark) and its commander. False when the label
  /// names no unit.
  bool labelledUnit(const std::string& label, const std::string& rest) {
    const std::string unit = startsWithNoCase(label, "The ") ? label.substr(4) : label;
    if (rest.find_first_not_of(". ") == std::string::npos || label.size() >= 80 || !looksLikeUnitName(unit))
      return false;
    std::string remark, officer;
    for (std::string piece : splitOutsideParens(rest, ";")) {
      piece = trim(piece);
      while (!piece.empty() && piece.back() == '.') piece.pop_back();
      for (const char* by : {"commanded by ", "under command of ", "under "})
        if (startsWithNoCase(piece, by)) piece = piece.substr(std::strlen(by));
      for (const char* tail : {" commanding", " in command"})
        if (piece.ends_with(tail)) piece.resize(piece.size() - std::strlen(tail));
      if (officer.empty() && rankLengthAt(piece) > 0)
        officer = piece;
      else if (!piece.empty())
        remark += (remark.empty() ? "" : "; ") + piece;
    }
    unitLine(unit, m_group, m_group);
    if (m_out.units.empty() || m_out.units.back().source.line != m_line) return true;
    RawUnit& u = m_out.units.back();
    if (!officer.empty()) u.officers.push_back(officer);
    if (!remark.empty()) u.notes += (u.notes.empty() ? "" : "; ") + remark;
    return true;
  }

  /// A Battles and Leaders formation line: its name, its commander and its units.
  void leadersAndLeadersLine(const std::string& name, const std::string& leader, const std::string& list) {
    const auto level = headingLevel(name).value_or("brigade");
    heading(name, level);
    if (m_lastHeading.empty()) return;  // the heading reported why
    const bool brigade = m_brigade.set && m_lastHeading == m_brigade.path;
    for (const LeaderText& l : parseLeaderList(leader))
      addLeader(l, m_lastHeading, brigade ? LeaderRole::LineCommander : LeaderRole::HeadingCommander);
    if (!formationsWithTheirLeaders(list)) units(list, m_lastHeading, m_group, m_groupNote);
  }

  /// "First Brigade, Brigadier General W. L. Cabell; Second Brigade, Brigadier General T. J.
  /// Churchill.": after a division's heading, its brigades, each with its commander. False
  /// (nothing read) unless every part is one.
  bool formationsWithTheirLeaders(const std::string& list) {
    const std::vector<std::string> parts = splitOutsideParens(list, ";");
    std::vector<std::pair<std::string, std::string>> led;  // (formation, leader)
    for (std::string part : parts) {
      part = trim(part);
      while (!part.empty() && part.back() == '.') part.pop_back();
      const std::size_t comma = findOutsideParens(part, ",");
      if (comma == std::string::npos) return false;
      const std::string name = trim(part.substr(0, comma)), leader = trim(part.substr(comma + 1));
      if (!headingLevel(name) || rankLengthAt(leader) == 0) return false;
      led.emplace_back(name, leader);
    }
    if (led.empty()) return false;
    const std::vector<std::string> above = m_lastHeading;
    for (const auto& [name, leader] : led) {
      std::vector<std::string> path = above;
      path.push_back(name);
      define(path, *headingLevel(name));
      addLeader(parseLeader(leader), path, LeaderRole::HeadingCommander);
    }
    return true;
  }

  void formationLine(const std::string& name, const std::string& rest) {
    const std::vector<std::string>* parent = deepest();
    if (!parent) parent = &ensureArmy();
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
    if (list.empty()) warning("import.oob.text.empty", "\"" + name + "\" lists no units");
  }

  void unitLine(const std::string& text, const std::string& typeHint, const std::string&) {
    m_headedColumns.clear();  // (a unit ends the rows of commanders under headings side by side)
    // "US Flag", "Fort Donelson": no number, no arm or unit word, no owner's name: a page's
    // caption or a place, not a regiment. Kept for review, never made a counter.
    if (gunsOfTheUnitBefore(text)) return;
    if (!hasUnitMark(text)) return error("import.oob.text.not-understood", "\"" + text + "\" reads as no unit");
    const std::vector<std::string>* at = deepest();
    if (!at) at = &ensureArmy();
    // Said once per formation: Official Records give every unit its own line.
    if (m_groupNote.empty() && m_group.empty() && m_bareListed.insert(*at).second)
      m_d.add(model::Severity::Info, "import.oob.text.bare-list", "lines with no label; read as units of " + at->back(),
              here());
    const std::size_t before = m_out.units.size();
    units(text, *at, typeHint, m_groupNote);
    if (m_out.units.size() == before + 1 && m_out.units.back().officers.empty() &&
        namesARegiment(m_out.units.back().name))
      m_unitJustRead = before;
  }

  /// "(Kimball’s, Blake’s and Bradley’s brigades)" under a division: the brigades it holds,
  /// each named by its commander. False when the text is no such list.
  bool formationsListed(const std::string& text) {
    const std::size_t sp = text.rfind(' ');
    if (sp == std::string::npos) return false;
    const std::string plural = lower(text.substr(sp + 1));
    if (plural != "brigades" && plural != "divisions") return false;
    std::vector<std::string> names;
    for (std::string part : splitOutsideParens(text.substr(0, sp), ",")) {
      if (const std::size_t a = part.find(" and "); a != std::string::npos) {
        names.push_back(trim(part.substr(0, a)));
        part = part.substr(a + 5);
      }
      names.push_back(trim(part));
    }
    for (const std::string& n : names)
      if (n.empty() || wordCount(n) > 3 || !isPossessive(n)) return false;
    const std::string level = plural == "brigades" ? "Brigade" : "Division";
    const std::string listLevel = levelFor(plural == "brigades" ? "BRIGADE" : "DIVISION", lower(level).c_str());
    for (const std::string& n : names) heading(n + " " + level, listLevel);
    return true;
  }

  /// "Clarke County, Arkansas, Artillery Battery" / "Captain Franklin Roberts" / "2 x 6-pounder
  /// smoothbores": a line of guns alone belongs to the battery above it, in the same formation.
  bool gunsOfTheUnitBefore(const std::string& text) {
    if (!isGunCount(text) || m_out.units.empty()) return false;
    const std::vector<std::string>* at = deepest();
    RawUnit& u = m_out.units.back();
    if (!at || u.path != *at) return false;
    u.guns = u.guns.value_or(0) + statedGuns(" " + text).value_or(0);
    u.notes += std::string(u.notes.empty() ? "" : "; ") + text;
    if (u.type.empty()) u.type = "Artillery";
    return true;
  }

  /// "cavalry division", "Third Brigade (cavalry)", "Cavalry Corps": the arm a formation's
  /// name gives the units under it whose own names give none; empty when no name gives one.
  static std::string armOfFormations(const std::vector<std::string>& path) {
    for (auto it = path.rbegin(); it != path.rend(); ++it) {
      const std::string l = lower(*it);
      if (l.find("cavalry") != std::string::npos || l.find("mounted") != std::string::npos) return "Cavalry";
      if (l.find("artillery") != std::string::npos) return "Artillery";
      if (l.find("infantry") != std::string::npos) return "Infantry";
    }
    return {};
  }

  /// "4th Tennessee Infantry", "Cherokee Georgia Artillery": a unit by its number or its
  /// kind, in a few words; not a name read as one ("Isham W. Garrott*"), a run of words, or
  /// a legion (which lists its own companies and arms under it, its colonel theirs).
  static bool namesARegiment(const std::string& name) {
    if (wordCount(name) > 6) return false;
    if (!name.empty() && std::isdigit(static_cast<unsigned char>(name[0]))) return true;
    const std::string l = lower(name);
    for (const char* w : {"infantry", "cavalry", "artillery", "battery", "regiment", "battalion", "company", "rangers",
                          "sharpshooters"})
      if (l.find(w) != std::string::npos) return true;
    return false;
  }

  void units(const std::string& list, const std::vector<std::string>& path, const std::string& typeHint,
             const std::string& note) {
    std::vector<ListRemark> remarks;
    std::vector<ListItem> items = splitUnitList(list, remarks);
    const bool brigade = m_brigade.set && path == m_brigade.path;
    for (const std::string& o : takeLeadingOfficers(items))
      addLeader(parseLeader(o), path, brigade ? LeaderRole::LineCommander : LeaderRole::HeadingCommander,
                m_groupingLeaderNote);
    shareTheLastName(items);
    for (const ListItem& item : items) {
      // "not given in official records": a remark in a list, not a unit.
      if (!hasUnitMark(item.name)) {
        error("import.oob.text.not-understood", "\"" + item.name + "\" in a list reads as no unit");
        continue;
      }
      if (looksLikeNameFragment(item.name)) {
        warning(
            "import.oob.text.fragment",
            "\"" + item.name + "\" looks like a piece of a name or rank, not a unit; read as a unit, check the line");
      }
      if (const RawUnit* first = sameUnitInAnEarlierTable(path, item.name)) {
        m_sameEntry[m_line] = first->source.line;
        continue;
      }
      RawUnit u;
      u.side = m_side;
      u.path = path;
      u.name = item.name;
      for (const std::string& o : item.officers) u.officers.push_back(leaderSummary(parseLeader(o)));
      u.type = typeHint.empty() ? armOfFormations(path) : typeHint;
      if (u.type.empty()) u.type = m_commandArm.empty() ? m_listingArm : m_commandArm;
      u.typeIsHint = true;
      // "30th Va. (cav.)": a remark that is only an arm's word types the unit.
      if (const std::string arm = statedArm(item.notes); !arm.empty() && wordCount(item.notes) <= 2) u.type = arm;
      u.notes = item.notes;
      // "(350 men)", "400 men, BLC", "(6 guns)": figures the listing states for the unit.
      u.men = statedMen(item.notes);
      u.guns = statedGuns(item.notes);
      // "Taft's, 5th New York, 6 20-pounder Parrotts": a unit with guns is a battery.
      if (u.type.empty() && u.guns) u.type = "Artillery";
      // "3rd Indian Home Guard - Colonel William Phillips (44 men)": the figure after its officer.
      for (const std::string& o : item.officers)
        if (!u.men) u.men = statedMen(o);
      if (!item.group.empty()) u.notes += std::string(u.notes.empty() ? "" : "; ") + "of " + item.group;
      if (!note.empty()) u.notes = note + (u.notes.empty() ? "" : "; ") + u.notes;
      u.source = provenance();
      m_armOverDivisions.clear();  // (its own units follow the grouping: it heads no divisions)
      if (tableStartBefore(m_line) > 0) m_unitsByPlace[placeKey(u.path, u.name)].push_back(m_out.units.size());
      m_out.units.push_back(std::move(u));
    }
    for (const ListRemark& r : remarks) m_d.add(model::Severity::Warning, r.rule, r.message, here());
  }

  void replacementLine(const std::string& text) {
    const std::vector<FormationCodeAt> found = formationCodes(text);
    if (found.empty()) {
      const std::size_t colon = text.find(':');
      if (colon != std::string::npos && containsNoCase(text.substr(colon), "Army")) {
        setSide(trim(text.substr(0, colon)));
        return;  // "Union: Army of the Tennessee": whose officers follow
      }
      return skipped(text, "explanatory text");
    }
    for (std::size_t i = 0; i < found.size(); ++i) {
      const std::string& formationCode = found[i].code;
      const std::size_t from = found[i].at + formationCode.size() + 1;
      const std::size_t to = i + 1 < found.size() ? found[i + 1].at : text.size();
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
        m_leadersByPlace[placeKey(u.path)].push_back(m_out.units.size());
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
  std::string m_firstSide;  // the side named first, for the entries read before it
  Level m_army, m_corps, m_division, m_brigade;
  std::string m_groupingLeaderNote;  // "commanded the Right Wing" for the leader line after a grouping
  std::size_t m_notes = 0;
  std::size_t m_notUnderstood = 0;
  std::vector<std::string> m_lastHeading;
  std::string m_group;             // type word of the current group heading, if any
  std::string m_groupNote;         // "Unassigned" under an UNASSIGNED heading
  std::string m_listingArm;        // the arm of a grouping heading above all the listing names, to its first corps
  std::string m_commandArm;        // … and of one where a corps stands, until the next corps
  std::string m_armOverDivisions;  // the arm of that grouping until a division heading confirms it
  bool m_commandArmOverBrigades = false;  // m_commandArm came from a grouping with brigades under it
  bool m_replacements = false;
  std::set<std::vector<std::string>> m_bareListed;
  std::optional<std::size_t> m_officersFor;   // the unit whose officers the next rank lines name
  std::optional<std::size_t> m_unitJustRead;  // the one unit the line before named, with no officer
  bool m_markedHeading = false;
  std::map<int, std::string> m_infoboxSides;                                 // an infobox's side by field number
  std::map<int, std::vector<std::vector<std::string>>> m_infoboxFormations;  // its formations by field number // the
                                                                             // markup says this line is a heading
  std::map<std::vector<std::string>, int> m_definedPaths;  // the line each formation was first named on
  std::set<int> m_figureLines;                             // lines a return's columns gave figures
  std::set<int> m_tableStarts;                             // lines of a return's column headings
  std::map<int, int> m_sameEntry;                          // a unit named again in a table's second half
  int m_unnamedDivisions = 0;
  static constexpr std::size_t kCommandersAHeadingNames = 16;
  int m_unnamedArmies = 0;
  std::vector<std::size_t> m_rowFormations;  // formations a return's row of figures named
  std::unordered_map<std::string, std::vector<std::size_t>> m_unitsByPlace;    // path and name → units in tables
  std::unordered_map<std::string, std::vector<std::size_t>> m_leadersByPlace;  // formation path → its leaders
  std::vector<std::string> m_lastBrigade;                                      // the brigade heading read last
  std::size_t m_unitsAtLastBrigade = 0;                            // how many units there were when it was read
  int m_lastBrigadeLine = 0;                                       // and its line
  std::size_t m_linesRead = 0;                                     // lines read so far, blank ones not counted
  std::size_t m_linesAtLastBrigade = 0;                            // … when the brigade heading read last was
  bool m_headingAlone = false;                                     // the heading being read stands alone on its line
  bool m_lastBrigadeAlone = false;                                 // … and so did the brigade heading read last
  std::vector<std::string> m_nextColumn;                           // the second of two brigades headed side by side
  std::vector<std::vector<std::string>> m_headedColumns;           // headings on one line, for the commanders below
  std::map<std::string, std::vector<std::string>> m_taggedArmies;  // side → its army, for "[US]" / "[CS]" runs
  bool m_recognised = false;                                       // an entry only an order of battle writes was read
  std::size_t m_scannedFormations = 0, m_scannedUnits = 0;
  std::vector<std::pair<long, Context>> m_open;  // an outline's blocks open above the next line, by depth
  bool m_opensChildren = false;                  // the outline nests entries under this line
  bool m_inWing = false;                         // under a wing's grouping, which stands for a corps
  bool m_brigadesAbove = false;                  // after "Reporting directly": brigades belong above the division
};

}  // namespace

namespace {

/// A bulleted list is read as an outline only when its bullets carry the formations too;
/// headings with bulleted units below them (Wikipedia's rendered pages) are a listing.
bool bulletsCarryFormations(const std::vector<std::string>& lines) {
  std::set<std::size_t> depths;
  for (const std::string& l : lines) {
    std::size_t stars = 0;
    const std::size_t b = bulletLength(l, stars);
    if (b == 0) continue;
    // Three depths of "*" are a tree whatever the words say.
    if (stars > 0 && depths.insert(stars).second && depths.size() >= 3) return true;
    const std::string t = " " + lower(l.substr(b)) + " ";
    for (const char* w : {" division", " brigade", " corps", "army of"})
      if (t.find(w) != std::string::npos && t.size() < 120) return true;
  }
  return false;
}

std::string withoutBullet(const std::string& l) {
  std::size_t stars = 0;
  const std::size_t b = bulletLength(l, stars);
  if (b > 0) return l.substr(b);
  const std::string t = trim(l);
  if (t.starts_with("\xE2\x80\xA2")) return trim(t.substr(3));  // "•"
  return l;
}

bool namesAnyOrderOfBattleEntry(const RawOob& read) {
  return std::any_of(read.formations.begin(), read.formations.end(),
                     [](const RawFormation& f) { return namesAnOrderOfBattleEntry(f.path.back()); }) ||
         std::any_of(read.units.begin(), read.units.end(),
                     [](const RawUnit& u) { return u.role == LeaderRole::None && namesAnOrderOfBattleEntry(u.name); });
}

/// A narrative that sets out no order of battle ("Walthall's Mississippi brigade had fought
/// …", "Sumner's 2 Corps starts near Fair Oaks"): the formations it names, with nothing
/// between them, kept for the designer's review rather than the whole file refused.
void readNarrativesFormations(std::string_view textIn, const TextParseOptions& options, RawOob& out,
                              model::Diagnostics& diagnostics) {
  // (A regimental history's assignments, "Attached to King's Brigade, McDowell's Division, …",
  // name where the unit served, not formations of this text: their lines are left blank.)
  std::string text;
  for (std::size_t b = 0; b <= textIn.size();) {
    const std::size_t e = std::min(textIn.find('\n', b), textIn.size());
    const std::string line(textIn.substr(b, e - b));
    text += (tellsAUnitsService(trim(line)) ? std::string() : line) + (e < textIn.size() ? "\n" : "");
    b = e + 1;
  }
  const std::vector<NamedFormation> named = formationsNamedInNarrative(text);
  const std::vector<NamedUnit> units = unitsNamedInNarrative(text);
  if (named.empty() && units.empty()) return;
  for (const NamedFormation& n : named) {
    RawFormation f;
    f.path = {n.name};
    f.level = n.level;
    f.side = n.side;
    f.notes = "named in a narrative: where it stood is not stated";
    f.source = {options.fileName, n.line};
    out.formations.push_back(std::move(f));
  }
  for (const NamedUnit& n : units) {
    RawUnit u;
    u.name = n.name;
    if (!n.formation.empty()) u.path = {n.formation};
    u.notes = "named in a narrative";
    u.source = {options.fileName, n.line};
    out.units.push_back(std::move(u));
  }
  out.style = "formations named in a narrative";
  diagnostics.add(model::Severity::Warning, "import.oob.text.narrative",
                  "nothing here is set out as an order of battle; the " + std::to_string(named.size()) +
                      " formations and " + std::to_string(units.size()) +
                      " units its sentences name were read, each on its own: check them and set where each stood",
                  atInputLine(options.fileName, named.empty() ? units.front().line : named.front().line));
}

/// The figures and footnotes the cleaner found on a line go to the entry read from it:
/// the last unit of the line, else the formation it defines.
void attachExtras(RawOob& out, const CleanedListing& cleaned, const std::map<int, int>& sameEntries) {
  for (const auto& [lineRead, x] : cleaned.extras) {
    // A table's second half: its figures go to the unit its first half read.
    const auto same = sameEntries.find(lineRead);
    const int line = same == sameEntries.end() ? lineRead : same->second;
    RawUnit* unit = nullptr;
    for (auto& u : out.units)
      if (u.source.line == line && (u.role == LeaderRole::None || !unit)) unit = &u;
    // ("1st Division (Caldwell)" with a note: the division's, not its commander's.)
    if (unit && unit->role != LeaderRole::None)
      for (const auto& f : out.formations)
        if (f.source.line == line) unit = nullptr;
    std::string notes;
    for (const auto& n : x.notes) notes += (notes.empty() ? "" : "; ") + n;
    if (unit) {
      if (x.men && !unit->men && unit->role == LeaderRole::None) unit->men = x.men;
      if (x.guns && !unit->guns && unit->role == LeaderRole::None) unit->guns = x.guns;
      if (!notes.empty()) unit->notes += (unit->notes.empty() ? "" : "; ") + notes;
      continue;
    }
    for (auto& f : out.formations)
      if (f.source.line == line) {
        if (x.men) notes = "men " + std::to_string(*x.men) + (notes.empty() ? "" : "; ") + notes;
        if (x.guns) notes = "guns " + std::to_string(*x.guns) + (notes.empty() ? "" : "; ") + notes;
        if (!notes.empty()) f.notes += (f.notes.empty() ? "" : "; ") + notes;
        break;
      }
  }
}

}  // namespace

namespace {

/// The listing cleaned, then read line by line; `gaveUp` when a thousand lines gave nothing.
RawOob readCleaned(std::string_view text, const TextParseOptions& options, model::Diagnostics& diagnostics,
                   bool& gaveUp) {
  const CleanedListing cleaned = cleanListing(text);
  std::vector<std::string> all;
  std::vector<int> numbers;
  std::vector<bool> headings;
  for (const CleanLine& l : cleaned.lines) {
    all.push_back(l.text);
    numbers.push_back(l.line);
    headings.push_back(l.heading);
  }
  TextStyle style = detectTextStyle(all);
  if (style == TextStyle::BulletedList && !bulletsCarryFormations(all)) style = TextStyle::Listing;
  // One reader for every style: an outline's indentation is a hint beside the words.
  const bool outline = style == TextStyle::BulletedList || style == TextStyle::IndentedOutline || indentationNests(all);
  const OutlineNesting nesting =
      outline ? outlineNesting(all, headings, style == TextStyle::BulletedList) : OutlineNesting{};
  if (nesting.tooDeepAt >= 0) {
    const int line = numbers[static_cast<std::size_t>(nesting.tooDeepAt)];
    diagnostics.add(model::Severity::Error, "import.oob.text.too-deep",
                    "\"" +
                        collapseSpaces(all[static_cast<std::size_t>(nesting.tooDeepAt)]).substr(0, io::kMaxEchoBytes) +
                        "\" is nested more than " + std::to_string(io::kMaxFormationDepth) +
                        " levels deep; no order of battle has that many levels",
                    atInputLine(options.fileName, line));
    return {};
  }
  ListingParser p(options, diagnostics);
  std::set<int> figureLines;
  for (const auto& [line, x] : cleaned.extras)
    if (x.men || x.guns) figureLines.insert(line);
  p.figuresOn(std::move(figureLines));
  std::set<int> tableStarts;
  for (const auto& [line, why] : cleaned.dropped)
    if (why == "column headings") tableStarts.insert(line);
  p.tablesStartAt(std::move(tableStarts));
  for (std::size_t i = 0; i < all.size(); ++i) {
    if (outline && !trim(all[i]).empty()) p.nest(nesting.lines[i]);
    if (const auto mark = options.marks.find(numbers[i]); mark != options.marks.end())
      p.markedLine(numbers[i], withoutBullet(all[i]), mark->second);
    else
      p.line(numbers[i], withoutBullet(all[i]), cleaned.lines[i].heading);
    // A thousand lines without one entry is not an order of battle: say so and stop,
    // rather than read megabytes of something else line by line.
    if (p.nothingReadAfter(1000)) {
      diagnostics.add(model::Severity::Error, "import.oob.text.gave-up",
                      "stopped after " + std::to_string(numbers[i]) +
                          " lines: none of the first 1000 read as a "
                          "heading, leader or unit",
                      atInputLine(options.fileName, numbers[i]));
      gaveUp = true;
      break;
    }
  }
  const std::map<int, int> sameEntries = p.sameEntries();
  RawOob out = p.take();
  attachExtras(out, cleaned, sameEntries);
  out.style = textStyleName(style);
  if (outline && style != TextStyle::BulletedList && style != TextStyle::IndentedOutline)
    out.style += ", nested by indentation";
  out.layout = cleaned.layout;
  out.furniture = cleaned.dropped.size();
  for (const auto& [line, why] : cleaned.dropped)
    diagnostics.add(model::Severity::Info, "import.oob.text.furniture", "dropped: " + why,
                    atInputLine(options.fileName, line));
  return out;
}

/// Where line `n` (1-based) starts; the text's size when it has fewer lines.
std::size_t startOfLine(std::string_view text, std::size_t n) {
  std::size_t at = 0;
  for (std::size_t line = 1; line < n && at < text.size(); ++line) {
    at = text.find('\n', at);
    if (at == std::string_view::npos) return text.size();
    ++at;
  }
  return at;
}

}  // namespace

RawOob parseOobText(std::string_view text, const TextParseOptions& options, model::Diagnostics& diagnostics) {
  if (!io::checkLineLengths(text, options.fileName, "import.oob.line-too-long", diagnostics)) return {};
  bool gaveUp = false;
  // Megabytes that are no order of battle are refused from their opening: cleaning all of
  // them before a line is read would cost a second for nothing. (A listing is read whole.)
  if (const std::size_t opening = startOfLine(text, 3000); opening < text.size()) {
    model::Diagnostics probe;
    RawOob first = readCleaned(text.substr(0, opening), options, probe, gaveUp);
    if (gaveUp) {
      diagnostics.append(probe);
      return first;
    }
  }
  RawOob out = readCleaned(text, options, diagnostics, gaveUp);
  // (A thousand lines of nothing is no narrative either.) What was read may be only chance
  // entries of prose ("Further information: …") that name no order of battle's: then the
  // formations its sentences name are the reading.
  if (gaveUp || namesAnyOrderOfBattleEntry(out)) return out;
  RawOob narrative;
  readNarrativesFormations(text, options, narrative, diagnostics);
  if (!narrative.formations.empty() || !narrative.units.empty()) return narrative;
  return out;
}

}  // namespace hexwright::importers::oob
