// Orders of battle kept in workbooks (issue: .xlsx and .ods read directly). The workbooks
// are built here with GDAL (an .ods also by hand, for the merged cells GDAL cannot write),
// never shipped as binary fixtures.
#include <cpl_vsi.h>
#include <gdal_priv.h>
#include <gtest/gtest.h>
#include <ogrsf_frmts.h>

#include <fstream>
#include <sstream>

#include "importers/gdal/gdal_setup.h"
#include "importers/oob/oob_csv_writer.h"
#include "importers/oob/workbook.h"
#include "oob_test_support.h"

namespace hexwright::testing {
namespace {

std::string vsiBytes(const std::string& path) {
  vsi_l_offset size = 0;
  GByte* data = VSIGetMemFileBuffer(path.c_str(), &size, FALSE);
  std::string out = data ? std::string(reinterpret_cast<const char*>(data), size) : std::string();
  VSIUnlink(path.c_str());
  return out;
}

/// A workbook written by GDAL: one sheet per entry, its first row the field names.
std::string gdalWorkbook(const std::string& driverName,
                         const std::vector<std::pair<std::string, std::vector<std::vector<std::string>>>>& sheets) {
  importers::registerGdalDrivers();
  const std::string path = "/vsimem/test-oob." + std::string(driverName == "ODS" ? "ods" : "xlsx");
  {
    GDALDriver* driver = GetGDALDriverManager()->GetDriverByName(driverName.c_str());
    GDALDatasetUniquePtr ds(driver->Create(path.c_str(), 0, 0, 0, GDT_Unknown, nullptr));
    for (const auto& [name, rows] : sheets) {
      OGRLayer* layer = ds->CreateLayer(name.c_str(), nullptr, wkbNone, nullptr);
      for (const auto& field : rows.front()) {
        OGRFieldDefn f(field.c_str(), OFTString);
        layer->CreateField(&f);
      }
      for (std::size_t r = 1; r < rows.size(); ++r) {
        OGRFeatureUniquePtr feature(OGRFeature::CreateFeature(layer->GetLayerDefn()));
        for (std::size_t c = 0; c < rows[r].size(); ++c)
          if (!rows[r][c].empty()) feature->SetField(static_cast<int>(c), rows[r][c].c_str());
        EXPECT_EQ(layer->CreateFeature(feature.get()), OGRERR_NONE);
      }
    }
  }
  return vsiBytes(path);
}

/// An OpenDocument spreadsheet written by hand (GDAL writes no merged cells): a title
/// merged over four columns, a blank row, the header, and "First Division" merged down
/// over its three units, as designers lay them out.
std::string odsWithMergedCells() {
  const std::string content = R"(<?xml version="1.0" encoding="UTF-8"?>
<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"
 xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"
 xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.2">
<office:body><office:spreadsheet>
<table:table table:name="Union">
<table:table-row>
 <table:table-cell table:number-columns-spanned="4" office:value-type="string"><text:p>Army of the Tennessee at Shiloh, April 6-7, 1862</text:p></table:table-cell>
 <table:covered-table-cell/><table:covered-table-cell/><table:covered-table-cell/>
</table:table-row>
<table:table-row><table:table-cell/><table:table-cell/><table:table-cell/><table:table-cell/></table:table-row>
<table:table-row>
 <table:table-cell office:value-type="string"><text:p>Division</text:p></table:table-cell>
 <table:table-cell office:value-type="string"><text:p>Brigade</text:p></table:table-cell>
 <table:table-cell office:value-type="string"><text:p>Regiment</text:p></table:table-cell>
 <table:table-cell office:value-type="string"><text:p>Strength</text:p></table:table-cell>
</table:table-row>
<table:table-row>
 <table:table-cell table:number-rows-spanned="3" office:value-type="string"><text:p>First Division</text:p></table:table-cell>
 <table:table-cell table:number-rows-spanned="2" office:value-type="string"><text:p>First Brigade</text:p></table:table-cell>
 <table:table-cell office:value-type="string"><text:p>8th Illinois</text:p></table:table-cell>
 <table:table-cell office:value-type="float" office:value="1459"><text:p>1,459</text:p></table:table-cell>
</table:table-row>
<table:table-row>
 <table:covered-table-cell/><table:covered-table-cell/>
 <table:table-cell office:value-type="string"><text:p>18th Illinois</text:p></table:table-cell>
 <table:table-cell office:value-type="string"><text:p>1,000</text:p></table:table-cell>
</table:table-row>
<table:table-row>
 <table:covered-table-cell/>
 <table:table-cell office:value-type="string"><text:p>Second Brigade</text:p></table:table-cell>
 <table:table-cell office:value-type="string"><text:p>11th Illinois</text:p></table:table-cell>
 <table:table-cell office:value-type="float" office:value="500"><text:p>500</text:p></table:table-cell>
</table:table-row>
<table:table-row>
 <table:table-cell office:value-type="string"><text:p>Total</text:p></table:table-cell>
 <table:table-cell/><table:table-cell/>
 <table:table-cell office:value-type="float" office:value="2959"><text:p>2,959</text:p></table:table-cell>
</table:table-row>
</table:table>
<table:table table:name="Sheet2"><table:table-row><table:table-cell/></table:table-row></table:table>
</office:spreadsheet></office:body></office:document-content>
)";
  const std::string zip = "/vsimem/merged.ods";
  for (const auto& [name, text] : std::vector<std::pair<std::string, std::string>>{
           {"mimetype", "application/vnd.oasis.opendocument.spreadsheet"}, {"content.xml", content}}) {
    VSILFILE* f = VSIFOpenL(("/vsizip/" + zip + "/" + name).c_str(), "wb");
    EXPECT_NE(f, nullptr);
    VSIFWriteL(text.data(), 1, text.size(), f);
    VSIFCloseL(f);
  }
  return vsiBytes(zip);
}

importers::oob::OobImportResult importWorkbook(const std::string& bytes, const std::string& name, model::Diagnostics& d,
                                               const std::string& sheet = {}) {
  importers::oob::installWorkbookSupport();
  importers::oob::OobImportRequest req;
  req.file = name;
  req.sheet = sheet;
  return importers::oob::importOobText(bytes, scenarioWithSides(bloodyApril()), bloodyApril(), req, d);
}

TEST(OobWorkbook, AnOdsWithATitleBlockAndMergedCellsReadsAsTheDesignerLaidItOut) {
  model::Diagnostics d;
  const auto r = importWorkbook(odsWithMergedCells(), "shiloh.ods", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  EXPECT_EQ(r.outcome.style, "workbook (1 sheet read)");  // the empty Sheet2 is nothing
  const auto* ill8 = unitNamed(r.oob, "8th Illinois");
  const auto* ill18 = unitNamed(r.oob, "18th Illinois");
  const auto* ill11 = unitNamed(r.oob, "11th Illinois");
  ASSERT_TRUE(ill8 && ill18 && ill11) << allDiagnostics(d);
  // The merged cells are the formation of every row they span.
  EXPECT_EQ(r.oob.findFormation(*ill18->formation)->name, "First Brigade");
  const auto* second = r.oob.findFormation(*ill11->formation);
  EXPECT_EQ(second->name, "Second Brigade");
  EXPECT_EQ(r.oob.findFormation(*second->parent)->name, "First Division");
  // The sheet is named for its side; the title block names the army it is under.
  for (const auto& u : r.oob.units) EXPECT_EQ(u.side.str(), "union") << u.name;
  // Numbers as numbers: 1459 men and "1,000" (text) both read; Bloody April's 100 men a
  // point (2.5) leaves 1459 unknown without a stated rounding, kept in the notes.
  EXPECT_EQ(model::intAttribute(ill18->attributes, "strength"), 10);
  EXPECT_NE(ill8->notes.find("men 1459"), std::string::npos) << ill8->notes;
  EXPECT_EQ(r.oob.units.size(), 3u);  // the total row is no unit
}

TEST(OobWorkbook, EverySheetIsReadAndASheetNamedForASideOrArmyGivesIt) {
  const std::vector<std::vector<std::string>> union_{
      {"division", "brigade", "unit", "men", "notes"},
      {"Sixth Division", "First Brigade", "25th Missouri", "1,000", "camped"},
      {"", "", "16th Wisconsin", "800", ""}};
  const std::vector<std::vector<std::string>> confederate{
      {"corps", "brigade", "unit", "type"}, {"Second Army Corps", "Gladden's Brigade", "21st Alabama", "infantry"}};
  for (const char* driver : {"XLSX", "ODS"}) {
    const std::string bytes =
        gdalWorkbook(driver, {{"Army of the Tennessee", union_}, {"Confederate Army of the Mississippi", confederate}});
    const std::string name = std::string("oob.") + (std::string(driver) == "ODS" ? "ods" : "xlsx");
    model::Diagnostics d;
    const auto r = importWorkbook(bytes, name, d);
    ASSERT_TRUE(r.ok) << driver << "\n" << allDiagnostics(d);
    EXPECT_EQ(r.outcome.style, "workbook (2 sheets read)") << driver;
    const auto* mo = unitNamed(r.oob, "25th Missouri");
    const auto* wi = unitNamed(r.oob, "16th Wisconsin");
    const auto* al = unitNamed(r.oob, "21st Alabama");
    ASSERT_TRUE(mo && wi && al) << driver << "\n" << allDiagnostics(d);
    EXPECT_EQ(model::intAttribute(mo->attributes, "strength"), 10) << driver;  // "1,000" men, 100 a point (2.5)
    EXPECT_EQ(mo->formation, wi->formation) << "filled down";
    EXPECT_EQ(mo->side.str(), "union") << driver;
    EXPECT_EQ(al->side.str(), "confederate") << driver;
    const model::Formation* top = r.oob.findFormation(*mo->formation);
    while (top->parent) top = r.oob.findFormation(*top->parent);
    EXPECT_EQ(top->name, "Army of the Tennessee") << driver;
    // --sheet picks one, by name or number.
    model::Diagnostics d2;
    const auto one = importWorkbook(bytes, name, d2, "2");
    ASSERT_TRUE(one.ok) << allDiagnostics(d2);
    EXPECT_EQ(unitNamed(one.oob, "25th Missouri"), nullptr);
    EXPECT_NE(unitNamed(one.oob, "21st Alabama"), nullptr);
    model::Diagnostics d3;
    EXPECT_FALSE(importWorkbook(bytes, name, d3, "Prussia").ok);
    EXPECT_TRUE(d3.hasRule("import.oob.workbook.no-sheet"));
  }
}

TEST(OobWorkbook, ExportedWorkbooksImportBackUnchanged) {
  importers::oob::installWorkbookSupport();
  model::Diagnostics d;
  const auto sample = importInto(
      "path,unit,type,men,notes\nArmy of the Ohio/Fourth Division/Tenth Brigade,36th Indiana,infantry,500,\"a, b\"\n"
      "Army of the Ohio/Fourth Division/Tenth Brigade,Terrill's Battery,artillery,,\n",
      "oob.csv", d);
  ASSERT_TRUE(sample.ok) << allDiagnostics(d);
  const std::string csv = importers::oob::writeOobCsv(sample.oob);
  for (const char* ext : {".xlsx", ".ods"}) {
    const auto file = std::filesystem::temp_directory_path() / ("hexwright-oob-export" + std::string(ext));
    std::string error;
    ASSERT_TRUE(importers::oob::writeOobWorkbook(sample.oob, file, error)) << error;
    std::ifstream in(file, std::ios::binary);
    std::ostringstream bytes;
    bytes << in.rdbuf();
    std::filesystem::remove(file);
    model::Diagnostics back;
    importers::oob::OobImportRequest req;
    req.file = file.filename();
    const auto r =
        importers::oob::importOobText(bytes.str(), scenarioWithSides(bloodyApril()), bloodyApril(), req, back);
    ASSERT_TRUE(r.ok) << ext << "\n" << allDiagnostics(back);
    EXPECT_EQ(importers::oob::writeOobCsv(r.oob), csv) << ext;
  }
}

// A real published listing (Fox's table of regiments with over 200 killed, as a data
// repository publishes it, tab-separated) saved as each workbook format reads as the
// table itself does.
TEST(OobWorkbook, APublishedListingReadsTheSameFromEachWorkbookFormat) {
  const auto source = std::filesystem::path(HEXWRIGHT_SOURCE_DIR) / "tests/importers/oob_corpus/published" /
                      "whole_war_fox_jrnold_regiments_over_200_killed.csv";
  std::ifstream in(source, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  ASSERT_FALSE(text.str().empty());
  std::vector<std::vector<std::string>> rows;
  for (const auto& r : importers::oob::splitCsvRows(text.str(), '\t'))
    if (!r.cells.empty()) rows.push_back(r.cells);
  ASSERT_GT(rows.size(), 60u);
  // Field names must be unique and not empty to GDAL; the header's own are.
  model::Diagnostics dt;
  importers::oob::OobImportRequest req;
  req.file = source.filename();
  req.side = "union";
  const auto fromTable =
      importers::oob::importOobText(text.str(), scenarioWithSides(bloodyApril()), bloodyApril(), req, dt);
  ASSERT_TRUE(fromTable.ok) << allDiagnostics(dt);
  for (const char* driver : {"XLSX", "ODS"}) {
    model::Diagnostics d;
    importers::oob::installWorkbookSupport();
    importers::oob::OobImportRequest w = req;
    w.file = std::string("fox.") + (std::string(driver) == "ODS" ? "ods" : "xlsx");
    const auto r = importers::oob::importOobText(gdalWorkbook(driver, {{"Regiments", rows}}),
                                                 scenarioWithSides(bloodyApril()), bloodyApril(), w, d);
    ASSERT_TRUE(r.ok) << driver << "\n" << allDiagnostics(d);
    EXPECT_EQ(r.outcome.formationsByLevel, fromTable.outcome.formationsByLevel) << driver;
    EXPECT_EQ(r.outcome.unitsByType, fromTable.outcome.unitsByType) << driver;
    EXPECT_EQ(r.outcome.units, fromTable.outcome.units) << driver;
    EXPECT_EQ(r.outcome.units, 63u) << driver;  // the hand count: 63 regiments
  }
}

TEST(OobWorkbook, AWorkbookThatInflatesPastTheDocumentCapIsRefusedUnread) {
  // 300 MiB of zeros in content.xml deflate to a few hundred KB.
  const std::string zip = "/vsimem/bomb.xlsx";
  VSILFILE* f = VSIFOpenL(("/vsizip/" + zip + "/xl/worksheets/sheet1.xml").c_str(), "wb");
  ASSERT_NE(f, nullptr);
  const std::string block(1 << 20, '0');
  for (int i = 0; i < 300; ++i) VSIFWriteL(block.data(), 1, block.size(), f);
  VSIFCloseL(f);
  const std::string bytes = vsiBytes(zip);
  ASSERT_LT(bytes.size(), 4u << 20);
  model::Diagnostics d;
  const auto r = importWorkbook(bytes, "bomb.xlsx", d);
  EXPECT_FALSE(r.ok);
  EXPECT_TRUE(d.hasRule("import.oob.workbook.too-large")) << allDiagnostics(d);
}

TEST(OobWorkbook, AFileThatIsNoWorkbookIsRefusedNamingIt) {
  model::Diagnostics d;
  const auto r = importWorkbook("this is not a zip", "broken.xlsx", d);
  EXPECT_FALSE(r.ok);
  const auto* e = findRule(d, "import.oob.workbook.unreadable");
  ASSERT_NE(e, nullptr) << allDiagnostics(d);
  EXPECT_NE(e->message.find("broken.xlsx"), std::string::npos);
}

}  // namespace
}  // namespace hexwright::testing
