// The corpus of listings copied as published (tests/importers/oob_corpus/published/):
// every listing is read (never refused), and what the reader finds is compared with the
// counts made by hand from the listing: formations per level, units per arm, leaders,
// statuses, men, and sample entries. The test prints the agreement per listing and in
// all, and fails when a listing agrees on fewer categories than agreement.txt records
// for it (a ratchet: the figure may only rise), or when it is refused.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <map>
#include <set>
#include <sstream>

#include "hand_counts.h"
#include "importers/oob/csv_oob_parser.h"
#include "importers/oob/leader_text.h"
#include "importers/oob/oob_import.h"
#include "importers/oob/scanned_words.h"
#include "importers/oob/text_decode.h"
#include "importers/oob/text_oob_parser.h"
#include "importers/oob/text_util.h"
#include "importers/oob/unit_category.h"
#include "model/io/ruleset_reader.h"
#include "oob_test_support.h"

namespace hexwright::testing {
namespace {

const std::filesystem::path kPublished =
    std::filesystem::path(HEXWRIGHT_SOURCE_DIR) / "tests" / "importers" / "oob_corpus" / "published";

/// Names compare without case, punctuation or spacing: "FIRST DIVISION." is "First Division".
/// Letters and digits in lower case; bytes of other scripts (a Chinese listing's names) are
/// kept, so names that have no ASCII letters still compare.
std::string folded(const std::string& printed) {
  // A hand count writes a scan's misread word as printed ("Gunter's bnttnlion"); the reader
  // reads it as the word it is: the same name.
  const std::string s = importers::oob::withScannedWordsRead(printed);
  std::string out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const auto c = static_cast<unsigned char>(s[i]);
    // General punctuation (U+2000-U+206F: curly quotes, dashes) is punctuation, not a letter.
    if (c == 0xE2 && i + 2 < s.size() && (static_cast<unsigned char>(s[i + 1]) & 0xFE) == 0x80) {
      i += 2;
      continue;
    }
    if (std::isalnum(c) || c >= 0x80) out += static_cast<char>(std::tolower(c));
  }
  return out;
}

struct Listing {
  std::string stem;
  std::map<std::string, long> counts;
  std::map<std::string, std::string> meta;
  std::vector<std::vector<std::string>> entries;
};

/// The numeric counts are compared; a count written as text is shown, never compared.
Listing readListing(const std::filesystem::path& countsFile) {
  Listing l;
  l.stem = countsFile.stem().string();
  const HandCounts hand = readCounts(countsFile);
  l.entries = hand.entries;
  for (const auto& [key, value] : hand.values) {
    const bool count = key.starts_with("formations.") || key.starts_with("units.") || key.starts_with("status.") ||
                       key.starts_with("casualties.") || key == "leaders" || key == "men";
    if (!count) {
      l.meta[key] = value;
      continue;
    }
    try {
      l.counts[key] = std::stol(value);
    } catch (...) {
      l.meta[key] = value;
    }
  }
  return l;
}

std::vector<std::filesystem::path> countsFiles() {
  std::vector<std::filesystem::path> out;
  if (!std::filesystem::is_directory(kPublished)) return out;
  for (const auto& e : std::filesystem::directory_iterator(kPublished))
    if (e.path().extension() == ".counts") out.push_back(e.path());
  std::sort(out.begin(), out.end());
  return out;
}

/// What the reader found, in the hand counts' terms.
std::map<std::string, long> readerCounts(const importers::oob::RawOob& raw) {
  std::map<std::string, long> c;
  std::set<std::vector<std::string>> paths;
  for (const auto& f : raw.formations)
    // Placeholders the reader makes for what a listing leaves unnamed are not the listing's.
    if (paths.insert(f.path).second && f.path.back().find("(unnamed") == std::string::npos)
      ++c["formations." + importers::oob::lower(f.level)];
  for (const auto& u : raw.units) {
    if (u.role != importers::oob::LeaderRole::None) {
      ++c["leaders"];
    } else {
      ++c["units." + importers::oob::unitCategory(u)];
      if (u.men) c["men"] += *u.men;
    }
    auto statuses = [&](const std::string& text) {
      for (const char* s : {"mortally wounded", "killed", "wounded", "captured", "missing"}) {
        std::size_t at = 0;
        while ((at = text.find(s, at)) != std::string::npos) {
          // "mortally wounded" is not also "wounded".
          const bool inMortally = std::string(s) == "wounded" && at >= 9 && text.compare(at - 9, 9, "mortally ") == 0;
          if (!inMortally) ++c[std::string("status.") + s];
          at += std::string(s).size();
        }
      }
    };
    statuses(u.status);
    for (const auto& o : u.officers) {
      const auto open = o.rfind('(');
      if (open != std::string::npos && o.back() == ')') statuses(o.substr(open));
    }
  }
  return c;
}

/// "1st Md. (5 co's)" counted by hand, read as "1st Md." with the note "5 co's", or "Irish
/// Battalion (Capt. Lee)" read with its officer: the same entry, its remark kept (a remark
/// inside the parentheses, never a different name).
bool remarkKeptAsNote(const std::string& counted, const importers::oob::RawUnit& u) {
  const std::size_t open = counted.find(" (");
  if (open == std::string::npos || counted.back() != ')') return false;
  const std::string remark = counted.substr(open + 2, counted.size() - open - 3);
  // ("Irish Battalion (Capt. Lee)": a remark naming an officer is kept as the unit's officer.)
  const bool asOfficer = std::any_of(u.officers.begin(), u.officers.end(),
                                     [&](const std::string& o) { return folded(o).starts_with(folded(remark)); });
  return folded(u.name) == folded(counted.substr(0, open)) && !folded(remark).empty() &&
         (folded(u.notes).find(folded(remark)) != std::string::npos || asOfficer);
}

/// "(army, unnamed)", "(none: side label \"Union Forces\")", "(division, unnamed: McClernand's)":
/// a hand count's entry that stands under no named formation agrees with one the reader
/// put under a placeholder ("Army (unnamed)") or under none, or under the name given
/// after the colon.
bool unnamedParent(const std::string& counted, const std::string& formation) {
  if (!counted.starts_with("(") || (counted.find("unnamed") == std::string::npos && !counted.starts_with("(none")))
    return false;
  if (formation.empty() || formation.find("(unnamed") != std::string::npos) return true;
  const std::size_t colon = counted.find(": ");
  return colon != std::string::npos && counted.starts_with("(") && counted.find("unnamed") != std::string::npos &&
         folded(counted.substr(colon + 2)) == folded(formation);
}

struct Agreement {
  std::size_t matched = 0;
  std::size_t total = 0;
  std::vector<std::string> misses;
};

Agreement compare(const Listing& l, const importers::oob::RawOob& raw) {
  Agreement a;
  const auto found = readerCounts(raw);
  for (const auto& [key, expected] : l.counts) {
    if (key.starts_with("casualties.") || key == "formations.wing") continue;  // not yet read as counts
    ++a.total;
    const auto it = found.find(key);
    const long got = it == found.end() ? 0 : it->second;
    if (got == expected)
      ++a.matched;
    else
      a.misses.push_back(key + " " + std::to_string(got) + " (hand " + std::to_string(expected) + ")");
  }
  for (const auto& e : l.entries) {
    if (e.size() < 3) continue;
    ++a.total;
    bool ok = false;
    for (const auto& u : raw.units) {
      // (A leader counted without the rank the reader keeps apart, "Earl Van Dorn" for
      // "Generalmajor Earl Van Dorn", is the same man.)
      const bool sameMan =
          !u.rank.empty() && u.name.starts_with(u.rank) && folded(u.name.substr(u.rank.size())) == folded(e[0]);
      if (folded(u.name) != folded(e[0]) && !sameMan && !remarkKeptAsNote(e[0], u)) continue;
      const std::string kind = u.role != importers::oob::LeaderRole::None ? "leader" : importers::oob::unitCategory(u);
      const std::string formation = u.path.empty() ? std::string() : u.path.back();
      // "1st Brigade (Oglesby)", "3rd Brigade: Brig. Gen. William Grose", "1st Brigade, Maj.
      // Sturgis": a commander or remark after the name is not the name.
      auto name = [](const std::string& n) {
        std::size_t end = std::min(n.find(" ("), n.find(": "));
        for (std::size_t c = n.find(", "); c != std::string::npos && c < end; c = n.find(", ", c + 1))
          if (importers::oob::rankLengthAt(std::string_view(n).substr(c + 2)) > 0) end = c;
        return folded(n.substr(0, end));
      };
      // "Barlow's, Second": a formation named with the one above it (a table's division and
      // corps cells), for names that recur under different parents.
      const std::size_t comma = e[2].find(", ");
      const bool withParent = comma != std::string::npos && u.path.size() >= 2 &&
                              folded(u.path.back()) == folded(e[2].substr(0, comma)) &&
                              folded(u.path[u.path.size() - 2]) == folded(e[2].substr(comma + 2));
      ok = ok || (kind == e[1] && (name(formation) == name(e[2]) || withParent || unnamedParent(e[2], formation)));
    }
    if (ok)
      ++a.matched;
    else
      a.misses.push_back("entry " + e[0]);
  }
  return a;
}

std::map<std::string, std::size_t> recordedAgreement() {
  std::map<std::string, std::size_t> out;
  std::istringstream in(readAll(kPublished / "agreement.txt"));
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream f(line);
    std::string stem;
    std::size_t matched = 0;
    if (f >> stem >> matched) out[stem] = matched;
  }
  return out;
}

TEST(OobPublishedCorpus, EveryListingIsReadAndAgreesWithItsHandCountsAtLeastAsWellAsRecorded) {
  const auto files = countsFiles();
  ASSERT_GE(files.size(), 20u) << "the published corpus is missing";
  const auto recorded = recordedAgreement();
  std::size_t matched = 0, total = 0;
  std::ostringstream table;
  for (const auto& file : files) {
    const Listing l = readListing(file);
    ASSERT_TRUE(l.meta.count("source")) << file;
    const auto source = kPublished / l.meta.at("source");
    const std::string bytes = readAll(source);
    ASSERT_FALSE(bytes.empty()) << source;
    const auto decoded = importers::oob::decodeOobText(bytes);
    ASSERT_TRUE(decoded.isText) << source;
    model::Diagnostics d;
    // (The import's own choice of reader: a table's, a program's data records', or the listing's.)
    const auto raw = importers::oob::readOobListing(decoded.text, source, d);
    // (A refused listing's chance entries, if any, are the import's to refuse: see below.)
    if (!l.meta.count("refused")) {
      EXPECT_FALSE(raw.formations.empty() && raw.units.empty()) << l.stem << " read as nothing";
    }
    EXPECT_EQ(d.count(model::Severity::Error), 0u) << l.stem << "\n" << allDiagnostics(d);
    const Agreement a = compare(l, raw);
    matched += a.matched;
    total += a.total;
    table << std::left << std::setw(58) << l.stem << " " << a.matched << "/" << a.total;
    for (const auto& m : a.misses) table << "  [" << m << "]";
    table << "\n";
    const auto it = recorded.find(l.stem);
    EXPECT_TRUE(it != recorded.end()) << l.stem << " has no line in agreement.txt (it agrees on " << a.matched << ")";
    if (it != recorded.end()) {
      EXPECT_GE(a.matched, it->second) << l.stem << " agrees on fewer categories than recorded";
    }
  }
  table << "total " << matched << "/" << total << " categories and entries agree with the hand counts\n";
  std::cout << table.str();
}

/// The same listings through the whole import into a ruleset: never refused.
TEST(OobPublishedCorpus, EveryListingImportsIntoARuleset) {
  model::Diagnostics rd;
  const auto ruleset = io::loadRulesetById("hell-before-night", rd);
  ASSERT_TRUE(ruleset);
  for (const auto& file : countsFiles()) {
    const Listing l = readListing(file);
    model::Diagnostics d;
    importers::oob::OobImportRequest req;
    req.file = l.meta.at("source");
    const auto r = importers::oob::importOobText(readAll(kPublished / l.meta.at("source")), scenarioWithSides(*ruleset),
                                                 *ruleset, req, d);
    // "refused: …": a listing kept to show what the reader cannot read (a language it has no
    // words of) is refused with the one clear error, the bundle untouched.
    if (l.meta.count("refused")) {
      EXPECT_FALSE(r.ok) << l.stem << " is read now: take its \"refused:\" line out";
      EXPECT_NE(findRule(d, "import.oob.empty"), nullptr) << l.stem << "\n" << allDiagnostics(d);
      continue;
    }
    EXPECT_TRUE(r.ok) << l.stem << "\n" << allDiagnostics(d);
    // "unread: units; …": one whose units the reader cannot read (sentences in a language it
    // has no words of) though it reads a formation named in English: none is imported, and
    // the test fails once one is, so the line is taken out.
    if (l.meta.count("unread")) {
      EXPECT_EQ(r.unitsAdded, 0u) << l.stem << " has units read now: take its \"unread:\" line out";
      continue;
    }
    // A return by brigades names no unit ("First 1 31 32 …" under "Brigade."): its
    // formations are what it gives.
    long handUnits = 0;
    for (const char* arm : {"units.infantry", "units.cavalry", "units.artillery", "units.other"})
      if (const auto it = l.counts.find(arm); it != l.counts.end()) handUnits += it->second;
    if (handUnits > 0)
      EXPECT_GT(r.unitsAdded, 0u) << l.stem;
    else
      EXPECT_GT(r.formationsAdded + r.unitsAdded, 0u) << l.stem;
  }
}

}  // namespace
}  // namespace hexwright::testing
