#pragma once
// Where the parts of the OOB builder report: each problem at the listing's file and line,
// and a gap in the profile ("no abbreviation for Iowa") once per kind, not once per unit.
#include <set>
#include <string>

#include "importers/common/input_location.h"
#include "model/core/diagnostic.h"
#include "model/oob/order_of_battle.h"

namespace hexwright::importers::oob {

class OobBuildReport {
 public:
  explicit OobBuildReport(model::Diagnostics& d) : m_d(d) {}

  void report(model::Severity s, const std::string& rule, const std::string& message, const model::Provenance& where) {
    m_d.add(s, rule, message, atInputLine(where.file, where.line));
  }
  void flagOnce(const std::string& rule, const std::string& what, const std::string& message,
                const model::Provenance& where) {
    if (m_flagged.insert(rule + "\x1f" + what).second) report(model::Severity::Warning, rule, message, where);
  }

 private:
  model::Diagnostics& m_d;
  std::set<std::string> m_flagged;
};

}  // namespace hexwright::importers::oob
