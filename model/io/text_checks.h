#pragma once
// Checks on text read from files and echoed in messages. Text that is not UTF-8 is
// refused at read with the place of the first bad byte, so that nothing later (a JSON
// report, a label on a map) meets bytes it cannot represent; values echoed in messages
// are cut so that a 100 MB attribute does not become a 100 MB message.
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "model/core/diagnostic.h"
#include "model/io/io_limits.h"

namespace hexwright::io {

/// Byte offset of the first byte that does not belong to well-formed UTF-8 (RFC 3629:
/// no overlong forms, no surrogates, nothing above U+10FFFF); nullopt when all is valid.
std::optional<std::size_t> firstInvalidUtf8(std::string_view text);

/// 1-based number of the first line (lines end at '\n') longer than `maxBytes`, and its
/// length; nullopt when every line fits.
struct LongLine {
  std::size_t line = 0;
  std::size_t bytes = 0;
};
std::optional<LongLine> firstLongLine(std::string_view text, std::size_t maxBytes = kMaxLineBytes);

/// True when no line of `text` is longer than kMaxLineBytes; else adds an error `rule` at
/// `file`:line and returns false. Line-oriented readers (OOB listings, CSV, .points) call
/// it first: no real line comes near the ceiling, and per-line work stays bounded.
bool checkLineLengths(std::string_view text, const std::string& file, const std::string& rule,
                      model::Diagnostics& diagnostics);

/// `message` with every "quoted" value longer than kMaxEchoBytes cut to that length
/// (at a character boundary) plus "…", and the whole cut to 8 × kMaxEchoBytes.
std::string shortenEchoes(std::string message);

}  // namespace hexwright::io
