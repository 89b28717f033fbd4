#pragma once
// Pixels as Cairo draws them, borrowed: what the image encoders read.

namespace hexwright::exporters {

/// A Cairo ARGB32 (or RGB24) image: native-endian 32-bit pixels, alpha premultiplied,
/// `stride` bytes from one row to the next.
struct ImageView {
  const unsigned char* data = nullptr;
  int width = 0;
  int height = 0;
  int stride = 0;
};

}  // namespace hexwright::exporters
