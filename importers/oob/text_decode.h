#pragma once
// Bytes of an order-of-battle file to UTF-8 text: a byte-order mark is dropped, valid
// UTF-8 is kept, anything else is read as Windows-1252 (a superset of Latin-1 for
// printable text, and what spreadsheets on Windows save), so the bundle never receives
// invalid UTF-8. A file with NUL bytes or many control bytes is not text at all.
#include <cstdint>
#include <string>
#include <string_view>

namespace hexwright::importers::oob {

struct DecodedText {
  bool isText = true;
  std::string text;      // UTF-8, without a byte-order mark
  std::string encoding;  // "UTF-8", "UTF-8 with BOM", "Windows-1252"
};

DecodedText decodeOobText(std::string_view bytes);

/// A code point of the Basic Multilingual Plane (U+0000-U+FFFF) written as UTF-8.
void appendUtf8(std::string& out, std::uint32_t codePoint);

/// True when `s` is well-formed UTF-8.
bool isValidUtf8(std::string_view s);

/// Typographic punctuation as plain ASCII for the parsers (curly quotes and
/// apostrophes, non-breaking spaces); dashes become " - " so "Unit – Commander" splits.
std::string plainPunctuation(std::string_view s);

}  // namespace hexwright::importers::oob
