#include "importers/common/bundle_rasters.h"

#include <cctype>
#include <set>

namespace hexwright::importers {

std::string freshBackgroundName(const std::filesystem::path& bundleDir, const std::filesystem::path& raster,
                                const model::Map& map) {
  std::string stem = raster.stem().string();
  for (char& c : stem)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '-' && c != '_' && c != '.') c = '-';
  if (stem.empty()) stem = "background";
  std::set<std::string> used;
  for (const auto& b : map.backgrounds) used.insert(b.file);
  for (int n = 1;; ++n) {
    const std::string name = "rasters/" + stem + (n == 1 ? "" : "-" + std::to_string(n)) + ".tif";
    if (!used.count(name) && !std::filesystem::exists(bundleDir / name)) return name;
  }
}

}  // namespace hexwright::importers
