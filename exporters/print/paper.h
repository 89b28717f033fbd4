#pragma once
// Paper sizes and lengths as the command line spells them: "letter", "a4", "24x36in",
// "420x594mm"; "10", "10mm", "0.5in".
#include <optional>
#include <string>

namespace hexwright::exporters {

struct PaperSize {
  std::string name;
  double widthMm = 0;  // portrait: width <= height for the named sizes
  double heightMm = 0;
  PaperSize landscape() const { return {name, heightMm, widthMm}; }
  PaperSize portrait() const { return widthMm <= heightMm ? *this : landscape(); }
};

/// letter, legal, tabloid, a4, a3 (any case), or WxH followed by "in" or "mm".
/// nullopt with `error` set for anything else.
std::optional<PaperSize> parsePaper(const std::string& text, std::string& error);
PaperSize letterPaper();

/// A length: a plain number is in `defaultUnit` ("mm" or "in"); "mm", "cm", "in" and
/// '"' suffixes are accepted. nullopt when not a finite number.
std::optional<double> parseLengthMm(const std::string& text, const std::string& defaultUnit = "mm");

}  // namespace hexwright::exporters
