#include "importers/raster/background_decoder.h"

#include <cpl_vsi.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstring>
#include <memory>
#include <numbers>

#include "importers/common/input_location.h"
#include "importers/gdal/gdal_errors.h"
#include "importers/gdal/gdal_handles.h"
#include "importers/gdal/gdal_setup.h"
#include "importers/gdal/geotransform.h"
#include "importers/gdal/spatial_ref.h"
#include "importers/ground/ground_grid.h"

namespace hexwright::importers {
namespace fs = std::filesystem;

struct BackgroundDecoder::Impl {
  std::string file;
  double opacity = 1;
  gdal::DatasetPtr dataset;
  model::Affine2D pixelToGround;
  model::Affine2D groundToPixel;
  int width = 0;
  int height = 0;
  bool elevation = false;  // a kept DEM: decoded as hill shading
};

namespace {

void warn(model::Diagnostics& d, const std::string& file, const std::string& why) {
  d.add(model::Severity::Warning, "import.background.skipped", "background " + file + " not drawn: " + why,
        atInput(file));
}

bool exists(const std::string& path) {
  VSIStatBufL st;
  return VSIStatL(path.c_str(), &st) == 0;
}

// GDAL reads a folder bundle's file directly and an archive's entry through /vsizip/
// (entries sit at the top or under the archive's one top-level folder), streaming only
// the blocks asked for: the archive is never unpacked.
std::optional<std::string> gdalPath(const fs::path& bundle, const std::string& file) {
  if (fs::is_directory(bundle)) {
    const std::string p = (bundle / file).string();
    return exists(p) ? std::optional(p) : std::nullopt;
  }
  const std::string zip = "/vsizip/" + bundle.string();
  if (exists(zip + "/" + file)) return zip + "/" + file;
  const CPLStringList top(VSIReadDir(zip.c_str()));
  if (top.size() == 1 && exists(zip + "/" + top[0] + "/" + file)) return zip + "/" + top[0] + "/" + file;
  return std::nullopt;
}

// Which bands carry red, green, blue and alpha (0: none). Grey repeats band 1.
struct BandRoles {
  int r = 1, g = 1, b = 1, a = 0;
  const GDALColorTable* palette = nullptr;
};

BandRoles rolesOf(GDALDataset& ds) {
  BandRoles roles;
  const int n = ds.GetRasterCount();
  for (int i = 1; i <= n; ++i) {
    switch (ds.GetRasterBand(i)->GetColorInterpretation()) {
      case GCI_RedBand:
        roles.r = i;
        break;
      case GCI_GreenBand:
        roles.g = i;
        break;
      case GCI_BlueBand:
        roles.b = i;
        break;
      case GCI_AlphaBand:
        roles.a = i;
        break;
      default:
        break;
    }
  }
  // Uninterpreted bands: RGB(A) by count, grey(+alpha) below three.
  if (n >= 3 && roles.r == 1 && roles.g == 1 && roles.b == 1) roles.g = 2, roles.b = 3;
  if (roles.a == 0 && (n == 2 || n == 4)) roles.a = n;
  if (n == 1) roles.palette = ds.GetRasterBand(1)->GetColorTable();
  return roles;
}

// A window (x, y, w, h in `band`'s pixels) as RasterIO takes it: whole pixels that
// cover it, with the sub-pixel part kept for the resampler.
struct SourceWindow {
  int x0, y0, x1, y1;
  GDALRasterIOExtraArg extra;
};

SourceWindow sourceWindow(GDALRasterBand& band, const std::array<double, 4>& win, GDALRIOResampleAlg resampling) {
  const double fx = win[0], fy = win[1], fw = win[2], fh = win[3];
  SourceWindow w{};
  w.x0 = std::clamp(static_cast<int>(std::floor(fx)), 0, band.GetXSize() - 1);
  w.y0 = std::clamp(static_cast<int>(std::floor(fy)), 0, band.GetYSize() - 1);
  w.x1 = std::clamp(static_cast<int>(std::ceil(fx + fw)), w.x0 + 1, band.GetXSize());
  w.y1 = std::clamp(static_cast<int>(std::ceil(fy + fh)), w.y0 + 1, band.GetYSize());
  INIT_RASTERIO_EXTRA_ARG(w.extra);
  w.extra.eResampleAlg = resampling;
  w.extra.bFloatingPointWindowValidity = TRUE;
  w.extra.dfXOff = fx;
  w.extra.dfYOff = fy;
  w.extra.dfXSize = std::min(fw, band.GetXSize() - fx);
  w.extra.dfYSize = std::min(fh, band.GetYSize() - fy);
  return w;
}

// Reads the window (x, y, w, h in full-resolution pixels) of band `index` at overview
// `level` (-1: full) into every fourth byte of `out` (bw × bh pixels).
bool readBand(GDALDataset& ds, int index, int level, const std::array<double, 4>& win, int bw, int bh,
              GDALRIOResampleAlg resampling, std::uint8_t* out) {
  GDALRasterBand* band = ds.GetRasterBand(index);
  double scaleX = 1, scaleY = 1;
  if (level >= 0) {
    GDALRasterBand* overview = band->GetOverview(level);
    if (!overview) return false;
    scaleX = static_cast<double>(overview->GetXSize()) / ds.GetRasterXSize();
    scaleY = static_cast<double>(overview->GetYSize()) / ds.GetRasterYSize();
    band = overview;
  }
  SourceWindow w =
      sourceWindow(*band, {win[0] * scaleX, win[1] * scaleY, win[2] * scaleX, win[3] * scaleY}, resampling);
  return band->RasterIO(GF_Read, w.x0, w.y0, w.x1 - w.x0, w.y1 - w.y0, out, bw, bh, GDT_Byte, 4,
                        static_cast<GSpacing>(bw) * 4, &w.extra) == CE_None;
}

// The heights of the window, resampled bilinearly like the colour bands.
bool readHeights(GDALDataset& ds, const std::array<double, 4>& win, int bw, int bh, std::vector<float>& out) {
  GDALRasterBand* band = ds.GetRasterBand(1);
  SourceWindow w = sourceWindow(*band, win, GRIORA_Bilinear);
  out.assign(static_cast<std::size_t>(bw) * static_cast<std::size_t>(bh), 0.0f);
  return band->RasterIO(GF_Read, w.x0, w.y0, w.x1 - w.x0, w.y1 - w.y0, out.data(), bw, bh, GDT_Float32, 0, 0,
                        &w.extra) == CE_None;
}

// Hill shading of a kept DEM's window, as a light-and-shadow film to lay over the
// natural map's terrain art: GDAL's own hillshade (GDALDEMProcessing, lit from the north-west
// on the heights wrapped as a MEM dataset), then shadow as translucent black and lit
// slopes as translucent white, so flat ground leaves the art's colours as they are.
bool shadeHeights(const std::vector<float>& heights, int bw, int bh, double metresPerPixel, double nodata,
                  bool hasNodata, std::uint8_t* argb) {
  GDALDriver* mem = GetGDALDriverManager()->GetDriverByName("MEM");
  if (!mem) return false;
  gdal::DatasetPtr dem(mem->Create("", bw, bh, 1, GDT_Float32, nullptr));
  if (!dem) return false;
  double transform[6] = {0, metresPerPixel, 0, 0, 0, -metresPerPixel};
  dem->SetGeoTransform(transform);
  GDALRasterBand* band = dem->GetRasterBand(1);
  if (hasNodata) band->SetNoDataValue(nodata);
  auto* data = const_cast<float*>(heights.data());
  if (band->RasterIO(GF_Write, 0, 0, bw, bh, data, bw, bh, GDT_Float32, 0, 0, nullptr) != CE_None) return false;
  // One light from the north-west (GDAL's default azimuth 315°, altitude 45°), the
  // convention of printed maps: a multidirectional shade lights no flank above flat
  // ground, so the slopes facing the light would not read as lit.
  const char* args[] = {"-of", "MEM", "-compute_edges", nullptr};
  std::unique_ptr<GDALDEMProcessingOptions, decltype(&GDALDEMProcessingOptionsFree)> options(
      GDALDEMProcessingOptionsNew(const_cast<char**>(args), nullptr), &GDALDEMProcessingOptionsFree);
  if (!options) return false;
  gdal::DatasetPtr shade = gdal::adopt(GDALDEMProcessing("", dem.get(), "hillshade", nullptr, options.get(), nullptr));
  if (!shade) return false;
  std::vector<std::uint8_t> value(static_cast<std::size_t>(bw) * static_cast<std::size_t>(bh));
  if (shade->GetRasterBand(1)->RasterIO(GF_Read, 0, 0, bw, bh, value.data(), bw, bh, GDT_Byte, 0, 0, nullptr) !=
      CE_None)
    return false;
  // GDAL's hillshade of flat ground is 255 · sin(altitude), altitude 45° by default;
  // 0 is its nodata.
  const double flat = 255.0 * std::sin(std::numbers::pi / 4);
  constexpr double kShadow = 0.55, kLight = 0.35;
  for (std::size_t i = 0; i < value.size(); ++i) {
    const double v = value[i];
    double alpha = 0, grey = 0;
    if (value[i] != 0 && v < flat) {
      alpha = kShadow * (flat - v) / flat;
    } else if (v > flat) {
      alpha = kLight * (v - flat) / (255 - flat);
      grey = alpha;  // premultiplied white
    }
    const auto a = static_cast<std::uint32_t>(std::lround(alpha * 255));
    const auto g = static_cast<std::uint32_t>(std::lround(grey * 255));
    const std::uint32_t word = a << 24 | g << 16 | g << 8 | g;
    std::memcpy(argb + i * 4, &word, 4);
  }
  return true;
}

// Red, green and blue of the full-resolution window in one dataset read, straight into
// the ARGB32 words (little-endian: B, G, R at bytes 0, 1, 2): a pixel-interleaved file
// (what `import map` writes) has each block decoded and resampled once for all three
// bands, where three band reads decoded it three times (or held it in the cache).
bool readRgb(GDALDataset& ds, const BandRoles& roles, const std::array<double, 4>& win, int bw, int bh,
             std::uint8_t* out) {
  const double fx = win[0], fy = win[1], fw = win[2], fh = win[3];
  const int x0 = std::clamp(static_cast<int>(std::floor(fx)), 0, ds.GetRasterXSize() - 1);
  const int y0 = std::clamp(static_cast<int>(std::floor(fy)), 0, ds.GetRasterYSize() - 1);
  const int x1 = std::clamp(static_cast<int>(std::ceil(fx + fw)), x0 + 1, ds.GetRasterXSize());
  const int y1 = std::clamp(static_cast<int>(std::ceil(fy + fh)), y0 + 1, ds.GetRasterYSize());
  GDALRasterIOExtraArg extra;
  INIT_RASTERIO_EXTRA_ARG(extra);
  extra.eResampleAlg = GRIORA_Bilinear;
  extra.bFloatingPointWindowValidity = TRUE;
  extra.dfXOff = fx;
  extra.dfYOff = fy;
  extra.dfXSize = std::min(fw, ds.GetRasterXSize() - fx);
  extra.dfYSize = std::min(fh, ds.GetRasterYSize() - fy);
  int bands[] = {roles.b, roles.g, roles.r};
  return ds.RasterIO(GF_Read, x0, y0, x1 - x0, y1 - y0, out, bw, bh, GDT_Byte, 3, bands, 4,
                     static_cast<GSpacing>(bw) * 4, 1, &extra) == CE_None;
}

// The area's corners in full-resolution pixels; the window (x, y, w, h) is their
// bounding box on the file. nullopt when the area misses the file.
std::optional<std::array<double, 4>> fileWindow(const model::Affine2D& groundToPixel, int width, int height,
                                                const model::Rect& area) {
  double px0 = 1e300, py0 = 1e300, px1 = -1e300, py1 = -1e300;
  for (const model::Vec2 c : {model::Vec2{area.x, area.y}, model::Vec2{area.right(), area.y},
                              model::Vec2{area.right(), area.bottom()}, model::Vec2{area.x, area.bottom()}}) {
    const model::Vec2 p = groundToPixel.apply(c);
    px0 = std::min(px0, p.x), py0 = std::min(py0, p.y), px1 = std::max(px1, p.x), py1 = std::max(py1, p.y);
  }
  // Whole pixels, one extra around so bilinear smoothing has neighbours at the seams.
  px0 = std::max(0.0, std::floor(px0) - 1), py0 = std::max(0.0, std::floor(py0) - 1);
  px1 = std::min<double>(width, std::ceil(px1) + 1), py1 = std::min<double>(height, std::ceil(py1) + 1);
  if (!(px1 > px0 && py1 > py0)) return std::nullopt;
  return std::array<double, 4>{px0, py0, px1 - px0, py1 - py0};
}

// The coarsest overview still at least as fine as the output, which has `shrink` file
// pixels (of a file `width` pixels wide) per output pixel; -1 for the full resolution.
int overviewFor(GDALDataset& ds, int width, double shrink) {
  int level = -1;
  GDALRasterBand* first = ds.GetRasterBand(1);
  for (int i = 0; i < first->GetOverviewCount(); ++i) {
    GDALRasterBand* o = first->GetOverview(i);
    if (!o) continue;
    const double factor = static_cast<double>(width) / o->GetXSize();
    const double levelFactor = level < 0 ? 1.0 : static_cast<double>(width) / first->GetOverview(level)->GetXSize();
    if (factor <= shrink * 1.001 && factor > levelFactor) level = i;
  }
  return level;
}

// Bands are read straight into the ARGB32 words (no second buffer): byte offsets of
// A, R, G, B within a native-order 32-bit word.
constexpr bool little = std::endian::native == std::endian::little;
constexpr int offA = little ? 3 : 0, offR = little ? 2 : 1, offG = little ? 1 : 2, offB = little ? 0 : 3;

// Relief is read from the full-resolution heights (an overview's averages would
// flatten the slopes the shading shows).
bool decodeRelief(GDALDataset& ds, const std::array<double, 4>& win, int bw, int bh, double metresPerPixel,
                  std::uint8_t* px) {
  std::vector<float> heights;
  int hasNodata = 0;
  const double nodata = ds.GetRasterBand(1)->GetNoDataValue(&hasNodata);
  return readHeights(ds, win, bw, bh, heights) &&
         shadeHeights(heights, bw, bh, metresPerPixel, nodata, hasNodata != 0, px);
}

// Palette indices cannot be averaged: nearest pixel, then the table's colours.
bool decodePalette(GDALDataset& ds, const GDALColorTable& palette, int level, const std::array<double, 4>& win, int bw,
                   int bh, std::uint8_t* px) {
  const std::size_t count = static_cast<std::size_t>(bw) * static_cast<std::size_t>(bh);
  const bool ok = readBand(ds, 1, level, win, bw, bh, GRIORA_NearestNeighbour, px);
  for (std::size_t i = 0; ok && i < count; ++i) {
    const GDALColorEntry* e = palette.GetColorEntry(px[i * 4]);
    if (!e) continue;
    px[i * 4 + offR] = static_cast<std::uint8_t>(e->c1), px[i * 4 + offG] = static_cast<std::uint8_t>(e->c2);
    px[i * 4 + offB] = static_cast<std::uint8_t>(e->c3), px[i * 4 + offA] = static_cast<std::uint8_t>(e->c4);
  }
  return ok;
}

// Red, green, blue and alpha, when there is one: in one dataset read where it can be
// (see readRgb), else band by band.
bool decodeColour(GDALDataset& ds, const BandRoles& roles, int level, const std::array<double, 4>& win, int bw, int bh,
                  std::uint8_t* px) {
  if (little && level < 0 && roles.a == 0 && roles.r != roles.g && roles.g != roles.b && roles.r != roles.b)
    return readRgb(ds, roles, win, bw, bh, px);
  return readBand(ds, roles.r, level, win, bw, bh, GRIORA_Bilinear, px + offR) &&
         readBand(ds, roles.g, level, win, bw, bh, GRIORA_Bilinear, px + offG) &&
         readBand(ds, roles.b, level, win, bw, bh, GRIORA_Bilinear, px + offB) &&
         (roles.a == 0 || readBand(ds, roles.a, level, win, bw, bh, GRIORA_Bilinear, px + offA));
}

// Cairo wants colour premultiplied by alpha.
void premultiply(std::uint8_t* px, std::size_t count) {
  for (std::size_t i = 0; i < count; ++i) {
    const unsigned a = px[i * 4 + offA];
    if (a == 255) continue;
    for (const int c : {offR, offG, offB}) px[i * 4 + c] = static_cast<std::uint8_t>((px[i * 4 + c] * a + 127) / 255);
  }
}

}  // namespace

BackgroundDecoder::BackgroundDecoder(std::unique_ptr<Impl> impl) : m(std::move(impl)) {}
BackgroundDecoder::~BackgroundDecoder() = default;
bool BackgroundDecoder::elevation() const { return m->elevation; }
const std::string& BackgroundDecoder::file() const { return m->file; }
double BackgroundDecoder::opacity() const { return m->opacity; }
int BackgroundDecoder::width() const { return m->width; }
int BackgroundDecoder::height() const { return m->height; }
const model::Affine2D& BackgroundDecoder::pixelToGround() const { return m->pixelToGround; }
int BackgroundDecoder::overviewCount() const { return m->dataset->GetRasterBand(1)->GetOverviewCount(); }

std::unique_ptr<BackgroundDecoder> BackgroundDecoder::open(const model::Map& map, const fs::path& bundle,
                                                           const model::BackgroundImage& image,
                                                           model::Diagnostics& diagnostics) {
  registerGdalDrivers();
  auto impl = std::make_unique<Impl>();
  impl->file = image.file;
  impl->opacity = image.opacity;
  impl->elevation = image.kind == model::RasterKind::Elevation;
  const auto path = gdalPath(bundle, image.file);
  if (!path) {
    warn(diagnostics, image.file, "the file is not in the bundle");
    return nullptr;
  }
  {
    model::Diagnostics gdalReports;
    gdal::ErrorScope errors(gdalReports, image.file);
    impl->dataset.reset(GDALDataset::Open(path->c_str(), GDAL_OF_RASTER | GDAL_OF_VERBOSE_ERROR));
    if (!impl->dataset) {
      warn(diagnostics, image.file,
           "not a raster GDAL can read" +
               (errors.lastFailure().empty() ? std::string() : " (" + errors.lastFailure() + ")"));
      return nullptr;
    }
  }
  GDALDataset& ds = *impl->dataset;
  impl->width = ds.GetRasterXSize();
  impl->height = ds.GetRasterYSize();
  if (impl->width <= 0 || impl->height <= 0 || ds.GetRasterCount() <= 0) {
    warn(diagnostics, image.file, "it holds no pixels");
    return nullptr;
  }
  // GDAL reads the file's own georeference, or the world file beside a PNG or JPEG.
  const auto pixelToCrs = gdal::geoTransformOf(ds);
  if (!pixelToCrs) {
    warn(diagnostics, image.file, "it has no georeference (GeoTIFF tags or a world file such as .pgw)");
    return nullptr;
  }
  if (map.kind == model::GridKind::Table) {
    impl->pixelToGround = *pixelToCrs;  // tabletop world files are in table inches
  } else {
    const auto& geo = map.ground.georeference;
    const auto crsToGrid = geo ? geo->gridToCrs.inverse() : std::nullopt;
    if (!crsToGrid) {
      warn(diagnostics, image.file, "the map has no georeference to place it with");
      return nullptr;
    }
    if (gdal::SrsPtr own = gdal::rasterSrs(ds)) {
      model::Diagnostics quiet;
      gdal::QuietScope silence;
      gdal::SrsPtr mapCrs = gdal::parseSrs(geo->crsWkt, quiet, "the map's CRS");
      if (mapCrs && !gdal::sameCrs(*own, *mapCrs)) {
        warn(diagnostics, image.file,
             "it lies in " + gdal::displayName(*own) + ", the map in " + gdal::displayName(*mapCrs) +
                 " (import it with 'hexwright import map', which warps it into the map's CRS)");
        return nullptr;
      }
    }
    impl->pixelToGround = *crsToGrid * *pixelToCrs;
  }
  const auto inverse = impl->pixelToGround.inverse();
  if (!inverse) {
    warn(diagnostics, image.file, "its georeference is singular");
    return nullptr;
  }
  impl->groundToPixel = *inverse;
  return std::unique_ptr<BackgroundDecoder>(new BackgroundDecoder(std::move(impl)));
}

std::optional<DecodedRaster> BackgroundDecoder::window(const model::Rect& area, double pixelsPerUnit,
                                                       model::Diagnostics& diagnostics, int maxSide) const {
  const auto box = fileWindow(m->groundToPixel, m->width, m->height, area);
  if (!box) return std::nullopt;
  const std::array<double, 4>& win = *box;
  const double px0 = win[0], py0 = win[1], ww = win[2], wh = win[3];

  // File pixels per output pixel: >1 means the output is coarser than the file.
  const double groundPerPixel =
      std::sqrt(std::abs(m->pixelToGround.c1 * m->pixelToGround.c5 - m->pixelToGround.c2 * m->pixelToGround.c4));
  double shrink = pixelsPerUnit > 0 ? 1.0 / (pixelsPerUnit * groundPerPixel) : 1.0;
  shrink = std::max({1.0, shrink, ww / maxSide, wh / maxSide});
  const int bw = std::max(1, static_cast<int>(std::ceil(ww / shrink)));
  const int bh = std::max(1, static_cast<int>(std::ceil(wh / shrink)));

  GDALDataset& ds = *m->dataset;
  const int level = overviewFor(ds, m->width, shrink);
  const BandRoles roles = rolesOf(ds);
  const std::size_t count = static_cast<std::size_t>(bw) * static_cast<std::size_t>(bh);
  DecodedRaster out;
  out.width = bw;
  out.height = bh;
  out.stride = bw * 4;
  out.overview = level;
  out.pixels.assign(count * 4, 255);
  std::uint8_t* px = out.pixels.data();
  model::Diagnostics gdalReports;
  gdal::ErrorScope errors(gdalReports, m->file);
  bool ok = false;
  if (m->elevation) {
    ok = decodeRelief(ds, win, bw, bh, groundPerPixel * std::max(ww / bw, wh / bh), px);
  } else if (roles.palette) {
    ok = decodePalette(ds, *roles.palette, level, win, bw, bh, px);
  } else {
    ok = decodeColour(ds, roles, level, win, bw, bh, px);
  }
  // Drop the blocks just read from GDAL's cache: a 20,000-pixel scan printed sheet by
  // sheet would otherwise fill the cache (5% of the machine's memory) with blocks the
  // next sheet does not need.
  ds.FlushCache(false);
  if (!ok) {
    warn(diagnostics, m->file,
         "cannot decode it" + (errors.lastFailure().empty() ? std::string() : " (" + errors.lastFailure() + ")"));
    return std::nullopt;
  }
  if (!m->elevation && (roles.a != 0 || roles.palette)) premultiply(px, count);
  // Output pixel → full-resolution pixel → ground.
  const model::Affine2D outToFile{px0, ww / bw, 0, py0, 0, wh / bh};
  out.pixelToGround = m->pixelToGround * outToFile;
  return out;
}

std::optional<DecodedRaster> BackgroundDecoder::whole(int maxSide, model::Diagnostics& diagnostics) const {
  // The raster's own extent as a ground rectangle (its bounding box if turned).
  double x0 = 1e300, y0 = 1e300, x1 = -1e300, y1 = -1e300;
  for (const model::Vec2 c : {model::Vec2{0, 0}, model::Vec2{static_cast<double>(m->width), 0},
                              model::Vec2{static_cast<double>(m->width), static_cast<double>(m->height)},
                              model::Vec2{0, static_cast<double>(m->height)}}) {
    const model::Vec2 p = m->pixelToGround.apply(c);
    x0 = std::min(x0, p.x), y0 = std::min(y0, p.y), x1 = std::max(x1, p.x), y1 = std::max(y1, p.y);
  }
  return window(model::Rect::fromEdges(x0, y0, x1, y1), 0, diagnostics, maxSide);
}

std::vector<std::unique_ptr<BackgroundDecoder>> openBackgrounds(const model::Map& map, const fs::path& bundle,
                                                                model::Diagnostics& diagnostics) {
  std::vector<std::unique_ptr<BackgroundDecoder>> out;
  for (const model::BackgroundImage& image : map.backgrounds) {
    if (!image.visible) continue;
    if (auto decoder = BackgroundDecoder::open(map, bundle, image, diagnostics)) out.push_back(std::move(decoder));
  }
  return out;
}

}  // namespace hexwright::importers
