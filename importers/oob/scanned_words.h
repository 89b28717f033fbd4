#pragma once
// A scan's misread words of the listing's own vocabulary, read as the words they are.
#include <string>

namespace hexwright::importers::oob {

/// "Divisinn" -> "Division", "ABMY" -> "ARMY", "Inlantry" -> "Infantry", "Begiment" ->
/// "Regiment", "Commandinp" -> "Commanding": a word a letter or two away from a level, arm or
/// command word of an order of battle, and no English word itself, in the case it was printed;
/// "Forces^ commanded" -> "Forces, commanded": a caret after a word is the scan's comma.
std::string withScannedWordsRead(std::string text);

}  // namespace hexwright::importers::oob
