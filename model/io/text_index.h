#pragma once
// The one way Hexwright turns a byte offset in a file it read into line and column
// (bundle documents, ruleset schemas, mappings, conversion tables): an index built once,
// on the first question, so that each position costs O(log lines + 256) however long
// its line is. Columns count UTF-8 characters from 1; a tab counts as one.
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "model/core/diagnostic.h"

namespace hexwright::io {

class TextIndex {
 public:
  /// `text` must outlive the index.
  explicit TextIndex(std::string_view text) : m_text(text) {}

  /// 1-based line of a byte offset (clamped to the text); 0 for a negative offset.
  int line(std::ptrdiff_t offset) const;
  /// `file`, line and column of a byte offset; line and column 0 for a negative offset.
  model::SourceLocation at(std::string file, std::ptrdiff_t offset) const;

 private:
  static constexpr std::size_t kStride = 256;
  void build() const;
  std::size_t charsBefore(std::size_t offset) const;
  std::string_view m_text;
  mutable std::vector<std::size_t> m_lineStarts;   // empty until the first question
  mutable std::vector<std::size_t> m_charsBefore;  // characters before byte k * kStride
};

}  // namespace hexwright::io
