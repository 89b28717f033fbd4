#include "importers/oob/listing_cleaner.h"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <unordered_map>
#include <utility>

#include "importers/oob/ditto_marks.h"
#include "importers/oob/foreign_words.h"
#include "importers/oob/infobox_fields.h"
#include "importers/oob/leader_text.h"
#include "importers/oob/line_forms.h"
#include "importers/oob/list_items.h"
#include "importers/oob/listing_words.h"
#include "importers/oob/prose_entries.h"
#include "importers/oob/scanned_words.h"
#include "importers/oob/service_records.h"
#include "importers/oob/shared_level_lists.h"
#include "importers/oob/text_patterns.h"
#include "importers/oob/text_util.h"
#include "importers/oob/wrapped_prose.h"

namespace hexwright::importers::oob {
namespace {

bool isDigit(char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }
bool isAlpha(char c) { return std::isalpha(static_cast<unsigned char>(c)) != 0; }

bool startsWithAt(std::string_view s, std::size_t at, std::string_view what) {
  if (at + what.size() > s.size()) return false;
  for (std::size_t i = 0; i < what.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(s[at + i])) != what[i]) return false;
  return true;
}

/// Footnote texts and citations written inside a line (wiki `<ref>…</ref>`, `{{efn|…}}`):
/// what they say, by the source line they start on.
using NotesByLine = std::map<int, std::vector<std::string>>;

/// Where the `}}` that closes the template opening at `open` ends (the index of its last
/// brace); npos when the rest of the text never closes it.
std::size_t templateClose(std::string_view in, std::size_t open) {
  int depth = 0;
  std::size_t k = open;
  for (; k + 1 < in.size(); ++k) {
    if (in[k] == '{' && in[k + 1] == '{') {
      ++depth;
      ++k;
    } else if (in[k] == '}' && in[k + 1] == '}') {
      ++k;
      if (--depth == 0) break;
    }
  }
  return depth == 0 ? k : std::string_view::npos;
}

/// The text a template shows where Wikipedia renders it as words rather than an icon: a
/// country flag with its name ("{{flagcountry|CSA|1863}}" is "Confederate States") and a
/// person's fate ("{{KIA}}" beside a commander is "killed in action", read as "(k)").
/// Empty for every other template, which is a citation or decoration.
std::string renderedTemplateText(std::string_view body) {
  static const std::pair<const char*, const char*> fates[] = {
      {"kia", " (k)"}, {"dow", " (mw)"}, {"wia", " (w)"}, {"pow", " (c)"}, {"surrendered", " (c)"}, {"mia", " (m)"}};
  std::string name(body.substr(0, body.find('|')));
  for (char& ch : name) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  name = trim(name);
  for (const auto& [fate, mark] : fates)
    if (name == fate) return mark;
  if (name != "flagcountry" && name != "flag" && name != "flagu") return {};
  const std::size_t bar = body.find('|');
  if (bar == std::string_view::npos) return {};
  std::string country = trim(std::string(body.substr(bar + 1, body.find('|', bar + 1) - bar - 1)));
  if (country == "USA" || country == "United States") return "United States";
  if (country == "CSA" || country == "Confederate States of America") return "Confederate States";
  return country;
}

/// Removes the constructs that can span lines (HTML comments, `<ref>` elements, `{{…}}`
/// templates) and keeps every newline, so line numbers stay those of the source. Once a
/// construct has no end in the rest of the text, later ones of its kind are left as text:
/// the scan stays linear whatever the input.
class SpanningMarkupRemover {
 public:
  SpanningMarkupRemover(std::string_view in, NotesByLine& notes, std::set<std::string>& layout)
      : m_in(in), m_notes(notes), m_layout(layout) {
    m_out.reserve(in.size());
  }

  std::string removed() {
    std::size_t i = 0;
    while (i < m_in.size()) {
      const char c = m_in[i];
      if (c == '\n') {
        m_out += c;
        ++m_line;
        ++i;
        continue;
      }
      if (!m_infoboxCloses.empty() && i == m_infoboxCloses.back()) {
        m_infoboxCloses.pop_back();
        i += 2;
        continue;
      }
      if (c == '<' && m_commentsOpen && startsWithAt(m_in, i, "<!--") && skippedComment(i)) continue;
      if (c == '<' && m_refsOpen && startsWithAt(m_in, i, "<ref") && i + 4 < m_in.size() &&
          (m_in[i + 4] == '>' || m_in[i + 4] == ' ' || m_in[i + 4] == '/') && skippedRef(i))
        continue;
      if (c == '{' && m_templatesOpen && i + 1 < m_in.size() && m_in[i + 1] == '{' && skippedTemplate(i)) continue;
      if (c == '<' && m_tagsOpen && skippedTagOrCode(i)) continue;
      m_out += c;
      ++i;
    }
    return std::move(m_out);
  }

 private:
  // Each skipped… moves `i` past the construct that starts there, or says it has no end.
  bool skippedComment(std::size_t& i) {
    const std::size_t end = m_in.find("-->", i + 4);
    if (end == std::string_view::npos) {
      m_commentsOpen = false;
      return false;
    }
    keepNewlines(i, end + 3);
    i = end + 3;
    return true;
  }

  bool skippedRef(std::size_t& i) {
    const std::size_t tagEnd = m_in.find('>', i);
    if (tagEnd != std::string_view::npos && tagEnd > i && m_in[tagEnd - 1] == '/') {
      m_layout.insert("wiki markup");
      keepNewlines(i, tagEnd + 1);
      i = tagEnd + 1;
      return true;
    }
    std::size_t close = tagEnd == std::string_view::npos ? tagEnd : m_in.find("</ref>", tagEnd);
    if (close == std::string_view::npos) close = m_in.find("</REF>", i);
    if (close == std::string_view::npos) {
      m_refsOpen = false;
      return false;
    }
    m_layout.insert("wiki markup");
    const std::string body = collapseSpaces(stripWikiMarkup(m_in.substr(tagEnd + 1, close - tagEnd - 1)));
    if (!body.empty() && body.find("{{") == std::string::npos) m_notes[m_line].push_back(body);
    keepNewlines(i, close + 6);
    i = close + 6;
    return true;
  }

  bool skippedTemplate(std::size_t& i) {
    const std::size_t k = templateClose(m_in, i);
    if (k == std::string_view::npos) {
      m_templatesOpen = false;
      return false;
    }
    m_layout.insert("wiki markup");
    const std::string_view body = m_in.substr(i + 2, k - 1 - (i + 2));
    // An infobox's parameters ("|commander1 = [[George Meade|George G. Meade]]") are the
    // battle's armies and commanders: its braces go, its lines are read (infobox_fields.h).
    // (One at a time: an infobox inside one is skipped whole, so nested opens never make the
    // scan for their closes run again from each.)
    if (m_infoboxCloses.empty() && startsWithAt(body, 0, "infobox")) {
      m_infoboxCloses.push_back(k - 1);
      i += 2;
      return true;
    }
    if (const std::string shown = renderedTemplateText(body); !shown.empty()) {
      m_out += shown;
      keepNewlines(i, k + 1);
      i = k + 1;
      return true;
    }
    // "{{efn|…}}" and "{{refn|…}}" are footnotes; "{{sfn|…}}", "{{flagicon|…}}" and the
    // like are citations and decoration.
    for (const char* note : {"efn|", "refn|", "notetag|", "efn-ua|"})
      if (startsWithAt(body, 0, note)) {
        const std::string text = collapseSpaces(stripWikiMarkup(body.substr(std::string_view(note).size())));
        if (!text.empty()) m_notes[m_line].push_back(text);
      }
    keepNewlines(i, k + 1);
    i = k + 1;
    return true;
  }

  /// A saved web page's code and declarations ("<script>…</script>", "<style>…</style>",
  /// "<!DOCTYPE html PUBLIC …" over two lines) and a tag broken over lines ("<td" /
  /// "class=…>"): none is text. A tag on one line is left to the line's own reading.
  bool skippedTagOrCode(std::size_t& i) {
    for (const char* code : {"<script", "<style", "<SCRIPT", "<STYLE"}) {
      if (!startsWithAt(m_in, i, code)) continue;
      const std::string closing = std::string("</") + (code + 1);
      const std::size_t close = m_in.find(closing, i);
      const std::size_t end = close == std::string_view::npos ? close : m_in.find('>', close);
      if (end == std::string_view::npos) {
        m_tagsOpen = false;
        return false;
      }
      m_layout.insert("HTML");
      keepNewlines(i, end + 1);
      i = end + 1;
      return true;
    }
    const bool tag = i + 1 < m_in.size() && (std::isalpha(static_cast<unsigned char>(m_in[i + 1])) ||
                                             m_in[i + 1] == '!' || m_in[i + 1] == '/');
    if (!tag) return false;
    const std::size_t end = m_in.find('>', i);
    if (end == std::string_view::npos) {
      m_tagsOpen = false;
      return false;
    }
    const std::string_view inside = m_in.substr(i + 1, end - i - 1);
    // Only a tag that spans lines, and one that holds no second tag: "<" in text stays.
    if (inside.find('\n') == std::string_view::npos || inside.find('<') != std::string_view::npos ||
        inside.size() > 1000)
      return false;
    m_layout.insert("HTML");
    keepNewlines(i, end + 1);
    i = end + 1;
    return true;
  }

  void keepNewlines(std::size_t from, std::size_t to) {
    for (std::size_t k = from; k < to; ++k)
      if (m_in[k] == '\n') {
        m_out += '\n';
        ++m_line;
      }
  }

  std::string_view m_in;
  NotesByLine& m_notes;
  std::set<std::string>& m_layout;
  std::string m_out;
  int m_line = 1;
  bool m_commentsOpen = true, m_refsOpen = true, m_templatesOpen = true, m_tagsOpen = true;
  std::vector<std::size_t> m_infoboxCloses;  // where each open infobox's "}}" stands
};

std::string removeSpanningMarkup(std::string_view in, NotesByLine& notes, std::set<std::string>& layout) {
  return SpanningMarkupRemover(in, notes, layout).removed();
}

struct Entity {
  const char* name;
  const char* text;
};

/// The HTML entities pages use in listings; numeric ones are decoded as Latin-1 or
/// ASCII where they are, else dropped (a typographic mark the parsers do not need).
std::string decodeEntities(std::string_view s, bool& any) {
  if (s.find('&') == std::string_view::npos) return std::string(s);
  static const Entity named[] = {{"nbsp", " "},
                                 {"amp", "&"},
                                 {"lt", "<"},
                                 {"gt", ">"},
                                 {"quot", "\""},
                                 {"apos", "'"},
                                 {"ndash", "-"},
                                 {"mdash", "-"},
                                 {"rsquo", "'"},
                                 {"lsquo", "'"},
                                 {"rdquo", "\""},
                                 {"ldquo", "\""},
                                 {"hellip", "..."},
                                 {"dagger", "\xE2\x80\xA0"},
                                 {"Dagger", "\xE2\x80\xA1"},
                                 {"eacute", "\xC3\xA9"},
                                 {"thinsp", " "},
                                 {"ensp", " "}};
  std::string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] != '&') {
      out += s[i];
      continue;
    }
    const std::size_t semi = s.find(';', i);
    if (semi == std::string_view::npos || semi - i > 9) {
      out += s[i];
      continue;
    }
    const std::string_view body = s.substr(i + 1, semi - i - 1);
    bool done = false;
    if (!body.empty() && body[0] == '#') {
      long v = 0;
      const bool hex = body.size() > 1 && (body[1] == 'x' || body[1] == 'X');
      bool ok = body.size() > (hex ? 2u : 1u);
      for (std::size_t k = hex ? 2 : 1; k < body.size() && ok; ++k) {
        const char d = body[k];
        if (isDigit(d))
          v = v * (hex ? 16 : 10) + (d - '0');
        else if (hex && std::isxdigit(static_cast<unsigned char>(d)))
          v = v * 16 + (std::tolower(static_cast<unsigned char>(d)) - 'a' + 10);
        else
          ok = false;
      }
      if (ok) {
        if (v >= 32 && v < 127)
          out += static_cast<char>(v);
        else if (v == 8211 || v == 8212)
          out += "-";
        else if (v == 8216 || v == 8217)
          out += "'";
        else if (v == 160)
          out += " ";
        done = true;
      }
    } else {
      for (const Entity& e : named)
        if (body == e.name) {
          out += e.text;
          done = true;
        }
    }
    if (!done) {
      out += s[i];
      continue;
    }
    any = true;
    i = semi;
  }
  return out;
}

/// Splits a line at HTML line breaks and list or cell ends, and drops every other tag.
std::vector<std::string> splitHtml(const std::string& s, bool& any) {
  if (s.find('<') == std::string::npos) return {s};
  std::vector<std::string> out(1);
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '<' && i + 1 < s.size() && (isAlpha(s[i + 1]) || s[i + 1] == '/' || s[i + 1] == '!')) {
      const std::size_t end = s.find('>', i);
      if (end != std::string::npos && end - i < 300) {
        const std::string tag = lower(s.substr(i + 1, std::min<std::size_t>(end - i - 1, 6)));
        any = true;
        // A row's cells stay on its line, separated as a pipe table's are; rows, list items,
        // paragraphs and breaks end lines.
        if (tag.starts_with("br") || tag.starts_with("/li") || tag.starts_with("li") || tag.starts_with("/p") ||
            tag.starts_with("p") || tag.starts_with("/tr") || tag.starts_with("/h") || tag.starts_with("/div"))
          out.emplace_back();
        else if (tag.starts_with("td") || tag.starts_with("th"))
          out.back() += " | ";
        i = end;
        continue;
      }
    }
    out.back() += s[i];
  }
  return out;
}

bool isNumberWord(std::string_view w) {
  static const std::set<std::string, std::less<>> tens{"twenty", "thirty",  "forty",  "fifty",
                                                       "sixty",  "seventy", "eighty", "ninety"};
  return tens.count(lower(w)) > 0;
}

bool isFootnoteMark(std::string_view s, std::size_t i, std::size_t& len) {
  // "*", "†" (E2 80 A0), "‡" (E2 80 A1), "§" (C2 A7) written after a word; "+" and "++"
  // are how transcriptions type the dagger and double dagger ("S. HANCOCK.+").
  if (s[i] == '*' || s[i] == '+') {
    len = 1;
    return true;
  }
  if (i + 2 < s.size() + 0 && static_cast<unsigned char>(s[i]) == 0xE2 &&
      static_cast<unsigned char>(s[i + 1]) == 0x80 &&
      (static_cast<unsigned char>(s[i + 2]) == 0xA0 || static_cast<unsigned char>(s[i + 2]) == 0xA1)) {
    len = 3;
    return true;
  }
  if (i + 1 < s.size() && static_cast<unsigned char>(s[i]) == 0xC2 && static_cast<unsigned char>(s[i + 1]) == 0xA7) {
    len = 2;
    return true;
  }
  return false;
}

/// Footnote marks after a word ("Col. John Smith.*", "Ricketts[9]") come out; each is
/// remembered so its text can follow the entry. A leading "*" is a bullet and stays.
std::string takeMarkers(const std::string& s, std::vector<std::string>& markers) {
  if (s.find_first_of("*+[\xE2\xC2") == std::string::npos) return s;
  std::string out;
  std::size_t i = 0;
  while (i < s.size()) {
    std::size_t len = 0;
    if (i > 0 && s[i - 1] != ' ' && s[i - 1] != '*' && isFootnoteMark(s, i, len) &&
        !(s[i] == '*' && i + 1 < s.size() && s[i + 1] == '*')) {
      std::size_t run = i;
      while (run < s.size() && isFootnoteMark(s, run, len)) run += len;
      markers.push_back(s.substr(i, run - i));
      i = run;
      continue;
    }
    // "Fourth Corps. *", "Maney’s Division *   Brig. Gen. …": a mark standing alone after
    // the text it cites (one at the start of a line is a bullet).
    // ("+ Cobb's Legion" joins a unit to the list: "+" alone is no mark.)
    if (i > 0 && s[i - 1] == ' ' && s[i] != '+' && isFootnoteMark(s, i, len) &&
        std::any_of(s.begin(), s.begin() + static_cast<long>(i),
                    [](char c) { return std::isalnum(static_cast<unsigned char>(c)); })) {
      std::size_t run = i;
      while (run < s.size() && isFootnoteMark(s, run, len)) run += len;
      if (run == s.size() || s[run] == ' ') {
        markers.push_back(s.substr(i, run - i));
        i = run;
        continue;
      }
    }
    if (s[i] == '[' && i > 0) {
      const std::size_t close = s.find(']', i);
      if (close != std::string::npos && close - i <= 12) {
        // ("[US]", "[CS]": a battle summary's side tags, read by the listing reader.)
        const std::string raw = s.substr(i + 1, close - i - 1);
        if (raw == "US" || raw == "CS") {
          out += s.substr(i, close + 1 - i);
          i = close + 1;
          continue;
        }
        const std::string inner = lower(raw);
        bool mark = !inner.empty() && (inner == "edit" || inner.starts_with("note") || inner.starts_with("nb") ||
                                       inner == "citation needed");
        bool allDigits = !inner.empty(), shortAlpha = inner.size() <= 2;
        for (char c : inner) {
          allDigits = allDigits && isDigit(c);
          shortAlpha = shortAlpha && std::islower(static_cast<unsigned char>(c));
        }
        // "Right Wing (Army of the Tennessee)[]": an edit link whose text a copy lost.
        if (inner.empty()) {
          i = close + 1;
          continue;
        }
        if (mark || allDigits || (shortAlpha && !inner.empty())) {
          if (inner != "edit" && inner != "citation needed") markers.push_back(inner);
          i = close + 1;
          continue;
        }
      }
    }
    out += s[i++];
  }
  return out;
}

/// Runs of dots or dashes that lead the eye from a name to its figures.
std::string withoutLeaders(const std::string& s) {
  if (s.find("..") == std::string::npos && s.find("__") == std::string::npos && s.find(". .") == std::string::npos)
    return s;
  auto isLeaderChar = [](char c) { return c == '.' || c == '_'; };
  std::string out;
  for (std::size_t i = 0; i < s.size();) {
    if (!isLeaderChar(s[i])) {
      out += s[i++];
      continue;
    }
    // "......" or ". . . . .": a leader; "... ... ..." are a return's empty cells, each kept.
    std::size_t k = i;
    while (k < s.size() && isLeaderChar(s[k])) ++k;
    std::size_t dots = k - i;
    if (dots == 1)
      while (k + 1 < s.size() && s[k] == ' ' && s[k + 1] == '.' && (k + 2 >= s.size() || s[k + 2] == ' ')) {
        k += 2;
        ++dots;
      }
    out += dots >= 4 ? std::string(" ... ") : s.substr(i, k - i);
    i = k;
  }
  return out;
}

enum class Column { Name, Men, Guns, Killed, Wounded, Missing, Aggregate, Other };

const char* columnWord(Column c) {
  switch (c) {
    case Column::Men:
      return "men";
    case Column::Guns:
      return "guns";
    case Column::Killed:
      return "killed";
    case Column::Wounded:
      return "wounded";
    case Column::Missing:
      return "missing";
    case Column::Aggregate:
      return "aggregate";
    default:
      return "";
  }
}

/// The numeric columns a heading line names, left to right; empty when it is no heading.
std::vector<Column> headingColumns(const std::string& text, bool& officersAndMen) {
  if (text.size() > 200 || text.find_first_of("0123456789") != std::string::npos) return {};
  const std::string l = " " + lower(text) + " ";
  struct Word {
    const char* word;
    Column column;
  };
  static const Word words[] = {
      {"killed", Column::Killed},   {"wounded", Column::Wounded},  {"captured or missing", Column::Missing},
      {"missing", Column::Missing}, {"captured", Column::Missing}, {"aggregate", Column::Aggregate},
      {"total", Column::Aggregate}, {"strength", Column::Men},     {"present", Column::Men},
      {"effective", Column::Men},   {"engaged", Column::Men},      {" men ", Column::Men},
      {"guns", Column::Guns},       {"pieces", Column::Guns}};
  std::vector<std::pair<std::size_t, Column>> found;
  std::set<std::size_t> taken;
  for (const Word& w : words) {
    const std::size_t at = l.find(w.word);
    if (at == std::string::npos) continue;
    bool overlaps = false;
    for (std::size_t k = at; k < at + std::string_view(w.word).size(); ++k) overlaps = overlaps || taken.count(k);
    if (overlaps) continue;
    for (std::size_t k = at; k < at + std::string_view(w.word).size(); ++k) taken.insert(k);
    found.emplace_back(at, w.column);
  }
  officersAndMen = l.find("officers") != std::string::npos && l.find("men") != std::string::npos;
  if (officersAndMen) {
    // "Officers. Enlisted men." under each heading: " men " is not a strength column.
    found.erase(std::remove_if(found.begin(), found.end(), [](const auto& p) { return p.second == Column::Men; }),
                found.end());
  }
  if (found.size() < 2 && !(found.size() == 1 && found[0].second == Column::Men && l.size() < 60)) return {};
  std::sort(found.begin(), found.end());
  std::vector<Column> out;
  for (const auto& [at, column] : found)
    if (std::find(out.begin(), out.end(), column) == out.end()) out.push_back(column);
  return out;
}

/// "Infantry. Artillery.", "Infantry. Cavalry. Artillery.": two or more arms, each closed by
/// its full stop as a column's head is; one arm alone ("Artillery.") is a grouping heading.
bool isArmColumnsLine(const std::string& text) {
  std::size_t arms = 0;
  for (std::size_t b = 0; b < text.size();) {
    const std::size_t e = std::min(text.find(' ', b), text.size());
    const std::string w = lower(text.substr(b, e - b));
    b = e + 1;
    if (w.empty()) continue;
    if (w != "infantry." && w != "artillery." && w != "cavalry.") return false;
    ++arms;
  }
  return arms >= 2;
}

/// "Captured", "or", "Officers. Men.": a piece of a return's column headings on a line of
/// its own, only heading words.
bool isColumnHeadingFragment(const std::string& text) {
  static const std::set<std::string, std::less<>> words{"captured", "or",       "and",    "killed",   "wounded",
                                                        "missing",  "officers", "men",    "enlisted", "aggregate",
                                                        "strength", "present",  "absent", "mortally", "of"};
  std::size_t n = 0, headingWords = 0;
  for (std::size_t b = 0; b < text.size();) {
    const std::size_t e = std::min(text.find(' ', b), text.size());
    std::string w = lower(text.substr(b, e - b));
    while (!w.empty() && (w.back() == '.' || w.back() == ',')) w.pop_back();
    b = e + 1;
    if (w.empty()) continue;
    if (!words.count(w)) return false;
    ++n;
    headingWords += w != "or" && w != "and" && w != "of";
  }
  return n > 0 && n <= 4 && (headingWords > 0 || n == 1);
}

bool isEmptyCell(std::string_view t) {
  if (t.empty()) return false;
  for (char c : t)
    if (c != '.' && c != '-' && c != '_') return false;
  return true;
}

bool parseCount(std::string_view t, long& v) {
  if (t.empty() || t.size() > 9) return false;
  v = 0;
  for (char c : t) {
    if (!isDigit(c)) return false;
    v = v * 10 + (c - '0');
  }
  return true;
}

/// The figures at a line's end ("8th Illinois ... 2 14 ... 16"): the name before them
/// and the figures (nullopt for a dotted or dashed empty cell). `cells`, when known, is
/// how many figures a row has: a return prints "--" for an empty first cell, and only
/// cells beyond that count are the dot leaders after the name.
bool splitFigures(const std::string& text, std::string& name, std::vector<std::optional<long>>& figures,
                  std::size_t cells = 0) {
  std::vector<std::string> words;
  std::size_t b = 0;
  while (b < text.size()) {
    while (b < text.size() && (text[b] == ' ' || text[b] == '\t' || text[b] == '|')) ++b;
    std::size_t e = b;
    while (e < text.size() && text[e] != ' ' && text[e] != '\t' && text[e] != '|') ++e;
    if (e > b) words.push_back(text.substr(b, e - b));
    b = e;
  }
  std::size_t k = words.size();
  figures.clear();
  while (k > 0) {
    long v = 0;
    if (parseCount(words[k - 1], v))
      figures.insert(figures.begin(), v);
    else if (isEmptyCell(words[k - 1]) || words[k - 1] == "...")
      figures.insert(figures.begin(), std::nullopt);
    else
      break;
    --k;
  }
  while (!figures.empty() && !figures.front() && k < words.size() && (cells == 0 || figures.size() > cells)) {
    figures.erase(figures.begin());  // dot leaders before the first figure
    ++k;
  }
  std::size_t real = 0;
  for (const auto& f : figures) real += f.has_value();
  // A row of a return whose every cell is empty ("1st Vermont Cavalry, -- -- -- --") still
  // has its name before them.
  if (k == 0 || (real == 0 && (cells == 0 || figures.size() != cells))) return false;
  name.clear();
  for (std::size_t i = 0; i < k; ++i) name += (i ? " " : "") + words[i];
  return true;
}

bool isNotesHeading(const std::string& text) {
  if (text.size() > 40) return false;
  std::string t = lower(trim(text));
  while (!t.empty() && (t.back() == ':' || t.back() == '.')) t.pop_back();
  for (const char* h : {"notes", "references", "footnotes", "sources", "citations", "bibliography", "see also",
                        "external links", "further reading", "notes and references", "explanatory notes",
                        "abbreviations used", "abbreviations", "military rank", "key", "legend"})
    if (t == h) return true;
  return t == "note";
}

/// "(e) Constituting York's Brigade.", "3. Killed.", "a Wounded.": the label a footnote's
/// text opens with, without its brackets; empty when the line opens with none.
std::string footnoteLabel(const std::string& t) {
  std::size_t b = t.starts_with("^") ? 1 : 0;
  while (b < t.size() && t[b] == ' ') ++b;
  const bool bracketed = b < t.size() && t[b] == '(';
  if (bracketed) ++b;
  std::size_t k = b;
  while (k < t.size() && k - b < 3 && (isDigit(t[k]) || std::islower(static_cast<unsigned char>(t[k])))) ++k;
  if (k == b || k >= t.size()) return {};
  const bool closed = bracketed ? t[k] == ')' : (t[k] == '.' || t[k] == ' ' || t[k] == ')');
  return closed ? t.substr(b, k - b) : std::string();
}

/// A level's word in `padded`, a line in lower case with a space at each end.
bool levelWordIn(const std::string& padded) {
  for (const char* w : {"army of", " corps", " division", " brigade", " wing", "headquarters"})
    if (padded.find(w) != std::string::npos) return true;
  return false;
}

/// "Third Division", "Army of the Ohio": a line naming a level (an arm word alone does not).
bool namesALevel(const std::string& text) { return levelWordIn(" " + lower(text) + " "); }

bool looksLikeFormationHeading(const std::string& text) {
  if (text.size() > 90) return false;
  const std::string l = " " + lower(text) + " ";
  return levelWordIn(l) || l.find("artillery") != std::string::npos || l.find("cavalry") != std::string::npos;
}

bool isPageNumber(const std::string& t) {
  std::string s = t;
  for (const char* p : {"page ", "p. ", "- ", "-- "})
    if (startsWithNoCase(s, p)) s = trim(s.substr(std::string_view(p).size()));
  while (!s.empty() && (s.back() == '-' || s.back() == ' ')) s.pop_back();
  if (s.empty() || s.size() > 4) return false;
  for (char c : s)
    if (!isDigit(c)) return false;
  return true;
}

/// "104 OPERATIONS IN KY., TENN., N. ALA., AND SW. VA. [CHAP. XXII." — a book's running
/// head: a page number at one end, no formation word, in capitals or repeated.
std::string runningHeadKey(const std::string& t) {
  if (t.size() > 100 || t.size() < 8) return {};
  const bool leadingNumber = isDigit(t.front());
  const bool trailingNumber = isDigit(t.back());
  if (!leadingNumber && !trailingNumber) return {};
  // "2 x 6-pounder smoothbores" under each of several batteries: their guns, not the page's.
  if (leadingNumber && isGunCount(t)) return {};
  // An ordinal ("1st Brigade", "… 22d") is an entry, not a page number.
  std::size_t k = leadingNumber ? 0 : t.size();
  if (leadingNumber) {
    while (k < t.size() && isDigit(t[k])) ++k;
    if (k < t.size() && t[k] != ' ') return {};
  } else {
    while (k > 0 && isDigit(t[k - 1])) --k;
    if (k > 0 && t[k - 1] != ' ') return {};
    // "Kentucky Light, ... ... ... 5": a figure after other cells is a table's row, which a
    // table printed in two halves repeats; a page number stands alone.
    std::size_t e = k;
    while (e > 0 && t[e - 1] == ' ') --e;
    std::size_t b = e;
    while (b > 0 && t[b - 1] != ' ') --b;
    if (e > b && isEmptyCell(std::string_view(t).substr(b, e - b))) return {};
    bool number = e > b;
    for (std::size_t i = b; i < e; ++i) number = number && isDigit(t[i]);
    if (number) return {};
  }
  std::string key;
  for (char c : t)
    if (isAlpha(c)) key += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return key.size() >= 6 ? key : std::string();
}

bool isBookFurniture(const std::string& t) {
  if (t.size() > 120 || t.empty()) return false;
  // A page number stands alone at an end ("61 Series …", "… [CHAP. XXII. 104"); "2nd
  // Brigade" starts with an ordinal, not a page.
  std::size_t lead = 0;
  while (lead < t.size() && isDigit(t[lead])) ++lead;
  std::size_t tail = t.size();
  while (tail > 0 && isDigit(t[tail - 1])) --tail;
  // "War of the Rebellion: Serial 077 Page 0103 Chapter LI. …": a transcription's head.
  const bool serialPage = t.find("Serial ") != std::string::npos && t.find(" Page ") != std::string::npos;
  const bool numbered = (lead > 0 && lead < t.size() && t[lead] == ' ') ||
                        (tail < t.size() && tail > 0 && t[tail - 1] == ' ') || startsWithNoCase(t, "page ") ||
                        serialPage;
  // "OPERATIONS IN N. C., VA., W. VA., MD., AND PA. [Chap": a running head whose page number
  // the scan lost; "No. 1.": a report's number in the Records, over its heading.
  // (A scan's doubled spaces: "No.  2. ".)
  const std::string trimmed = collapseSpaces(t);
  if (startsWithNoCase(trimmed, "operations in ") && containsNoCase(trimmed, "[chap")) return true;
  if (startsWithNoCase(trimmed, "no. ") && trimmed.size() <= 9 &&
      std::all_of(trimmed.begin() + 4, trimmed.end(), [](char c) { return isDigit(c) || c == '.'; }))
    return true;
  if (!numbered) return false;
  const std::string l = lower(t);
  for (const char* w : {"chap.", "chapter", "series", "volume", "vol.", "serial", "war of the rebellion",
                        "official records", "operations in", "page "})
    if (l.find(w) != std::string::npos) return true;
  return false;
}

bool endsWithRankAbbreviation(const std::string& t) {
  const std::size_t sp = t.find_last_of(' ');
  const std::string last = lower(sp == std::string::npos ? t : t.substr(sp + 1));
  for (const char* r : {"col.", "lieut.", "capt.", "gen.", "brig.", "maj.", "lt.", "sergt.", "brig.-gen.", "maj.-gen.",
                        "lieut.-col.", "and", "&"})
    if (last == r) return true;
  // "Brig.-Gen'l", "Lieut.-Gen'l.", "Maj.-General": a rank however it is spelt.
  return !last.empty() && rankLengthAt(t.substr(sp == std::string::npos ? 0 : sp + 1)) == last.size();
}

bool startsWithBullet(const std::string& t) {
  const std::string s = trim(t);
  return !s.empty() && (s[0] == '*' || s[0] == '-' || s[0] == '#' || s.starts_with("\xE2\x80\xA2"));
}

bool isColumnHeadingLine(const std::string& glued, std::size_t minimum = 3) {
  if (glued.size() > 80) return false;
  // "DivisionBrigadeRegiments and Others": a copy that lost the cells' spaces.
  std::string t;
  for (std::size_t i = 0; i < glued.size(); ++i) {
    if (i > 0 && std::isupper(static_cast<unsigned char>(glued[i])) &&
        std::islower(static_cast<unsigned char>(glued[i - 1])))
      t += ' ';
    t += glued[i];
  }
  static const std::set<std::string, std::less<>> words{
      "division", "divisions", "brigade",    "brigades",     "regiment",  "regiments",  "and",     "others",
      "corps",    "commander", "commanders", "unit",         "units",     "strength",   "battery", "batteries",
      "notes",    "other",     "command",    "organization", "army",      "commanding", "officer", "officers",
      "&",        "/",         "|",          "losses",       "casualties"};
  std::size_t n = 0;
  for (std::size_t b = 0; b < t.size();) {
    while (b < t.size() && (t[b] == ' ' || t[b] == '\t' || t[b] == '.')) ++b;
    std::size_t e = b;
    while (e < t.size() && t[e] != ' ' && t[e] != '\t' && t[e] != '.') ++e;
    if (e == b) break;
    if (!words.count(lower(t.substr(b, e - b)))) return false;
    ++n;
    b = e;
  }
  return n >= minimum;
}

/// "1st Brigade k-71, w-300, m-3 = 374": the casualty figures after a name, split off.
std::string splitCasualtyTail(std::string& t) {
  for (std::size_t i = 1; i + 2 < t.size(); ++i) {
    const char c = static_cast<char>(std::tolower(static_cast<unsigned char>(t[i])));
    if (t[i - 1] != ' ' || (c != 'k' && c != 'w' && c != 'm' && c != 'c') || t[i + 1] != '-' || !isDigit(t[i + 2]))
      continue;
    const std::string tail = t.substr(i);
    bool figures = true;
    for (std::size_t k = 0; k < tail.size() && figures; ++k) {
      const char x = static_cast<char>(std::tolower(static_cast<unsigned char>(tail[k])));
      figures = isDigit(x) || x == '-' || x == ',' || x == '=' || x == ' ' || x == 'k' || x == 'w' || x == 'm' ||
                x == 'c' || x == '(' || x == ')';
    }
    if (!figures) continue;
    t = trim(t.substr(0, i));
    return trim(tail);
  }
  return {};
}

/// Whether a rank at `at` starts an officer's name: a capitalised word follows the rank
/// ("Col. Isham N. Haynie"), not an arm ("Lt. Arty.", "Light Artillery").
bool officerAt(const std::string& t, std::size_t at) {
  // Every rank starts with one of these capitals (Brig., Col., Capt., Maj., Lieut., Gen.,
  // Sergt., First, Acting, Commodore, Flag officer): a cheap test before the vocabulary.
  if (at >= t.size() || std::string_view("ABCFGLMS").find(t[at]) == std::string_view::npos) return false;
  const std::size_t len = rankLengthAt(std::string_view(t).substr(at));
  if (len == 0) return false;
  std::size_t k = at + len;
  while (k < t.size() && (t[k] == ' ' || t[k] == '.')) ++k;
  if (k >= t.size() || !std::isupper(static_cast<unsigned char>(t[k]))) return false;
  std::size_t e = k;
  while (e < t.size() && isAlpha(t[e])) ++e;
  const std::string next = lower(t.substr(k, e - k));
  for (const char* arm : {"arty", "art", "artillery", "battery", "light", "lt", "infantry", "cavalry", "cav", "inf"})
    if (next == arm) return false;
  return true;
}

bool isRankPart(const std::string& word) {
  for (const char* w :
       {"brig",      "maj",   "lieut",  "lt",      "col",     "gen",     "capt",     "sergt",      "asst",
        "adjt",      "1st",   "2d",     "2nd",     "brevet",  "bvt",     "acting",   "major",      "lieutenant",
        "brigadier", "first", "second", "general", "colonel", "captain", "sergeant", "commanding", "late"})
    if (word == w) return true;
  return false;
}

/// Officers written without separators ("… (w 7/1) Lieutenant Colonel …", "48th Ill. Col.
/// Isham N. Haynie") get the comma a list reader needs before each officer.
std::string separateOfficers(const std::string& t) {
  std::string out;
  for (std::size_t i = 0; i < t.size(); ++i) {
    out += t[i];
    if (t[i] != ' ' || i == 0 || i + 1 >= t.size() || t[i + 1] == ' ') continue;
    // "1st Brigade  Col Charles R. Jennison": a run of spaces is one gap.
    std::size_t gap = i;
    while (gap > 0 && t[gap - 1] == ' ') --gap;
    if (gap == 0) continue;
    const char before = t[gap - 1];
    if (before != ')' && before != '.' && !isAlpha(before)) continue;
    if (!officerAt(t, i + 1)) continue;
    if (isAlpha(before)) {
      // "Anderson's Division Major General Richard H. Anderson": cells run together; the
      // word before is no part of the rank and no initial.
      std::size_t b = gap;
      while (b > 0 && isAlpha(t[b - 1])) --b;
      const std::string word = lower(t.substr(b, gap - b));
      // ("1st Lieutenant": the ordinal is the rank's.)
      if (b > 0 && isDigit(t[b - 1])) continue;
      if (isRankPart(word) || word.size() <= 1 || word == "and" || word == "of" || word == "to" || word == "by")
        continue;
      // "ARMY OF THE POTOMAC, under Brig.-Gen. G. T. Beauregard": "under" names the
      // commander as a comma does.
      if (word == "under") {
        out.erase(out.size() - (i + 1 - b));
        while (!out.empty() && out.back() == ' ') out.pop_back();
        out += out.ends_with(",") ? " " : ", ";
        continue;
      }
    }
    if (before == '.') {
      // Only after a unit's name ("48th Ill. Col. …"); "… Grant. Capt. Hillyer, Aide" is two
      // sentences the parsers read as such.
      const std::size_t segment = t.find_last_of(",;:", i);
      const std::string since =
          t.substr(segment == std::string::npos ? 0 : segment, i - (segment == std::string::npos ? 0 : segment));
      if (since.find_first_of("0123456789") == std::string::npos) continue;
      std::size_t b = gap - 1;
      while (b > 0 && isAlpha(t[b - 1])) --b;
      const std::string word = lower(t.substr(b, gap - 1 - b));
      // "Brig. Gen.", "Lieut. Col.": parts of one rank; "J. Smith": an initial.
      if (isRankPart(word) || word.size() <= 1) continue;
    }
    while (!out.empty() && out.back() == ' ') out.pop_back();
    out += ", ";
  }
  return out;
}

/// "ARTILLERY: 5th Ind.", "SECOND BRIGADE: Brig. Gen'l …" at `k`: a heading in capitals run
/// into a paragraph (a book's "ARTILLERY.--", its dash already a colon).
bool capitalHeadingAt(const std::string& t, std::size_t k) {
  bool level = false;
  for (int words = 0; words < 3 && k < t.size(); ++words) {
    std::size_t e = k;
    // ("SMITH'S BRIGADE": an owner's name in capitals keeps its apostrophe.)
    while (e < t.size() &&
           (std::isupper(static_cast<unsigned char>(t[e])) || (t[e] == '\'' && e + 1 < t.size() && t[e + 1] == 'S')))
      ++e;
    if (e - k < 2 || (e < t.size() && t[e] != ' ' && t[e] != ':')) return false;
    const std::string w = lower(t.substr(k, e - k));
    for (const char* l : {"brigade", "division", "corps", "artillery", "cavalry", "infantry", "reserve", "escort"})
      level = level || w == l;
    if (e < t.size() && t[e] == ':') return level;
    k = e + 1;
  }
  return false;
}

/// "Colonel Samuel A. Holmes. 56th Illinois. 17th Iowa. …": a commander's line that runs
/// on into his units, one sentence each.
bool commanderThenUnits(const std::string& t) {
  bool sentences = false;
  for (std::size_t i = t.find(". "); i != std::string::npos && !sentences; i = t.find(". ", i + 1))
    sentences = i + 2 < t.size() && isDigit(t[i + 2]) && i > 0 && isAlpha(t[i - 1]);
  return sentences && rankLengthAt(t) > 0;
}

/// Whether a line runs a heading in capitals into the entries before it ("… 77th Penn.
/// ARTILLERY: 5th Ind. Battery").
bool hasCapitalRunIn(const std::string& t) {
  for (std::size_t i = t.find(". "); i != std::string::npos; i = t.find(". ", i + 1))
    if (capitalHeadingAt(t, i + 2)) return true;
  return false;
}

/// After a remark's ")" at `k`: an entry's start, a unit's number or a possessive name,
/// before a capitalised word ("6th Kansas Cavalry", "2nd Brigade:", "Stockton's Ohio").
bool remarkEndsAnEntry(const std::string& t, std::size_t k) {
  const std::size_t e = t.find(' ', k);
  if (e == std::string::npos || e + 1 >= t.size() || !std::isupper(static_cast<unsigned char>(t[e + 1]))) return false;
  const std::string word = t.substr(k, e - k);
  // "(333 men) Attached Artillery Section": a section attached to the unit before it.
  return (isDigit(word[0]) && ordinalValue(word) > 0) || word == "Attached" ||
         (word.size() > 3 && std::isupper(static_cast<unsigned char>(word[0])) && word.ends_with("'s"));
}

/// After an em dash at `k`: "Scott's brigade", "Fourth brigade", "Wood's Brigade": a
/// formation's heading, by an owner's or ordinal's word and a level word.
bool headingAfterDash(const std::string& t, std::size_t k) {
  while (k < t.size() && t[k] == ' ') ++k;
  if (k >= t.size() || !std::isupper(static_cast<unsigned char>(t[k]))) return false;
  const std::size_t sp = t.find(' ', k);
  if (sp == std::string::npos) return false;
  const std::string first = t.substr(k, sp - k);
  std::size_t restAt = sp + 1;
  // "First (Field's) Brigade": the brigade's old commander in parentheses between.
  if (restAt < t.size() && t[restAt] == '(') {
    const std::size_t close = t.find(") ", restAt);
    if (close != std::string::npos && close - restAt < 30) restAt = close + 2;
  }
  const std::string rest = lower(t.substr(restAt, 9));
  const bool owner = isPossessive(first) || ordinalValue(lower(first)) > 0;
  return owner && (rest.starts_with("brigade") || rest.starts_with("division") || rest.starts_with("corps"));
}

/// "First Brigade,", "Fourth Division," at `at`: a formation's heading starting there, an
/// ordinal and its level word.
bool formationHeadingAt(const std::string& t, std::size_t at) {
  const std::size_t sp = t.find(' ', at);
  if (sp == std::string::npos || !std::isupper(static_cast<unsigned char>(t[at]))) return false;
  if (ordinalValue(t.substr(at, sp - at)) == 0) return false;
  for (const char* level : {"Brigade", "Division", "Corps"})
    if (t.compare(sp + 1, std::string_view(level).size(), level) == 0) return true;
  return false;
}

/// Whether the full stop at `i` closes a person's initial ("D. H. Hill's Division"): one
/// capital, not a company's or battery's letter, and the owner's name to follow.
bool isInitialAt(const std::string& t, std::size_t i) {
  if (i == 0 || !std::isupper(static_cast<unsigned char>(t[i - 1])) || (i > 1 && isAlpha(t[i - 2]))) return false;
  if (i + 2 >= t.size() || !std::isupper(static_cast<unsigned char>(t[i + 2]))) return false;
  // The surname that follows owns the formation ("Hill's Division"); "101st O. SECOND
  // BRIGADE" ends on a state's letter.
  const std::size_t e = std::min(t.find(' ', i + 2), t.size());
  if (!isPossessive(t.substr(i + 2, e - i - 2))) return false;
  std::size_t b = i > 2 ? i - 2 : 0;
  while (b > 0 && t[b - 1] != ' ') --b;
  const std::string before = lower(t.substr(b, i > 2 ? i - 2 - b : 0));
  for (const char* kind : {"co.", "cos.", "company", "companies", "battery", "batteries", "troop", "bty.", "btry."})
    if (before == kind) return false;
  return true;
}

/// "VII. The Third Division will be organized …", "2. The First Brigade … will consist of
/// …", "III. Brigadier General J. Kilpatrick … is assigned to the command of …": a numbered
/// paragraph of a general or special order, in the future tense or assigning.
bool isOrdersParagraph(const std::string& t) {
  // ("I. Brigadier General Wesley Merritt will report without delay to …": short ones too.)
  if (t.size() < 60) return false;
  std::size_t k = 0;
  while (k < t.size() && k < 6 && (isDigit(t[k]) || std::string_view("IVXL").find(t[k]) != std::string_view::npos)) ++k;
  if (k == 0 || t.compare(k, 2, ". ") != 0) return false;
  for (const char* verb : {" will ", " is assigned ", " are assigned ", " is relieved ", " shall "})
    if (t.find(verb) != std::string::npos) return true;
  return false;
}

/// "Troops not brigaded: …", "Artillery: …" at `at`: a grouping's label and its colon.
bool groupingLabelAt(const std::string& t, std::size_t at) {
  // (Looked for within the label's length only: a hostile line of semicolons stays linear.)
  const std::size_t colon = std::string_view(t).substr(at, 31).find(':');
  return colon != std::string_view::npos && isGroupingHeading(t.substr(at, colon));
}

/// "Brigadier-General Hunter's brigade", "Second Division": text that ends in a level's word.
bool endsWithALevelWord(const std::string& text) {
  const std::size_t space = text.rfind(' ');
  return space != std::string::npos && !levelWordAlone(text.substr(space + 1)).empty() && wordCount(text) <= 8;
}

/// Where an entry of a run-on paragraph ends at `i` by a form that needs no sentence end
/// (a dash before a heading, a remark's close, "comprising", "; and" before a heading): the
/// entry's end and where the next one starts; nullopt when none ends there.
std::optional<std::pair<std::size_t, std::size_t>> entryBreakAt(const std::string& t, std::size_t i) {
  // "… Wirt Adams' division—Scott's brigade, Col. …: …—Wood's brigade, …": a book's em dash
  // (or the " - " it was typed as) between one formation's entries and the next heading.
  if ((t.compare(i, 3, "\xE2\x80\x94") == 0 || t.compare(i, 3, " - ") == 0) && headingAfterDash(t, i + 3))
    return std::pair{i, i + 3};
  // "… (333 men) 6th Kansas Cavalry - …", "… (stationed at Rhea's Mill) Stockton's Ohio
  // Battery": a page that ends every entry with its remark, its line breaks lost.
  if (t[i] == ')' && t[i + 1] == ' ' && remarkEndsAnEntry(t, i + 2)) return std::pair{i + 1, i + 2};
  // "… which was organized as follows: First Brigade, …": the narrative ends where the
  // listing begins.
  if (t.compare(i, 13, " as follows: ") == 0 &&
      std::isupper(static_cast<unsigned char>(t[i + 13 < t.size() ? i + 13 : i])))
    return std::pair{i + 11, i + 13};
  // "First Division, District of Beaufort, Brigadier General I. N. Palmer commanding: First
  // Brigade, …": a report's division ends at its commander's colon.
  if (t.compare(i, 13, " commanding: ") == 0 && headingAfterDash(t, i + 13)) return std::pair{i + 12, i + 13};
  // "Maj.-Gen. Ambrose P. Hill:—First (Field's) Brigade, …": a division's heading ends at
  // the colon and dash that lead into its first brigade.
  // A plain e-text types the dash as two hyphens (":--First Brigade").
  if (t[i] == ':' && (t[i + 1] == '-' || t.compare(i + 1, 3, "\xE2\x80\x94") == 0)) {
    std::size_t next = t[i + 1] == '-' ? i + 2 : i + 4;
    if (t[i + 1] == '-' && next < t.size() && t[next] == '-') ++next;
    // ("…:--Infantry: First Brigade, …": a grouping's label may come first.)
    if (headingAfterDash(t, next) || groupingLabelAt(t, next)) return std::pair{i, next};
  }
  // "Brigadier-General Hunter's brigade.—Twenty-third, Twenty-fifth, … Regiments New York
  // Volunteers.": a run-in heading that opens the line, its units after the full stop and
  // dash (a transcription's ".-").
  if (t[i] == '.' && i < 80 && (t.compare(i + 1, 3, "\xE2\x80\x94") == 0 || (t[i + 1] == '-' && t[i + 2] != '-')) &&
      endsWithALevelWord(t.substr(0, i))) {
    const std::size_t next = t[i + 1] == '-' ? i + 2 : i + 4;
    // ("Wharton's Brigade.-Captain R. H. Logan: Forty-fifth Virginia, …": a commander and
    // his colon after the dash are the heading's own, read with it.)
    if (next < t.size() && std::isupper(static_cast<unsigned char>(t[next])) &&
        rankLengthAt(std::string_view(t).substr(next)) == 0)
      return std::pair{i + 1, next};
  }
  // "First Brigade--Brigadier-General T. T. Garrard commanding, consisting of the …": an
  // e-text's two hyphens for the dash after a heading or a grouping's label opening the line,
  // and the list after its commander's "commanding, consisting of".
  if (t.compare(i, 2, "--") == 0 && i + 2 < t.size() && t[i + 2] != '-' && i < 60 &&
      (endsWithALevelWord(t.substr(0, i)) || isGroupingHeading(t.substr(0, i))))
    return std::pair{i, i + 2};
  if (constexpr std::string_view kConsisting = " commanding, consisting of ";
      t.compare(i, kConsisting.size(), kConsisting) == 0)
    return std::pair{i + 11, i + kConsisting.size()};
  // "Second Division, General Schuyler Hamilton, comprising First Brigade, Colonel …":
  // the formation's parts follow its word "comprising".
  if (t.compare(i, 13, ", comprising ") == 0 && formationHeadingAt(t, i + 13)) return std::pair{i, i + 13};
  // "…; and Second Brigade, Colonel …": the last of a formation's parts.
  if ((t[i] == ';' || t[i] == '.') && t.compare(i + 1, 5, " and ") == 0 && formationHeadingAt(t, i + 6))
    return std::pair{i, i + 6};
  // "…, 7th and 24th Va.; Troops not brigaded: 7th and 8th La., …": a grouping's label
  // after a semicolon.
  if (t[i] == ';' && t[i + 1] == ' ' && std::isupper(static_cast<unsigned char>(t[i + 2])) && groupingLabelAt(t, i + 2))
    return std::pair{i + 1, i + 2};
  // "… 38th O.  SECOND BRIGADE: Col. …", "… Battery "A."  CAVALRY: …": an e-text's two
  // spaces after a full stop, then the next heading in capitals.
  if ((t[i] == '.' || (i > 0 && t[i - 1] == '.' && (t[i] == '"' || t[i] == ')'))) && t[i + 1] == ' ' &&
      t[i + 2] == ' ') {
    std::size_t k = i + 2;
    while (k < t.size() && t[k] == ' ') ++k;
    if (k < t.size() && (capitalHeadingAt(t, k) || groupingLabelAt(t, k))) return std::pair{i + 1, k};
  }
  return std::nullopt;
}

/// A paragraph that runs formations together ("… Lt. Arty. Brigade loss: k, 184; …
/// = 853. Second Brigade, Col. …: …") is split before each heading and loss line.
std::vector<std::string> splitRunTogether(const std::string& t) {
  std::vector<std::string> out;
  std::size_t start = 0;
  for (std::size_t i = 0; i + 2 < t.size(); ++i) {
    if (const auto cut = entryBreakAt(t, i)) {
      out.push_back(trim(t.substr(start, cut->first - start)));
      start = cut->second;
      i = cut->second - 1;
      continue;
    }
    if ((t[i] != '.' && t[i] != ';') || t[i + 1] != ' ') continue;
    // "D. H. Hill's Division": an initial's full stop ends no entry ("Co. E. 80th Ohio" and
    // "Battery D. Second Brigade" end on a letter that is no initial).
    if (t[i] == '.' && isInitialAt(t, i)) continue;
    // The next few words.
    std::vector<std::string> words;
    std::size_t k = i + 2;
    while (words.size() < 4 && k < t.size()) {
      std::size_t e = k;
      while (e < t.size() && t[e] != ' ' && t[e] != ',' && t[e] != ':' && t[e] != '.') ++e;
      words.push_back(lower(t.substr(k, e - k)));
      while (e < t.size() && (t[e] == ' ' || t[e] == ',' || t[e] == ':' || t[e] == '.')) ++e;
      k = e;
    }
    if (t[i] == '.' && capitalHeadingAt(t, i + 2)) {
      out.push_back(trim(t.substr(start, i + 1 - start)));
      start = i + 2;
      continue;
    }
    // "… = 55. Artillery: 1st Ind. Heavy, …": a grouping's label after a sentence's end.
    // "… == 526. Artillery, Maj. Charles S. Wainwright: D, 1st N. Y., …": with its commander,
    // after a sentence that ends in a figure ("2d Ill. Lt. Artillery, Lieut. …" is a unit).
    if (const std::size_t labelEnd = i + 2 + words[0].size();
        t[i] == '.' && std::isupper(static_cast<unsigned char>(t[i + 2])) && labelEnd < t.size() &&
        (t[labelEnd] == ':' || (t.compare(labelEnd, 2, ", ") == 0 && officerAt(t, labelEnd + 2) && i > 0 &&
                                (isDigit(t[i - 1]) || t[i - 1] == ')'))) &&
        isGroupingHeading(words[0])) {
      out.push_back(trim(t.substr(start, i + 1 - start)));
      start = i + 2;
      continue;
    }
    if (words.size() < 2) continue;
    bool split = (words[1] == "loss" || words[1] == "losses") &&
                 (words[0] == "brigade" || words[0] == "division" || words[0] == "corps" || words[0] == "total" ||
                  isGroupingHeading(words[0]));
    for (std::size_t w = 1; w < std::min<std::size_t>(words.size(), 3) && !split; ++w) {
      const bool level = words[w] == "brigade" || words[w] == "division" || words[w] == "corps";
      const bool lead = ordinalValue(words[0]) > 0 || words[0] == "reserve" || words[0] == "artillery" ||
                        words[0] == "cavalry" || words[0].ends_with("'s");
      split = level && lead && std::isupper(static_cast<unsigned char>(t[i + 2]));
    }
    // One entry a sentence (a page of the Official Records run into one line): a new
    // sentence that starts with an ordinal is a unit, and one after a heading word starts
    // its commander.
    if (!split && t[i] == '.') {
      const std::string& w0 = words[0];
      std::size_t d = 0;
      while (d < w0.size() && isDigit(w0[d])) ++d;
      const std::string suffix = w0.substr(d);
      split = d > 0 && (suffix == "st" || suffix == "nd" || suffix == "rd" || suffix == "th" || suffix == "d");
      std::size_t b = i;
      while (b > start && isAlpha(t[b - 1])) --b;
      const std::string before = lower(t.substr(b, i - b));
      split = split || ((before == "brigade" || before == "division" || before == "corps") &&
                        std::isupper(static_cast<unsigned char>(t[i + 2])));
    }
    if (!split) continue;
    out.push_back(trim(t.substr(start, i + 1 - start)));
    start = i + 2;
  }
  out.push_back(trim(t.substr(start)));
  return out;
}

/// A page whose line breaks were lost runs entries into each other ("Col. H.B.
/// McKEEN5th New Hampshire", "Robert McFarlandSecond Brigade.", "HANCOCK.FIRST
/// DIVISION."): the breaks go back where a word is glued to an ordinal or a heading.
std::string lastWord(const std::string& t) {
  const std::size_t sp = t.find_last_of(' ');
  return sp == std::string::npos ? t : t.substr(sp + 1);
}

/// "3rd Regiment Potomac Home ... ..." → "3rd Regiment Potomac Home": a row's leader dots
/// and empty cells after its name.
std::string withoutTrailingLeaders(std::string t) {
  while (!t.empty() && (t.back() == '.' || t.back() == ' ')) t.pop_back();
  return t;
}

/// "… David S. Stanley.": a full stop, not an initial's ("Lt. Henry H.") or a rank's.
bool endsASentence(const std::string& ct) {
  if (ct.empty() || ct.back() != '.') return false;
  const std::size_t sp = ct.find_last_of(' ');
  const std::string last = ct.substr(sp == std::string::npos ? 0 : sp + 1);
  return last.size() > 2 && !endsWithRankAbbreviation(ct);
}

/// Whether the word that ends at `dot` is part of a rank ("Brig", "Lieut").
bool rankPartBefore(const std::string& t, std::size_t dot) {
  std::size_t b = dot;
  while (b > 0 && isAlpha(t[b - 1])) --b;
  return isRankPart(lower(t.substr(b, dot - b)));
}

/// "Union ForceMajor General …", "SECOND DIVISIONBrigadier General …": a rank spelled out
/// in full glued to the word before it, where a page's line break was lost.
bool gluedRankAt(const std::string& t, std::size_t i) {
  // (Every such rank starts with one of these capitals: a cheap test before the words, as
  // every character of every line is asked.)
  const char c = t[i];
  if ((c != 'M' && c != 'B' && c != 'L' && c != 'C' && c != 'G') || i == 0 || !isAlpha(t[i - 1])) return false;
  for (const char* rank : {"Major General", "Brigadier General", "Lieutenant General", "Colonel ", "Lieutenant Colonel",
                           "Captain ", "Major-General", "Brigadier-General", "Lieutenant-General", "General "})
    if (t.compare(i, std::string_view(rank).size(), rank) == 0) return true;
  return false;
}

/// Whether a line holds a rank glued to the word before it.
bool hasGluedRank(const std::string& t) {
  // (Each rank it looks for ends in one of these: most lines have none.)
  if (t.find("eneral") == std::string::npos && t.find("olonel") == std::string::npos &&
      t.find("aptain") == std::string::npos)
    return false;
  for (std::size_t i = 1; i < t.size(); ++i)
    if (gluedRankAt(t, i)) return true;
  return false;
}

std::vector<std::string> unglue(const std::string& t) {
  std::vector<std::string> out(1);
  auto levelAhead = [&](std::size_t at) {
    const std::string ahead = lower(t.substr(at, 40));
    const std::size_t sp = ahead.find(' ');
    if (sp == std::string::npos) return false;
    const std::string rest = ahead.substr(sp + 1);
    return rest.starts_with("brigade") || rest.starts_with("division") || rest.starts_with("corps");
  };
  for (std::size_t i = 0; i < t.size(); ++i) {
    // "(wounded).MAJOR-GENERAL", "SECOND CORPS.MAJOR": a sentence's end glued to the next;
    // "H.B." (initials) is not.
    // "Brig.Gen'l" is one rank.
    if (i > 1 && t[i - 1] == '.' && std::isupper(static_cast<unsigned char>(t[i])) &&
        (t[i - 2] == ')' || (isAlpha(t[i - 2]) && i > 2 && isAlpha(t[i - 3]))) && !rankPartBefore(t, i - 1)) {
      out.emplace_back();
      out.back() += t[i];
      continue;
    }
    if (gluedRankAt(t, i)) {
      out.emplace_back();
      out.back() += t[i];
      continue;
    }
    // "(stationed at Rhea's Mill) 2nd Ohio Cavalry": a remark closes one entry, the next
    // starts with its ordinal.
    const bool afterRemark = i > 1 && t[i - 1] == ' ' && t[i - 2] == ')';
    if (i > 0 && (isAlpha(t[i - 1]) || t[i - 1] == ')' || afterRemark) && isDigit(t[i])) {
      std::size_t e = i;
      while (e < t.size() && isDigit(t[e])) ++e;
      std::size_t a = e;
      while (a < t.size() && isAlpha(t[a])) ++a;
      const std::string suffix = lower(t.substr(e, a - e));
      if ((suffix == "st" || suffix == "nd" || suffix == "rd" || suffix == "th" || suffix == "d") && a < t.size() &&
          t[a] == ' ')
        out.emplace_back();
    } else if (i > 0 && std::isupper(static_cast<unsigned char>(t[i])) &&
               (std::islower(static_cast<unsigned char>(t[i - 1])) || t[i - 1] == '.' || t[i - 1] == ')') &&
               ordinalValue([&] {
                 std::size_t e = i;
                 while (e < t.size() && isAlpha(t[e])) ++e;
                 return t.substr(i, e - i);
               }()) > 0 &&
               levelAhead(i)) {
      out.emplace_back();
    }
    out.back() += t[i];
  }
  return out;
}

/// "Third Division6", "Mitchell7", "Artillery9": a footnote number glued to a word's end
/// (a printed superscript) comes off; ordinals ("2d", "8th") start with their digits.
std::string withoutGluedFootnotes(const std::string& t) {
  std::string out;
  for (std::size_t i = 0; i < t.size(); ++i) {
    // "Colonel Holden Putnam.2": a footnote number set after the name's full stop.
    const bool afterStop = i > 2 && t[i - 1] == '.' && isAlpha(t[i - 2]) && isAlpha(t[i - 3]);
    if (isDigit(t[i]) && i > 1 && ((isAlpha(t[i - 1]) && isAlpha(t[i - 2])) || afterStop)) {
      std::size_t e = i;
      while (e < t.size() && isDigit(t[e])) ++e;
      if (e - i <= 2 && (e == t.size() || t[e] == ' ' || t[e] == ',' || t[e] == '.' || t[e] == ':')) {
        i = e - 1;
        continue;
      }
    }
    out += t[i];
  }
  return out;
}

/// "82d Indiana 31st Ohio": a two-column page read across puts two units on a line; with no
/// comma or semicolon between them, each ordinal after a capitalised word starts a unit.
std::vector<std::string> splitColumns(const std::string& t) {
  if (t.find_first_of(",;:") != std::string::npos || t.size() > 120) return {t};
  std::vector<std::string> out(1);
  int depth = 0;
  for (std::size_t i = 0; i < t.size(); ++i) {
    depth += t[i] == '(' ? 1 : t[i] == ')' ? -1 : 0;
    // The word before must be a capitalised name ("Indiana"), outside parentheses:
    // "(attached to 3d Brigade)" is a remark.
    std::size_t w = i > 1 ? i - 1 : 0;
    while (w > 0 && t[w - 1] != ' ') --w;
    const bool afterName = i > 1 && std::isupper(static_cast<unsigned char>(t[w])) && isAlpha(t[i - 2]);
    // ("Arrived April 7th": a month's day, not a second unit.)
    if (depth == 0 && t[i - (i > 0 ? 1 : 0)] == ' ' && isDigit(t[i]) && afterName && !out.back().empty() &&
        !isMonthWord(t.substr(w, i - 1 - w))) {
      std::size_t e = i;
      while (e < t.size() && isDigit(t[e])) ++e;
      const std::string suffix = lower(t.substr(e, 2));
      if (suffix == "st" || suffix == "nd" || suffix == "rd" || suffix == "th" ||
          (suffix.size() > 0 && suffix[0] == 'd'))
        out.emplace_back();
    }
    out.back() += t[i];
  }
  for (auto& piece : out) piece = trim(piece);
  return out;
}

struct Table {
  bool wiki = false;
  std::vector<Column> columns;  // by cell index, for a table with a heading row
};

/// "Seventy- second Ohio", "Brigadier- General Sturgis": a compound a transcription left
/// open where the printed line broke; closed again ("commanding- Eighty-first" is a dash).
std::string withCompoundWordsClosed(std::string t) {
  static const std::set<std::string, std::less<>> firsts{
      "twenty",    "thirty", "forty",      "fifty", "sixty",         "seventy",  "eighty",  "ninety",
      "brigadier", "major",  "lieutenant", "lieut", "quartermaster", "adjutant", "surgeon", "inspector"};
  std::string out;
  out.reserve(t.size());
  std::size_t copied = 0;
  for (std::size_t at = t.find("- "); at != std::string::npos; at = t.find("- ", at + 1)) {
    std::size_t b = at;
    while (b > 0 && isAlpha(t[b - 1])) --b;
    if (b == at || at + 2 >= t.size() || !isAlpha(t[at + 2]) || !firsts.count(lower(t.substr(b, at - b)))) continue;
    out.append(t, copied, at + 1 - copied);  // the hyphen kept, the space after it dropped
    copied = at + 2;
  }
  out.append(t, copied);
  return out;
}

/// The source's lines, without the carriage return a Windows line ends in.
std::vector<std::string> sourceLines(const std::string& text) {
  std::vector<std::string> source;
  for (std::size_t b = 0; b <= text.size();) {
    std::size_t e = text.find('\n', b);
    if (e == std::string::npos) e = text.size();
    std::string l = text.substr(b, e - b);
    if (!l.empty() && l.back() == '\r') l.pop_back();
    source.push_back(std::move(l));
    if (e == text.size()) break;
    b = e + 1;
  }
  return source;
}

/// How many lines carry each running-head key: a running head is known by its repeats, so
/// they are counted before any line is read.
/// "Battery", "Regiments", "Legion": whether a line names a kind of unit or formation.
bool namesAUnitWord(const std::string& line) {
  const std::string l = " " + lower(line) + " ";
  for (const char* w : {"regiment", "battery", "batteries", "artillery", "cavalry", "infantry", "battalion", "legion",
                        "company", "rifles", "brigade", "division", "corps", "guard", "volunteers", "troops", "units"})
    if (l.find(w) != std::string::npos) return true;
  return false;
}

constexpr const char* kSideBySide = "two columns side by side";

/// "Confederate                 Union", "Early's Brigade   SB  elite        1st Brigade  8":
/// the column where a second listing starts on most lines, after a wide gap of spaces, its
/// text an entry's (a capital or an ordinal, not a bare figure); 0 when the lines have no
/// such column. A return's figures after a gap are digits, and a site's data ("5 stands")
/// starts with a bare number: neither is a column of entries.
std::size_t sideBySideColumn(const std::vector<std::string>& source) {
  std::map<std::size_t, std::size_t> starts;  // column → lines whose second part starts there
  std::size_t lines = 0;
  for (const std::string& l : source) {
    if (l.find_first_not_of(" \t") == std::string::npos || l.find('\t') != std::string::npos) continue;
    ++lines;
    const std::size_t gap = l.find("        ", 8);
    if (gap == std::string::npos) continue;
    const std::size_t at = l.find_first_not_of(' ', gap);
    if (at == std::string::npos || l.find_first_not_of(' ') >= gap) continue;
    std::size_t d = at;
    while (d < l.size() && isDigit(l[d])) ++d;
    const bool ordinal = d > at && d < l.size() && isAlpha(l[d]);
    if (std::isupper(static_cast<unsigned char>(l[at])) || ordinal) ++starts[at];
  }
  // Columns a few characters apart are one column (a name's length moves its start).
  std::size_t best = 0, bestCount = 0;
  for (const auto& [column, n] : starts) {
    std::size_t near = 0;
    for (auto it = starts.lower_bound(column > 3 ? column - 3 : 0); it != starts.end() && it->first <= column + 3; ++it)
      near += it->second;
    if (near > bestCount) {
      best = column > 3 ? column - 3 : 0;
      bestCount = near;
    }
  }
  return lines >= 6 && bestCount >= 5 && bestCount * 10 >= lines * 3 ? best : 0;
}

/// "                     First Division (Brig. Gen. James S. Wadsworth)": an indented line
/// whose text runs across the second column's start, as a centred heading does.
bool spansTheColumns(const std::string& l, std::size_t column) {
  const std::size_t first = l.find_first_not_of(' ');
  const std::size_t last = l.find_last_not_of(" \r");
  return first != std::string::npos && first > 0 && first + 6 < column && last > column + 2;
}

/// A line of two columns split at its own wide gap (a curly quote's bytes move the column
/// a little from line to line); a line indented to the column has a right part only.
std::pair<std::string, std::string> splitAtColumnGap(const std::string& l, std::size_t column) {
  const std::size_t first = l.find_first_not_of(' ');
  if (first == std::string::npos) return {l, {}};
  if (first + 6 >= column) return {{}, l.substr(first)};
  for (std::size_t gap = l.find("   ", first); gap != std::string::npos;) {
    const std::size_t at = l.find_first_not_of(' ', gap);
    if (at == std::string::npos) return {l.substr(0, gap), {}};
    if (at + 8 >= column && at <= column + 8) return {l.substr(0, gap), l.substr(at)};
    gap = l.find("   ", at);
  }
  // "First Brigade (Brig. Gen. Solomon Meredith) Second Brigade (…": a column so full that
  // one space is left before the next, after a closed parenthesis.
  for (std::size_t p = column > 4 ? column - 4 : 1; p < l.size() && p <= column + 4; ++p)
    if (l[p] == ' ' && l[p - 1] == ')' && p + 1 < l.size() && std::isupper(static_cast<unsigned char>(l[p + 1])))
      return {l.substr(0, p), l.substr(p + 1)};
  return {l, {}};
}

/// A web site's menu copied with the page: a run of short link lines with no figure, few
/// naming a unit, most repeating the site's topic ("… Civil War …", "North Carolina …").
/// A listing's named batteries or legions also run without figures, but each names a unit.
std::set<int> siteMenuLines(const std::vector<std::string>& source) {
  std::set<int> menu;
  // A link's words are written as words are: no capital inside one ("Civil War Generals").
  auto plainLink = [](const std::string& l) {
    if (l.size() > 90 || l.find_first_of("0123456789") != std::string::npos) return false;
    bool letters = false;
    for (std::size_t i = 0; i < l.size(); ++i) {
      letters = letters || isAlpha(l[i]);
      if (i > 0 && std::isupper(static_cast<unsigned char>(l[i])) && std::islower(static_cast<unsigned char>(l[i - 1])))
        return false;
    }
    return letters;
  };
  for (std::size_t b = 0; b < source.size();) {
    std::size_t e = b;
    while (e < source.size() && plainLink(source[e])) ++e;
    // (A menu is a few dozen links; a long run of such lines is prose or junk, not read here.)
    if (e - b >= 8 && e - b <= 80) {
      std::map<std::string, std::size_t> pairs;
      std::size_t unitLines = 0;
      for (std::size_t k = b; k < e; ++k) {
        std::set<std::string> seen;
        std::istringstream words(lower(source[k]));
        std::string prev, w;
        while (words >> w) {
          while (!w.empty() && !isAlpha(w.back())) w.pop_back();
          if (!prev.empty() && !w.empty()) seen.insert(prev + " " + w);
          prev = w;
        }
        for (const std::string& pair : seen) ++pairs[pair];
        unitLines += namesAUnitWord(source[k]);
      }
      std::size_t most = 0;
      for (const auto& [pair, n] : pairs) most = std::max(most, n);
      if (most >= 5 && most * 10 >= (e - b) * 4 && unitLines * 4 <= e - b)
        for (std::size_t k = b; k < e; ++k) menu.insert(static_cast<int>(k) + 1);
    }
    b = e + 1;
  }
  return menu;
}

std::unordered_map<std::string, int> runningHeadCounts(const std::vector<std::string>& source) {
  std::unordered_map<std::string, int> headKeys;
  for (const std::string& l : source)
    if (const std::string k = runningHeadKey(collapseSpaces(l)); !k.empty()) ++headKeys[k];
  return headKeys;
}

/// A list's bullet ("**", "-", "•") and indentation stay as written: the outline reader
/// nests by them; markup is stripped from the text after them. Takes them off `piece`.
std::string takeBullet(std::string& piece) {
  std::string bullet;
  std::size_t b = 0;
  while (b < piece.size() && (piece[b] == ' ' || piece[b] == '\t')) ++b;
  std::size_t e = b;
  while (e < piece.size() && piece[e] == '*') ++e;
  // "* * * D. R. Jones' Division": Markdown's nested bullets written on one line, one "*" a
  // level, as "***" is in wiki markup. ("* * *" alone is a rule, not a bullet.)
  if (e == b + 1 && piece.compare(b, 3, "* *") == 0) {
    std::size_t k = b, stars = 0;
    while (k + 1 < piece.size() && piece[k] == '*' && piece[k + 1] == ' ') {
      k += 2;
      ++stars;
    }
    if (stars >= 2 && k < piece.size() && piece[k] != '*') {
      bullet = piece.substr(0, b) + std::string(stars, '*') + " ";
      piece = piece.substr(k);
      return bullet;
    }
  }
  if (e == b && e + 1 < piece.size() && (piece[e] == '-' || piece[e] == '+') && piece[e + 1] == ' ') ++e;
  if (e > b && e < piece.size() && piece[e] == ' ') {
    bullet = piece.substr(0, e + 1);
    piece = piece.substr(e + 1);
  } else if (e > b &&
             (piece.compare(e, 2, "[[") == 0 || piece.compare(e, 2, "''") == 0 || piece.compare(e, 2, "{{") == 0)) {
    // Wiki markup writes its bullet with no space ("*[[1st Minnesota Infantry
    // Regiment|1st Minnesota]]", "**'''Battery B'''"); a footnote's "*" opens a word.
    bullet = piece.substr(0, e) + " ";
    piece = piece.substr(e);
  }
  return bullet;
}

/// "width=25% Divisionwidth=25% BrigadeRegiments and others": a table cell's attributes
/// left in a copied page, glued to the cell's text, come off (the text stays).
std::string withoutCellAttributes(std::string t) {
  // (A wikitext cell, "| rowspan=2 | First Division", keeps its attributes for the table reader.)
  if (t.find('=') == std::string::npos || t.find('|') != std::string::npos) return t;
  for (const char* name : {"width", "align", "valign", "style", "colspan", "rowspan", "class", "bgcolor", "scope"}) {
    const std::string key = std::string(name) + "=";
    for (std::size_t at = t.find(key); at != std::string::npos; at = t.find(key, at)) {
      std::size_t e = at + key.size();
      if (e < t.size() && (t[e] == '"' || t[e] == '\'')) {
        const std::size_t close = t.find(t[e], e + 1);
        e = close == std::string::npos ? t.size() : close + 1;
      } else {
        while (e < t.size() && (isDigit(t[e]) || t[e] == '%')) ++e;
        for (const char* word : {"px", "left", "right", "center", "top", "middle", "bottom"})
          if (t.compare(e, std::string_view(word).size(), word) == 0) e += std::string_view(word).size();
      }
      if (e == at + key.size()) {
        at = e;
        continue;
      }
      while (e < t.size() && t[e] == ' ') ++e;
      t.replace(at, e - at, at > 0 && t[at - 1] != ' ' ? " " : "");
    }
  }
  return trim(t);
}

/// "Ist N. Y.", "llth Mich.", "l1th Ky.": an ordinal whose 1s the scan read as "I" or "l".
std::string withScannedOrdinalsRead(std::string t) {
  for (std::size_t b = 0; b < t.size();) {
    std::size_t e = b;
    while (e < t.size() && (isDigit(t[e]) || t[e] == 'l' || t[e] == 'I')) ++e;
    const bool wordStart = b == 0 || !isAlpha(t[b - 1]);
    const bool misread = std::any_of(t.begin() + static_cast<long>(b), t.begin() + static_cast<long>(e),
                                     [](char c) { return c == 'l' || c == 'I'; });
    const bool suffix = t.compare(e, 2, "st") == 0 || t.compare(e, 2, "th") == 0;
    const bool wordEnd = e + 2 >= t.size() || !isAlpha(t[e + 2]);
    if (e > b && wordStart && misread && suffix && wordEnd)
      for (std::size_t k = b; k < e; ++k) t[k] = '1';
    b = e == b ? b + 1 : e;
  }
  return t;
}

/// "First Brigade total664611313.2.5%", "Second Brigade total 67 392 126 585": a formation's
/// totals row after its name, its figures glued to the word or not.
bool endsInATotal(const std::string& t) {
  const std::string l = lower(t);
  const std::size_t at = l.rfind(" total");
  if (at == std::string::npos || at == 0 || !namesALevel(t.substr(0, at))) return false;
  const std::string rest = trim(l.substr(at + 6));
  return rest.empty() || isDigit(rest[0]);
}

/// "7th IN Inf                        5 stands", "Btty L 1st OH Arty   3 stands   x4  6 pdr":
/// a game's or site's data set apart by a wide gap after the name is a remark on it. (A
/// return's figures, digits only, are read as columns elsewhere.)
std::string withDataColumnAsRemark(const std::string& t) {
  for (std::size_t gap = t.find("   "); gap != std::string::npos; gap = t.find("   ", t.find_first_not_of(' ', gap))) {
    const std::size_t data = t.find_first_not_of(' ', gap);
    if (gap == 0 || data == std::string::npos || (!isAlpha(t[gap - 1]) && t[gap - 1] != '.')) continue;
    if (!(isDigit(t[data]) || (t[data] == 'x' && data + 1 < t.size() && isDigit(t[data + 1])))) continue;
    // Data, not the rest of the name ("Btty E   4th US Arty   3 stands"): a word, no ordinal.
    const std::string after = collapseSpaces(t.substr(data));
    bool word = false, ordinal = false;
    std::istringstream words(after);
    for (std::string w; words >> w;) {
      std::size_t letters = 0;
      for (char c : w) letters += isAlpha(c) ? 1 : 0;
      word = word || letters >= 3;
      ordinal = ordinal || (isDigit(w[0]) && ordinalValue(w) > 0 && isAlpha(w.back()));
    }
    // (A second column's heading, "8  SB      Second Division", is not data either.)
    if (word && !ordinal && rankLengthAt(after) == 0 && after.find_first_of("()") == std::string::npos &&
        !namesALevel(after))
      return t.substr(0, gap) + " (" + after + ")";
  }
  return t;
}

/// "Jackson's Brigade -- Brig. Gen. …": a typed dash is a dash; "FIRST BRIGADE.--Brig. Gen'l
/// …" (a heading, its dash, then its commander and units) reads as a labelled line.
std::string withPlainDashes(std::string cleaned) {
  for (std::size_t at = cleaned.find(" -- "); at != std::string::npos; at = cleaned.find(" -- ", at))
    cleaned.replace(at, 4, " - ");
  for (std::size_t at = cleaned.find(".--"); at != std::string::npos; at = cleaned.find(".--", at)) {
    std::size_t b = at;
    while (b > 0 && isAlpha(cleaned[b - 1])) --b;
    const std::string word = cleaned.substr(b, at - b);
    if (word.size() > 1 && isUpperCaseText(word))
      cleaned.replace(at, 3, ": ");
    else
      at += 3;
  }
  // "Second Division [Major General J. P. McCown].-First Brigade, …", "Reserved
  // Batteries.-Captains Hoxton's, …": one printed dash after a heading or grouping, then
  // what it holds.
  // (A rank after the dash is the heading's commander, read with the heading.)
  const std::size_t dash = cleaned.find(".-");
  if (dash == std::string::npos || dash + 2 >= cleaned.size() ||
      !std::isupper(static_cast<unsigned char>(cleaned[dash + 2])) || cleaned.find(':') < dash ||
      rankLengthAt(std::string_view(cleaned).substr(dash + 2)) > 0)
    return cleaned;
  const std::string head = cleaned.substr(0, dash);
  const std::string after = cleaned.substr(dash + 2, cleaned.find_first_of(",;", dash) - dash - 2);
  const bool commanderInBrackets = head.ends_with("]") && namesALevel(head);
  const bool groupingAlone =
      wordCount(head) <= 3 &&
      (containsNoCase(head, "batteries") || containsNoCase(head, "cavalry") || containsNoCase(head, "artillery"));
  if (commanderInBrackets || (groupingAlone && !namesALevel(after))) cleaned.replace(dash, 2, ": ");
  return cleaned;
}

/// "[1.] Brigadier General …", "[2.] Colonel …": the Official Records number a
/// formation's successive commanders; the number is no part of the line.
void dropCommanderNumber(std::string& t) {
  if (t.size() > 4 && t[0] == '[' && isDigit(t[1])) {
    std::size_t k = 1;
    while (k < t.size() && isDigit(t[k])) ++k;
    if (k + 1 < t.size() && t[k] == '.' && t[k + 1] == ']') t = trim(t.substr(k + 2));
  }
}

/// Headings: "== I Corps ==", "### First Division", "; Second Brigade". Their markup comes
/// off `t`; true when `t` is one.
bool takeHeadingMarkup(std::string& t, std::set<std::string>& layout) {
  bool heading = false;
  if (t.starts_with("=") && t.ends_with("=")) {
    while (!t.empty() && t.front() == '=') t.erase(t.begin());
    while (!t.empty() && t.back() == '=') t.pop_back();
    heading = true;
    layout.insert("wiki markup");
  } else if (t.starts_with("#")) {
    std::size_t k = 0;
    while (k < t.size() && t[k] == '#') ++k;
    if (k < t.size() && t[k] == ' ') {
      t = t.substr(k);
      heading = true;
      layout.insert("Markdown");
    }
  } else if (t.starts_with(";") && t.size() > 1) {
    t = t.substr(1);
    heading = true;
    layout.insert("wiki markup");
  } else if (t.starts_with(":") && t.size() > 1 && t[1] != ':') {
    t = t.substr(1);
  }
  return heading;
}

/// A notes section runs to the next formation heading; a footnote's text ("^ a …", "[3] …",
/// "MG = …") that names a formation does not end it.
bool endsNotesSection(const std::string& t) {
  const std::string lt = " " + lower(t) + " ";
  const bool formation = lt.find("army of") != std::string::npos || lt.find(" corps") != std::string::npos ||
                         lt.find(" division") != std::string::npos || lt.find(" brigade") != std::string::npos ||
                         lt.find(" wing ") != std::string::npos || lt.find("headquarters") != std::string::npos ||
                         lt.starts_with(" department of ") || lt.starts_with(" district of ");
  return formation && t.size() < 90 && !t.starts_with("^") && !t.starts_with("[") &&
         t.find(" = ") == std::string::npos && !(t.starts_with("(") && !footnoteLabel(t).empty());
}

/// A wiki table row's cells: "| a || b", "! a !! b".
std::vector<std::string> wikiRowCells(const std::string& t) {
  std::vector<std::string> cells;
  std::string row = t.substr(1);
  for (std::size_t b = 0; b <= row.size();) {
    std::size_t e = std::min(row.find("||", b), row.find("!!", b));
    if (e == std::string::npos) e = row.size();
    std::string cell = row.substr(b, e - b);
    // "rowspan=3 | First Division": the attributes before a single bar.
    const std::size_t bar = cell.find('|');
    if (bar != std::string::npos && cell.substr(0, bar).find('=') != std::string::npos) cell = cell.substr(bar + 1);
    cells.push_back(trim(cell));
    b = e + 2;
  }
  return cells;
}

/// "|---|:--|": the rule under a Markdown table's headings.
bool isTableRule(const std::string& row) {
  bool rule = true;
  for (char c : row) rule = rule && (c == '|' || c == '-' || c == ':' || c == ' ' || c == '+');
  return rule;
}

/// The cells of a Markdown pipe row ("| a | b |") or of a tab-separated one.
std::vector<std::string> delimitedRowCells(std::string row, bool tabbed) {
  const char sep = tabbed ? '\t' : '|';
  if (!tabbed && row.front() == '|') row.erase(row.begin());
  if (!tabbed && !row.empty() && row.back() == '|') row.pop_back();
  std::vector<std::string> cells;
  for (std::size_t b = 0; b <= row.size();) {
    std::size_t e = row.find(sep, b);
    if (e == std::string::npos) e = row.size();
    cells.push_back(trim(row.substr(b, e - b)));
    b = e + 1;
  }
  return cells;
}

/// A table's heading row: which cell holds which figure.
std::vector<Column> cellColumns(const std::vector<std::string>& cells) {
  std::vector<Column> columns(cells.size(), Column::Name);
  for (std::size_t c = 0; c < cells.size(); ++c) {
    bool ignored = false;
    const auto one = headingColumns(cells[c] + " x", ignored);
    std::string l = " " + lower(cells[c]) + " ";
    if (!one.empty())
      columns[c] = one[0];
    else if (l.find("killed") != std::string::npos)
      columns[c] = Column::Killed;
    else if (l.find("wounded") != std::string::npos)
      columns[c] = Column::Wounded;
    else if (l.find("missing") != std::string::npos || l.find("captured") != std::string::npos)
      columns[c] = Column::Missing;
    else if (l.find("aggregate") != std::string::npos || l.find("total") != std::string::npos)
      columns[c] = Column::Aggregate;
    else if (l.find("guns") != std::string::npos)
      columns[c] = Column::Guns;
    else if (l.find("strength") != std::string::npos || l.find(" men ") != std::string::npos ||
             l.find("present") != std::string::npos || l.find("engaged") != std::string::npos)
      columns[c] = Column::Men;
  }
  return columns;
}

/// A table row's figures, by the columns its heading row named; the text of its other
/// cells goes to `names`.
LineExtras rowFigures(const std::vector<std::string>& cells, const std::vector<Column>& columns,
                      std::vector<std::string>& names) {
  LineExtras figures;
  std::string casualties;
  for (std::size_t c = 0; c < cells.size(); ++c) {
    long v = 0;
    const Column col = c < columns.size() ? columns[c] : Column::Name;
    if (col != Column::Name && parseCount(cells[c], v)) {
      if (col == Column::Men)
        figures.men = v;
      else if (col == Column::Guns)
        figures.guns = v;
      else
        casualties += std::string(casualties.empty() ? "" : ", ") + columnWord(col) + " " + cells[c];
      continue;
    }
    if (col != Column::Name && (cells[c].empty() || isEmptyCell(cells[c]))) continue;
    std::string cell = cells[c];
    if (const std::string tail = splitCasualtyTail(cell); !tail.empty()) figures.notes.push_back(tail);
    if (!cell.empty()) names.push_back(cell);
  }
  if (!casualties.empty()) figures.notes.push_back(casualties);
  return figures;
}

/// "19th Indiana | Colonel Samuel J. Williams …": a cell of officers belongs to the
/// name before it, as "Name: officers" reads.
std::vector<std::string> withOfficersJoined(const std::vector<std::string>& names) {
  std::vector<std::string> merged;
  for (const auto& nm : names) {
    if (!merged.empty() && rankLengthAt(nm) > 0 && rankLengthAt(merged.back()) == 0 &&
        merged.back().find(':') == std::string::npos)
      merged.back() += ": " + nm;
    else
      merged.push_back(nm);
  }
  return merged;
}

std::string columnWords(const std::vector<Column>& columns) {
  std::string s;
  for (Column c : columns) s += std::string(s.empty() ? "" : ", ") + columnWord(c);
  return s;
}

void addExtras(LineExtras& to, const LineExtras& from) {
  if (from.men) to.men = from.men;
  if (from.guns) to.guns = from.guns;
  for (const auto& note : from.notes) to.notes.push_back(note);
}

/// Footnote marks by the line that cites them, and the footnotes' texts by mark.
struct Footnotes {
  std::map<int, std::vector<std::string>> markersByLine;
  std::map<std::string, std::string> texts;
  bool starCited = false;  // a "*" after a word: "* Text" lines below are its footnote
};

/// One piece of a source line (HTML breaks and list items end pieces) as it is read.
struct Piece {
  int line = 0;          // the source line's number
  bool tabbed = false;   // cells separated by tabs
  std::string bullet;    // with the indentation before it; empty when there is none
  std::string written;   // as written after the bullet: its indentation and tabs kept
  std::string text;      // cleaned and trimmed
  bool heading = false;  // marked as a heading by the markup
};

/// Reads the source's lines into clean lines, one piece at a time. A line can say how the
/// lines after it read (a table's heading row, a return's column headings, a notes
/// section, a "*" cited after a word): that is the reader's state.
class LineReader {
 public:
  LineReader(CleanedListing& result, std::set<std::string>& layout) : m_result(result), m_layout(layout) {}

  std::vector<CleanLine> read(const std::vector<std::string>& source) {
    m_headKeys = runningHeadCounts(source);
    m_menuLines = siteMenuLines(source);
    m_sourceLines = source.size();
    // Two listings side by side ("Confederate … Union", a PDF's two columns kept by their
    // spaces): the left column is read first, then the right, each line keeping its number.
    // A heading centred across both columns ("First Division (Brig. Gen. …)" over two
    // brigades) ends a block: the right column is read before it.
    if (const std::size_t at = sideBySideColumn(source); at > 0) {
      m_layout.insert(kSideBySide);
      m_sideBySide = true;
      std::vector<std::pair<int, std::string>> right;
      auto flushRight = [&] {
        for (const auto& [n, text] : right) readLine(n, text);
        right.clear();
      };
      for (std::size_t i = 0; i < source.size(); ++i) {
        const auto [left, second] = splitAtColumnGap(source[i], at);
        if (second.empty() && spansTheColumns(source[i], at)) flushRight();
        readLine(static_cast<int>(i) + 1, left);
        if (!second.empty()) right.emplace_back(static_cast<int>(i) + 1, second);
      }
      flushRight();
      return std::move(m_lines);
    }
    for (std::size_t i = 0; i < source.size(); ++i) readLine(static_cast<int>(i) + 1, source[i]);
    return std::move(m_lines);
  }

  const Footnotes& footnotes() const { return m_footnotes; }

 private:
  void drop(int n, const std::string& why) { m_result.dropped.emplace_back(n, why); }

  void readLine(int n, const std::string& sourceLine) {
    bool html = false;
    std::string line = decodeEntities(sourceLine, html);
    std::vector<std::string> pieces = splitHtml(line, html);
    // An infobox field's line breaks ("[[Miltiades]]<br />[[Callimachus]]") part its items.
    if (pieces.size() > 1 && infoboxField(trim(pieces[0]), m_inInfobox)) {
      std::string joined = pieces[0];
      for (std::size_t k = 1; k < pieces.size(); ++k) joined += "; " + pieces[k];
      pieces = {joined};
    }
    if (html) m_layout.insert("HTML");
    for (const std::string& piece : pieces) readPiece(n, piece);
  }

  void readPiece(int n, std::string written) {
    Piece p;
    p.line = n;
    // Tabs separate cells in spreadsheets pasted as text and in forum tables.
    p.tabbed = std::count(written.begin(), written.end(), '\t') >= 2;
    const std::string t0 = trim(written);
    if (t0.empty() || takeWikiTableMarkup(t0) || takeInfoboxLine(n, t0)) return;
    p.bullet = takeBullet(written);
    p.written = std::move(written);
    p.text = trim(cleanedText(n, p.written));
    if (p.text.empty()) return;
    dropCommanderNumber(p.text);
    p.heading = takeHeadingMarkup(p.text, m_layout);
    p.text = trim(p.text);
    if (p.text.empty() || equalsNoCase(p.text, "edit")) return;
    if (dropBreadcrumb(p) || takeNotesSection(p) || takeFootnoteText(p) || dropFurniture(p)) return;
    if (readTableRow(p) || dropHeadingsAndTotals(p)) return;
    if (!m_columns.empty() && !p.heading) takeReturnFigures(p);
    if (m_columns.empty() && !p.heading) takeStrengthColumn(p);
    if (m_columns.empty() && !p.heading) takeTrailingStrength(p);
    takeCountOfWhatItHolds(p);
    addEntries(p);
  }

  /// A battle infobox's lines (infobox_fields.h): its side fields are kept for the reader
  /// as "commander1: …", its page fields (image, map, date) dropped; any other line ends it.
  bool takeInfoboxLine(int n, const std::string& t0) {
    if (isInfoboxTitle(t0)) {
      m_inInfobox = true;
      m_layout.insert("a battle's infobox");
      drop(n, "an infobox's title");
      return true;
    }
    const auto f = infoboxField(t0, m_inInfobox);
    m_inInfobox = f.has_value();
    if (!f) return false;
    m_layout.insert("a battle's infobox");
    if (f->key == InfoboxKey::PageField)
      drop(n, "an infobox's page field");
    else
      m_lines.push_back({n, f->name + ": " + trim(cleanedText(n, f->value)), false});
    return true;
  }

  /// "1st Division (Caldwell) 4 Infantry Brigades (16 bases)": what a formation holds,
  /// counted and not named, is a note on it, not a unit.
  void takeCountOfWhatItHolds(Piece& p) {
    const std::string& t = p.text;
    for (std::size_t at = t.find(' '); at != std::string::npos; at = t.find(' ', at + 1)) {
      const std::size_t d = at + 1;
      std::size_t e = d;
      while (e < t.size() && isDigit(t[e])) ++e;
      if (e == d || e - d > 3 || e >= t.size() || t[e] != ' ') continue;
      // "4 Infantry Brigades", "3 brigades", "12 guns": a count of the parts the formation has.
      std::size_t w = e + 1;
      for (const char* arm : {"infantry ", "cavalry ", "artillery ", "light ", "heavy "})
        if (startsWithNoCase(std::string_view(t).substr(w), arm)) w += std::strlen(arm);
      const std::string_view rest = std::string_view(t).substr(w);
      bool parts = false;
      for (const char* noun : {"brigades", "regiments", "batteries", "battalions", "divisions", "bases", "stands"})
        parts = parts || startsWithNoCase(rest, noun);
      // ("Division Artillery Battalion : 8 Batteries": a label's contents, read as its list.)
      const std::string before = trim(t.substr(0, at));
      if (!parts || !namesALevel(before) || before.ends_with(":")) continue;
      m_result.extras[p.line].notes.push_back(trim(t.substr(d)));
      p.text = trim(t.substr(0, at));
      return;
    }
  }

  /// "5th Louisiana                  744", "Noland's battalion            162": a unit's
  /// strength padded out to a column with no heading (a blog's copy of a return) is its men.
  void takeStrengthColumn(Piece& p) {
    const std::string& t = p.text;
    std::size_t b = t.size();
    while (b > 0 && isDigit(t[b - 1])) --b;
    if (b == t.size() || b < 4 || t.compare(b - 3, 3, "   ") != 0 || t.size() - b > 5) return;
    const std::string name = trim(t.substr(0, b));
    const long men = std::stol(t.substr(b));
    // (A handful is a battery's guns or a count of companies, not its men.)
    if (men < 20 || rankLengthAt(name) > 0 || !(hasUnitMark(name) || looksLikeUnitName(name))) return;
    m_result.extras[p.line].men = men;
    p.text = name;
  }

  /// "38th IN 436", "3rd Division (BG Lovell H. Rousseau) 7544", "Buell's Escort ?", "1st Btty,
  /// MI Lt. Arty (Capt. C.O. Loomis) 111 6 Parrott Rifles": a hobby list's strength after the
  /// name ("?" where it is not known), a battery's guns after that.
  void takeTrailingStrength(Piece& p) {
    const std::string t = p.text;
    if (t.ends_with(" ?")) {
      const std::string name = trim(t.substr(0, t.size() - 2));
      if (!(hasUnitMark(name) || looksLikeUnitName(name) || namesALevel(name))) return;
      m_result.extras[p.line].notes.push_back("men not known");
      p.text = name;
      return;
    }
    // The figures standing as words; the strength is the last one that ends the line or has
    // only the guns after it ("… 111 6 Parrott Rifles").
    std::vector<std::pair<std::size_t, std::size_t>> figures;
    for (std::size_t k = t.find(' '); k != std::string::npos; k = t.find(' ', k + 1)) {
      std::size_t d = k + 1;
      while (d < t.size() && isDigit(t[d])) ++d;
      if (d > k + 1 && d - k - 1 <= 6 && (d == t.size() || t[d] == ' ')) figures.emplace_back(k + 1, d);
    }
    for (auto it = figures.rbegin(); it != figures.rend(); ++it) {
      const auto [b, e] = *it;
      std::string name = trim(t.substr(0, b - 1));
      const std::string guns = trim(t.substr(e));
      if ((!guns.empty() && !describesGuns(guns)) || name.empty() || isDigit(name.back())) continue;
      while (!name.empty() && (name.back() == ',' || name.back() == ':')) name.pop_back();
      const long men = std::stol(t.substr(b, e - b));
      const bool year = men >= 1861 && men <= 1865;
      if (men < 20 || year || rankLengthAt(name) > 0) return;
      if (!(hasUnitMark(name) || looksLikeUnitName(name) || namesALevel(name))) return;
      m_result.extras[p.line].men = men;
      if (!guns.empty()) m_result.extras[p.line].notes.push_back("guns: " + guns);
      p.text = name;
      return;
    }
  }

  /// "2X6#,2X12#,2X3.8in Rifles", "6 Parrott Rifles", "4 12-pdr Napoleons": a battery's guns,
  /// counted first.
  static bool describesGuns(const std::string& text) {
    if (!isDigit(text[0])) return false;
    const std::string l = lower(text);
    for (const char* word : {"#", "pdr", "parrott", "napoleon", "howitzer", "rifle", "ordnance", "guns"})
      if (l.find(word) != std::string::npos) return true;
    return false;
  }

  /// Wiki tables: "{|" opens, "|-" starts a row, "|" and "!" cells, "|}" closes.
  bool takeWikiTableMarkup(const std::string& t0) {
    if (t0.starts_with("{|")) {
      m_table = Table{true, {}};
      m_layout.insert("wiki table");
      return true;
    }
    if (t0.starts_with("|}")) {
      m_table = Table{};
      return true;
    }
    return m_table.wiki && (t0.starts_with("|-") || t0.starts_with("|+"));
  }

  /// The piece's text without markup, footnote marks (remembered for the line), leaders
  /// and thousands separators.
  std::string cleanedText(int n, const std::string& piece) {
    std::vector<std::string> markers;
    // Markup is looked for only where its characters are.
    std::string cleaned =
        takeMarkers(piece.find_first_of("[]'*_") == std::string::npos ? piece : stripWikiMarkup(piece), markers);
    if (cleaned != piece && (piece.find("[[") != std::string::npos || piece.find("'''") != std::string::npos))
      m_layout.insert("wiki markup");
    for (const std::string& m : markers) {
      m_footnotes.markersByLine[n].push_back(m);
      m_footnotes.starCited = m_footnotes.starCited || m == "*";
    }
    cleaned = withoutThousandsSeparators(withoutLeaders(withoutCellAttributes(cleaned)));
    if (cleaned.find("   ") != std::string::npos) cleaned = withDataColumnAsRemark(cleaned);
    if (cleaned.find("st") != std::string::npos || cleaned.find("th") != std::string::npos)
      cleaned = withScannedOrdinalsRead(std::move(cleaned));
    cleaned = withScannedWordsRead(std::move(cleaned));
    if (cleaned.find("- ") != std::string::npos) cleaned = withCompoundWordsClosed(std::move(cleaned));
    cleaned = withPlainDashes(std::move(cleaned));
    if (cleaned.find("Brig") != std::string::npos || cleaned.find("Bde") != std::string::npos ||
        cleaned.find("Bgde") != std::string::npos || cleaned.find("Div") != std::string::npos)
      cleaned = withLevelAbbreviationsWritten(cleaned);
    if (cleaned.find('/') != std::string::npos) cleaned = withGameStandsAsRemark(cleaned);
    return withoutGluedFootnotes(cleaned);
  }

  /// A notes section runs to the next formation heading; its footnotes are kept.
  bool takeNotesSection(const Piece& p) {
    const std::string& t = p.text;
    if (isNotesHeading(t)) {
      m_inNotes = true;
      drop(p.line, "a notes section begins");
      return true;
    }
    const std::string label = footnoteLabel(t);
    // "(e) Constituting York's Brigade." after a stray heading: the notes go on where the
    // labels do ("(d)" came last).
    if (!m_inNotes && !label.empty() && label.size() == m_lastNoteLabel.size() && label > m_lastNoteLabel &&
        t.starts_with("("))
      m_inNotes = true;
    if (!m_inNotes) return false;
    // "(p) On face of returns appears to have consisted of Hampton's," / "… Lee's Division,
    // and Dearing's Brigade.": a footnote's wrapped text goes on.
    const bool wrapped = std::exchange(m_noteGoesOn, t.back() == ',' && !label.empty());
    if (!wrapped && endsNotesSection(t)) {
      m_inNotes = false;
      return false;
    }
    if (!label.empty()) {
      m_footnotes.texts[lower(label)] = trim(t.substr(t.find(label) + label.size() + 1));
      m_lastNoteLabel = label;
    }
    drop(p.line, "in a notes section");
    return true;
  }

  /// Footnote texts of a printed page: "*Killed.", "† Wounded at ...".
  bool takeFootnoteText(const Piece& p) {
    const std::string& t = p.text;
    std::size_t len = 0;
    // "* Wounded April 7." is a footnote where the listing cited "*" before; elsewhere
    // "* " is a bullet.
    const bool cited = m_footnotes.starCited;
    if (cited && trim(p.bullet) == "*" && std::isupper(static_cast<unsigned char>(t[0]))) {
      m_footnotes.texts["*"] = t;
      drop(p.line, "a footnote's text");
      return true;
    }
    const bool starBullet = t[0] == '*' && t.size() > 1 && t[1] == ' ' &&
                            !(cited && t.size() > 2 && std::isupper(static_cast<unsigned char>(t[2])));
    if (isFootnoteMark(t, 0, len) && len < t.size() && !starBullet && !(t[0] == '*' && t.size() > 1 && t[1] == '*')) {
      std::size_t run = 0;
      while (run < t.size() && isFootnoteMark(t, run, len)) run += len;
      // "+---+---+" is a table's border; a footnote's text is words.
      if (t[0] == '+' && (run >= t.size() || !std::isalpha(static_cast<unsigned char>(t[run])))) return false;
      m_footnotes.texts[t.substr(0, run)] = trim(t.substr(run));
      drop(p.line, "a footnote's text");
      return true;
    }
    return false;
  }

  /// "United States Army > Army of the Potomac": a page's trail is furniture, but the
  /// army its last step names heads the listing.
  bool dropBreadcrumb(Piece& p) {
    const std::vector<std::string> steps = breadcrumbSteps(p.text);
    if (steps.empty()) return false;
    if (!startsWithNoCase(steps.back(), "army of")) {
      drop(p.line, "a web page's breadcrumb trail");
      return true;
    }
    p.text = steps.back();
    p.heading = true;
    return false;
  }

  /// Page numbers, running heads and abbreviation keys: the page's, not the listing's.
  bool dropFurniture(const Piece& p) {
    const std::string& t = p.text;
    if (isPageNumber(t)) {
      drop(p.line, "a page number");
      m_layout.insert("PDF text");
      return true;
    }
    // "Page 61 Chapter XXXIII. BATTLE OF …", "61 Series I Volume XXI- Serial 31": a book's
    // page furniture says what it is.
    if (isBookFurniture(t)) {
      drop(p.line, "a running head");
      return true;
    }
    // A running head repeats, but not on most lines: those are the listing itself.
    if (const std::string key = runningHeadKey(collapseSpaces(t));
        !key.empty() && m_headKeys[key] >= 2 && static_cast<std::size_t>(m_headKeys[key]) * 10 < m_sourceLines * 3) {
      drop(p.line, "a running head");
      m_layout.insert("PDF text");
      return true;
    }
    if (isWebPageChrome(t) || isNeighbourLinks(t) || m_menuLines.count(p.line)) {
      drop(p.line, "a web page's frame");
      return true;
    }
    // A paragraph is dropped whole, before lost line breaks are looked for in it; a
    // title ("Organization of the Army of …") is not prose however long, and a "Note:"
    // is kept with the formation it follows.
    // (A paragraph of orders naming its army, "The First Brigade of the Army of Occupation
    // will … consist of …", is read for its entries too, and kept if it tells none.)
    // So is an order's numbered paragraph ("VII. The Third Division will be organized into
    // two brigades, as follows: The First Vermont, … will compose the First Brigade, …").
    // (A regimental history's paragraph, "Regiment attached to …", "SERVICE.--…", is the
    // unit's notes, read as they stand, never sentences telling entries.)
    if (tellsAUnitsService(t)) {
      m_lines.push_back({p.line, t, false});
      return true;
    }
    const bool order = isOrdersParagraph(t);
    const bool namesAnArmy = containsNoCase(t, "army of ");
    if ((order || isProse(t)) && (order || !namesAnArmy || t.size() > 200) && !opensATitle(t) && !serviceRecordOf(t) &&
        !startsWithNoCase(t, "note") && commanderSentenceNameEnd(t) == std::string::npos) {
      // "This brigade included the 47th New York … under the command of Colonel …": an
      // order of battle told in sentences gives its entries; other prose is dropped.
      // ("… and will be composed as follows:": a paragraph that announces the organization
      // after it is part of it, though it names only a division and its commander.)
      const bool announces = t.ends_with("as follows:") || t.ends_with("as follows.");
      const std::vector<std::string> told = entriesInProse(t, m_proseTold || order || announces ? 1 : 2, order);
      m_proseTold = !told.empty();
      // (An order with no list in it, "III. Brigadier General J. Kilpatrick … is assigned to
      // the command of the Third Cavalry Division.", is prose.)
      if (told.empty() && (namesAnArmy || (order && t.find(':') != std::string::npos))) return false;
      if (told.empty()) {
        drop(p.line, "prose");
        return true;
      }
      m_layout.insert("an order of battle told in sentences");
      for (const std::string& line : told) m_lines.push_back({p.line, line, false});
      return true;
    }
    m_proseTold = false;
    // "MG = Major General": a key to the listing's abbreviations.
    if (const std::size_t eq = t.find(" = "); eq != std::string::npos && eq < 12 && t.size() < 50) {
      drop(p.line, "an abbreviation key");
      return true;
    }
    return false;
  }

  /// Table rows: wiki cells, Markdown pipes, tabs. True when the piece was one.
  bool readTableRow(const Piece& p) {
    const std::string& t = p.text;
    std::vector<std::string> cells;
    if (m_table.wiki && (t.starts_with("|") || t.starts_with("!"))) {
      cells = wikiRowCells(t);
    } else if (t.starts_with("|") || (!p.heading && std::count(t.begin(), t.end(), '|') >= 1) || p.tabbed) {
      // One bar is a table's cell border too ("First Division |"): no name holds a bar.
      const std::string& row = p.tabbed ? p.written : t;
      if (isTableRule(row)) {
        m_layout.insert("Markdown table");
        return true;
      }
      cells = delimitedRowCells(row, p.tabbed);
      m_layout.insert(p.tabbed ? "tab-separated columns" : "table");
    }
    if (cells.empty()) return false;
    readCells(p.line, cells);
    return true;
  }

  void readCells(int n, const std::vector<std::string>& cells) {
    std::string joinedCells;
    for (const auto& c : cells) joinedCells += c + " ";
    bool om = false;
    const std::vector<Column> headingCols = headingColumns(joinedCells, om);
    if (headingCols.empty() && isColumnHeadingLine(joinedCells, 2)) {
      drop(n, "a table's column headings");
      return;
    }
    if (!headingCols.empty()) {
      m_table.columns = cellColumns(cells);
      drop(n, "a table's column headings");
      return;
    }
    std::vector<std::string> names;
    const LineExtras figures = rowFigures(cells, m_table.columns, names);
    const bool total = !names.empty() && startsWithNoCase(names.front(), "total");
    if (total) {
      drop(n, "a total line");
      return;
    }
    // The row's figures belong to the unit on it (the last entry read from the line).
    if (figures.men || figures.guns || !figures.notes.empty()) addExtras(m_result.extras[n], figures);
    for (const auto& nm : withOfficersJoined(names)) m_lines.push_back({n, separateOfficers(nm)});
  }

  bool dropHeadingsAndTotals(const Piece& p) {
    const std::string& t = p.text;
    // "Division Brigade Regiments and Others": a table's column headings, as a page's
    // text keeps them when the table itself is lost.
    if (isColumnHeadingLine(t)) {
      dropColumnHeadings(p, "a table's column headings");
      return true;
    }
    // "Brigade. Officer Enlis Total. …" under "Killed. Wounded.": more of a return's
    // headings, however it ends.
    if (!m_columns.empty() && !levelWordAlone(t.substr(0, t.find(' '))).empty() &&
        t.find_first_of("0123456789") == std::string::npos && wordCount(t) >= 3) {
      if (containsNoCase(t, "offic") && containsNoCase(t, "total")) m_officersMenAndTotal = true;
      continueTheReturn(containsNoCase(t, "aggre"));
      dropColumnHeadings(p);
      return true;
    }
    // "Total", "Total First Division", "Grand total": sums the listing already gives.
    if (startsWithNoCase(t, "total") || startsWithNoCase(t, "grand total") || startsWithNoCase(t, "aggregate") ||
        endsInATotal(t)) {
      drop(p.line, "a total line");
      return true;
    }
    return takeReturnHeadings(p);
  }

  /// Column headings of a return, then rows that end in figures.
  bool takeReturnHeadings(const Piece& p) {
    const std::string& t = p.text;
    // "Command. Officers. Men. Officers. Men. … Aggregate.": the second line of a return's
    // headings says each figure is split into officers and men, and adds the aggregate.
    if (!m_columns.empty() && t.size() < 160 && t.find_first_of("0123456789") == std::string::npos &&
        containsNoCase(t, "officers") && containsNoCase(t, "men")) {
      m_officersAndMen = true;
      // "Captured or missing." / "Command. Officers. Men. Aggregate.": the second half of a
      // table printed in two, its columns named on the line before.
      if (!m_pendingColumns.empty()) m_columns = std::exchange(m_pendingColumns, {});
      if (containsNoCase(t, "aggregate") &&
          std::find(m_columns.begin(), m_columns.end(), Column::Aggregate) == m_columns.end())
        m_columns.push_back(Column::Aggregate);
      dropColumnHeadings(p);
      return true;
    }
    bool split = false;
    if (std::vector<Column> cols = headingColumns(t, split); !cols.empty() && t.size() < 160) {
      m_columns = cols;
      m_officersAndMen = split;
      m_officersMenAndTotal = false;
      m_widestRow = 0;
      m_pendingColumns.clear();
      dropColumnHeadings(p);
      m_layout.insert("columns: " + columnWords(cols));
      return true;
    }
    // "Infantry. Artillery.": the arms a return's columns are grouped under.
    if (isArmColumnsLine(t)) {
      dropColumnHeadings(p);
      return true;
    }
    // "Captured" / "or" above "Killed. Wounded. missing.": a heading broken over lines.
    if (isColumnHeadingFragment(t)) {
      bool unused = false;
      for (Column c : headingColumns(t + " aggregate", unused))
        if (c != Column::Aggregate &&
            std::find(m_pendingColumns.begin(), m_pendingColumns.end(), c) == m_pendingColumns.end())
          m_pendingColumns.push_back(c);
      dropColumnHeadings(p);
      return true;
    }
    return false;
  }

  /// A table printed in two halves, each under the row column's heading again: the second
  /// half's figures are the columns the first half's rows did not reach (and the aggregate).
  void continueTheReturn(bool aggregate) {
    if (m_widestRow == 0) return;
    const std::size_t per = m_officersMenAndTotal ? 3 : m_officersAndMen ? 2 : 1;
    const std::size_t reached = std::min((m_widestRow + per - 1) / per, m_columns.size());
    std::vector<Column> rest(m_columns.begin() + static_cast<long>(reached), m_columns.end());
    if (aggregate && std::find(rest.begin(), rest.end(), Column::Aggregate) == rest.end())
      rest.push_back(Column::Aggregate);
    if (!rest.empty()) m_columns = rest;
    m_widestRow = 0;
  }

  /// "Brigade. Officer Enlis Total. …": a return's headings are furniture; a level word
  /// heading its row column says its rows are of that level, named by ordinal alone.
  void dropColumnHeadings(const Piece& p, const char* why = "column headings") {
    if (const std::string stub = levelWordAlone(p.text.substr(0, p.text.find(' '))); !stub.empty()) m_stubLevel = stub;
    drop(p.line, why);
  }

  /// A return's row ("8th Illinois ... 2 14 ... 16"): the figures go to the line's extras
  /// by the columns the headings named, and the name stays as the text.
  void takeReturnFigures(Piece& p) {
    std::string name;
    std::vector<std::optional<long>> figures;
    // "Officers. Enlisted men. Total." under each of killed, wounded, missing: the total is
    // the figure, where the row gives it.
    const std::size_t per = m_officersMenAndTotal ? 3 : m_officersAndMen ? 2 : 1;
    std::size_t cells = 0;
    for (Column c : m_columns) cells += (c == Column::Killed || c == Column::Wounded || c == Column::Missing) ? per : 1;
    if (!splitFigures(p.text, name, figures, cells)) return;
    m_widestRow = std::max(m_widestRow, figures.size());
    LineExtras& x = m_result.extras[p.line];
    std::string casualties;
    std::size_t f = 0;
    for (Column c : m_columns) {
      const std::size_t width = (c == Column::Killed || c == Column::Wounded || c == Column::Missing) ? per : 1;
      long sum = 0;
      bool any = false;
      const std::size_t from = f;
      for (std::size_t k = 0; k < width && f < figures.size(); ++k, ++f)
        if (figures[f] && !(width == 3 && k == 2)) {
          sum += *figures[f];
          any = true;
        }
      if (width == 3 && from + 2 < figures.size() && figures[from + 2]) {
        sum = *figures[from + 2];
        any = true;
      }
      if (!any) continue;
      if (c == Column::Men)
        x.men = sum;
      else if (c == Column::Guns)
        x.guns = sum;
      else
        casualties += std::string(casualties.empty() ? "" : ", ") + columnWord(c) + " " + std::to_string(sum);
    }
    if (!casualties.empty()) x.notes.push_back(casualties);
    // "First 1 31 32 …" under a "Brigade." column: the First Brigade.
    if (!m_stubLevel.empty() && name.find(' ') == std::string::npos && ordinalValue(name) > 0)
      name += " " + m_stubLevel;
    p.text = name;
  }

  /// The piece's entries: a heading as it is, other text split where entries run together.
  void addEntries(Piece& p) {
    // Keep the indentation and bullet the outline reader nests by; the text is cleaned.
    // (Side by side, a line's indentation is where its column or a centred heading starts,
    // no nesting.)
    const std::size_t lead = p.written.find_first_not_of(" \t");
    std::string indent = lead == std::string::npos || m_sideBySide ? std::string() : p.written.substr(0, lead);
    if (const std::string tail = splitCasualtyTail(p.text); !tail.empty()) {
      m_result.extras[p.line].notes.push_back(tail);
      if (p.text.empty()) return;
    }
    if (p.heading) {
      m_lines.push_back({p.line, p.text, true});
      return;
    }
    const std::string& t = p.text;
    std::vector<std::string> parts;
    for (const std::string& piece2 : t.size() > 300 || hasGluedRank(t) ? unglue(t) : std::vector<std::string>{t}) {
      if (t.size() > 300) m_layout.insert("lost line breaks");
      for (auto& part : piece2.size() > 120 || hasCapitalRunIn(piece2) || commanderThenUnits(piece2)
                            ? splitRunTogether(piece2)
                            : std::vector<std::string>{piece2})
        parts.push_back(std::move(part));
    }
    for (const auto& part : parts) {
      if (addSharedLevelList(p, indent, part)) continue;
      for (const auto& column : splitColumns(part))
        m_lines.push_back({p.line, (p.bullet.empty() ? indent : p.bullet) + separateOfficers(column), false,
                           p.written.find(".....") != std::string::npos});
    }
  }

  /// "AP Hill's Division (Andy) - Archer's, Field's, … & Pender's Brigades. 2 Batts.": the
  /// head on its line, each formation on a line of its own nested under it, then the rest.
  /// True when the part was such a list.
  bool addSharedLevelList(const Piece& p, const std::string& indent, const std::string& part) {
    const auto list = formationsSharingALevel(part);
    if (!list) return false;
    m_layout.insert("formations sharing one plural level word");
    const std::string lead = p.bullet.empty() ? indent : p.bullet;
    // (Under the head, one step deeper than its bullet or indentation.)
    const std::string deeper = std::string(lead.size() + 4, ' ') + (p.bullet.empty() ? "" : "- ");
    if (!list->head.empty()) m_lines.push_back({p.line, lead + list->head, false});
    for (const std::string& f : list->formations)
      m_lines.push_back({p.line, (list->head.empty() ? lead : deeper) + f, false});
    if (!list->rest.empty()) m_lines.push_back({p.line, (list->head.empty() ? lead : deeper) + list->rest, false});
    return true;
  }

  CleanedListing& m_result;  // its extras and dropped lines; the lines come from read()
  std::set<std::string>& m_layout;
  std::unordered_map<std::string, int> m_headKeys;
  std::size_t m_sourceLines = 0;
  std::set<int> m_menuLines;  // a web site's menu, copied with the page
  std::vector<CleanLine> m_lines;
  Footnotes m_footnotes;
  std::vector<Column> m_columns;         // a return's columns, from its heading line
  std::size_t m_widestRow = 0;           // the most figures a row of the return has held
  bool m_officersMenAndTotal = false;    // each of killed, wounded, missing as officers, men and total
  std::string m_stubLevel;               // "Brigade" when the heading line's row column is a level
  std::vector<Column> m_pendingColumns;  // named by heading pieces, for the officers-and-men line after them
  bool m_officersAndMen = false;
  bool m_inNotes = false;
  bool m_inInfobox = false;     // the lines since an infobox's title or field are its fields
  bool m_noteGoesOn = false;    // the notes section's last line broke off mid-sentence
  std::string m_lastNoteLabel;  // the notes section's last footnote label ("d")
  bool m_sideBySide = false;    // two columns side by side: indentation says nothing
  bool m_proseTold = false;     // the paragraph before told entries in sentences
  Table m_table;
};

/// A word hyphenated across two lines of PDF text ("Wal-" / "lace").
bool endsHyphenated(const std::string& ct, const std::string& nt) {
  return ct.size() > 2 && ct.back() == '-' && isAlpha(ct[ct.size() - 2]) && isAlpha(nt[0]);
}

/// "Major General WINFIELD" / "S. HANCOCK.", "Brigadier General" / "NELSON A. MILES.": a
/// commander's name cut by the page, its rest on the next line (no rank, no figure).
bool endsInAnOpenName(const std::string& ct, const std::string& nt) {
  const std::size_t rank = rankLengthAt(ct);
  if (rank == 0 || ct.back() == ')' || ct.find_first_of(",;:0123456789") != std::string::npos) return false;
  // "Colonel CARR B." / "WHITE.": a name that stops at an initial has its surname to come.
  const std::size_t sp = ct.find_last_of(' ');
  const bool endsInInitial = ct.size() >= 3 && ct.back() == '.' && sp == ct.size() - 3 &&
                             std::isupper(static_cast<unsigned char>(ct[ct.size() - 2]));
  if (ct.back() == '.' && !endsInInitial) return false;
  if (!endsInInitial && wordCount(trim(ct.substr(rank))) > 1) return false;
  // "General Albert" / "Sidney Johnston, Killed": the rest of the name may carry its status.
  std::string name = nt;
  if (const std::size_t comma = nt.find(','); comma != std::string::npos) {
    const std::string after = trim(nt.substr(comma + 1));
    if (statusFromText(after).empty() && !isRankOrNameSuffixWord(after)) return false;
    name = nt.substr(0, comma);
  }
  return std::isupper(static_cast<unsigned char>(nt[0])) && rankLengthAt(nt) == 0 && wordCount(name) <= 5 &&
         name.find_first_of("0123456789,;:") == std::string::npos && !looksLikeFormationHeading(name);
}

/// "2nd New York Heavy" / "Artillery": a unit's name cut before the arm its adjective needs;
/// "Ohio Light, 1st" / "Battery": cut after its ordinal, before the noun it numbers.
bool endsBeforeItsArm(const std::string& ct, const std::string& nt) {
  const std::string c = " " + lower(ct);
  const std::size_t sp = ct.find_last_of(' ');
  if (sp != std::string::npos && ordinalValue(ct.substr(sp + 1)) > 0) {
    std::string n = lower(nt);
    while (!n.empty() && (n.back() == '.' || n.back() == ',')) n.pop_back();
    for (const char* noun : {"battery", "regiment", "battalion", "company", "squadron"})
      if (n == noun) return true;
  }
  // "… 77th Penn. ARTILLERY: 5th Ind." / "Battery, 4th U.S. Art., …": a list's last unit
  // cut between its state and its noun.
  if (sp != std::string::npos && ct.back() == '.') {
    const std::size_t before = ct.find_last_of(' ', sp - 1);
    const std::string number =
        ct.substr(before == std::string::npos ? 0 : before + 1, sp - (before == std::string::npos ? 0 : before + 1));
    const std::size_t end = nt.find_first_of(",;");
    const std::string noun = lower(nt.substr(0, end));
    if (isDigit(number[0]) && ordinalValue(number) > 0 && end != std::string::npos &&
        (noun == "battery" || noun == "battalion" || noun == "cavalry" || noun == "artillery"))
      return true;
  }
  bool adjective = false;
  for (const char* a : {" heavy", " light", " mounted", " horse", " field"}) adjective = adjective || c.ends_with(a);
  if (!adjective) return false;
  std::string n = lower(nt);
  while (!n.empty() && (n.back() == '.' || n.back() == ',')) n.pop_back();
  for (const char* arm : {"artillery", "infantry", "cavalry", "battery", "rifles", "art", "arty", "art'y"})
    if (n == arm) return true;
  return false;
}

/// "Company", "Cavalry Battalion", "Light Artillery": the kind of a unit, no unit's name.
bool namesOnlyAKindOfUnit(const std::string& words) {
  static const std::set<std::string> kinds = {"cavalry",     "artillery",  "infantry", "battery", "company",
                                              "battalion",   "regiment",   "squadron", "light",   "heavy",
                                              "mounted",     "volunteers", "rifles",   "legion",  "sharpshooters",
                                              "independent", "partisan",   "rangers",  "of"};
  std::istringstream in(lower(words));
  int n = 0;
  for (std::string w; in >> w; ++n)
    if (!kinds.count(w)) return false;
  return n > 0;
}

/// A blog or narrow column that breaks lines anywhere: "2nd" / "Minnesota: Colonel …",
/// "1st Kentucky" / "Cavalry: Colonel …", "Third Brigade: Colonel Robert L." / "McCook",
/// "9th Ohio Battery: Captain" / "Henry S. Wetmore".
bool cutMidEntry(const std::string& ct, const std::string& nt) {
  if (!std::isupper(static_cast<unsigned char>(nt[0]))) return false;
  const std::size_t sp = ct.find_last_of(' ');
  const std::string last = sp == std::string::npos ? ct : ct.substr(sp + 1);
  // A line never ends an entry at a unit's number ("… 2d Mo., 15th" / "Mo., 24th Wis.").
  // ("Army of the Mississippi, 44,699" ends at its strength: a bare figure after a comma,
  // or one past any unit's number.)
  // ("15th Virginia                   476": a figure padded out to its column is one too.)
  const bool padded = sp != std::string::npos && sp >= 2 && ct[sp - 1] == ' ' && ct[sp - 2] == ' ';
  const bool figure = last.find_first_not_of("0123456789") == std::string::npos &&
                      (last.size() > 3 || padded || (sp != std::string::npos && sp > 0 && ct[sp - 1] == ','));
  if (!last.empty() && isDigit(last[0]) && ordinalValue(last) > 0 && !figure && !looksLikeFormationHeading(nt))
    return true;
  // Only a narrow column's short lines: a page of long run-on lines is split by its entries.
  if (ct.size() > 60) return false;
  // The arm of a unit whose number is on the line before, with the unit's commander.
  const std::size_t colon = nt.find(':');
  // ("53rd Pennsylvania: Colonel John R. Brooke" / "Artillery: Captain …" is a whole entry, then a grouping.)
  if (colon != std::string::npos && (isDigit(ct[0]) || startsWithNoCase(ct, "Battery")) &&
      ct.find(':') == std::string::npos) {
    const std::string arm = lower(nt.substr(0, colon));
    for (const char* a : {"cavalry", "artillery", "infantry", "battery", "light artillery", "volunteers", "rifles"})
      if (arm == a) return true;
  }
  // "Tennessee Cavalry" / "Company: Captain …", "4th Tennessee" / "Cavalry Battalion: …":
  // the next line names only the kind of unit, which no unit is without its state or number.
  // (A lone arm word is more often a grouping: "UNASSIGNED UNITS" / "Infantry: 15th Michigan";
  // after a unit's number it was taken above.)
  if (colon != std::string::npos && ct.find(':') == std::string::npos && ct.back() != '.' &&
      (isDigit(ct[0]) || wordCount(ct) >= 2) && wordCount(ct) <= 4 && !namesALevel(ct) &&
      namesOnlyAKindOfUnit(nt.substr(0, colon))) {
    const std::string kind = lower(nt.substr(0, colon));
    if (kind != "cavalry" && kind != "artillery" && kind != "infantry") return true;
  }
  if (looksLikeFormationHeading(nt)) return false;
  if (rankLengthAt(last) == last.size() && last.size() > 3) return true;
  // A name that stops at an initial, with a rank before it on the line.
  const bool initial = last.size() == 2 && last[1] == '.' && std::isupper(static_cast<unsigned char>(last[0]));
  bool ranked = false;
  for (std::size_t w = 0; w < ct.size() && !ranked;
       w = ct.find(' ', w) == std::string::npos ? ct.size() : ct.find(' ', w) + 1)
    ranked = rankLengthAt(std::string_view(ct).substr(w)) > 0;
  return initial && ranked && wordCount(nt) <= 2 && nt.find_first_of("0123456789:,;") == std::string::npos;
}

/// Whether the next line (`nt`) of PDF text goes on with this one (`ct`).
/// "ORGANIZATION OF TROOPS IN THE DEPARTMENT" / "OF THE MISSISSIPPI AND EAST LOUISIANA,": a
/// title in capitals wraps as a sentence does, but its next line opens in capitals too.
bool titleGoesOn(const std::string& ct, const std::string& nt) {
  if (!isAlpha(ct.back()) || !opensATitle(collapseSpaces(ct))) return false;
  const std::string last = lower(lastWord(ct));
  if (last == "of" || last == "the" || last == "and" || last == "in" || last == "at") return true;
  for (const char* word : {"of ", "in ", "at ", "and ", "commanded ", "under ", "during "})
    if (startsWithNoCase(nt, word)) return true;
  return false;
}

bool continuesOnto(const std::string& ct, const std::string& nt) {
  const bool hyphen = endsHyphenated(ct, nt);
  // A line that ends in a word or a comma, continued in lower case: a name or list
  // wrapped by the page. (After a figure it is a new line of something else.)
  const bool lowerNext = std::islower(static_cast<unsigned char>(nt[0])) != 0 && !nt.starts_with("and ") &&
                         !nt.starts_with("of ") && !nt.starts_with("jr") && (isAlpha(ct.back()) || ct.back() == ',');
  // "11th, 20th, 45th, 48th" / "Illinois Infantry": a list of numbers waits for its state.
  const bool numberList = ct.find(", ") != std::string::npos && isDigit(ct[ct.find_last_of(' ') + 1]) &&
                          isAlpha(ct.back()) && std::isupper(static_cast<unsigned char>(nt[0]));
  // "Captain THOMAS H. ELLIOTT," / "Asst. Adjt. General, Second Div., …": an addressee's title.
  const bool openEnd = (ct.back() == ',' || endsWithRankAbbreviation(ct) || numberList) &&
                       (!looksLikeFormationHeading(nt) || (ct.back() == ',' && opensWithAStaffTitle(nt)));
  return hyphen || lowerNext || openEnd || endsInAnOpenName(ct, nt) || endsBeforeItsArm(ct, nt) ||
         cutMidEntry(ct, nt) || titleGoesOn(ct, nt);
}

/// "… 101st O. SECOND" / "BRIGADE: …": a heading's ordinal wrapped onto the line above
/// goes back to its level word, and the lines stay apart. True when it did.
bool movedWrappedOrdinal(CleanLine& cur, CleanLine& next) {
  const std::string ct = trim(cur.text);
  const std::size_t sp = ct.find_last_of(' ');
  const std::string tail = sp == std::string::npos ? std::string() : ct.substr(sp + 1);
  const std::string nextText = lower(trim(next.text));
  if (!tail.empty() && isUpperCaseText(tail) && ordinalValue(tail) > 0 &&
      (nextText.starts_with("brigade") || nextText.starts_with("division") || nextText.starts_with("corps"))) {
    cur.text = trim(ct.substr(0, sp));
    next.text = tail + " " + trim(next.text);
    return true;
  }
  return false;
}

/// PDF text: words hyphenated across lines and entries wrapped mid-name are joined; a
/// joined line's figures and notes go with it.
class WrappedLineJoiner {
 public:
  WrappedLineJoiner(std::map<int, LineExtras>& extras, std::set<std::string>& layout)
      : m_extras(extras), m_layout(layout) {}

  /// `lines` joined; a heading's ordinal moved back to it is the one change made in `lines`.
  std::vector<CleanLine> join(std::vector<CleanLine>& lines, bool widthsMeanMargins) {
    m_step = lineStep(lines);
    m_reflowWidth = widthsMeanMargins ? reflowWidth(lines, m_lineLength) : 0;
    if (m_reflowWidth > 0) m_layout.insert("paragraphs wrapped at " + std::to_string(m_reflowWidth) + " characters");
    std::vector<CleanLine> joined;
    for (std::size_t k = 0; k < lines.size(); ++k) {
      CleanLine cur = lines[k];
      // (An infobox's fields are one a line, whatever their case or length.)
      if (cur.heading || infoboxField(cur.text, false)) {
        joined.push_back(cur);
        continue;
      }
      const int last = joinContinuations(lines, k, cur);
      // A paragraph made of wrapped lines is split into entries as a lost-break page is.
      if ((cur.text.size() > 300 || (m_reflowWidth > 0 && cur.text.size() > 120)) && last != cur.line) {
        for (const std::string& piece : unglue(trim(cur.text)))
          for (auto& part :
               piece.size() > 120 || hasCapitalRunIn(piece) ? splitRunTogether(piece) : std::vector<std::string>{piece})
            joined.push_back({cur.line, separateOfficers(part), false});
        continue;
      }
      // "U.S. Army of the Frontier Major" / "General John M. Schofield": a commander that
      // the join brought after his heading is set apart as on a line read whole.
      if (m_rankAtASeam) cur.text = separateOfficers(cur.text);
      joined.push_back(cur);
    }
    return joined;
  }

  /// A joined line's number → the line it now belongs to.
  const std::map<int, int>& joinedInto() const { return m_joinedInto; }

 private:
  /// Joins onto `cur` (lines[k]) the lines after it that go on with it, moving `k` to the
  /// last one joined; returns that line's number.
  int joinContinuations(std::vector<CleanLine>& lines, std::size_t& k, CleanLine& cur) {
    m_rankAtASeam = false;
    const std::size_t lead = cur.text.find_first_not_of(" \t");
    const std::string indent = lead == std::string::npos ? std::string() : cur.text.substr(0, lead);
    int last = cur.line;
    // A line that ends in a rank ("…/Maj. Gen.") has its name after it, even past a blank line.
    auto reach = [&] { return endsWithRankAbbreviation(trim(cur.text)) ? std::max(m_step, 2) : m_step; };
    while (k + 1 < lines.size() && lines[k + 1].line > last && lines[k + 1].line <= last + reach()) {
      CleanLine& next = lines[k + 1];
      if (movedWrappedOrdinal(cur, next)) break;
      const std::string nt = trim(next.text);
      const std::string ct = trim(cur.text);
      if (nt.empty() || ct.empty() || startsWithBullet(nt) || next.heading || infoboxField(nt, false)) break;
      // A joined entry is a line or two of print; past that it is prose or junk, and joining
      // every line of a large file into one would cost time for nothing.
      const bool softWrap = wrappedAtTheMargin(last, endsASentence(ct)) ||
                            (m_reflowWidth > 0 && (nt[0] == '(' || nt[0] == '-') && nt.find(')') != nt.size() - 1);
      if (!(softWrap || continuesOnto(ct, nt) || endsAFiguresRow(last, next, ct, nt)) ||
          ct.size() + nt.size() > (softWrap ? 6000u : 600u))
        break;
      if (!m_rankAtASeam && std::string_view("ABCFGLMS").find(lastWord(ct)[0]) != std::string_view::npos)
        m_rankAtASeam = endsWithRankAbbreviation(ct) || rankLengthAt(lastWord(ct)) > 0;
      if (endsHyphenated(ct, nt)) {
        const std::size_t sp = ct.find_last_of(' ');
        const std::string word = ct.substr(sp == std::string::npos ? 0 : sp + 1);
        cur.text = indent + (isNumberWord(word.substr(0, word.size() - 1)) ? ct : ct.substr(0, ct.size() - 1)) + nt;
        m_layout.insert("PDF text");
      } else if (next.ledOut) {
        // "… Potomac Home ....." / "Brigade.....": the name's rest goes before the leaders.
        cur.text = indent + withoutTrailingLeaders(ct) + " " + withoutTrailingLeaders(nt);
      } else {
        cur.text = indent + ct + " " + nt;
      }
      last = next.line;
      m_joinedInto[last] = cur.line;
      moveExtras(last, cur.line);
      ++k;
    }
    return last;
  }

  /// "3rd Pennsylvania ... 3 6 29" / "Reserves", "Kentucky Light, ... 5" / "1st Battery": a
  /// return's row names its unit on the line with the figures and wraps the rest of the name
  /// onto a line of no figures. A grouping's or level's word there is a heading, not a tail,
  /// unless it is led out to the figures column as the row's name is ("3rd Regiment Potomac
  /// Home ..... 2 2" / "Brigade...............").
  bool endsAFiguresRow(int rowLine, const CleanLine& next, const std::string& label, const std::string& tail) const {
    const auto row = m_extras.find(rowLine);
    // ("Noland's battalion            162" after "15th Virginia    476": a row with a figure
    // of its own is the next row, not the end of this one's label.)
    if (row == m_extras.end() || m_extras.count(next.line) || wordCount(tail) > 3 || rankLengthAt(tail) > 0 ||
        isUpperCaseText(tail) || tail.back() == ':' || isDigit(tail.back()))
      return false;
    bool figures = row->second.men || row->second.guns;
    for (const std::string& n : row->second.notes)
      figures = figures || n.starts_with("killed") || n.starts_with("wounded") || n.starts_with("missing") ||
                n.starts_with("aggregate");
    std::string word = lower(tail);
    while (!word.empty() && (word.back() == '.' || word.back() == ',')) word.pop_back();
    for (const char* heading : {"artillery", "cavalry", "infantry", "escort", "engineers", "unattached", "brigade",
                                "division", "corps", "sharpshooters", "pioneers", "total"})
      if ((word == heading || word.starts_with(std::string(heading) + " ")) && !next.ledOut &&
          !numbersItsLevelBelow(label, word))
        return false;
    return figures;
  }

  /// "1st (Foster's) 168 3,973 --- 4,363" / "Brigade.": an abstract's row numbers a
  /// formation whose level word wrapped below its figures.
  static bool numbersItsLevelBelow(const std::string& row, const std::string& level) {
    if (level != "brigade" && level != "division" && level != "corps") return false;
    const std::size_t sp = row.find(' ');
    const std::string first = row.substr(0, sp);
    return ordinalValue(first) > 0 && !namesALevel(row) && wordCount(row) <= 4 &&
           (sp == std::string::npos || row[sp + 1] == '(' || isPossessive(row.substr(sp + 1)));
  }

  /// The next line's figures and notes now belong to this one.
  void moveExtras(int from, int to) {
    if (auto it = m_extras.find(from); it != m_extras.end()) {
      LineExtras moved = it->second;
      m_extras.erase(it);
      addExtras(m_extras[to], moved);
    }
  }

  /// A line of a paragraph that was wrapped at a fixed width ends where the margin came, not
  /// where its entry ends.
  /// (A line ending in a full stop well short of the margin ends its paragraph: "SECOND
  /// DIVISION--Brig.-Gen. David S. Stanley.")
  bool wrappedAtTheMargin(int line, bool fullStop) const {
    if (m_reflowWidth == 0) return false;
    if (line < 0 || static_cast<std::size_t>(line) >= m_lineLength.size()) return false;
    const std::size_t n = m_lineLength[static_cast<std::size_t>(line)];
    const std::size_t slack = fullStop ? 5 : 15;
    return n > 0 && n + slack >= m_reflowWidth && n <= m_reflowWidth + 3;
  }

  /// The width a listing's paragraphs were wrapped at (a page reflowed to 120 characters, a
  /// newspaper column, an e-text), or 0: many lines end near one width, and many of those
  /// breaks fall inside an entry ("… 6th Kansas" / "Cavalry - …", "(commanding 752 men" /
  /// "on the battlefield)"). Lines that each hold one entry (a table flattened to text)
  /// also come out near one width, but their breaks fall between entries.
  static std::size_t reflowWidth(const std::vector<CleanLine>& lines, std::vector<std::size_t>& lengthOf) {
    // Per source line: its length as cleaned, and its first piece and last (pieces of one
    // line are adjacent). Views into `lines`, which outlive this count: no copies.
    struct Ends {
      std::string_view first, last;
    };
    const int maxLine =
        lines.empty() ? 0 : std::max_element(lines.begin(), lines.end(), [](const auto& a, const auto& b) {
                              return a.line < b.line;
                            })->line;
    lengthOf.assign(static_cast<std::size_t>(maxLine) + 2, 0);
    std::vector<Ends> ends(lengthOf.size());
    for (const CleanLine& l : lines) {
      const std::size_t b = l.text.find_first_not_of(" \t");
      if (l.heading || b == std::string::npos || l.line < 0) continue;
      const std::string_view t = std::string_view(l.text).substr(b, l.text.find_last_not_of(" \t") + 1 - b);
      std::size_t& n = lengthOf[static_cast<std::size_t>(l.line)];
      Ends& e = ends[static_cast<std::size_t>(l.line)];
      n += t.size() + (n > 0 ? 1 : 0);
      if (e.first.empty()) e.first = t;
      e.last = t;
    }
    std::vector<std::size_t> lens;
    for (std::size_t n : lengthOf)
      if (n > 0) lens.push_back(n);
    if (lens.size() < 4) return 0;
    std::sort(lens.rbegin(), lens.rend());
    const std::size_t width = lens[lens.size() / 10];
    const auto near = [&](std::size_t n) { return n + 15 >= width && n <= width + 3; };
    if (width < 50 || std::count_if(lens.begin(), lens.end(), near) * 100 < 35 * static_cast<long>(lens.size()))
      return 0;
    int breaks = 0, inside = 0;
    for (std::size_t line = 0; line + 1 < lengthOf.size(); ++line) {
      if (!near(lengthOf[line]) || lengthOf[line] == 0 || ends[line + 1].first.empty()) continue;
      ++breaks;
      inside += breaksInsideAnEntry(lastWord(std::string(ends[line].last)), std::string(ends[line + 1].first));
    }
    return breaks >= 3 && inside * 10 >= breaks * 3 ? width : 0;
  }

  /// "… Major" / "General John M.", "(commanding 752 men" / "on the battlefield)", "… 2d Mo.,
  /// 15th" / "Mo.": the line break falls inside an entry.
  static bool breaksInsideAnEntry(const std::string& last, const std::string& nt) {
    const char c = nt[0];
    if (std::islower(static_cast<unsigned char>(c)) || c == '(' || c == '-' || c == ')') return true;
    // "… Capt. John S." / "Hard; …", "… _Wilcox's" / "Brigade_": an initial or an owner's
    // name stops short of the name it starts.
    const bool initial = last.size() == 2 && std::isupper(static_cast<unsigned char>(last[0])) && last[1] == '.';
    return rankLengthAt(last) == last.size() || (isDigit(last[0]) && ordinalValue(last) > 0) || last == "of" ||
           last == "and" || last == "the" || initial || last.ends_with("'s");
  }

  /// Text copied with a blank line after every line (a web page's paragraph per printed
  /// line, some OCR): there a single blank line is a line break, not a paragraph's end.
  static int lineStep(const std::vector<CleanLine>& lines) {
    std::size_t adjacent = 0, oneBlank = 0;
    for (std::size_t k = 1; k < lines.size(); ++k) {
      const int gap = lines[k].line - lines[k - 1].line;
      adjacent += gap == 1;
      oneBlank += gap == 2;
    }
    return oneBlank >= 8 && oneBlank > 4 * adjacent ? 2 : 1;
  }

  std::map<int, LineExtras>& m_extras;
  std::set<std::string>& m_layout;
  std::map<int, int> m_joinedInto;
  std::vector<std::size_t> m_lineLength;  // each source line's length as cleaned, by line number
  std::size_t m_reflowWidth = 0;          // the width its paragraphs were wrapped at, or 0
  bool m_rankAtASeam = false;             // the line being joined was cut after a rank word
  int m_step = 1;                         // line numbers apart that still make two lines one printed line's neighbours
};

/// Footnote texts follow the entries that cite them; a note written in the line stays there.
void attachFootnotes(std::map<int, LineExtras>& extras, const NotesByLine& inlineNotes, const Footnotes& footnotes,
                     const std::map<int, int>& joinedInto) {
  auto target = [&](int line) {
    const auto it = joinedInto.find(line);
    return it == joinedInto.end() ? line : it->second;
  };
  for (const auto& [line, notes] : inlineNotes)
    for (const auto& note : notes) extras[target(line)].notes.push_back("note: " + note);
  for (const auto& [line, markers] : footnotes.markersByLine)
    for (const auto& m : markers)
      if (auto it = footnotes.texts.find(lower(m)); it != footnotes.texts.end() && !it->second.empty())
        extras[target(line)].notes.push_back("note " + m + ": " + it->second);
}

}  // namespace

std::string withoutThousandsSeparators(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size(); ++i) {
    out += s[i];
    if (s[i] != ',' || i == 0 || !isDigit(s[i - 1])) continue;
    // The digits before the comma: 1 to 3 of them, not part of a longer number.
    std::size_t b = i;
    while (b > 0 && isDigit(s[b - 1])) --b;
    if (i - b > 3 || (b > 0 && (isAlpha(s[b - 1]) || s[b - 1] == '.'))) continue;
    if (i + 3 < s.size() + 0 && isDigit(s[i + 1]) && isDigit(s[i + 2]) && isDigit(s[i + 3]) &&
        (i + 4 >= s.size() || !isDigit(s[i + 4])))
      out.pop_back();
  }
  return out;
}

CleanedListing cleanListing(std::string_view input) {
  CleanedListing result;
  std::set<std::string> layout;
  NotesByLine inlineNotes;
  std::vector<std::string> source = sourceLines(removeSpanningMarkup(input, inlineNotes, layout));
  if (readForeignWordsAsEnglish(source) > 0) layout.insert("words of another language read as the English ones");
  if (fillDittoMarks(source) > 0) layout.insert("ditto marks");
  if (joinServiceRecords(source) > 0) layout.insert("a roster's service records, each man's paragraph joined");
  if (joinWrappedProse(source) > 0) layout.insert("wrapped paragraphs of prose joined");
  LineReader reader(result, layout);
  std::vector<CleanLine> lines = reader.read(source);
  WrappedLineJoiner joiner(result.extras, layout);
  // (Side by side, a line's length is two entries' and says nothing of a margin.)
  result.lines = joiner.join(lines, /*widthsMeanMargins=*/!layout.count(kSideBySide));
  attachFootnotes(result.extras, inlineNotes, reader.footnotes(), joiner.joinedInto());
  result.layout.assign(layout.begin(), layout.end());
  return result;
}

}  // namespace hexwright::importers::oob
