#include "importers/common/input_file.h"

#include "importers/common/input_location.h"
#include "model/io/atomic_file.h"
#include "model/io/io_limits.h"

namespace hexwright::importers {

std::optional<std::string> readInputFile(const std::filesystem::path& file, const std::string& what,
                                         const std::string& rule, model::Diagnostics& diagnostics) {
  std::string text, error;
  if (io::readWholeFile(file, text, error, io::kMaxDocumentBytes)) return text;
  diagnostics.add(model::Severity::Error, rule, what + ": " + error, atInput(file.string()));
  return std::nullopt;
}

}  // namespace hexwright::importers
