#pragma once
// A one-line progress bar on stderr, drawn only when stderr is a terminal; Ctrl-C
// cancels the work through ProgressReporter::cancelled().
#include <chrono>
#include <iosfwd>
#include <string>

#include "model/core/progress.h"

namespace hexwright::cli {

class TerminalProgress final : public model::ProgressReporter {
 public:
  TerminalProgress(std::ostream& err, bool enabled);
  ~TerminalProgress() override;
  void report(double fraction, const std::string& stage) override;
  bool cancelled() const override;
  /// Clears the bar line.
  void finish();

 private:
  std::ostream& m_err;
  bool m_enabled;
  bool m_drawn = false;
  int m_lastPercent = -1;
  std::string m_lastStage;
  std::chrono::steady_clock::time_point m_lastDraw;
};

}  // namespace hexwright::cli
