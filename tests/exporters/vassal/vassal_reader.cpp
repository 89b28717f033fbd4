#include "exporters/vassal/vassal_reader.h"

#include <cairo.h>
#include <zip.h>

#include <cstring>

namespace hexwright::vassal_test {

std::optional<Module> Module::read(const std::filesystem::path& file, std::string& error) {
  int code = 0;
  zip_t* z = zip_open(file.c_str(), ZIP_RDONLY | ZIP_CHECKCONS, &code);
  if (!z) {
    error = "not a zip archive (libzip error " + std::to_string(code) + ")";
    return std::nullopt;
  }
  Module m;
  const zip_int64_t n = zip_get_num_entries(z, 0);
  for (zip_int64_t i = 0; i < n; ++i) {
    zip_stat_t st;
    zip_stat_init(&st);
    if (zip_stat_index(z, static_cast<zip_uint64_t>(i), 0, &st) != 0) continue;
    ZipEntry e;
    e.name = st.name;
    e.method = st.comp_method;
    e.mtime = static_cast<std::int64_t>(st.mtime);
    e.data.resize(st.size);
    zip_file_t* f = zip_fopen_index(z, static_cast<zip_uint64_t>(i), 0);
    if (!f || zip_fread(f, e.data.data(), st.size) != static_cast<zip_int64_t>(st.size)) {
      error = "cannot read entry " + e.name;
      if (f) zip_fclose(f);
      zip_discard(z);
      return std::nullopt;
    }
    zip_fclose(f);
    m.m_entries.push_back(std::move(e));
  }
  zip_discard(z);
  const ZipEntry* build = m.entry("buildFile.xml");
  const ZipEntry* data = m.entry("moduledata");
  if (!build || !data) {
    error = "no buildFile.xml or moduledata";
    return std::nullopt;
  }
  const auto r1 = m.m_build->load_buffer(build->data.data(), build->data.size(),
                                         pugi::parse_default | pugi::parse_ws_pcdata_single);
  const auto r2 = m.m_data->load_buffer(data->data.data(), data->data.size());
  if (!r1 || !r2) {
    error = std::string("XML: ") + (r1 ? r2.description() : r1.description());
    return std::nullopt;
  }
  return m;
}

const ZipEntry* Module::entry(const std::string& name) const {
  for (const auto& e : m_entries)
    if (e.name == name) return &e;
  return nullptr;
}

namespace {
struct Reading {
  const std::string* data;
  std::size_t at = 0;
};
cairo_status_t readBytes(void* closure, unsigned char* out, unsigned int length) {
  auto* r = static_cast<Reading*>(closure);
  if (r->at + length > r->data->size()) return CAIRO_STATUS_READ_ERROR;
  std::memcpy(out, r->data->data() + r->at, length);
  r->at += length;
  return CAIRO_STATUS_SUCCESS;
}
}  // namespace

std::optional<Image> Module::image(const std::string& name) const {
  const ZipEntry* e = entry("images/" + name);
  if (!e) return std::nullopt;
  Reading r{&e->data};
  cairo_surface_t* s = cairo_image_surface_create_from_png_stream(readBytes, &r);
  if (cairo_surface_status(s) != CAIRO_STATUS_SUCCESS) {
    cairo_surface_destroy(s);
    return std::nullopt;
  }
  Image img;
  img.width = cairo_image_surface_get_width(s);
  img.height = cairo_image_surface_get_height(s);
  const int stride = cairo_image_surface_get_stride(s);
  const unsigned char* p = cairo_image_surface_get_data(s);
  const cairo_format_t format = cairo_image_surface_get_format(s);
  img.pixels.resize(static_cast<std::size_t>(img.width) * img.height);
  for (int y = 0; y < img.height; ++y)
    for (int x = 0; x < img.width; ++x) {
      std::uint32_t v;
      std::memcpy(&v, p + static_cast<std::size_t>(y) * stride + 4 * x, 4);
      if (format == CAIRO_FORMAT_RGB24) v |= 0xff000000u;
      img.pixels[static_cast<std::size_t>(y) * img.width + x] = v;
    }
  cairo_surface_destroy(s);
  return img;
}

}  // namespace hexwright::vassal_test
