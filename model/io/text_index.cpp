#include "model/io/text_index.h"

#include <algorithm>

namespace hexwright::io {
namespace {

bool startsCharacter(char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }

}  // namespace

void TextIndex::build() const {
  if (!m_lineStarts.empty()) return;
  m_lineStarts.push_back(0);
  m_charsBefore.reserve(m_text.size() / kStride + 1);
  std::size_t chars = 0;
  for (std::size_t i = 0; i < m_text.size(); ++i) {
    if (i % kStride == 0) m_charsBefore.push_back(chars);
    if (m_text[i] == '\n') m_lineStarts.push_back(i + 1);
    if (startsCharacter(m_text[i])) ++chars;
  }
}

std::size_t TextIndex::charsBefore(std::size_t offset) const {
  const std::size_t k = std::min(offset / kStride, m_charsBefore.empty() ? 0 : m_charsBefore.size() - 1);
  std::size_t chars = m_charsBefore.empty() ? 0 : m_charsBefore[k];
  for (std::size_t i = k * kStride; i < offset; ++i)
    if (startsCharacter(m_text[i])) ++chars;
  return chars;
}

int TextIndex::line(std::ptrdiff_t offset) const {
  if (offset < 0) return 0;
  build();
  const std::size_t off = std::min(static_cast<std::size_t>(offset), m_text.size());
  return static_cast<int>(std::upper_bound(m_lineStarts.begin(), m_lineStarts.end(), off) - m_lineStarts.begin());
}

model::SourceLocation TextIndex::at(std::string file, std::ptrdiff_t offset) const {
  if (offset < 0) return {std::move(file), 0, 0};
  build();
  const std::size_t off = std::min(static_cast<std::size_t>(offset), m_text.size());
  const auto it = std::upper_bound(m_lineStarts.begin(), m_lineStarts.end(), off);
  const std::size_t lineStart = *(it - 1);
  const int column = static_cast<int>(charsBefore(off) - charsBefore(lineStart)) + 1;
  return {std::move(file), static_cast<int>(it - m_lineStarts.begin()), column};
}

}  // namespace hexwright::io
