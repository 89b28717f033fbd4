#include "importers/raster/raster_footprint.h"

#include <cpl_vsi.h>

#include <atomic>

#include "importers/common/input_location.h"
#include "importers/gdal/gdal_errors.h"
#include "importers/gdal/gdal_handles.h"
#include "importers/gdal/gdal_setup.h"
#include "importers/gdal/geotransform.h"
#include "importers/gdal/spatial_ref.h"
#include "importers/ground/ground_grid.h"
#include "model/io/bundle.h"

namespace hexwright::importers {
namespace {

// An archive's raster is read from memory: GDAL opens it like a file.
class MemoryFile {
 public:
  explicit MemoryFile(std::string bytes) : m_bytes(std::move(bytes)) {
    static std::atomic<int> counter{0};
    m_path = "/vsimem/hexwright-footprint-" + std::to_string(++counter);
    VSIFCloseL(VSIFileFromMemBuffer(m_path.c_str(), reinterpret_cast<GByte*>(m_bytes.data()),
                                    static_cast<vsi_l_offset>(m_bytes.size()), FALSE));
  }
  ~MemoryFile() { VSIUnlink(m_path.c_str()); }
  MemoryFile(const MemoryFile&) = delete;
  MemoryFile& operator=(const MemoryFile&) = delete;
  const std::string& path() const { return m_path; }

 private:
  std::string m_bytes;
  std::string m_path;
};

}  // namespace

std::optional<RasterFootprint> bundleRasterFootprint(const std::filesystem::path& bundle, const std::string& file,
                                                     const std::string& crs, model::Diagnostics& diagnostics) {
  registerGdalDrivers();
  std::optional<MemoryFile> memory;
  std::string path = (bundle / file).string();
  if (!std::filesystem::is_directory(bundle)) {
    auto bytes = io::readBundleFile(bundle, file, diagnostics);
    if (!bytes) return std::nullopt;
    memory.emplace(std::move(*bytes));
    path = memory->path();
  }
  gdal::ErrorScope errors(diagnostics, file);
  gdal::DatasetPtr ds(GDALDataset::Open(path.c_str(), GDAL_OF_RASTER | GDAL_OF_VERBOSE_ERROR));
  if (!ds) return std::nullopt;
  const auto gt = gdal::geoTransformOf(*ds);
  gdal::SrsPtr own = gdal::rasterSrs(*ds);
  if (!gt || !own) {
    diagnostics.add(model::Severity::Error, "import.raster.not-georeferenced",
                    "the background raster has no georeference to fit the grid to", atInput(file));
    return std::nullopt;
  }
  RasterFootprint f{rasterCorners(*gt, ds->GetRasterXSize(), ds->GetRasterYSize()), gdal::storableText(*own)};
  if (crs.empty()) return f;
  gdal::SrsPtr target = gdal::parseSrs(crs, diagnostics, "the grid's CRS");
  if (!target) return std::nullopt;
  if (gdal::sameCrs(*own, *target)) return RasterFootprint{f.corners, gdal::storableText(*target)};
  auto ct = gdal::makeTransform(*own, *target, diagnostics);
  if (!ct) return std::nullopt;
  for (model::Vec2& c : f.corners)
    if (!gdal::transformPoint(*ct, c)) return std::nullopt;
  f.crs = gdal::storableText(*target);
  return f;
}

}  // namespace hexwright::importers
