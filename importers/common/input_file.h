#pragma once
// The one way an importer reads a whole text input (a mapping, a control point file, a
// conversion table, an OOB profile or listing): through io::readWholeFile, so a folder,
// a device, a pipe or a file past io::kMaxDocumentBytes is refused with an error naming
// the file, instead of filling memory (/dev/zero) or waiting forever (a FIFO).
#include <filesystem>
#include <optional>
#include <string>

#include "model/core/diagnostic.h"

namespace hexwright::importers {

/// The file's bytes, or nothing with an error `rule` at the file ("cannot read the
/// mapping file m.xml: it is a folder").
std::optional<std::string> readInputFile(const std::filesystem::path& file, const std::string& what,
                                         const std::string& rule, model::Diagnostics& diagnostics);

}  // namespace hexwright::importers
