#include "exporters/print/paper.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>

#include "model/core/text.h"

namespace hexwright::exporters {
namespace {

using model::lower;

std::optional<double> number(const std::string& s) {
  if (s.empty()) return std::nullopt;
  double v = 0;
  const auto r = std::from_chars(s.data(), s.data() + s.size(), v);
  if (r.ec != std::errc{} || r.ptr != s.data() + s.size() || !std::isfinite(v)) return std::nullopt;
  return v;
}

}  // namespace

PaperSize letterPaper() { return {"letter", 215.9, 279.4}; }

std::optional<PaperSize> parsePaper(const std::string& text, std::string& error) {
  const std::string t = lower(text);
  if (t == "letter") return letterPaper();
  if (t == "legal") return PaperSize{"legal", 215.9, 355.6};
  if (t == "tabloid" || t == "ledger" || t == "11x17") return PaperSize{"tabloid", 279.4, 431.8};
  if (t == "a4") return PaperSize{"a4", 210, 297};
  if (t == "a3") return PaperSize{"a3", 297, 420};
  // WxHin / WxHmm: a custom sheet, kept in the orientation given.
  const auto x = t.find('x');
  for (const std::string unit : {"in", "mm"}) {
    if (x == std::string::npos || t.size() <= unit.size() || t.compare(t.size() - unit.size(), unit.size(), unit) != 0)
      continue;
    const auto w = number(t.substr(0, x));
    const auto h = number(t.substr(x + 1, t.size() - unit.size() - x - 1));
    const double k = unit == "in" ? 25.4 : 1.0;
    if (w && h && *w > 0 && *h > 0) return PaperSize{text, *w * k, *h * k};
  }
  error = "unknown paper size '" + text + "' (use letter, legal, tabloid, a4, a3, or WxHin / WxHmm such as 24x36in)";
  return std::nullopt;
}

std::optional<double> parseLengthMm(const std::string& text, const std::string& defaultUnit) {
  std::string t = lower(text);
  double k = defaultUnit == "in" ? 25.4 : 1.0;
  auto strip = [&](const std::string& suffix, double factor) {
    if (t.size() > suffix.size() && t.compare(t.size() - suffix.size(), suffix.size(), suffix) == 0) {
      t.resize(t.size() - suffix.size());
      k = factor;
      return true;
    }
    return false;
  };
  strip("mm", 1.0) || strip("cm", 10.0) || strip("in", 25.4) || strip("\"", 25.4);
  const auto v = number(t);
  if (!v) return std::nullopt;
  return *v * k;
}

}  // namespace hexwright::exporters
