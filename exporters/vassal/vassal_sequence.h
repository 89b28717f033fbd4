#pragma once
// VASSAL's SequenceEncoder (VASSAL.tools.SequenceEncoder): how a piece's traits, a
// command and a string list are packed into one string. Every value is appended with
// the delimiter before it (except the first), every delimiter inside a value gets a
// backslash, and a value that starts with a backslash or is itself wrapped in single
// quotes is wrapped in single quotes so the decoder's unquoting gives it back intact.
// An empty (or null) value is just the delimiter. docs/vassal.md says which release
// this was read from.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace hexwright::exporters::vassal {

class SequenceEncoder {
 public:
  explicit SequenceEncoder(char delimiter) : m_delim(delimiter) {}

  SequenceEncoder& append(std::string_view value);
  SequenceEncoder& append(const char* value) { return append(std::string_view(value)); }
  SequenceEncoder& append(const std::string& value) { return append(std::string_view(value)); }
  SequenceEncoder& append(int value);
  SequenceEncoder& append(bool value);
  /// Java's Double.toString for the values pieces use (1.0, 0.5): always a decimal point.
  SequenceEncoder& appendDouble(double value);
  /// StringArrayConfigurer.arrayToString: the items joined by ',' with the same escaping.
  SequenceEncoder& appendList(const std::vector<std::string>& items);

  /// The encoded text; nullopt when nothing was appended (VASSAL's null).
  const std::optional<std::string>& value() const { return m_buffer; }
  /// The encoded text, "" when nothing was appended.
  std::string str() const { return m_buffer.value_or(std::string()); }

 private:
  void startOrDelimit();
  char m_delim;
  std::optional<std::string> m_buffer;
};

/// StringArrayConfigurer.arrayToString.
std::string encodeList(const std::vector<std::string>& items);

/// A key stroke as NamedHotKeyConfigurer.encode writes it: "keyCode,modifiers" with
/// Java's KeyEvent virtual key code and the KeyStroke's modifier bits (old and new
/// style together, as Swing reports them: Ctrl = 130, Ctrl+Shift = 195).
struct KeyStroke {
  int keyCode = 0;  // 0: no key stroke (encoded as "")
  int modifiers = 0;
  std::string encode() const;
};
KeyStroke ctrlKey(char upperLetter);
KeyStroke ctrlShiftKey(char upperLetter);

}  // namespace hexwright::exporters::vassal
