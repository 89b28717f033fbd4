#include "model/validate/diagnostic.h"

#include <algorithm>

namespace hexwright::model {

const char* severityName(Severity s) {
  switch (s) {
    case Severity::Ignore: return "ignore";
    case Severity::Info: return "info";
    case Severity::Warning: return "warning";
    case Severity::Error: return "error";
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
  return !hex && hexLabel.empty() && !hexside && unit.empty() && formation.empty() && !source;
}

std::string Location::text() const {
  std::string out;
  auto part = [&](const std::string& p) {
    if (!out.empty()) out += ", ";
    out += p;
  };
  if (source) {
    std::string s = source->file;
    if (source->line > 0) s += ":" + std::to_string(source->line);
    if (source->line > 0 && source->column > 0) s += ":" + std::to_string(source->column);
    part(s);
  }
  if (!hexLabel.empty()) part("hex " + hexLabel);
  else if (hex) part("hex (" + std::to_string(hex->q) + "," + std::to_string(hex->r) + ")");
  if (hexside) {
    part("hexside (" + std::to_string(hexside->hex.q) + "," + std::to_string(hexside->hex.r) + ")/" +
         std::to_string(hexside->side));
  }
  if (!formation.empty()) part("formation " + formation);
  if (!unit.empty()) part("unit " + unit);
  return out;
}

std::string formatDiagnostic(const Diagnostic& d) {
  std::string out = severityName(d.severity);
  out += ": ";
  const std::string where = d.location.text();
  if (!where.empty()) out += where + ": ";
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
