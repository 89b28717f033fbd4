#include "importers/oob/workbook.h"

#include <cpl_vsi.h>

#include <atomic>
#include <cstdint>
#include <fstream>
#include <sstream>

#include "importers/common/input_location.h"
#include "importers/gdal/gdal_errors.h"
#include "importers/gdal/gdal_handles.h"
#include "importers/gdal/gdal_setup.h"
#include "importers/oob/oob_import.h"
#include "importers/oob/text_util.h"
#include "model/io/atomic_file.h"
#include "model/io/io_limits.h"

namespace hexwright::importers::oob {
namespace {

const char* driverFor(const std::string& extension) { return lower(extension) == ".ods" ? "ODS" : "XLSX"; }

std::atomic<int> g_scratch{0};

}  // namespace

std::optional<std::vector<WorkbookSheet>> readWorkbook(std::string_view bytes, const std::string& extension,
                                                       const std::string& shown, model::Diagnostics& d) {
  registerGdalDrivers();
  gdal::ErrorScope errors(d, shown);
  // GDAL reads from memory under /vsimem/: nothing is written to disk.
  const std::string mem = "/vsimem/hexwright-oob-" + std::to_string(++g_scratch) + lower(extension);
  VSILFILE* f = VSIFileFromMemBuffer(mem.c_str(), reinterpret_cast<GByte*>(const_cast<char*>(bytes.data())),
                                     static_cast<vsi_l_offset>(bytes.size()), FALSE);
  if (f) VSIFCloseL(f);
  // A workbook is a zip: what it inflates to is bounded as a bundle's documents are, before
  // any XML is parsed (a zip bomb is refused, not expanded).
  {
    std::uint64_t inflated = 0;
    char** entries = VSIReadDirRecursive(("/vsizip/" + mem).c_str());
    for (int i = 0; entries && entries[i]; ++i) {
      VSIStatBufL st;
      if (VSIStatL(("/vsizip/" + mem + "/" + entries[i]).c_str(), &st) == 0) inflated += st.st_size;
    }
    CSLDestroy(entries);
    if (inflated > io::kMaxDocumentBytes) {
      VSIUnlink(mem.c_str());
      model::Location l = atInput(shown);
      d.add(model::Severity::Error, "import.oob.workbook.too-large",
            shown + " inflates to " + std::to_string(inflated >> 20) + " MiB; at most " +
                std::to_string(io::kMaxDocumentBytes >> 20) + " MiB are read",
            l);
      return std::nullopt;
    }
  }
  // Every row as text, the header row included: the table reader finds the header itself
  // (below a title block) and reads "1,459" as a number.
  const char* options[] = {"HEADERS=DISABLE", "FIELD_TYPES=STRING", nullptr};
  const char* drivers[] = {driverFor(extension), nullptr};
  gdal::DatasetPtr ds(GDALDataset::Open(mem.c_str(), GDAL_OF_VECTOR | GDAL_OF_READONLY, drivers, options));
  std::vector<WorkbookSheet> sheets;
  if (ds) {
    for (OGRLayer* layer : ds->GetLayers()) {
      WorkbookSheet sheet;
      sheet.name = layer->GetName();
      layer->ResetReading();
      int row = 0;
      // A driver that took the first row as field names anyway (GDAL's ODS driver ignores
      // HEADERS here) gets it back as the sheet's first row.
      OGRFeatureDefn* defn = layer->GetLayerDefn();
      bool named = false;
      for (int i = 0; i < defn->GetFieldCount(); ++i)
        named = named || !std::string_view(defn->GetFieldDefn(i)->GetNameRef()).starts_with("Field");
      if (named) {
        TableRow header;
        header.line = 1;
        for (int i = 0; i < defn->GetFieldCount(); ++i) header.cells.push_back(defn->GetFieldDefn(i)->GetNameRef());
        sheet.rows.push_back(std::move(header));
        row = 1;
      }
      for (auto& feature : *layer) {
        ++row;
        TableRow r;
        // The XLSX driver numbers features by sheet row; fall back to order for others.
        r.line = feature->GetFID() > 0 && feature->GetFID() < (1 << 30) ? static_cast<int>(feature->GetFID()) : row;
        for (int i = 0; i < feature->GetFieldCount(); ++i)
          r.cells.push_back(feature->IsFieldSetAndNotNull(i) ? trim(feature->GetFieldAsString(i)) : std::string());
        sheet.rows.push_back(std::move(r));
      }
      sheets.push_back(std::move(sheet));
    }
  }
  ds.reset();
  VSIUnlink(mem.c_str());
  if (sheets.empty()) {
    model::Location l = atInput(shown);
    d.add(model::Severity::Error, "import.oob.workbook.unreadable",
          shown + " is not a workbook GDAL's " + driverFor(extension) + " driver can read" +
              (errors.lastFailure().empty() ? std::string() : " (" + errors.lastFailure() + ")"),
          l);
    return std::nullopt;
  }
  return sheets;
}

bool writeWorkbook(const std::filesystem::path& file, const std::string& sheet,
                   const std::vector<std::vector<std::string>>& rows, std::string& error) {
  registerGdalDrivers();
  if (rows.empty()) {
    error = "nothing to write";
    return false;
  }
  model::Diagnostics d;
  gdal::ErrorScope errors(d, file.string());
  GDALDriver* driver = GetGDALDriverManager()->GetDriverByName(driverFor(file.extension().string()));
  if (!driver) {
    error = std::string("this GDAL has no ") + driverFor(file.extension().string()) + " driver";
    return false;
  }
  // Written under /vsimem/, then moved into place whole: a failed export leaves the old file.
  const std::string mem = "/vsimem/hexwright-oob-out-" + std::to_string(++g_scratch) + lower(file.extension().string());
  {
    gdal::DatasetPtr ds(driver->Create(mem.c_str(), 0, 0, 0, GDT_Unknown, nullptr));
    OGRLayer* layer = ds ? ds->CreateLayer(sheet.c_str(), nullptr, wkbNone, nullptr) : nullptr;
    if (!layer) {
      error = errors.lastFailure().empty() ? "GDAL could not create the workbook" : errors.lastFailure();
      return false;
    }
    for (const std::string& name : rows.front()) {
      OGRFieldDefn field(name.c_str(), OFTString);
      layer->CreateField(&field);
    }
    for (std::size_t r = 1; r < rows.size(); ++r) {
      gdal::FeaturePtr feature(OGRFeature::CreateFeature(layer->GetLayerDefn()));
      for (std::size_t c = 0; c < rows[r].size() && c < rows.front().size(); ++c)
        if (!rows[r][c].empty()) feature->SetField(static_cast<int>(c), rows[r][c].c_str());
      if (layer->CreateFeature(feature.get()) != OGRERR_NONE) {
        error = "GDAL could not write row " + std::to_string(r + 1);
        return false;
      }
    }
  }
  vsi_l_offset size = 0;
  GByte* data = VSIGetMemFileBuffer(mem.c_str(), &size, FALSE);
  const std::string bytes = data ? std::string(reinterpret_cast<const char*>(data), size) : std::string();
  VSIUnlink(mem.c_str());
  if (bytes.empty()) {
    error = errors.lastFailure().empty() ? "GDAL wrote nothing" : errors.lastFailure();
    return false;
  }
  return io::writeFileAtomic(file, bytes, error);
}

void installWorkbookSupport() { setWorkbookSupport(&readWorkbook, &writeWorkbook); }

}  // namespace hexwright::importers::oob
