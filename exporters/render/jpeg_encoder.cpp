#include "exporters/render/jpeg_encoder.h"

// jpeglib.h needs FILE and size_t declared first.
#include <jpeglib.h>

#include <bit>
#include <csetjmp>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <vector>

namespace hexwright::exporters {
namespace {

struct ErrorManager {
  jpeg_error_mgr base;  // first: libjpeg hands back a pointer to it
  std::jmp_buf jump;
};

// libjpeg's default error handler exits the process; this one returns to encode().
[[noreturn]] void failQuietly(j_common_ptr cinfo) {
  std::longjmp(reinterpret_cast<ErrorManager*>(cinfo->err)->jump, 1);
}
void warnNothing(j_common_ptr, int) {}

// Everything prepared outside the setjmp frame, so that a longjmp skips no destructor.
bool encode(const ImageView& image, int quality, std::vector<unsigned char>& row, unsigned char** out,
            unsigned long* size) {
  jpeg_compress_struct cinfo;
  ErrorManager errors;
  cinfo.err = jpeg_std_error(&errors.base);
  errors.base.error_exit = failQuietly;
  errors.base.emit_message = warnNothing;
  if (setjmp(errors.jump)) {
    jpeg_destroy_compress(&cinfo);
    return false;
  }
  jpeg_create_compress(&cinfo);
  jpeg_mem_dest(&cinfo, out, size);
  cinfo.image_width = static_cast<JDIMENSION>(image.width);
  cinfo.image_height = static_cast<JDIMENSION>(image.height);
#ifdef JCS_EXTENSIONS
  // libjpeg-turbo reads Cairo's words directly: B, G, R, X in memory on little-endian.
  const bool direct = true;
  cinfo.input_components = 4;
  cinfo.in_color_space = std::endian::native == std::endian::little ? JCS_EXT_BGRX : JCS_EXT_XRGB;
#else
  const bool direct = false;
  cinfo.input_components = 3;
  cinfo.in_color_space = JCS_RGB;
#endif
  jpeg_set_defaults(&cinfo);
  jpeg_set_quality(&cinfo, quality, TRUE);
  jpeg_start_compress(&cinfo, TRUE);
  while (cinfo.next_scanline < cinfo.image_height) {
    const unsigned char* src = image.data + static_cast<std::size_t>(cinfo.next_scanline) * image.stride;
    JSAMPROW line;
    if (direct) {
      line = const_cast<JSAMPROW>(src);
    } else {
      for (int x = 0; x < image.width; ++x) {
        std::uint32_t p;
        std::memcpy(&p, src + x * 4, 4);
        row[x * 3] = static_cast<unsigned char>(p >> 16);
        row[x * 3 + 1] = static_cast<unsigned char>(p >> 8);
        row[x * 3 + 2] = static_cast<unsigned char>(p);
      }
      line = row.data();
    }
    jpeg_write_scanlines(&cinfo, &line, 1);
  }
  jpeg_finish_compress(&cinfo);
  jpeg_destroy_compress(&cinfo);
  return true;
}

}  // namespace

bool isOpaque(const ImageView& image) {
  for (int y = 0; y < image.height; ++y) {
    const unsigned char* row = image.data + static_cast<std::size_t>(y) * image.stride;
    for (int x = 0; x < image.width; ++x) {
      std::uint32_t p;
      std::memcpy(&p, row + x * 4, 4);
      if ((p >> 24) != 0xff) return false;
    }
  }
  return true;
}

JpegBytes encodeJpeg(const ImageView& image, int quality) {
  JpegBytes result;
  if (!image.data || image.width <= 0 || image.height <= 0) return result;
  std::vector<unsigned char> row(static_cast<std::size_t>(image.width) * 3);
  unsigned char* out = nullptr;
  unsigned long size = 0;
  const bool ok = encode(image, quality, row, &out, &size);
  if (!ok || !out) {
    std::free(out);
    return result;
  }
  result.data.reset(out);
  result.size = size;
  return result;
}

}  // namespace hexwright::exporters
