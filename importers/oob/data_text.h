#pragma once
// The text of a program's data read as a tree of values: JSON, and the JavaScript object
// literals written like it (unquoted keys, single quotes, comments, a declaration before
// the data), also a copy cut off before its closing brackets or begun inside an object.
// Each value keeps the line it starts on, for the review.
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace hexwright::importers::oob {

/// Deeper than any order of battle nests (army, corps, division, brigade, each in an
/// array, inside a file's wrappers): past it the text is not read as data.
inline constexpr int kDeepestData = 40;

struct DataValue {
  enum class Kind { Scalar, Object, Array } kind = Kind::Scalar;
  std::string text;                                        // a scalar's value
  std::vector<std::pair<std::string, DataValue>> members;  // an object's, in order
  std::vector<DataValue> items;                            // an array's
  int line = 0;
};

/// The whole text as one value (several separated by commas, a cut from inside an array,
/// as one array); nullopt when it is not such data or nests past kDeepestData.
std::optional<DataValue> parseDataText(std::string_view text);

}  // namespace hexwright::importers::oob
