#pragma once
// Prints diagnostics for people (one line each) and for programs (JSON).
#include <iosfwd>
#include <string>

#include <nlohmann/json.hpp>

#include "model/validate/diagnostic.h"

namespace hexwright::cli {

void printDiagnostics(std::ostream& out, const model::Diagnostics& diagnostics);
nlohmann::json diagnosticsToJson(const model::Diagnostics& diagnostics);
nlohmann::json diagnosticToJson(const model::Diagnostic& d);

}  // namespace hexwright::cli
