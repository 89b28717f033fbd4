// docs/rule-coverage.md stays true: every row has one status, each rulebook's summary line
// counts its rows, every validator rule id it names is registered, and every test it
// cites exists (the file, and each test name in one of the row's cited files).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "model/validate/check_registry.h"

namespace hexwright::model::testing {
namespace {

namespace fs = std::filesystem;

const fs::path kRoot = HEXWRIGHT_SOURCE_DIR;

std::string readFile(const fs::path& p) {
  std::ifstream in(p);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

std::vector<std::string> lines() {
  std::vector<std::string> out;
  std::istringstream in(readFile(kRoot / "docs" / "rule-coverage.md"));
  for (std::string l; std::getline(in, l);) out.push_back(l);
  return out;
}

bool isRow(const std::string& l) { return l.rfind("| ", 0) == 0 && l.rfind("| rule |", 0) != 0; }

const std::vector<std::string> kStatuses = {"enforced", "partly", "not checkable", "not encoded"};

TEST(RuleCoverageDoc, EveryRowHasOneStatusAndTheSummariesCountThem) {
  const auto doc = lines();
  std::map<std::string, int> counts;
  std::string summary;
  std::size_t sections = 0;
  auto finish = [&] {
    if (summary.empty()) return;
    const std::string expected = std::to_string(counts["enforced"]) + " enforced, " + std::to_string(counts["partly"]) +
                                 " partly, " + std::to_string(counts["not checkable"]) + " not checkable, " +
                                 std::to_string(counts["not encoded"]) + " not encoded";
    EXPECT_EQ(summary, expected);
    ++sections;
  };
  for (const std::string& l : doc) {
    if (l.rfind("## ", 0) == 0) {
      finish();
      counts.clear();
      summary.clear();
    } else if (std::regex_match(l, std::regex(R"(\d+ enforced, .*)"))) {
      summary = l;
    } else if (isRow(l)) {
      int found = 0;
      for (const std::string& s : kStatuses)
        if (l.find("**" + s + "**") != std::string::npos) {
          ++counts[s];
          ++found;
        }
      EXPECT_EQ(found, 1) << l;
    }
  }
  finish();
  EXPECT_EQ(sections, 5u) << "one summary per rulebook";
}

TEST(RuleCoverageDoc, EveryRuleIdItNamesIsRegistered) {
  const std::regex id(
      R"(`((?:scenario|ids|attribute|oob|formation|map|setup|reinforcement|victory|table|validate)(?:\.[a-z-]+)+)`)");
  std::size_t named = 0;
  for (const std::string& l : lines())
    for (auto m = std::sregex_iterator(l.begin(), l.end(), id); m != std::sregex_iterator(); ++m) {
      if (std::string((*m)[1]).ends_with(".xml")) continue;  // `scenario.xml`, a file
      ++named;
      EXPECT_NE(builtinChecks().findRule((*m)[1]), nullptr) << (*m)[1] << " in: " << l.substr(0, 80);
    }
  EXPECT_GT(named, 50u);
}

TEST(RuleCoverageDoc, EveryCitedTestExists) {
  std::map<std::string, fs::path> files;  // "validate_huzzah_test" -> its path
  for (const auto& e : fs::recursive_directory_iterator(kRoot / "tests"))
    if (e.path().extension() == ".cpp") files[e.path().stem().string()] = e.path();
  std::size_t cited = 0;
  for (const std::string& l : lines()) {
    if (!isRow(l)) continue;
    // The last cell: "`file_test` Name, Name, `other_test` Name".
    const std::string cell = l.substr(l.rfind(" | ") + 3);
    std::vector<std::string> texts;
    std::vector<std::string> names;
    const std::regex token(R"(`([a-z_]+_test)`|\b([A-Z][A-Za-z0-9_]+)\b)");
    for (auto m = std::sregex_iterator(cell.begin(), cell.end(), token); m != std::sregex_iterator(); ++m) {
      if ((*m)[1].matched) {
        const auto it = files.find((*m)[1]);
        ASSERT_NE(it, files.end()) << "no test file " << (*m)[1] << " (" << l.substr(0, 60) << ")";
        texts.push_back(readFile(it->second));
        ++cited;
      } else {
        names.push_back((*m)[2]);
      }
    }
    for (const std::string& n : names) {
      bool found = false;
      for (const std::string& t : texts) found = found || t.find(", " + n + ")") != std::string::npos;
      EXPECT_TRUE(found) << "test " << n << " is in none of the files the row cites: " << l.substr(0, 60);
    }
  }
  EXPECT_GT(cited, 50u);
}

}  // namespace
}  // namespace hexwright::model::testing
