#pragma once
// Turns GDAL's CPLError reports into diagnostics for as long as the scope lives
// (importers/README.md). GDAL reports through a thread-local handler
// stack, so scopes nest and the innermost one collects. Internal to importers/.
#include <cpl_error.h>

#include <map>
#include <string>

#include "model/core/diagnostic.h"

namespace hexwright::importers::gdal {

class ErrorScope {
 public:
  /// Every report becomes a diagnostic "import.gdal.<errno>" naming `file`.
  ErrorScope(model::Diagnostics& sink, std::string file);
  ~ErrorScope();
  ErrorScope(const ErrorScope&) = delete;
  ErrorScope& operator=(const ErrorScope&) = delete;

  /// The file later reports name (one scope can span several inputs).
  void setFile(std::string file) { m_file = std::move(file); }
  /// True when GDAL reported a failure since the scope began.
  bool failed() const { return m_failures > 0; }
  int failures() const { return m_failures; }
  /// The last failure's text, for wrapping into a clearer message.
  const std::string& lastFailure() const { return m_lastFailure; }

 private:
  static void CPL_STDCALL handle(CPLErr level, CPLErrorNum number, const char* message);
  void add(CPLErr level, CPLErrorNum number, const char* message);

  model::Diagnostics& m_sink;
  std::string m_file;
  int m_failures = 0;
  std::string m_lastFailure;
  // GDAL repeats some warnings once per block; a few copies are enough.
  std::map<std::string, int> m_repeats;
};

/// Silences GDAL for the scope, for calls whose failure is an expected answer (probing
/// whether a string is a CRS, whether a file opens as a vector source).
class QuietScope {
 public:
  QuietScope() : m_pusher(CPLQuietErrorHandler) {}

 private:
  CPLErrorHandlerPusher m_pusher;
};

}  // namespace hexwright::importers::gdal
