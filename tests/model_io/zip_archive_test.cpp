#include "model/io/zip_archive.h"

#include <gtest/gtest.h>
#include <stdlib.h>
#include <sys/stat.h>

#include <fstream>
#include <sstream>

#include "support/files.h"
#include "support/temp_dir.h"

namespace fs = std::filesystem;
using namespace hexwright;
using hexwright::testing::readFile;
using hexwright::testing::TempDir;

namespace {

void makeArchive(const fs::path& zipPath, const fs::path& rasterFile) {
  std::string error;
  auto zip = io::ZipWriter::create(zipPath, error);
  ASSERT_TRUE(zip) << error;
  ASSERT_TRUE(zip->addBuffer("a.xml", "<a/>\n", true, error)) << error;
  ASSERT_TRUE(zip->addBuffer("empty.txt", "", true, error)) << error;
  ASSERT_TRUE(zip->addFile("rasters/r.tif", rasterFile, false, error)) << error;
  ASSERT_TRUE(zip->close(error)) << error;
}

}  // namespace

TEST(ZipArchive, WriteReadAndExtract) {
  TempDir tmp;
  const std::string raster(300000, 'r');
  std::ofstream(tmp.path / "r.tif", std::ios::binary) << raster;
  makeArchive(tmp.path / "a.zip", tmp.path / "r.tif");
  std::string error;
  auto zip = io::ZipReader::open(tmp.path / "a.zip", error);
  ASSERT_TRUE(zip) << error;
  EXPECT_EQ(zip->names(), (std::vector<std::string>{"a.xml", "empty.txt", "rasters/r.tif"}));
  EXPECT_TRUE(zip->contains("rasters/r.tif"));
  EXPECT_FALSE(zip->contains("r.tif"));
  EXPECT_EQ(*zip->read("a.xml", error), "<a/>\n");
  EXPECT_EQ(*zip->read("empty.txt", error), "");
  EXPECT_FALSE(zip->read("none", error));
  ASSERT_TRUE(zip->extractTo("rasters/r.tif", tmp.path / "out.tif", error)) << error;
  EXPECT_EQ(readFile(tmp.path / "out.tif"), raster);
}

TEST(ZipArchive, SameContentSameBytes) {
  TempDir tmp;
  std::ofstream(tmp.path / "r.tif", std::ios::binary) << "raster bytes";
  makeArchive(tmp.path / "one.zip", tmp.path / "r.tif");
  // A different file time and mode on the source must not show in the archive.
  ::chmod((tmp.path / "r.tif").c_str(), 0600);
  fs::last_write_time(tmp.path / "r.tif", fs::last_write_time(tmp.path / "r.tif") - std::chrono::hours(50));
  makeArchive(tmp.path / "two.zip", tmp.path / "r.tif");
  EXPECT_EQ(readFile(tmp.path / "one.zip"), readFile(tmp.path / "two.zip"));
}

TEST(ZipArchive, CopyFromAnotherArchive) {
  TempDir tmp;
  std::ofstream(tmp.path / "r.tif", std::ios::binary) << "raster bytes";
  makeArchive(tmp.path / "one.zip", tmp.path / "r.tif");
  std::string error;
  auto source = io::ZipReader::open(tmp.path / "one.zip", error);
  ASSERT_TRUE(source);
  {
    auto zip = io::ZipWriter::create(tmp.path / "two.zip", error);
    ASSERT_TRUE(zip);
    ASSERT_TRUE(zip->addFromZip("copied.tif", *source, "rasters/r.tif", true, error)) << error;
    EXPECT_FALSE(zip->addFromZip("x", *source, "missing", true, error));
    ASSERT_TRUE(zip->close(error)) << error;
  }
  auto two = io::ZipReader::open(tmp.path / "two.zip", error);
  ASSERT_TRUE(two);
  EXPECT_EQ(*two->read("copied.tif", error), "raster bytes");
}

TEST(ZipArchive, NotAnArchive) {
  TempDir tmp;
  std::ofstream(tmp.path / "x.zip") << "hello";
  std::string error;
  EXPECT_FALSE(io::ZipReader::open(tmp.path / "x.zip", error));
  EXPECT_FALSE(error.empty());
  EXPECT_FALSE(io::ZipReader::open(tmp.path / "none.zip", error));
}

TEST(ZipArchive, DiscardedWriterLeavesNoFile) {
  TempDir tmp;
  std::string error;
  {
    auto zip = io::ZipWriter::create(tmp.path / "x.zip", error);
    ASSERT_TRUE(zip);
    ASSERT_TRUE(zip->addBuffer("a", "b", true, error));
  }
  EXPECT_FALSE(fs::exists(tmp.path / "x.zip"));
}
