#include "exporters/vassal/vassal_sequence.h"

#include <cstdio>

namespace hexwright::exporters::vassal {
namespace {

// java.awt.event.InputEvent: SHIFT_MASK 1, CTRL_MASK 2, SHIFT_DOWN_MASK 64, CTRL_DOWN_MASK 128.
constexpr int kCtrl = 2 | 128;
constexpr int kShift = 1 | 64;

}  // namespace

void SequenceEncoder::startOrDelimit() {
  if (!m_buffer)
    m_buffer.emplace();
  else
    m_buffer->push_back(m_delim);
}

SequenceEncoder& SequenceEncoder::append(std::string_view s) {
  startOrDelimit();
  if (s.empty()) return *this;
  // Quoted so that the decoder's unquoting (which strips one pair of enclosing quotes)
  // and its escape check (a delimiter after a backslash) leave the value intact.
  const bool quote = s.front() == '\\' || (s.front() == '\'' && s.back() == '\'');
  if (quote) m_buffer->push_back('\'');
  for (const char c : s) {
    if (c == m_delim) m_buffer->push_back('\\');
    m_buffer->push_back(c);
  }
  if (quote) m_buffer->push_back('\'');
  return *this;
}

SequenceEncoder& SequenceEncoder::append(int value) { return append(std::to_string(value)); }

SequenceEncoder& SequenceEncoder::append(bool value) { return append(value ? "true" : "false"); }

SequenceEncoder& SequenceEncoder::appendDouble(double value) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", value);
  // Only values with at most one decimal are used (scales 1.0, 0.5); "%.1f" then equals
  // Java's Double.toString.
  return append(std::string_view(buf));
}

SequenceEncoder& SequenceEncoder::appendList(const std::vector<std::string>& items) {
  return append(encodeList(items));
}

std::string encodeList(const std::vector<std::string>& items) {
  SequenceEncoder se(',');
  for (const auto& item : items) se.append(item);
  return se.str();
}

std::string KeyStroke::encode() const {
  if (keyCode == 0) return "";
  return std::to_string(keyCode) + "," + std::to_string(modifiers);
}

KeyStroke ctrlKey(char upperLetter) { return {static_cast<int>(upperLetter), kCtrl}; }
KeyStroke ctrlShiftKey(char upperLetter) { return {static_cast<int>(upperLetter), kCtrl | kShift}; }

}  // namespace hexwright::exporters::vassal
