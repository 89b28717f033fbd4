#include "recognition/terrain_examples.h"

#include <map>
#include <optional>

#include "model/core/text.h"
#include "model/hex/offset_coord.h"

namespace hexwright::recognition {
namespace {

std::vector<std::string> fieldsOf(std::string_view line) {
  std::vector<std::string> fields;
  std::string current;
  for (char c : line) {
    if (c == ' ' || c == '\t' || c == ',' || c == ';' || c == '\r') {
      if (!current.empty()) fields.push_back(std::move(current)), current.clear();
    } else {
      current += c;
    }
  }
  if (!current.empty()) fields.push_back(std::move(current));
  return fields;
}

/// The ruleset's terrain by id, or by id or name in any case ("Woods", "Heavy Woods").
const model::TerrainType* terrainNamed(const model::Ruleset& ruleset, const std::string& text) {
  if (const auto* t = ruleset.findTerrain(text)) return t;
  for (const auto& t : ruleset.terrain)
    if (model::equalsNoCase(t.id, text) || model::equalsNoCase(t.name, text)) return &t;
  return nullptr;
}

/// A file Windows Notepad saved as "Unicode" (UTF-16 with its byte-order mark), as UTF-8;
/// nullopt for anything else. Surrogate pairs are kept as one code point.
std::optional<std::string> fromUtf16(std::string_view bytes) {
  if (bytes.size() < 2) return std::nullopt;
  const bool little = bytes.starts_with("\xFF\xFE"), big = bytes.starts_with("\xFE\xFF");
  if (!little && !big) return std::nullopt;
  std::string out;
  const auto unit = [&](std::size_t i) {
    const auto lo = static_cast<unsigned char>(bytes[i + (little ? 0 : 1)]);
    const auto hi = static_cast<unsigned char>(bytes[i + (little ? 1 : 0)]);
    return static_cast<char32_t>(hi << 8 | lo);
  };
  for (std::size_t i = 2; i + 1 < bytes.size(); i += 2) {
    char32_t c = unit(i);
    if (c >= 0xD800 && c < 0xDC00 && i + 3 < bytes.size()) {
      c = 0x10000 + ((c - 0xD800) << 10) + (unit(i + 2) - 0xDC00);
      i += 2;
    }
    if (c < 0x80) {
      out += static_cast<char>(c);
    } else if (c < 0x800) {
      out += static_cast<char>(0xC0 | (c >> 6));
      out += static_cast<char>(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
      out += static_cast<char>(0xE0 | (c >> 12));
      out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (c & 0x3F));
    } else {
      out += static_cast<char>(0xF0 | (c >> 18));
      out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
      out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (c & 0x3F));
    }
  }
  return out;
}

/// What a message quotes of the file: enough to find the line, never a megabyte of it.
std::string shown(std::string_view text) {
  return text.size() <= 40 ? std::string(text) : std::string(text.substr(0, 37)) + "...";
}

/// A file of junk must not print a line per line: each rule's first findings, then a count.
constexpr int kListedPerRule = 25;

void appendCapped(const model::Diagnostics& found, const std::string& file, model::Diagnostics& d) {
  std::map<std::string, int> listed;
  std::map<std::string, std::pair<int, model::Severity>> left;
  for (const auto& item : found.items()) {
    if (++listed[item.rule] <= kListedPerRule) {
      d.add(item);
      continue;
    }
    auto& [count, severity] = left[item.rule];
    ++count;
    severity = item.severity;
  }
  for (const auto& [rule, more] : left) {
    model::Location where;
    where.source = model::SourceLocation{file, 0, 0};
    d.add(more.second, rule, std::to_string(more.first) + " more lines of " + file + " like the ones above", where);
  }
}

model::Location at(const std::string& file, int line) {
  model::Location where;
  where.source = model::SourceLocation{file, line, 0};
  return where;
}

/// "HEX HEX TYPE": false when the second field is not a hex (then it is a terrain line).
bool readLineExample(const std::vector<std::string>& fields, model::HexCoord a, const std::string& file, int lineNo,
                     const model::Map& map, const model::Ruleset& ruleset, model::Diagnostics& d,
                     std::vector<LineExample>* lines) {
  if (fields.size() < 3) return false;
  const auto b = model::parseLabel(fields[1], map.grid().convention);
  if (!b) return false;
  std::vector<std::string> ids;
  for (const auto& t : ruleset.hexsides) ids.push_back(t.id);
  for (const auto& t : ruleset.routes) ids.push_back(t.id);
  if (!map.contains(*b) || model::distance(a, *b) != 1) {
    d.add(model::Severity::Warning, "suggest.examples.line",
          shown(fields[0]) + " and " + shown(fields[1]) + " are not two neighbouring hexes of this map; left out",
          at(file, lineNo));
  } else if (!ruleset.findHexside(fields[2]) && !ruleset.findRoute(fields[2])) {
    const auto offer = model::suggestNames(fields[2], ids);
    d.add(model::Severity::Error, "suggest.examples.line-type",
          "the " + ruleset.id + " ruleset has no hexside or route type '" + shown(fields[2]) + "'; " +
              (offer.near ? "nearest: " : "its types: ") + offer.list,
          at(file, lineNo));
  } else if (!lines) {
    d.add(model::Severity::Warning, "suggest.examples.line",
          "a line example (" + shown(fields[2]) + "); only terrain is read here; left out", at(file, lineNo));
  } else {
    lines->push_back({a, *b, fields[2], lineNo});
  }
  return true;
}

}  // namespace

std::vector<TerrainExample> parseTerrainExamples(std::string_view text, const std::string& file, const model::Map& map,
                                                 const model::Ruleset& ruleset, model::Diagnostics& out,
                                                 std::vector<LineExample>* lines) {
  std::vector<TerrainExample> examples;
  if (const auto utf8 = fromUtf16(text)) return parseTerrainExamples(*utf8, file, map, ruleset, out, lines);
  if (text.find('\0') != std::string_view::npos) {
    out.add(model::Severity::Error, "suggest.examples.binary",
            file + " is not a text file (it holds NUL bytes); examples are HEX TERRAIN lines");
    return examples;
  }
  if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);
  model::Diagnostics d;  // every finding, then the first of each kind into `out`
  std::map<model::HexCoord, std::size_t> seen;
  std::vector<std::string> ids;
  for (const auto& t : ruleset.terrain) ids.push_back(t.id);
  int lineNo = 0;
  std::size_t start = 0;
  while (start <= text.size()) {
    const std::size_t end = std::min(text.find('\n', start), text.size());
    std::string_view line = text.substr(start, end - start);
    start = end + 1;
    ++lineNo;
    if (const auto hash = line.find('#'); hash != std::string_view::npos) line = line.substr(0, hash);
    auto fields = fieldsOf(line);
    if (fields.empty()) continue;
    // "Heavy Woods" as two words: everything after the hex is the terrain's name.
    std::string terrainText;
    for (std::size_t i = 1; i < fields.size(); ++i) terrainText += (i > 1 ? " " : "") + fields[i];
    if (fields.size() < 2) {
      d.add(model::Severity::Warning, "suggest.examples.line", "'" + shown(line) + "' is not HEX TERRAIN; left out",
            at(file, lineNo));
      continue;
    }
    const auto hex = model::parseLabel(fields[0], map.grid().convention);
    if (!hex || !map.contains(*hex)) {
      d.add(model::Severity::Warning, "suggest.examples.hex",
            "'" + shown(fields[0]) + "' is not a hex of this map; left out", at(file, lineNo));
      continue;
    }
    if (readLineExample(fields, *hex, file, lineNo, map, ruleset, d, lines)) continue;
    const auto* terrain = terrainNamed(ruleset, terrainText);
    if (!terrain) terrain = terrainNamed(ruleset, fields[1]);
    if (!terrain) {
      const auto offer = model::suggestNames(terrainText, ids);
      d.add(model::Severity::Error, "suggest.examples.terrain",
            "the " + ruleset.id + " ruleset has no terrain type '" + shown(terrainText) + "'; " +
                (offer.near ? "nearest: " : "its types: ") + offer.list,
            at(file, lineNo));
      continue;
    }
    if (auto it = seen.find(*hex); it != seen.end()) {
      const auto& first = examples[it->second];
      if (first.terrain != terrain->id)
        d.add(model::Severity::Warning, "suggest.examples.conflict",
              shown(fields[0]) + " is " + first.terrain + " on line " + std::to_string(first.line) + " and " +
                  terrain->id + " here; the first is kept",
              at(file, lineNo));
      continue;
    }
    seen[*hex] = examples.size();
    examples.push_back({*hex, terrain->id, lineNo});
  }
  appendCapped(d, file, out);
  return examples;
}

}  // namespace hexwright::recognition
