#pragma once
// Bloody April lists batteries by gun name ("Dresser's Battery (6 x James Rifles)", 32.1)
// and plays them by class letter (32.3). The names other orders of battle use (28.4)
// include some that have no class; those are reported, never guessed.
#include <string>
#include <vector>

#include "importers/convert/conversion_table.h"

namespace hexwright::importers::convert {

struct GunClassResult {
  std::string classes;                // "6 TB, 2 HA"; unmapped parts as written
  std::vector<std::string> unmapped;  // names with no class in the table
};

/// Reads "6 x James Rifles, 2 x 12-pounder Howitzers" (commas or semicolons between
/// parts; "x" optional). A part that is already a class letter is kept.
GunClassResult classifyGuns(const std::string& text, const std::vector<GunClass>& classes);

}  // namespace hexwright::importers::convert
