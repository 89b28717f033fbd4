#pragma once
// Checks on text read from files and echoed in messages. Text that is not UTF-8 is
// refused at read with the place of the first bad byte, so that nothing later (a JSON
// report, a label on a map) meets bytes it cannot represent; values echoed in messages
// are cut so that a 100 MB attribute does not become a 100 MB message.
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace hexwright::io {

/// Byte offset of the first byte that does not belong to well-formed UTF-8 (RFC 3629:
/// no overlong forms, no surrogates, nothing above U+10FFFF); nullopt when all is valid.
std::optional<std::size_t> firstInvalidUtf8(std::string_view text);

/// `message` with every "quoted" value longer than kMaxEchoBytes cut to that length
/// (at a character boundary) plus "…", and the whole cut to 8 × kMaxEchoBytes.
std::string shortenEchoes(std::string message);

}  // namespace hexwright::io
