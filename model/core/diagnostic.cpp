#include "model/core/diagnostic.h"

#include <algorithm>
#include <string>
#include <vector>

namespace hexwright::model {

const char* severityName(Severity s) {
  switch (s) {
    case Severity::Ignore:
      return "ignore";
    case Severity::Info:
      return "info";
    case Severity::Warning:
      return "warning";
    case Severity::Error:
      return "error";
  }
  return "error";
}

std::optional<Severity> parseSeverity(const std::string& name) {
  if (name == "ignore") return Severity::Ignore;
  if (name == "info") return Severity::Info;
  if (name == "warning") return Severity::Warning;
  if (name == "error") return Severity::Error;
  return std::nullopt;
}

bool Location::empty() const {
  return !hex && hexLabel.empty() && !hexside && hexsideLabel.empty() && unit.empty() && formation.empty() && !source;
}

namespace {

std::vector<std::string> locationParts(const Location& l, bool names) {
  std::vector<std::string> out;
  if (l.source) {
    std::string s = l.source->file;
    if (l.source->line > 0) s += ":" + std::to_string(l.source->line);
    if (l.source->line > 0 && l.source->column > 0) s += ":" + std::to_string(l.source->column);
    out.push_back(std::move(s));
  }
  if (!l.hexsideLabel.empty())
    out.push_back("hexside " + l.hexsideLabel);
  else if (!l.hexLabel.empty())
    out.push_back("hex " + l.hexLabel);
  else if (l.hex)
    out.push_back("hex (" + std::to_string(l.hex->q) + "," + std::to_string(l.hex->r) + ")");
  if (l.hexside && l.hexsideLabel.empty()) {
    out.push_back("hexside (" + std::to_string(l.hexside->hex.q) + "," + std::to_string(l.hexside->hex.r) + ")/" +
                  std::to_string(l.hexside->side));
  }
  if (!l.formation.empty())
    out.push_back("formation " + (names && !l.formationName.empty() ? l.formationName : l.formation));
  if (!l.unit.empty()) out.push_back("unit " + (names && !l.unitName.empty() ? l.unitName : l.unit));
  return out;
}

std::string join(const std::vector<std::string>& parts) {
  std::string out;
  for (const std::string& p : parts) out += (out.empty() ? "" : ", ") + p;
  return out;
}

std::string locationText(const Location& l, bool names) { return join(locationParts(l, names)); }

/// The message opens with `part` ("unit 15 IA exceeds…" for "unit 15 IA").
bool opensWith(const std::string& message, const std::string& part) {
  if (!message.starts_with(part)) return false;
  return message.size() == part.size() || message[part.size()] == ' ' || message[part.size()] == ':' ||
         message[part.size()] == ',';
}

}  // namespace

std::string Location::text() const { return locationText(*this, false); }
std::string Location::displayText() const { return locationText(*this, true); }

std::string formatDiagnostic(const Diagnostic& d) {
  std::string out = severityName(d.severity);
  out += ": ";
  // A part of the location that the message itself opens with is not said twice
  // ("unit 15 IA: unit 15 IA exceeds…").
  std::vector<std::string> parts = locationParts(d.location, true);
  std::erase_if(parts, [&](const std::string& p) { return opensWith(d.message, p); });
  if (!parts.empty()) out += join(parts) + ": ";
  out += d.message;
  if (!d.rule.empty()) out += " [" + d.rule + "]";
  if (d.waived) out += " (waived: " + d.waiverComment + ")";
  return out;
}

void Diagnostics::add(Severity s, std::string rule, std::string message, Location where) {
  m_items.push_back(Diagnostic{s, std::move(rule), std::move(message), std::move(where), {}, false, {}});
}

void Diagnostics::append(const Diagnostics& other) {
  m_items.insert(m_items.end(), other.m_items.begin(), other.m_items.end());
}

std::size_t Diagnostics::count(Severity s) const {
  return static_cast<std::size_t>(
      std::count_if(m_items.begin(), m_items.end(), [&](const Diagnostic& d) { return d.severity == s && !d.waived; }));
}

bool Diagnostics::hasRule(const std::string& rule) const {
  return std::any_of(m_items.begin(), m_items.end(), [&](const Diagnostic& d) { return d.rule == rule; });
}

}  // namespace hexwright::model
