#pragma once
// The one diagnostics type: every validation finding and every import or load problem.
#include <optional>
#include <string>
#include <vector>

#include "model/hex/hexside_key.h"

namespace hexwright::model {

enum class Severity { Ignore, Info, Warning, Error };

const char* severityName(Severity s);  // "ignore", "info", "warning", "error"
std::optional<Severity> parseSeverity(const std::string& name);

/// A position in a text file; line and column count from 1, 0 means unknown.
struct SourceLocation {
  std::string file;
  int line = 0;
  int column = 0;
  friend bool operator==(const SourceLocation&, const SourceLocation&) = default;
};

/// What a diagnostic points at. Any combination may be set; text() names them all.
struct Location {
  std::optional<HexCoord> hex;
  std::string hexLabel;  // the printed hex number, filled by whoever knows the convention
  std::optional<HexsideKey> hexside;
  std::string hexsideLabel;  // "1705/NE": the printed hex label and the direction letter
  std::string unit;
  std::string unitName;  // "8th Illinois": what a designer reads; `unit` keeps the id
  std::string formation;
  std::string formationName;  // "1st Brigade"; `formation` keeps the id
  std::optional<SourceLocation> source;

  bool empty() const;
  /// "file.xml:12:3", "hex 1809", "hexside 1705/NE", "unit u-8-ill", joined by ", ": the
  /// stable form waivers match.
  std::string text() const;
  /// As text(), with units and formations by name ("unit 8th Illinois"): for people.
  std::string displayText() const;
  friend bool operator==(const Location&, const Location&) = default;
};

struct Diagnostic {
  Severity severity = Severity::Error;
  std::string rule;     // stable dotted id: "setup.stacking.exceeded", "bundle.xml.malformed"
  std::string message;  // names the hex/unit and the limit
  Location location;
  std::vector<std::string> related;  // ids of other objects involved
  bool waived = false;
  std::string waiverComment;
  friend bool operator==(const Diagnostic&, const Diagnostic&) = default;
};

/// "error: file.xml:3:5: message [rule]"
std::string formatDiagnostic(const Diagnostic& d);

/// A list of diagnostics with counts; passed by reference to whoever may report.
class Diagnostics {
 public:
  void add(Diagnostic d) { m_items.push_back(std::move(d)); }
  void add(Severity s, std::string rule, std::string message, Location where = {});
  void append(const Diagnostics& other);

  const std::vector<Diagnostic>& items() const { return m_items; }
  std::vector<Diagnostic>& items() { return m_items; }
  bool empty() const { return m_items.empty(); }
  std::size_t size() const { return m_items.size(); }
  /// Unwaived diagnostics of that severity.
  std::size_t count(Severity s) const;
  bool hasErrors() const { return count(Severity::Error) > 0; }
  bool hasRule(const std::string& rule) const;

 private:
  std::vector<Diagnostic> m_items;
};

}  // namespace hexwright::model
