#pragma once
// A second, independent reader of .vmod archives for the tests: libzip and pugixml
// directly (not the exporter's io::ZipWriter/XmlWriter), PNGs decoded by Cairo.
#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <pugixml.hpp>
#include <string>
#include <vector>

namespace hexwright::vassal_test {

struct ZipEntry {
  std::string name;
  std::string data;
  int method = 0;          // ZIP_CM_STORE 0, ZIP_CM_DEFLATE 8
  std::int64_t mtime = 0;  // as libzip reports it (local time of the DOS stamp)
};

/// Pixels of a decoded PNG, 0xAARRGGBB (premultiplied as Cairo keeps them).
struct Image {
  int width = 0, height = 0;
  std::vector<std::uint32_t> pixels;
  std::uint32_t at(int x, int y) const { return pixels[static_cast<std::size_t>(y) * width + x]; }
  bool inside(int x, int y) const { return x >= 0 && y >= 0 && x < width && y < height; }
};

class Module {
 public:
  /// nullopt with `error` when the file is not a zip or lacks buildFile.xml.
  static std::optional<Module> read(const std::filesystem::path& file, std::string& error);

  const std::vector<ZipEntry>& entries() const { return m_entries; }
  const ZipEntry* entry(const std::string& name) const;
  const pugi::xml_document& buildFile() const { return *m_build; }
  const pugi::xml_document& moduleData() const { return *m_data; }
  /// images/<name> decoded; nullopt when absent or not a PNG.
  std::optional<Image> image(const std::string& name) const;

 private:
  std::vector<ZipEntry> m_entries;
  std::shared_ptr<pugi::xml_document> m_build = std::make_shared<pugi::xml_document>();
  std::shared_ptr<pugi::xml_document> m_data = std::make_shared<pugi::xml_document>();
};

}  // namespace hexwright::vassal_test
