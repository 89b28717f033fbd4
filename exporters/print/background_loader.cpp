#include "exporters/print/background_loader.h"

#include <cairo.h>
#include <zip.h>

#include <cctype>
#include <cstring>
#include <fstream>
#include <sstream>

namespace hexwright::exporters {
namespace {

using model::Severity;

struct Reader {
  const std::string& data;
  std::size_t at = 0;
};

cairo_status_t readPng(void* closure, unsigned char* out, unsigned int length) {
  auto* r = static_cast<Reader*>(closure);
  if (r->at + length > r->data.size()) return CAIRO_STATUS_READ_ERROR;
  std::memcpy(out, r->data.data() + r->at, length);
  r->at += length;
  return CAIRO_STATUS_SUCCESS;
}

// A file inside the bundle: a folder's file, or an archive's entry.
std::optional<std::string> readBundleFile(const std::filesystem::path& bundle, const std::string& name) {
  if (std::filesystem::is_directory(bundle)) {
    std::ifstream in(bundle / name, std::ios::binary);
    if (!in) return std::nullopt;
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
  }
  int error = 0;
  zip_t* z = zip_open(bundle.c_str(), ZIP_RDONLY, &error);
  if (!z) return std::nullopt;
  std::optional<std::string> out;
  zip_stat_t st;
  // Entries may sit at the top or under the bundle's folder name.
  for (const std::string& entry : {name, bundle.stem().string() + ".hexw/" + name}) {
    if (zip_stat(z, entry.c_str(), 0, &st) != 0) continue;
    zip_file_t* f = zip_fopen(z, entry.c_str(), 0);
    if (!f) continue;
    std::string data(static_cast<std::size_t>(st.size), '\0');
    const zip_int64_t n = zip_fread(f, data.data(), st.size);
    zip_fclose(f);
    if (n == static_cast<zip_int64_t>(st.size)) out = std::move(data);
    break;
  }
  zip_close(z);
  return out;
}

std::string lowerExtension(const std::string& file) {
  std::string ext = std::filesystem::path(file).extension().string();
  for (char& c : ext) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return ext;
}

}  // namespace

std::optional<Affine> parseWorldFile(const std::string& text) {
  std::istringstream in(text);
  double v[6];
  for (double& x : v)
    if (!(in >> x)) return std::nullopt;
  // World files give A, D, B, E, C, F with (C, F) the centre of the top-left pixel.
  const double A = v[0], D = v[1], B = v[2], E = v[3], C = v[4], F = v[5];
  return Affine{A, D, B, E, C - 0.5 * A - 0.5 * B, F - 0.5 * D - 0.5 * E};
}

std::optional<RasterImage> decodePng(const std::string& bytes) {
  Reader r{bytes};
  cairo_surface_t* s = cairo_image_surface_create_from_png_stream(readPng, &r);
  if (cairo_surface_status(s) != CAIRO_STATUS_SUCCESS) {
    cairo_surface_destroy(s);
    return std::nullopt;
  }
  // Normalise to ARGB32 (PNGs may decode as RGB24 or A8).
  RasterImage img;
  img.width = cairo_image_surface_get_width(s);
  img.height = cairo_image_surface_get_height(s);
  img.stride = cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, img.width);
  img.pixels.assign(static_cast<std::size_t>(img.stride) * static_cast<std::size_t>(img.height), 0);
  cairo_surface_t* target = cairo_image_surface_create_for_data(img.pixels.data(), CAIRO_FORMAT_ARGB32, img.width,
                                                                img.height, img.stride);
  cairo_t* cr = cairo_create(target);
  cairo_set_source_surface(cr, s, 0, 0);
  cairo_paint(cr);
  cairo_destroy(cr);
  cairo_surface_flush(target);
  cairo_surface_destroy(target);
  cairo_surface_destroy(s);
  return img;
}

std::vector<BackgroundRaster> loadBackgrounds(const model::Scenario& s, const std::filesystem::path& bundle,
                                              std::optional<double> opacity, model::Diagnostics& diagnostics) {
  std::vector<BackgroundRaster> out;
  const bool table = s.map.kind == model::GridKind::Table;
  std::optional<model::Affine2D> crsToGrid;
  if (s.map.ground.georeference) crsToGrid = s.map.ground.georeference->gridToCrs.inverse();
  for (const model::BackgroundImage& bg : s.map.backgrounds) {
    if (!bg.visible) continue;
    auto warn = [&](const std::string& why) {
      diagnostics.add(Severity::Warning, "export.map.background-skipped", "background " + bg.file + " not drawn: " + why);
    };
    if (lowerExtension(bg.file) != ".png") {
      warn("only PNG images with a world file can be drawn by the exporter (convert it, e.g. with gdal_translate -of PNG)");
      continue;
    }
    const auto bytes = readBundleFile(bundle, bg.file);
    if (!bytes) {
      warn("the file is not in the bundle");
      continue;
    }
    std::optional<Affine> pixelToCrs;
    const std::filesystem::path stem = std::filesystem::path(bg.file).replace_extension();
    for (const char* ext : {".pgw", ".pngw", ".wld"})
      if (auto text = readBundleFile(bundle, stem.string() + ext)) {
        pixelToCrs = parseWorldFile(*text);
        break;
      }
    if (!pixelToCrs) {
      warn("no world file (.pgw) beside it says where it lies");
      continue;
    }
    Affine pixelToGround = *pixelToCrs;  // tabletop world files are in table inches
    if (!table) {
      if (!crsToGrid) {
        warn("the map has no georeference to place it with");
        continue;
      }
      const auto& g = *crsToGrid;
      pixelToGround = Affine{g.c1, g.c4, g.c2, g.c5, g.c0, g.c3} * *pixelToCrs;
    }
    auto image = decodePng(*bytes);
    if (!image) {
      warn("not a readable PNG");
      continue;
    }
    out.push_back({bg.file, std::move(*image), pixelToGround, opacity.value_or(bg.opacity)});
  }
  return out;
}

}  // namespace hexwright::exporters
