#pragma once
// Field formats of counter layouts (model/ruleset/counters.h): "{}" is the field's own
// value, "{name}" another attribute of the same unit, so one slot prints a composite
// such as Huzzah!'s "2*6" (fire factor, weapon class, morale: "{}{weapon}{morale}",
// 3.2.5). The reader checks the names, the counter painter fills them in.
#include <string>
#include <vector>

namespace hexwright::model {

/// The attribute names a field format refers to ("{}{weapon}{morale}" → weapon, morale).
std::vector<std::string> formatReferences(const std::string& format);

}  // namespace hexwright::model
