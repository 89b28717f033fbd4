#include "cli/terminal_progress.h"

#include <csignal>
#include <ostream>

namespace hexwright::cli {
namespace {

volatile std::sig_atomic_t g_interrupted = 0;
void onInterrupt(int) { g_interrupted = 1; }

}  // namespace

TerminalProgress::TerminalProgress(std::ostream& err, bool enabled) : m_err(err), m_enabled(enabled) {
  g_interrupted = 0;
  std::signal(SIGINT, onInterrupt);
}

TerminalProgress::~TerminalProgress() {
  finish();
  std::signal(SIGINT, SIG_DFL);
}

bool TerminalProgress::cancelled() const { return g_interrupted != 0 || ProgressReporter::cancelled(); }

void TerminalProgress::report(double fraction, const std::string& stage) {
  if (!m_enabled) return;
  const int percent = static_cast<int>(fraction * 100 + 0.5);
  const auto now = std::chrono::steady_clock::now();
  // Redraw at most ~20 times a second: terminals are slow and the work is not.
  if (percent == m_lastPercent && stage == m_lastStage) return;
  if (m_drawn && now - m_lastDraw < std::chrono::milliseconds(50) && percent < 100) return;
  m_lastPercent = percent;
  m_lastStage = stage;
  m_lastDraw = now;
  const int width = 30;
  const int filled = width * (percent < 0 ? 0 : percent > 100 ? 100 : percent) / 100;
  m_err << '\r' << '[' << std::string(static_cast<std::size_t>(filled), '#')
        << std::string(static_cast<std::size_t>(width - filled), ' ') << "] " << percent << "% " << stage << "\x1b[K"
        << std::flush;
  m_drawn = true;
}

void TerminalProgress::finish() {
  if (m_drawn) m_err << "\r\x1b[K" << std::flush;
  m_drawn = false;
}

}  // namespace hexwright::cli
