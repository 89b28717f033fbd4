#pragma once
// The one way an importer says where a problem is in its input: a whole file (a raster,
// a data source) or a line and column of a text file (a mapping rule, a control point,
// a row of a listing). Every importer's diagnostics point at their input through these,
// so the editor and the command line print "file:line" alike.
#include <string>

#include "model/core/diagnostic.h"

namespace hexwright::importers {

/// The whole input: `file` with no line.
model::Location atInput(std::string file);

/// A line (1-based; 0 is the whole file) and, when known, a column of a text input.
model::Location atInputLine(std::string file, int line, int column = 0);

}  // namespace hexwright::importers
