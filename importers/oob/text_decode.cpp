#include "importers/oob/text_decode.h"

#include <array>
#include <cctype>
#include <cstdint>

namespace hexwright::importers::oob {

void appendUtf8(std::string& out, std::uint32_t cp) {
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

namespace {

// Windows-1252 0x80-0x9F; the five undefined bytes map to U+FFFD.
constexpr std::array<std::uint16_t, 32> kCp1252High{0x20AC, 0xFFFD, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
                                                    0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0xFFFD, 0x017D, 0xFFFD,
                                                    0xFFFD, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
                                                    0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0xFFFD, 0x017E, 0x0178};

bool looksBinary(std::string_view s) {
  // The first 64 KiB decide: enough for any header, and junk is judged quickly.
  const std::size_t n = std::min<std::size_t>(s.size(), 65536);
  std::size_t control = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const auto c = static_cast<unsigned char>(s[i]);
    if (c == 0) return true;
    if (c < 0x20 && c != '\n' && c != '\r' && c != '\t' && c != '\f') ++control;
  }
  return n > 0 && control * 100 > n;  // more than 1% control bytes
}

}  // namespace

bool isValidUtf8(std::string_view s) {
  std::size_t i = 0;
  while (i < s.size()) {
    const auto c = static_cast<unsigned char>(s[i]);
    std::size_t len = 0;
    std::uint32_t cp = 0;
    if (c < 0x80) {
      ++i;
      continue;
    }
    if ((c & 0xE0) == 0xC0)
      len = 2, cp = c & 0x1F;
    else if ((c & 0xF0) == 0xE0)
      len = 3, cp = c & 0x0F;
    else if ((c & 0xF8) == 0xF0)
      len = 4, cp = c & 0x07;
    else
      return false;
    if (i + len > s.size()) return false;
    for (std::size_t k = 1; k < len; ++k) {
      const auto d = static_cast<unsigned char>(s[i + k]);
      if ((d & 0xC0) != 0x80) return false;
      cp = (cp << 6) | (d & 0x3F);
    }
    // Overlong forms, surrogates and values past U+10FFFF are not UTF-8.
    if ((len == 2 && cp < 0x80) || (len == 3 && cp < 0x800) || (len == 4 && cp < 0x10000) || cp > 0x10FFFF ||
        (cp >= 0xD800 && cp <= 0xDFFF))
      return false;
    i += len;
  }
  return true;
}

DecodedText decodeOobText(std::string_view bytes) {
  DecodedText out;
  if (bytes.starts_with("\xEF\xBB\xBF")) {
    bytes.remove_prefix(3);
    out.encoding = "UTF-8 with BOM";
  }
  if (looksBinary(bytes)) {
    out.isText = false;
    return out;
  }
  if (isValidUtf8(bytes)) {
    if (out.encoding.empty()) out.encoding = "UTF-8";
    out.text = std::string(bytes);
    return out;
  }
  out.encoding = "Windows-1252";
  out.text.reserve(bytes.size() + bytes.size() / 8);
  for (char ch : bytes) {
    const auto c = static_cast<unsigned char>(ch);
    if (c < 0x80)
      out.text += ch;
    else if (c < 0xA0)
      appendUtf8(out.text, kCp1252High[c - 0x80]);
    else
      appendUtf8(out.text, c);
  }
  return out;
}

std::string plainPunctuation(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size(); ++i) {
    const std::string_view rest = s.substr(i);
    auto is = [&](std::string_view seq) { return rest.starts_with(seq); };
    // ("Loring´s div.", "Hood′s", "Lee`s": an acute accent, a prime or a grave typed for an
    // apostrophe after a letter.)
    const bool afterLetter = i > 0 && std::isalpha(static_cast<unsigned char>(s[i - 1]));
    if (is("\u2019") || is("\u2018") || is("\u02BC") || (afterLetter && is("\u2032"))) {
      out += '\'';
      i += 2;
    } else if (afterLetter && is("\u00B4")) {
      out += '\'';
      i += 1;
    } else if (afterLetter && s[i] == '`' && i + 1 < s.size() && std::isalpha(static_cast<unsigned char>(s[i + 1]))) {
      out += '\'';
    } else if (is("\u201C") || is("\u201D")) {
      out += '"';
      i += 2;
    } else if (is("\u2013") || is("\u2014")) {
      out += " - ";
      i += 2;
    } else if (is("\u00A0")) {
      out += ' ';
      i += 1;
    } else if (is("\u2022")) {
      out += '*';  // a bullet
      i += 2;
    } else {
      out += s[i];
    }
  }
  return out;
}

}  // namespace hexwright::importers::oob
