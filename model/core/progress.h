#pragma once
// Progress of long work (imports, exports) and a way to cancel it. Library code reports
// through this interface; the CLI draws a bar on a terminal, the editor a dialog.
#include <atomic>
#include <string>

namespace hexwright::model {

class ProgressReporter {
 public:
  virtual ~ProgressReporter() = default;
  /// `fraction` in 0..1 of the whole job; `stage` names the current step.
  virtual void report(double fraction, const std::string& stage) = 0;
  /// Long loops check this and stop cleanly, leaving nothing half-written.
  virtual bool cancelled() const { return m_cancel.load(); }
  void cancel() { m_cancel.store(true); }

 private:
  std::atomic<bool> m_cancel{false};
};

/// For callers that do not want progress.
class NullProgress final : public ProgressReporter {
 public:
  void report(double, const std::string&) override {}
};

/// Reports a sub-range [from, to) of a parent reporter, so nested steps compose.
class ProgressSpan final : public ProgressReporter {
 public:
  ProgressSpan(ProgressReporter& parent, double from, double to) : m_parent(parent), m_from(from), m_to(to) {}
  void report(double fraction, const std::string& stage) override {
    m_parent.report(m_from + (m_to - m_from) * fraction, stage);
  }
  bool cancelled() const override { return m_parent.cancelled(); }

 private:
  ProgressReporter& m_parent;
  double m_from;
  double m_to;
};

}  // namespace hexwright::model
