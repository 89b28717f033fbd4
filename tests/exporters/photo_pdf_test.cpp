// Scanned-map windows go into a PDF as JPEG (DCTDecode) instead of deflated raw pixels;
// drawn art and translucent pixels never do.
#include <cairo-pdf.h>
#include <cairo.h>
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <string>

#include "exporters/render/cairo_canvas.h"
#include "exporters/render/jpeg_encoder.h"

namespace hexwright::exporters {
namespace {

RasterImage gradient(int w, int h, std::uint8_t alpha) {
  RasterImage img;
  img.width = w;
  img.height = h;
  img.stride = w * 4;
  img.pixels.resize(static_cast<std::size_t>(img.stride) * h);
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      const std::uint32_t a = alpha, r = (x * 255 / w) * a / 255, g = (y * 255 / h) * a / 255;
      const std::uint32_t p = (a << 24) | (r << 16) | (g << 8);
      std::memcpy(&img.pixels[static_cast<std::size_t>(y) * img.stride + x * 4], &p, 4);
    }
  img.transient = true;
  return img;
}

// The PDF bytes of one page with `img` drawn on it.
std::string pdfWith(const RasterImage& img) {
  std::string bytes;
  cairo_surface_t* pdf = cairo_pdf_surface_create_for_stream(
      [](void* closure, const unsigned char* data, unsigned int n) {
        static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), n);
        return CAIRO_STATUS_SUCCESS;
      },
      &bytes, 200, 200);
  cairo_t* cr = cairo_create(pdf);
  {
    CairoCanvas canvas(cr, std::make_shared<CairoResources>());
    canvas.image(img, {0, 0, 200, 200}, 1.0);
  }
  cairo_destroy(cr);
  cairo_surface_finish(pdf);
  cairo_surface_destroy(pdf);
  return bytes;
}

TEST(PhotoPdf, AnOpaquePhotoIsEmbeddedAsJpeg) {
  RasterImage img = gradient(300, 200, 255);
  img.photo = true;
  const std::string pdf = pdfWith(img);
  EXPECT_NE(pdf.find("/DCTDecode"), std::string::npos);
  EXPECT_NE(pdf.find("\xff\xd8\xff"), std::string::npos) << "JPEG start of image";
}

TEST(PhotoPdf, DrawnArtAndTranslucentPhotosAreNot) {
  const RasterImage art = gradient(300, 200, 255);  // photo not set
  EXPECT_EQ(pdfWith(art).find("/DCTDecode"), std::string::npos);
  RasterImage veiled = gradient(300, 200, 128);
  veiled.photo = true;
  EXPECT_EQ(pdfWith(veiled).find("/DCTDecode"), std::string::npos);
}

TEST(PhotoPdf, JpegEncoderWritesAWholeFileAndRefusesNothing) {
  const RasterImage img = gradient(64, 48, 255);
  const ImageView view{img.pixels.data(), img.width, img.height, img.stride};
  EXPECT_TRUE(isOpaque(view));
  const JpegBytes jpeg = encodeJpeg(view, 90);
  ASSERT_TRUE(jpeg.data);
  ASSERT_GT(jpeg.size, 4u);
  EXPECT_EQ(jpeg.data.get()[0], 0xff);
  EXPECT_EQ(jpeg.data.get()[1], 0xd8);
  EXPECT_EQ(jpeg.data.get()[jpeg.size - 2], 0xff);
  EXPECT_EQ(jpeg.data.get()[jpeg.size - 1], 0xd9) << "end of image";
  // Width and height in the SOF0 frame header.
  const std::string bytes(reinterpret_cast<const char*>(jpeg.data.get()), jpeg.size);
  const auto sof = bytes.find("\xff\xc0");
  ASSERT_NE(sof, std::string::npos);
  EXPECT_EQ((static_cast<unsigned char>(bytes[sof + 5]) << 8) | static_cast<unsigned char>(bytes[sof + 6]), 48);
  EXPECT_EQ((static_cast<unsigned char>(bytes[sof + 7]) << 8) | static_cast<unsigned char>(bytes[sof + 8]), 64);
  EXPECT_FALSE(encodeJpeg(ImageView{}, 90).data);
  EXPECT_FALSE(isOpaque(ImageView{gradient(4, 4, 200).pixels.data(), 4, 4, 16}));
}

}  // namespace
}  // namespace hexwright::exporters
