#include "exporters/render/png_encoder.h"

#include <png.h>

#include <array>
#include <cmath>
#include <csetjmp>
#include <cstdint>
#include <cstring>
#include <memory>
#include <vector>

namespace hexwright::exporters {
namespace {

// Chosen on the 60 x 80-hex map at 64 px a hex (18 MP, 25,575 colours from antialiased
// edges; bench/side_by_side.sh): no row filter beats every libpng filter there (the
// filters turn antialiased edges into noise), and zlib level 4 is the knee, 4.43 MB in
// 0.47 s against 4.32 MB in 0.9-1.1 s at level 6 and 5.6-6.2 MB for Cairo's writer.
// Palette images are a quarter of the bytes, so they afford level 6.
constexpr int kRgbZlibLevel = 4;
constexpr int kPaletteZlibLevel = 6;

std::uint32_t pixelAt(const ImageView& image, int x, int y) {
  std::uint32_t p;
  std::memcpy(&p, image.data + static_cast<std::size_t>(y) * image.stride + static_cast<std::size_t>(x) * 4, 4);
  return p;
}

// The image's colours as palette indices, or nothing past 256 colours. Open addressing
// over 512 slots; runs of one colour (most of a map) skip the lookup.
struct Palette {
  std::vector<std::uint32_t> colours;
  // width * height, left uninitialised: most images pass 256 colours within a few rows,
  // and zero-filling 18 MB first cost more than the whole colour count.
  std::unique_ptr<unsigned char[]> indices;
};

std::optional<Palette> exactPalette(const ImageView& image) {
  constexpr std::uint32_t kSlots = 512;
  std::array<std::uint32_t, kSlots> keys{};
  std::array<std::int16_t, kSlots> slots;
  slots.fill(-1);
  Palette palette;
  palette.indices.reset(new unsigned char[static_cast<std::size_t>(image.width) * image.height]);
  std::uint32_t last = 0;
  int lastIndex = -1;
  unsigned char* out = palette.indices.get();
  for (int y = 0; y < image.height; ++y) {
    for (int x = 0; x < image.width; ++x) {
      const std::uint32_t p = pixelAt(image, x, y);
      if (p != last || lastIndex < 0) {
        std::uint32_t h = (p * 2654435761u) >> 23;  // 9 bits
        while (slots[h] >= 0 && keys[h] != p) h = (h + 1) & (kSlots - 1);
        if (slots[h] < 0) {
          if (palette.colours.size() == 256) return std::nullopt;
          keys[h] = p;
          slots[h] = static_cast<std::int16_t>(palette.colours.size());
          palette.colours.push_back(p);
        }
        last = p;
        lastIndex = slots[h];
      }
      *out++ = static_cast<unsigned char>(lastIndex);
    }
  }
  return palette;
}

bool opaque(const ImageView& image) {
  for (int y = 0; y < image.height; ++y)
    for (int x = 0; x < image.width; ++x)
      if ((pixelAt(image, x, y) >> 24) != 0xff) return false;
  return true;
}

// Straight (not premultiplied) 8-bit channel; exact for opaque pixels.
unsigned char unpremultiply(std::uint32_t channel, std::uint32_t alpha) {
  return alpha == 0 ? 0 : static_cast<unsigned char>((channel * 255 + alpha / 2) / alpha);
}

struct WriteState {
  const ByteSink* sink;
  bool failed = false;
};

void writeBytes(png_structp png, png_bytep data, png_size_t length) {
  auto* state = static_cast<WriteState*>(png_get_io_ptr(png));
  if (!(*state->sink)(data, length)) {
    state->failed = true;
    png_error(png, "write failed");
  }
}

void flushNothing(png_structp) {}

// Errors come back as a false return (a longjmp to runLibpng), warnings are not ours to print.
[[noreturn]] void failQuietly(png_structp png, png_const_charp) { png_longjmp(png, 1); }
void warnNothing(png_structp, png_const_charp) {}

// Everything the libpng calls need, prepared outside the setjmp frame so that a
// longjmp skips no destructor.
struct Job {
  const ImageView* image;
  double dpi;
  PngLayout layout;
  const Palette* palette;  // Palette kind
  std::vector<png_color>* plte;
  std::vector<png_byte>* trns;
  std::vector<png_byte>* row;  // one converted row (Rgb, Rgba)
  WriteState* state;
};

void convertRow(const Job& job, int y) {
  const ImageView& image = *job.image;
  png_byte* out = job.row->data();
  for (int x = 0; x < image.width; ++x) {
    const std::uint32_t p = pixelAt(image, x, y);
    const std::uint32_t a = p >> 24;
    const std::uint32_t r = (p >> 16) & 0xff, g = (p >> 8) & 0xff, b = p & 0xff;
    if (job.layout.kind == PngLayout::Kind::Rgb) {
      *out++ = static_cast<png_byte>(r);
      *out++ = static_cast<png_byte>(g);
      *out++ = static_cast<png_byte>(b);
    } else {
      *out++ = unpremultiply(r, a);
      *out++ = unpremultiply(g, a);
      *out++ = unpremultiply(b, a);
      *out++ = static_cast<png_byte>(a);
    }
  }
}

bool runLibpng(Job& job) {
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, nullptr, failQuietly, warnNothing);
  if (!png) return false;
  png_infop info = png_create_info_struct(png);
  if (!info) {
    png_destroy_write_struct(&png, nullptr);
    return false;
  }
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_write_struct(&png, &info);
    return false;
  }
  png_set_write_fn(png, job.state, writeBytes, flushNothing);
  const ImageView& image = *job.image;
  const bool palette = job.layout.kind == PngLayout::Kind::Palette;
  png_set_compression_level(png, palette ? kPaletteZlibLevel : kRgbZlibLevel);
  const int colorType = palette                                   ? PNG_COLOR_TYPE_PALETTE
                        : job.layout.kind == PngLayout::Kind::Rgb ? PNG_COLOR_TYPE_RGB
                                                                  : PNG_COLOR_TYPE_RGBA;
  png_set_IHDR(png, info, static_cast<png_uint_32>(image.width), static_cast<png_uint_32>(image.height),
               job.layout.bitDepth, colorType, PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT,
               PNG_FILTER_TYPE_DEFAULT);
  // No filter: what the PNG specification advises for palette images, and measured best above.
  png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE);
  if (palette) {
    png_set_PLTE(png, info, job.plte->data(), static_cast<int>(job.plte->size()));
    if (!job.trns->empty()) png_set_tRNS(png, info, job.trns->data(), static_cast<int>(job.trns->size()), nullptr);
  }
  if (job.dpi > 0) {
    const auto perMetre = static_cast<png_uint_32>(std::lround(job.dpi / 0.0254));
    png_set_pHYs(png, info, perMetre, perMetre, PNG_RESOLUTION_METER);
  }
  png_write_info(png, info);
  if (palette) {
    if (job.layout.bitDepth < 8) png_set_packing(png);  // one index a byte in, packed out
    for (int y = 0; y < image.height; ++y)
      png_write_row(png, job.palette->indices.get() + static_cast<std::size_t>(y) * image.width);
  } else {
    for (int y = 0; y < image.height; ++y) {
      convertRow(job, y);
      png_write_row(png, job.row->data());
    }
  }
  png_write_end(png, nullptr);
  png_destroy_write_struct(&png, &info);
  return true;
}

}  // namespace

std::optional<PngLayout> encodePng(const ImageView& image, double dpi, const ByteSink& sink, std::string& error) {
  if (!image.data || image.width <= 0 || image.height <= 0) {
    error = "cannot write an empty image as PNG";
    return std::nullopt;
  }
  Job job{};
  job.image = &image;
  job.dpi = dpi;
  std::optional<Palette> palette = exactPalette(image);
  std::vector<png_color> plte;
  std::vector<png_byte> trns;
  std::vector<png_byte> row;
  if (palette) {
    const int n = static_cast<int>(palette->colours.size());
    job.layout = {PngLayout::Kind::Palette, n, n <= 2 ? 1 : n <= 4 ? 2 : n <= 16 ? 4 : 8};
    bool translucent = false;
    for (const std::uint32_t p : palette->colours) {
      const std::uint32_t a = p >> 24;
      plte.push_back(
          {unpremultiply((p >> 16) & 0xff, a), unpremultiply((p >> 8) & 0xff, a), unpremultiply(p & 0xff, a)});
      trns.push_back(static_cast<png_byte>(a));
      translucent = translucent || a != 0xff;
    }
    if (!translucent) trns.clear();
    job.palette = &*palette;
  } else {
    const bool rgb = opaque(image);
    job.layout = {rgb ? PngLayout::Kind::Rgb : PngLayout::Kind::Rgba, 0, 8};
    row.resize(static_cast<std::size_t>(image.width) * (rgb ? 3 : 4));
  }
  WriteState state{&sink};
  job.plte = &plte;
  job.trns = &trns;
  job.row = &row;
  job.state = &state;
  if (!runLibpng(job)) {
    error = state.failed ? "write error" : "PNG encoding failed";
    return std::nullopt;
  }
  return job.layout;
}

}  // namespace hexwright::exporters
