#include "exporters/render/png_encoder.h"

#include <zlib.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <memory>
#include <thread>
#include <vector>

// The PNG container is written here with zlib rather than through libpng: libpng
// compresses the image data as one zlib stream on one thread, and compression is most of
// a map's encoding time. Here the rows are cut into a fixed number of bands compressed at
// once, each primed with the 32 KiB before it (as pigz does), so the file is one valid
// zlib stream, nearly as small as a serial one, and byte-for-byte the same on any number
// of cores. The container itself is five chunk types, each a length, a name, the data and
// zlib's CRC-32.
namespace hexwright::exporters {
namespace {

// Chosen on the 60 x 80-hex map at 64 px a hex (18 MP, 25,575 colours from antialiased
// edges; bench/side_by_side.sh): no row filter beats every PNG filter there (the filters
// turn antialiased edges into noise), and zlib level 4 is the knee, 4.43 MB in 0.47 s
// against 4.32 MB in 0.9-1.1 s at level 6 and 5.6-6.2 MB for Cairo's writer. Palette
// images are a quarter of the bytes, so they afford level 6.
constexpr int kRgbZlibLevel = 4;
constexpr int kPaletteZlibLevel = 6;
// Fixed, so the bytes do not depend on the machine; a band is compressed on its own thread
// when there are cores for it. Small images are one band: priming costs more than it saves.
constexpr int kBands = 4;
constexpr std::size_t kMinBandBytes = 1 << 20;
constexpr std::size_t kWindow = 32768;  // deflate's dictionary
constexpr std::size_t kMaxChunk = 1 << 20;

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

// Rows [y0, y1) as indices into the part's own colours, first appearance first; false past
// 256 colours.
bool scanRows(const ImageView& image, int y0, int y1, unsigned char* out, std::vector<std::uint32_t>& colours) {
  constexpr std::uint32_t kSlots = 512;
  std::array<std::uint32_t, kSlots> keys{};
  std::array<std::int16_t, kSlots> slots;
  slots.fill(-1);
  std::uint32_t last = 0;
  int lastIndex = -1;
  for (int y = y0; y < y1; ++y) {
    for (int x = 0; x < image.width; ++x) {
      const std::uint32_t p = pixelAt(image, x, y);
      if (p != last || lastIndex < 0) {
        std::uint32_t h = (p * 2654435761u) >> 23;  // 9 bits
        while (slots[h] >= 0 && keys[h] != p) h = (h + 1) & (kSlots - 1);
        if (slots[h] < 0) {
          if (colours.size() == 256) return false;
          keys[h] = p;
          slots[h] = static_cast<std::int16_t>(colours.size());
          colours.push_back(p);
        }
        last = p;
        lastIndex = slots[h];
      }
      *out++ = static_cast<unsigned char>(lastIndex);
    }
  }
  return true;
}

// The top and bottom halves are counted on two threads (a serial count was a tenth of a
// map's PNG export), then the bottom half's colours are renumbered after the top's: the
// palette's order is first appearance in the whole image, as a serial count gives, so the
// bytes do not depend on the number of cores.
std::optional<Palette> exactPalette(const ImageView& image) {
  Palette palette;
  const std::size_t width = static_cast<std::size_t>(image.width);
  palette.indices.reset(new unsigned char[width * image.height]);
  unsigned char* indices = palette.indices.get();
  const bool split =
      std::thread::hardware_concurrency() >= 2 && image.height >= 2 && width * image.height >= (1u << 20);
  if (!split) {
    if (!scanRows(image, 0, image.height, indices, palette.colours)) return std::nullopt;
    return palette;
  }
  const int middle = image.height / 2;
  std::vector<std::uint32_t> lower;
  bool lowerFits = true;
  {
    std::jthread other([&] { lowerFits = scanRows(image, middle, image.height, indices + width * middle, lower); });
    if (!scanRows(image, 0, middle, indices, palette.colours)) return std::nullopt;
  }
  if (!lowerFits) return std::nullopt;
  std::array<unsigned char, 256> renumber{};
  bool identity = true;
  for (std::size_t i = 0; i < lower.size(); ++i) {
    const auto found = std::find(palette.colours.begin(), palette.colours.end(), lower[i]);
    std::size_t index = static_cast<std::size_t>(found - palette.colours.begin());
    if (found == palette.colours.end()) {
      if (palette.colours.size() == 256) return std::nullopt;
      palette.colours.push_back(lower[i]);
    }
    renumber[i] = static_cast<unsigned char>(index);
    identity = identity && index == i;
  }
  if (!identity)
    for (unsigned char* p = indices + width * middle; p != indices + width * image.height; ++p) *p = renumber[*p];
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

struct Job {
  const ImageView* image;
  PngLayout layout;
  const Palette* palette;  // Palette kind
  std::size_t rowBytes;    // without the filter byte
};

// Row `y` as PNG scanline bytes: filter type 0 (none), then the pixels.
void scanline(const Job& job, int y, unsigned char* out) {
  *out++ = 0;
  const ImageView& image = *job.image;
  if (job.layout.kind == PngLayout::Kind::Palette) {
    const unsigned char* in = job.palette->indices.get() + static_cast<std::size_t>(y) * image.width;
    const int depth = job.layout.bitDepth;
    if (depth == 8) {
      std::memcpy(out, in, static_cast<std::size_t>(image.width));
      return;
    }
    std::memset(out, 0, job.rowBytes);
    const int perByte = 8 / depth;
    for (int x = 0; x < image.width; ++x)
      out[x / perByte] |= static_cast<unsigned char>(in[x] << (8 - depth * (x % perByte + 1)));
    return;
  }
  for (int x = 0; x < image.width; ++x) {
    const std::uint32_t p = pixelAt(image, x, y);
    const std::uint32_t a = p >> 24;
    const std::uint32_t r = (p >> 16) & 0xff, g = (p >> 8) & 0xff, b = p & 0xff;
    if (job.layout.kind == PngLayout::Kind::Rgb) {
      *out++ = static_cast<unsigned char>(r);
      *out++ = static_cast<unsigned char>(g);
      *out++ = static_cast<unsigned char>(b);
    } else {
      *out++ = unpremultiply(r, a);
      *out++ = unpremultiply(g, a);
      *out++ = unpremultiply(b, a);
      *out++ = static_cast<unsigned char>(a);
    }
  }
}

struct Band {
  int firstRow = 0, endRow = 0;
  // Raw deflate, ending on a byte boundary. Left uninitialised: sized for the worst case,
  // of which a drawn map uses a fraction; zero-filling it made the pages resident (216 MB
  // for a 120 x 160-hex map at 64 px a hex, bench/scaling.sh).
  std::unique_ptr<unsigned char[]> deflated;
  std::size_t deflatedSize = 0;
  std::uint32_t adler = 1;
  std::size_t length = 0;  // uncompressed bytes
  bool ok = false;
};

void compressBand(const Job& job, int level, bool last, Band& band) {
  const std::size_t line = job.rowBytes + 1;
  z_stream z{};
  if (deflateInit2(&z, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) != Z_OK) return;
  std::vector<unsigned char> row(line);
  if (band.firstRow > 0) {
    // The previous band's last 32 KiB, as the serial stream would have them in its window.
    const int rowsBack = static_cast<int>(std::min<std::size_t>((kWindow + line - 1) / line, band.firstRow));
    std::vector<unsigned char> before(line * static_cast<std::size_t>(rowsBack));
    for (int i = 0; i < rowsBack; ++i) scanline(job, band.firstRow - rowsBack + i, before.data() + line * i);
    const std::size_t keep = std::min(kWindow, before.size());
    deflateSetDictionary(&z, before.data() + before.size() - keep, static_cast<uInt>(keep));
  }
  const std::size_t capacity = deflateBound(&z, line * static_cast<uLong>(band.endRow - band.firstRow)) + 64;
  band.deflated.reset(new unsigned char[capacity]);
  z.next_out = band.deflated.get();
  z.avail_out = static_cast<uInt>(capacity);
  int status = Z_OK;
  for (int y = band.firstRow; y < band.endRow && status == Z_OK; ++y) {
    scanline(job, y, row.data());
    band.adler = static_cast<std::uint32_t>(adler32(band.adler, row.data(), static_cast<uInt>(line)));
    z.next_in = row.data();
    z.avail_in = static_cast<uInt>(line);
    const bool end = y + 1 == band.endRow;
    // A full flush would reset the window; a sync flush ends the band on a byte boundary
    // and keeps the stream valid when the next band's bytes follow.
    status = deflate(&z, end ? (last ? Z_FINISH : Z_SYNC_FLUSH) : Z_NO_FLUSH);
    if (end && last) status = status == Z_STREAM_END ? Z_OK : Z_BUF_ERROR;  // finished, or out of room
    if (z.avail_in != 0) status = Z_BUF_ERROR;  // the bound was not enough: never drop input
  }
  band.length = line * static_cast<std::size_t>(band.endRow - band.firstRow);
  band.deflatedSize = capacity - z.avail_out;
  band.ok = status == Z_OK;
  deflateEnd(&z);
}

void put32(std::vector<unsigned char>& out, std::uint32_t v) {
  out.push_back(static_cast<unsigned char>(v >> 24));
  out.push_back(static_cast<unsigned char>(v >> 16));
  out.push_back(static_cast<unsigned char>(v >> 8));
  out.push_back(static_cast<unsigned char>(v));
}

bool writeChunk(const ByteSink& sink, const char* name, const unsigned char* data, std::size_t length) {
  std::vector<unsigned char> head;
  put32(head, static_cast<std::uint32_t>(length));
  head.insert(head.end(), name, name + 4);
  uLong crc = crc32(0, head.data() + 4, 4);
  if (length > 0) crc = crc32(crc, data, static_cast<uInt>(length));
  std::vector<unsigned char> tail;
  put32(tail, static_cast<std::uint32_t>(crc));
  return sink(head.data(), head.size()) && (length == 0 || sink(data, length)) && sink(tail.data(), tail.size());
}

bool writeChunk(const ByteSink& sink, const char* name, const std::vector<unsigned char>& data) {
  return writeChunk(sink, name, data.data(), data.size());
}

// IDAT chunks of at most kMaxChunk bytes over the concatenated pieces.
class IdatWriter {
 public:
  explicit IdatWriter(const ByteSink& sink) : m_sink(sink) {}
  bool add(const unsigned char* data, std::size_t n) {
    while (n > 0) {
      const std::size_t take = std::min(n, kMaxChunk - m_pending.size());
      m_pending.insert(m_pending.end(), data, data + take);
      data += take;
      n -= take;
      if (m_pending.size() == kMaxChunk && !flush()) return false;
    }
    return true;
  }
  bool flush() {
    if (m_pending.empty()) return true;
    const bool ok = writeChunk(m_sink, "IDAT", m_pending);
    m_pending.clear();
    return ok;
  }

 private:
  const ByteSink& m_sink;
  std::vector<unsigned char> m_pending;
};

}  // namespace

std::optional<PngLayout> encodePng(const ImageView& image, double dpi, const ByteSink& sink, std::string& error) {
  if (!image.data || image.width <= 0 || image.height <= 0) {
    error = "cannot write an empty image as PNG";
    return std::nullopt;
  }
  Job job{};
  job.image = &image;
  std::optional<Palette> palette = exactPalette(image);
  std::vector<unsigned char> plte, trns;
  int colourType = 2;
  if (palette) {
    const int n = static_cast<int>(palette->colours.size());
    job.layout = {PngLayout::Kind::Palette, n, n <= 2 ? 1 : n <= 4 ? 2 : n <= 16 ? 4 : 8};
    bool translucent = false;
    for (const std::uint32_t p : palette->colours) {
      const std::uint32_t a = p >> 24;
      plte.push_back(unpremultiply((p >> 16) & 0xff, a));
      plte.push_back(unpremultiply((p >> 8) & 0xff, a));
      plte.push_back(unpremultiply(p & 0xff, a));
      trns.push_back(static_cast<unsigned char>(a));
      translucent = translucent || a != 0xff;
    }
    if (!translucent) trns.clear();
    job.palette = &*palette;
    job.rowBytes = (static_cast<std::size_t>(image.width) * job.layout.bitDepth + 7) / 8;
    colourType = 3;
  } else {
    const bool rgb = opaque(image);
    job.layout = {rgb ? PngLayout::Kind::Rgb : PngLayout::Kind::Rgba, 0, 8};
    job.rowBytes = static_cast<std::size_t>(image.width) * (rgb ? 3 : 4);
    colourType = rgb ? 2 : 6;
  }
  const int level = palette ? kPaletteZlibLevel : kRgbZlibLevel;

  const std::size_t total = (job.rowBytes + 1) * static_cast<std::size_t>(image.height);
  const int bands = static_cast<int>(std::clamp<std::size_t>(total / kMinBandBytes, 1, kBands));
  std::vector<Band> parts(static_cast<std::size_t>(std::min(bands, image.height)));
  for (std::size_t i = 0; i < parts.size(); ++i) {
    parts[i].firstRow = static_cast<int>(static_cast<std::size_t>(image.height) * i / parts.size());
    parts[i].endRow = static_cast<int>(static_cast<std::size_t>(image.height) * (i + 1) / parts.size());
  }
  const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
  const std::size_t workers = std::min<std::size_t>(parts.size(), cores);
  {
    // Band b on worker b % workers: each worker takes every workers-th band.
    std::vector<std::jthread> threads;
    for (std::size_t w = 1; w < workers; ++w)
      threads.emplace_back([&, w] {
        for (std::size_t b = w; b < parts.size(); b += workers)
          compressBand(job, level, b + 1 == parts.size(), parts[b]);
      });
    for (std::size_t b = 0; b < parts.size(); b += workers) compressBand(job, level, b + 1 == parts.size(), parts[b]);
  }
  for (const Band& band : parts) {
    if (!band.ok) {
      error = "PNG compression failed";
      return std::nullopt;
    }
  }

  static constexpr unsigned char kSignature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
  std::vector<unsigned char> ihdr;
  put32(ihdr, static_cast<std::uint32_t>(image.width));
  put32(ihdr, static_cast<std::uint32_t>(image.height));
  ihdr.insert(ihdr.end(), {static_cast<unsigned char>(job.layout.bitDepth), static_cast<unsigned char>(colourType), 0,
                           0, 0});  // deflate, adaptive-filter method, no interlace
  bool ok = sink(kSignature, sizeof kSignature) && writeChunk(sink, "IHDR", ihdr);
  if (ok && palette) ok = writeChunk(sink, "PLTE", plte) && (trns.empty() || writeChunk(sink, "tRNS", trns));
  if (ok && dpi > 0) {
    std::vector<unsigned char> phys;
    const auto perMetre = static_cast<std::uint32_t>(std::lround(dpi / 0.0254));
    put32(phys, perMetre);
    put32(phys, perMetre);
    phys.push_back(1);  // unit: the metre
    ok = writeChunk(sink, "pHYs", phys);
  }
  if (ok) {
    IdatWriter idat(sink);
    // zlib header: deflate with a 32 KiB window, no preset dictionary, level class in FLEVEL.
    const unsigned char header[2] = {0x78, static_cast<unsigned char>(level >= 6 ? 0x9c : 0x5e)};
    ok = idat.add(header, 2);
    std::uint32_t adler = 1;
    for (const Band& band : parts) {
      ok = ok && idat.add(band.deflated.get(), band.deflatedSize);
      adler = static_cast<std::uint32_t>(adler32_combine(adler, band.adler, static_cast<z_off_t>(band.length)));
    }
    std::vector<unsigned char> trailer;
    put32(trailer, adler);
    ok = ok && idat.add(trailer.data(), trailer.size()) && idat.flush() && writeChunk(sink, "IEND", nullptr, 0);
  }
  if (!ok) {
    error = "write error";
    return std::nullopt;
  }
  return job.layout;
}

}  // namespace hexwright::exporters
