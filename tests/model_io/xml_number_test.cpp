// Numbers in bundle files: the writer's thousandths shortcut must print exactly what
// std::to_chars prints (the shortest text that reads back to the same double), so a
// bundle's bytes do not depend on which path wrote a number, and every number must read
// back to the same double.
#include <gtest/gtest.h>

#include <charconv>
#include <cmath>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "model/io/xml_reader.h"
#include "model/io/xml_writer.h"

namespace hexwright::io {
namespace {

std::string toChars(double v) {
  char buf[64];
  const auto res = std::to_chars(buf, buf + sizeof buf, v);
  return std::string(buf, res.ptr);
}

double readBack(const std::string& text) {
  double v = 0;
  const auto res = std::from_chars(text.data(), text.data() + text.size(), v);
  EXPECT_EQ(res.ptr, text.data() + text.size()) << text;
  return v;
}

TEST(XmlNumber, ThousandthsPrintAsToCharsDoesAndReadBack) {
  std::mt19937_64 rng(20261203);
  std::uniform_int_distribution<std::int64_t> thousandths(-9'999'999'999'999, 9'999'999'999'999);
  std::uniform_int_distribution<int> small(-20'000, 20'000);
  for (int i = 0; i < 200'000; ++i) {
    const std::int64_t m = i % 2 ? thousandths(rng) : small(rng);
    const double v = static_cast<double>(m) / 1000;
    const std::string text = formatNumber(v);
    ASSERT_EQ(text, toChars(v)) << m;
    ASSERT_EQ(readBack(text), v) << text;
  }
}

TEST(XmlNumber, OtherNumbersAreToCharsText) {
  std::mt19937_64 rng(7);
  std::uniform_real_distribution<double> any(-1e7, 1e7);
  for (int i = 0; i < 50'000; ++i) {
    const double v = any(rng);
    ASSERT_EQ(formatNumber(v), toChars(v));
  }
  for (const double v : {0.0, -0.0, 1.0, 500000.0, 1e12, 1e-4, 0.001, -0.0005, 6409.9567746345, 1e300, 0.1 + 0.2,
                         std::nextafter(0.5, 1.0), double(INFINITY)})
    EXPECT_EQ(formatNumber(v), toChars(v)) << v;
}

TEST(XmlNumber, PointsAreCommaPairsSeparatedBySpaces) {
  std::string out;
  appendPoints(out, {{6409.957, -12.5}, {0.001, 500000}});
  EXPECT_EQ(out, "6409.957,-12.5 0.001,5e+05");
}

TEST(XmlNumber, ReadingGivesWhatFromCharsGives) {
  // parseDouble reads short decimals itself: every text, short or not, well formed or
  // not, must read as std::from_chars reads it (or be refused as it refuses it).
  auto fromChars = [](const std::string& text) -> std::optional<double> {
    double v = 0;
    const auto res = std::from_chars(text.data(), text.data() + text.size(), v);
    if (text.empty() || res.ec != std::errc{} || res.ptr != text.data() + text.size()) return std::nullopt;
    return v;
  };
  std::mt19937_64 rng(42);
  std::uniform_int_distribution<int> length(1, 18), pick(0, 13);
  const std::string alphabet = "0123456789.-e+";
  std::vector<std::string> texts{"0",
                                 "-0",
                                 "-0.0",
                                 "1.",
                                 ".5",
                                 "-.5",
                                 "007.250",
                                 "123456789012345",
                                 "1234567890123456",
                                 "999999999999.999",
                                 "1e3",
                                 "+1",
                                 "",
                                 "-",
                                 ".",
                                 "1..2",
                                 "6409.957",
                                 "-12.5",
                                 "0.001",
                                 "4503599627370497.5"};
  for (int i = 0; i < 300'000; ++i) {
    std::string t;
    const int n = length(rng);
    for (int k = 0; k < n; ++k) t += alphabet[static_cast<std::size_t>(pick(rng) % (k == 0 ? 11 : 14))];
    texts.push_back(t);
  }
  for (const std::string& t : texts) {
    const auto expected = fromChars(t);
    const auto got = detail::parseDouble(t);
    ASSERT_EQ(got.has_value(), expected.has_value()) << t;
    if (expected) {
      ASSERT_EQ(*got, *expected) << t;
      ASSERT_EQ(std::signbit(*got), std::signbit(*expected)) << t;
    }
  }
}

}  // namespace
}  // namespace hexwright::io
