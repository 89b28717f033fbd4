#pragma once
// What a rule rests on when no rulebook rule is cited for it, so that every message
// cites something: the part of the bundle format (docs/bundle-format.md) or of the
// ruleset schema (schemas/README.md) that it enforces.
#include <string>
#include <string_view>

namespace hexwright::model {

/// "bundle format, map.xml <routes>", "ruleset schema, <terrain>"…: the rule's own entry
/// when it has one, else its family's (the id up to its first dot); never empty.
std::string ruleBasis(std::string_view rule);

}  // namespace hexwright::model
