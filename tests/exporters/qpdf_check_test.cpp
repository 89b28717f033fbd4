// Every PDF Hexwright writes passes `qpdf --check` without a warning: Cairo's output goes
// through qpdf (exporters/print/pdf_finish.h), which keeps one value per repeated key.
#include <gtest/gtest.h>

#include "fixtures.h"

namespace hexwright::exporters {
namespace {

// qpdf --check exits 0 when clean, 3 when it has only warnings ("duplicated key" …).
void expectQpdfClean(const std::string& scenario, const std::string& command, const std::string& options) {
  const auto out = testing::tempDir("qpdf-check") / (scenario + "-" + command + ".pdf");
  const std::string bundle = std::string(HEXWRIGHT_SOURCE_DIR) + "/scenarios/" + scenario + ".hexw";
  int status = 0;
  const std::string log = testing::run(std::string("'") + HEXWRIGHT_CLI + "' export " + command + " '" + bundle +
                                           "' -o '" + out.string() + "' " + options + " 2>&1",
                                       &status);
  ASSERT_EQ(status, 0) << log;
  const std::string check = testing::run("qpdf --check '" + out.string() + "' 2>&1", &status);
  EXPECT_EQ(status, 0) << out << "\n" << check.substr(0, 2000);
  EXPECT_EQ(check.find("WARNING"), std::string::npos) << check.substr(0, 2000);
}

TEST(QpdfCheck, MapCountersAndRostersAreClean) {
  expectQpdfClean("bloody-april", "map", "");
  expectQpdfClean("bloody-april", "counters", "--markers --bleed");
  expectQpdfClean("huzzah", "rosters", "");
}

// Cairo writes the streams plain and qpdf compresses them (exporters/print/page_document.cpp):
// no page's content may reach the file uncompressed.
TEST(QpdfCheck, PageContentsAreCompressed) {
  const auto out = testing::tempDir("qpdf-check") / "compressed.pdf";
  const std::string bundle = std::string(HEXWRIGHT_SOURCE_DIR) + "/scenarios/bloody-april.hexw";
  int status = 0;
  const std::string log = testing::run(
      std::string("'") + HEXWRIGHT_CLI + "' export map '" + bundle + "' -o '" + out.string() + "' 2>&1", &status);
  ASSERT_EQ(status, 0) << log;
  const std::string pages = testing::run("qpdf --show-npages '" + out.string() + "'", &status);
  ASSERT_EQ(status, 0);
  const int n = std::stoi(pages);
  ASSERT_GT(n, 1);
  // Every page's content is a Flate stream (qpdf may also pack objects in Flate streams).
  const std::string flate = testing::run("grep -a -o /FlateDecode '" + out.string() + "' | wc -l", &status);
  EXPECT_GE(std::stoi(flate), n);
  // Plain content would show its path operators in the file itself.
  const std::string raw = testing::run("grep -a -c -E ' (re f|l S|c S)$' '" + out.string() + "'", &status);
  EXPECT_EQ(std::stoi(raw), 0);
}

}  // namespace
}  // namespace hexwright::exporters
