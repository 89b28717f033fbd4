#include "importers/common/input_location.h"

#include <utility>

namespace hexwright::importers {

model::Location atInput(std::string file) { return atInputLine(std::move(file), 0, 0); }

model::Location atInputLine(std::string file, int line, int column) {
  model::Location where;
  where.source = model::SourceLocation{std::move(file), line, column};
  return where;
}

}  // namespace hexwright::importers
