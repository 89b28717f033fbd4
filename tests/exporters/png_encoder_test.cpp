// The PNG encoder: exact pixels back (decoded by Cairo, i.e. libpng's reader), a palette
// exactly when the image has at most 256 colours, RGB when opaque, RGBA otherwise, the
// resolution in pHYs, and write errors reported.
#include "exporters/render/png_encoder.h"

#include <cairo.h>
#include <gtest/gtest.h>
#include <zlib.h>

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

namespace hexwright::exporters {
namespace {

// A Cairo ARGB32 image in memory (premultiplied, native endian).
struct Image {
  int width, height;
  std::vector<std::uint32_t> pixels;
  Image(int w, int h) : width(w), height(h), pixels(static_cast<std::size_t>(w) * h) {}
  std::uint32_t& at(int x, int y) { return pixels[static_cast<std::size_t>(y) * width + x]; }
  ImageView view() const { return {reinterpret_cast<const unsigned char*>(pixels.data()), width, height, width * 4}; }
};

struct Encoded {
  std::optional<PngLayout> layout;
  std::string bytes;
  std::string error;
};

Encoded encode(const Image& image, double dpi = 0) {
  Encoded e;
  e.layout = encodePng(
      image.view(), dpi,
      [&](const unsigned char* data, std::size_t n) {
        e.bytes.append(reinterpret_cast<const char*>(data), n);
        return true;
      },
      e.error);
  return e;
}

// Decodes with Cairo, back to premultiplied ARGB32.
std::vector<std::uint32_t> decode(const std::string& bytes, int& width, int& height) {
  struct Reader {
    const std::string* bytes;
    std::size_t at = 0;
  } reader{&bytes};
  cairo_surface_t* s = cairo_image_surface_create_from_png_stream(
      [](void* closure, unsigned char* data, unsigned int length) {
        auto* r = static_cast<Reader*>(closure);
        if (r->at + length > r->bytes->size()) return CAIRO_STATUS_READ_ERROR;
        std::memcpy(data, r->bytes->data() + r->at, length);
        r->at += length;
        return CAIRO_STATUS_SUCCESS;
      },
      &reader);
  std::vector<std::uint32_t> out;
  if (cairo_surface_status(s) == CAIRO_STATUS_SUCCESS) {
    width = cairo_image_surface_get_width(s);
    height = cairo_image_surface_get_height(s);
    const int stride = cairo_image_surface_get_stride(s);
    const unsigned char* data = cairo_image_surface_get_data(s);
    for (int y = 0; y < height; ++y) {
      for (int x = 0; x < width; ++x) {
        std::uint32_t p;
        std::memcpy(&p, data + y * stride + x * 4, 4);
        // RGB24 surfaces leave the top byte undefined: opaque.
        if (cairo_image_surface_get_format(s) == CAIRO_FORMAT_RGB24) p |= 0xff000000u;
        out.push_back(p);
      }
    }
  }
  cairo_surface_destroy(s);
  return out;
}

std::uint32_t big32(const std::string& b, std::size_t at) {
  return (std::uint32_t(static_cast<unsigned char>(b[at])) << 24) |
         (std::uint32_t(static_cast<unsigned char>(b[at + 1])) << 16) |
         (std::uint32_t(static_cast<unsigned char>(b[at + 2])) << 8) |
         std::uint32_t(static_cast<unsigned char>(b[at + 3]));
}

TEST(PngEncoder, FewColoursMakeAnExactPaletteImage) {
  Image image(37, 21);  // odd width: packed rows end mid-byte
  const std::uint32_t colours[] = {0xffffffffu, 0xff9db59cu, 0xff000000u, 0xff3060c0u, 0xffc02020u};
  for (int y = 0; y < image.height; ++y)
    for (int x = 0; x < image.width; ++x) image.at(x, y) = colours[(x / 3 + y) % 5];
  const Encoded e = encode(image);
  ASSERT_TRUE(e.layout) << e.error;
  EXPECT_EQ(e.layout->kind, PngLayout::Kind::Palette);
  EXPECT_EQ(e.layout->colours, 5);
  EXPECT_EQ(e.layout->bitDepth, 4);
  EXPECT_EQ(e.bytes[25], 3) << "IHDR colour type";
  EXPECT_EQ(e.bytes[24], 4) << "IHDR bit depth";
  int w = 0, h = 0;
  EXPECT_EQ(decode(e.bytes, w, h), image.pixels);
  EXPECT_EQ(w, 37);
  EXPECT_EQ(h, 21);
}

TEST(PngEncoder, TwoHundredFiftySixColoursStillFitAPalette) {
  Image image(256, 3);
  for (int y = 0; y < 3; ++y)
    for (int x = 0; x < 256; ++x) image.at(x, y) = 0xff000000u | (std::uint32_t(x) << 8);
  const Encoded e = encode(image);
  ASSERT_TRUE(e.layout);
  EXPECT_EQ(e.layout->kind, PngLayout::Kind::Palette);
  EXPECT_EQ(e.layout->colours, 256);
  EXPECT_EQ(e.layout->bitDepth, 8);
  int w = 0, h = 0;
  EXPECT_EQ(decode(e.bytes, w, h), image.pixels);
}

TEST(PngEncoder, HalvesCountedApartMakeOnePalette) {
  // Over a megapixel the two halves are counted on two threads: colours the bottom half
  // meets in another order, or alone, must still come out as the right pixels; 200 colours
  // in each half, 300 in all, are too many for a palette.
  Image image(1024, 1100);
  const std::uint32_t top[] = {0xffffffffu, 0xff9db59cu}, bottom[] = {0xff3060c0u, 0xff9db59cu, 0xffffffffu};
  for (int y = 0; y < image.height; ++y)
    for (int x = 0; x < image.width; ++x)
      image.at(x, y) = y < image.height / 2 ? top[(x / 7 + y) % 2] : bottom[(x / 5 + y) % 3];
  Encoded e = encode(image);
  ASSERT_TRUE(e.layout) << e.error;
  EXPECT_EQ(e.layout->kind, PngLayout::Kind::Palette);
  EXPECT_EQ(e.layout->colours, 3);
  int w = 0, h = 0;
  EXPECT_EQ(decode(e.bytes, w, h), image.pixels);

  for (int y = 0; y < image.height; ++y)
    for (int x = 0; x < image.width; ++x)
      image.at(x, y) = 0xff000000u | std::uint32_t((x % 200) + (y < image.height / 2 ? 0 : 100)) << 8;
  e = encode(image);
  ASSERT_TRUE(e.layout) << e.error;
  EXPECT_EQ(e.layout->kind, PngLayout::Kind::Rgb);
  EXPECT_EQ(decode(e.bytes, w, h), image.pixels);
}

TEST(PngEncoder, ManyOpaqueColoursAreRgbNeverQuantised) {
  Image image(300, 40);
  for (int y = 0; y < image.height; ++y)
    for (int x = 0; x < image.width; ++x)
      image.at(x, y) = 0xff000000u | (std::uint32_t(x) << 12) | std::uint32_t(y * 5);
  const Encoded e = encode(image);
  ASSERT_TRUE(e.layout);
  EXPECT_EQ(e.layout->kind, PngLayout::Kind::Rgb);
  EXPECT_EQ(e.bytes[25], 2) << "IHDR colour type";
  int w = 0, h = 0;
  EXPECT_EQ(decode(e.bytes, w, h), image.pixels);
}

TEST(PngEncoder, TranslucentImagesKeepTheirAlpha) {
  Image image(300, 4);
  for (int y = 0; y < image.height; ++y)
    for (int x = 0; x < image.width; ++x) {
      const std::uint32_t a = 255 - (x % 256) / 2, r = a * (x % 200) / 255;  // premultiplied: r <= a
      image.at(x, y) = (a << 24) | (r << 16) | (a / 2);
    }
  const Encoded e = encode(image);
  ASSERT_TRUE(e.layout);
  EXPECT_EQ(e.layout->kind, PngLayout::Kind::Rgba);
  int w = 0, h = 0;
  const auto back = decode(e.bytes, w, h);
  ASSERT_EQ(back.size(), image.pixels.size());
  for (std::size_t i = 0; i < back.size(); ++i) {
    EXPECT_EQ(back[i] >> 24, image.pixels[i] >> 24) << i;
    EXPECT_NEAR(double((back[i] >> 16) & 0xff), double((image.pixels[i] >> 16) & 0xff), 1.0) << i;
  }
}

TEST(PngEncoder, RecordsTheResolutionInPhys) {
  Image image(4, 4);
  for (auto& p : image.pixels) p = 0xffffffffu;
  const Encoded e = encode(image, 150);
  ASSERT_TRUE(e.layout);
  const auto at = e.bytes.find("pHYs");
  ASSERT_NE(at, std::string::npos);
  EXPECT_EQ(big32(e.bytes, at + 4), 5906u);  // 150 / 0.0254 pixels a metre
  EXPECT_EQ(big32(e.bytes, at + 8), 5906u);
  EXPECT_EQ(e.bytes[at + 12], 1) << "unit: metre";
  EXPECT_EQ(encode(image, 0).bytes.find("pHYs"), std::string::npos);
}

// The IDAT chunks' bytes joined: the one zlib stream of the image data.
std::string idatStream(const std::string& png) {
  std::string stream;
  for (std::size_t at = 8; at + 12 <= png.size();) {
    const std::uint32_t length = big32(png, at);
    if (png.compare(at + 4, 4, "IDAT") == 0) stream += png.substr(at + 8, length);
    at += 12 + length;
  }
  return stream;
}

// A map-like picture: flat fields with antialiased-looking edges and noise, so that
// compression has work to do in every band.
Image mapLike(int width, int height, bool fewColours) {
  Image image(width, height);
  std::uint32_t seed = 12345;
  for (int y = 0; y < height; ++y)
    for (int x = 0; x < width; ++x) {
      seed = seed * 1103515245u + 12345u;
      const std::uint32_t field = ((x / 97 + y / 61) % 3) * 0x304010u;
      const std::uint32_t noise = fewColours ? (seed >> 16) % 8 : (seed >> 16) % 200;
      image.at(x, y) = 0xff000000u | (field + noise * (fewColours ? 0x010101u : 0x000101u));
    }
  return image;
}

TEST(PngEncoder, ALargeImageIsOneValidStreamCompressedInBands) {
  for (const bool fewColours : {false, true}) {
    const Image image = mapLike(1500, 1500, fewColours);  // 2.3 MB of palette rows (24 colours), 6.8 MB of RGB rows
    const Encoded e = encode(image, 100);
    ASSERT_TRUE(e.layout) << e.error;
    EXPECT_EQ(e.layout->kind, fewColours ? PngLayout::Kind::Palette : PngLayout::Kind::Rgb);
    int w = 0, h = 0;
    EXPECT_EQ(decode(e.bytes, w, h), image.pixels) << "palette " << fewColours;
    // zlib's own inflate checks the joined stream to its end, the Adler-32 included.
    const std::string stream = idatStream(e.bytes);
    const std::size_t rowBytes = fewColours ? 1500 : 1500 * 3;  // 8-bit indices, or RGB
    EXPECT_EQ(e.layout->bitDepth, 8);
    std::vector<unsigned char> raw((rowBytes + 1) * 1500 + 1);
    uLongf rawLength = raw.size();
    ASSERT_EQ(uncompress(raw.data(), &rawLength, reinterpret_cast<const Bytef*>(stream.data()), stream.size()), Z_OK);
    EXPECT_EQ(rawLength, (rowBytes + 1) * 1500);
    // Bands primed with the bytes before them cost almost nothing against one serial stream.
    uLongf serialLength = compressBound(rawLength);
    std::vector<unsigned char> serial(serialLength);
    ASSERT_EQ(compress2(serial.data(), &serialLength, raw.data(), rawLength, fewColours ? 6 : 4), Z_OK);
    EXPECT_LT(static_cast<double>(stream.size()), 1.01 * static_cast<double>(serialLength)) << "palette " << fewColours;
    // The same bytes every time, whatever the threads did.
    EXPECT_EQ(encode(image, 100).bytes, e.bytes);
  }
}

TEST(PngEncoder, AWriteErrorIsReportedNotThrown) {
  Image image(64, 64);
  for (int i = 0; auto& p : image.pixels) p = 0xff000000u | std::uint32_t(i++ * 977);
  std::string error;
  int calls = 0;
  const auto layout = encodePng(
      image.view(), 0, [&](const unsigned char*, std::size_t) { return ++calls < 2; }, error);
  EXPECT_FALSE(layout);
  EXPECT_EQ(error, "write error");
  EXPECT_FALSE(encodePng(
      ImageView{}, 0, [](const unsigned char*, std::size_t) { return true; }, error));
}

}  // namespace
}  // namespace hexwright::exporters
