// Containment and ownership of bundles at the io level: names from folders and zips are
// checked, links are never followed, a hostile .hexwz saved as a folder writes nothing
// outside it, an archive keeps entries it does not own, and a save that started from a
// bundle someone else has saved since is refused.
#include <gtest/gtest.h>

#include <fstream>

#include "model/io/bundle.h"
#include "model/io/bundle_paths.h"
#include "model/io/zip_archive.h"
#include "sample_scenario.h"
#include "support/files.h"
#include "support/temp_dir.h"

namespace fs = std::filesystem;
using namespace hexwright;
using hexwright::testing::readFile;
using hexwright::testing::TempDir;

namespace {

std::size_t filesUnder(const fs::path& dir) {
  std::size_t n = 0;
  for (const auto& e : fs::recursive_directory_iterator(dir)) n += e.is_regular_file() ? 1 : 0;
  return n;
}

/// A .hexwz whose documents are fine, plus `extra` entries (name, bytes).
void writeArchive(const fs::path& path, const model::Scenario& s,
                  const std::vector<std::pair<std::string, std::string>>& extra) {
  const io::BundleDocuments docs = io::writeDocuments(s);
  std::string error;
  auto zip = io::ZipWriter::create(path, error);
  ASSERT_TRUE(zip) << error;
  ASSERT_TRUE(zip->addBuffer("scenario.xml", docs.scenarioXml, true, error)) << error;
  ASSERT_TRUE(zip->addBuffer("map.xml", docs.mapXml, true, error)) << error;
  ASSERT_TRUE(zip->addBuffer("oob.xml", docs.oobXml, true, error)) << error;
  for (const auto& [name, bytes] : extra) ASSERT_TRUE(zip->addBuffer(name, bytes, false, error)) << error;
  ASSERT_TRUE(zip->close(error)) << error;
}

model::Scenario plainScenario() {
  model::Scenario s = samples::sampleHexScenario();
  s.map.backgrounds.clear();
  return s;
}

TEST(BundlePaths, OnlyPlainRelativeNamesAreAccepted) {
  for (const char* ok : {"scenario.xml", "sources/ohio.txt", "rasters/a b/c.tif", "sources/..hidden"})
    EXPECT_TRUE(io::isPlainBundlePath(ok)) << ok;
  for (const char* bad : {"", "/etc/passwd", "../x", "sources/../../x", "a/./b", "a//b", "a\\b", "a/", "..", "a\nb"})
    EXPECT_FALSE(io::isPlainBundlePath(bad)) << bad;
  EXPECT_FALSE(io::isPlainBundlePath(std::string(2000, 'a')));
}

TEST(BundlePaths, ALinkOnTheWayIsRefused) {
  TempDir tmp;
  fs::create_directories(tmp.path / "b" / "sources");
  fs::create_directories(tmp.path / "outside");
  fs::create_symlink("../../outside", tmp.path / "b" / "sources" / "up");
  std::string error;
  EXPECT_FALSE(io::pathInside(tmp.path / "b", "sources/up/x.txt", error));
  EXPECT_NE(error.find("symbolic link"), std::string::npos) << error;
  EXPECT_TRUE(io::pathInside(tmp.path / "b", "sources/new/x.txt", error));
}

TEST(BundleContainment, HostileArchiveIsRefusedAndSavingItAsAFolderWritesNothingOutside) {
  TempDir tmp;
  const fs::path work = tmp.path / "work";
  fs::create_directories(work);
  const fs::path hostile = work / "hostile.hexwz";
  for (const std::string& bad :
       {std::string("sources/../../escape.txt"), "/" + (tmp.path / "abs.txt").relative_path().string(),
        std::string("sources/..\\..\\win.txt")}) {
    fs::remove(hostile);
    writeArchive(hostile, plainScenario(), {{"sources/fine.txt", "fine"}, {bad, "escaped"}});
    model::Diagnostics d;
    EXPECT_FALSE(io::loadBundle(hostile, d)) << bad;
    EXPECT_TRUE(d.hasRule("bundle.zip.entry-invalid")) << bad;
    // Save As / crash-recovery autosave of a scenario whose files come from that archive.
    model::Diagnostics save;
    EXPECT_FALSE(io::saveBundle(plainScenario(), work / "copy.hexw", save, hostile)) << bad;
    EXPECT_TRUE(save.hasRule("bundle.zip.entry-invalid"));
    EXPECT_FALSE(fs::exists(work / "copy.hexw"));
    EXPECT_FALSE(fs::exists(tmp.path / "escape.txt"));
    EXPECT_FALSE(fs::exists(tmp.path / "abs.txt"));
    EXPECT_EQ(filesUnder(tmp.path), 1u) << bad;  // the archive itself
  }
}

TEST(BundleContainment, AnArchiveSavedAsAFolderCarriesItsSources) {
  TempDir tmp;
  const fs::path archive = tmp.path / "ok.hexwz";
  writeArchive(archive, plainScenario(), {{"sources/ohio.txt", "listing"}});
  model::Diagnostics d;
  ASSERT_TRUE(io::saveBundle(plainScenario(), tmp.path / "ok.hexw", d, archive)) << d.items().front().message;
  EXPECT_EQ(readFile(tmp.path / "ok.hexw" / "sources" / "ohio.txt"), "listing");
}

TEST(BundleContainment, ARasterReachedThroughALinkIsNotCopied) {
  TempDir tmp;
  model::Scenario s = plainScenario();
  s.map.backgrounds.push_back(model::BackgroundImage{});
  s.map.backgrounds.back().file = "rasters/map.tif";
  fs::create_directories(tmp.path / "outside");
  std::ofstream(tmp.path / "outside" / "map.tif") << "private";
  fs::create_directories(tmp.path / "src.hexw");
  fs::create_symlink("../outside", tmp.path / "src.hexw" / "rasters");
  model::Diagnostics d;
  ASSERT_TRUE(io::saveBundle(s, tmp.path / "dst.hexw", d, tmp.path / "src.hexw"));
  EXPECT_TRUE(d.hasRule("bundle.raster.missing"));
  EXPECT_FALSE(fs::exists(tmp.path / "dst.hexw" / "rasters" / "map.tif"));
}

TEST(BundleOwnership, AnArchiveKeepsEntriesItDoesNotOwn) {
  TempDir tmp;
  const fs::path archive = tmp.path / "b.hexwz";
  writeArchive(archive, plainScenario(), {{"NOTES.md", "notes"}, {"images/p.png", "png"}});
  model::Scenario s = plainScenario();
  s.title = "Changed";
  model::Diagnostics d;
  ASSERT_TRUE(io::saveBundle(s, archive, d));
  std::string error;
  auto zip = io::ZipReader::open(archive, error);
  ASSERT_TRUE(zip) << error;
  EXPECT_EQ(zip->read("NOTES.md", error), std::optional<std::string>("notes"));
  EXPECT_EQ(zip->read("images/p.png", error), std::optional<std::string>("png"));
  EXPECT_NE(zip->read("scenario.xml", error).value_or("").find("Changed"), std::string::npos);
}

TEST(BundleConcurrency, ASaveFromAStaleLoadIsRefusedAndChangesNothing) {
  TempDir tmp;
  const fs::path b = tmp.path / "b.hexw";
  model::Diagnostics d;
  ASSERT_TRUE(io::saveBundle(plainScenario(), b, d, std::nullopt, "absent"));
  std::string stampA, stampB;
  auto a = io::loadBundle(b, d, &stampA);
  auto other = io::loadBundle(b, d, &stampB);
  ASSERT_TRUE(a && other);
  EXPECT_EQ(stampA, stampB);
  EXPECT_EQ(io::bundleStampOnDisk(b), stampA);
  other->title = "First save wins";
  std::string saved;
  ASSERT_TRUE(io::saveBundle(*other, b, d, std::nullopt, stampB, &saved));
  EXPECT_EQ(io::bundleStampOnDisk(b), saved);
  const std::string before = readFile(b / "scenario.xml");
  a->title = "Second save would drop the first";
  model::Diagnostics late;
  EXPECT_FALSE(io::saveBundle(*a, b, late, std::nullopt, stampA));
  ASSERT_TRUE(late.hasRule("bundle.save.conflict"));
  EXPECT_EQ(readFile(b / "scenario.xml"), before);
  // A new bundle expected absent is refused when one appeared meanwhile.
  model::Diagnostics created;
  EXPECT_FALSE(io::saveBundle(*a, b, created, std::nullopt, "absent"));
  EXPECT_TRUE(created.hasRule("bundle.save.conflict"));
}

TEST(BundleArchive, ADeclaredHugeEntryDoesNotAllocateWhatItDeclares) {
  // An entry larger than the ceiling is refused while reading, by bytes inflated.
  TempDir tmp;
  const fs::path archive = tmp.path / "big.hexwz";
  writeArchive(archive, plainScenario(), {{"sources/big.txt", std::string(3 << 20, 'x')}});
  std::string error;
  auto zip = io::ZipReader::open(archive, error);
  ASSERT_TRUE(zip);
  EXPECT_FALSE(zip->read("sources/big.txt", error, 1 << 20));
  EXPECT_NE(error.find("larger than 1 MiB"), std::string::npos) << error;
  EXPECT_TRUE(zip->read("sources/big.txt", error, 4 << 20));
}

}  // namespace

namespace {

TEST(BundleArchive, AnEntryDeclaring4GiBIsReadByTheBytesItHas) {
  TempDir tmp;
  const fs::path archive = tmp.path / "liar.hexwz";
  writeArchive(archive, plainScenario(), {});
  std::string bytes = readFile(archive);
  // Every header of scenario.xml (local: size at +22, central: at +24) now says 4 GiB - 16.
  const std::string name = "scenario.xml";
  for (std::size_t at = bytes.find(name); at != std::string::npos; at = bytes.find(name, at + 1)) {
    for (const auto& [sig, nameOffset, sizeOffset] :
         {std::tuple{std::string("PK\x03\x04", 4), 30u, 22u}, std::tuple{std::string("PK\x01\x02", 4), 46u, 24u}}) {
      if (at < nameOffset || bytes.compare(at - nameOffset, 4, sig) != 0) continue;
      for (int k = 0; k < 4; ++k) bytes[at - nameOffset + sizeOffset + k] = k == 0 ? '\xF0' : '\xFF';
    }
  }
  std::ofstream(archive, std::ios::binary | std::ios::trunc) << bytes;
  // The declared size only guides a first allocation of at most 1 MiB: the entry is
  // read by what it holds (reserving what it declares would throw std::bad_alloc
  // or take 4 GiB).
  model::Diagnostics d;
  const auto s = io::loadBundle(archive, d);
  ASSERT_TRUE(s) << (d.items().empty() ? "" : model::formatDiagnostic(d.items().front()));
  EXPECT_EQ(s->title, plainScenario().title);
}

}  // namespace
