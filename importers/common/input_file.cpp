#include "importers/common/input_file.h"

#include "model/io/atomic_file.h"
#include "model/io/io_limits.h"

namespace hexwright::importers {

std::optional<std::string> readInputFile(const std::filesystem::path& file, const std::string& what,
                                         const std::string& rule, model::Diagnostics& diagnostics) {
  std::string text, error;
  if (io::readWholeFile(file, text, error, io::kMaxDocumentBytes)) return text;
  model::Location where;
  where.source = model::SourceLocation{file.string(), 0, 0};
  diagnostics.add(model::Severity::Error, rule, what + ": " + error, std::move(where));
  return std::nullopt;
}

}  // namespace hexwright::importers
