#include "model/io/text_checks.h"

#include <algorithm>
#include <cstdint>
#include <cstring>

#include "model/io/io_limits.h"
#include "model/io/text_index.h"

namespace hexwright::io {

std::optional<std::size_t> firstInvalidUtf8(std::string_view text) {
  const auto* s = reinterpret_cast<const unsigned char*>(text.data());
  const std::size_t n = text.size();
  std::size_t i = 0;
  while (i < n) {
    // ASCII, eight bytes a step: nearly all of a bundle.
    std::uint64_t word;
    while (i + 8 <= n && (std::memcpy(&word, s + i, 8), (word & 0x8080808080808080ull) == 0)) i += 8;
    if (i >= n) break;
    const unsigned char c = s[i];
    if (c < 0x80) {
      ++i;
      continue;
    }
    std::size_t len = 0;
    unsigned char lo = 0x80, hi = 0xBF;  // range of the second byte
    if (c >= 0xC2 && c <= 0xDF) {
      len = 2;
    } else if (c >= 0xE0 && c <= 0xEF) {
      len = 3;
      if (c == 0xE0) lo = 0xA0;  // overlong
      if (c == 0xED) hi = 0x9F;  // surrogates
    } else if (c >= 0xF0 && c <= 0xF4) {
      len = 4;
      if (c == 0xF0) lo = 0x90;  // overlong
      if (c == 0xF4) hi = 0x8F;  // above U+10FFFF
    } else {
      return i;
    }
    if (i + len > n || s[i + 1] < lo || s[i + 1] > hi) return i;
    for (std::size_t k = 2; k < len; ++k)
      if ((s[i + k] & 0xC0) != 0x80) return i;
    i += len;
  }
  return std::nullopt;
}

std::optional<LongLine> firstLongLine(std::string_view text, std::size_t maxBytes) {
  std::size_t line = 1;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    if (end - start > maxBytes) return LongLine{line, end - start};
    if (end == text.size()) break;
    start = end + 1;
    ++line;
  }
  return std::nullopt;
}

bool checkLineLengths(std::string_view text, const std::string& file, const std::string& rule,
                      model::Diagnostics& diagnostics) {
  const auto longLine = firstLongLine(text);
  if (!longLine) return true;
  model::Location where;
  where.source = model::SourceLocation{file, static_cast<int>(longLine->line), 0};
  diagnostics.add(model::Severity::Error, rule,
                  "line " + std::to_string(longLine->line) + " is " + std::to_string(longLine->bytes) +
                      " bytes long; lines longer than " + std::to_string(kMaxLineBytes) +
                      " bytes (1 MiB) are not read: this is not a file a person wrote line by line",
                  where);
  return false;
}

namespace {

/// Largest n <= max such that text[0, n) ends on a UTF-8 character boundary.
std::size_t cutAt(std::string_view text, std::size_t max) {
  std::size_t n = std::min(max, text.size());
  while (n > 0 && n < text.size() && (static_cast<unsigned char>(text[n]) & 0xC0) == 0x80) --n;
  return n;
}

}  // namespace

std::string shortenEchoes(std::string message) {
  const std::size_t total = 8 * kMaxEchoBytes;
  if (message.size() <= kMaxEchoBytes) return message;
  std::string out;
  std::size_t i = 0;
  while (i < message.size()) {
    const std::size_t open = message.find('"', i);
    if (open == std::string::npos) {
      out.append(message, i);
      break;
    }
    const std::size_t close = message.find('"', open + 1);
    if (close == std::string::npos) {
      out.append(message, i);
      break;
    }
    out.append(message, i, open + 1 - i);
    const std::string_view value = std::string_view(message).substr(open + 1, close - open - 1);
    if (value.size() > kMaxEchoBytes) {
      out.append(value.substr(0, cutAt(value, kMaxEchoBytes)));
      out += "\u2026";
    } else {
      out.append(value);
    }
    out += '"';
    i = close + 1;
  }
  if (out.size() > total) {
    out.resize(cutAt(out, total));
    out += "\u2026";
  }
  return out;
}

}  // namespace hexwright::io
