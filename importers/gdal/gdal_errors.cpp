#include "importers/gdal/gdal_errors.h"

namespace hexwright::importers::gdal {
namespace {

constexpr int kMaxRepeats = 3;

}  // namespace

ErrorScope::ErrorScope(model::Diagnostics& sink, std::string file) : m_sink(sink), m_file(std::move(file)) {
  CPLPushErrorHandlerEx(&ErrorScope::handle, this);
  // Debug chatter (CPL_DEBUG) is for GDAL developers, not for the designer.
  CPLSetCurrentErrorHandlerCatchDebug(FALSE);
}

ErrorScope::~ErrorScope() {
  CPLPopErrorHandler();
  for (const auto& [message, count] : m_repeats) {
    if (count <= kMaxRepeats) continue;
    model::Location where;
    if (!m_file.empty()) where.source = model::SourceLocation{m_file, 0, 0};
    m_sink.add(model::Severity::Info, "import.gdal.repeated",
               "GDAL repeated \"" + message + "\" " + std::to_string(count - kMaxRepeats) + " more times",
               std::move(where));
  }
}

void CPL_STDCALL ErrorScope::handle(CPLErr level, CPLErrorNum number, const char* message) {
  auto* self = static_cast<ErrorScope*>(CPLGetErrorHandlerUserData());
  if (self) self->add(level, number, message);
}

void ErrorScope::add(CPLErr level, CPLErrorNum number, const char* message) {
  if (level != CE_Warning && level != CE_Failure && level != CE_Fatal) return;
  const std::string text = message ? message : "";
  if (level != CE_Warning) {
    ++m_failures;
    m_lastFailure = text;
  }
  if (++m_repeats[text] > kMaxRepeats) return;
  model::Location where;
  if (!m_file.empty()) where.source = model::SourceLocation{m_file, 0, 0};
  m_sink.add(level == CE_Warning ? model::Severity::Warning : model::Severity::Error,
             "import.gdal." + std::to_string(number), text, std::move(where));
}

}  // namespace hexwright::importers::gdal
