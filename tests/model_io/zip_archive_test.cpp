#include "model/io/zip_archive.h"

#include <gtest/gtest.h>
#include <stdlib.h>
#include <sys/stat.h>

#include <cstdint>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

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

namespace {

void put16(std::string& s, unsigned v) {
  for (int i = 0; i < 2; ++i) s += static_cast<char>((v >> (8 * i)) & 0xff);
}
void put32(std::string& s, std::uint32_t v) {
  for (int i = 0; i < 4; ++i) s += static_cast<char>((v >> (8 * i)) & 0xff);
}

/// One stored entry "a" at offset 0 and `names` central-directory entries that all point
/// at it: each inflates to the same bytes, none has bytes of its own (a zip bomb's trick).
std::string sharedStreamArchive(const std::string& data, const std::vector<std::string>& names) {
  // CRC-32 of `data`, so that libzip reads each entry without complaint.
  std::uint32_t crc = 0xffffffffu;
  for (const unsigned char c : data) {
    crc ^= c;
    for (int k = 0; k < 8; ++k) crc = (crc >> 1) ^ (0xedb88320u & (0u - (crc & 1u)));
  }
  crc = ~crc;
  auto header = [&](std::uint32_t signature, bool central, const std::string& name) {
    std::string h;
    put32(h, signature);
    if (central) put16(h, 20);  // made by
    put16(h, 20);               // needed
    put16(h, 0);                // flags
    put16(h, 0);                // stored
    put16(h, 0);                // time
    put16(h, 0x21);             // date
    put32(h, crc);
    put32(h, static_cast<std::uint32_t>(data.size()));
    put32(h, static_cast<std::uint32_t>(data.size()));
    put16(h, static_cast<unsigned>(name.size()));
    put16(h, 0);  // extra
    if (central) {
      put16(h, 0);  // comment
      put16(h, 0);  // disk
      put16(h, 0);  // internal attributes
      put32(h, 0);  // external attributes
      put32(h, 0);  // local header offset: every entry shares the one at 0
    }
    return h + name;
  };
  std::string zip = header(0x04034b50, false, "a") + data;
  const auto centralStart = static_cast<std::uint32_t>(zip.size());
  std::string central;
  for (const std::string& n : names) central += header(0x02014b50, true, n);
  zip += central;
  put32(zip, 0x06054b50);
  put16(zip, 0);
  put16(zip, 0);
  put16(zip, static_cast<unsigned>(names.size()));
  put16(zip, static_cast<unsigned>(names.size()));
  put32(zip, static_cast<std::uint32_t>(central.size()));
  put32(zip, centralStart);
  put16(zip, 0);
  return zip;
}

}  // namespace

TEST(ZipArchive, EntriesSharingOneCompressedStreamAreRefused) {
  TempDir tmp;
  const std::string data(4000, 'z');
  hexwright::testing::writeFile(tmp.path / "one.zip", sharedStreamArchive(data, {"a"}));
  hexwright::testing::writeFile(tmp.path / "bomb.zip", sharedStreamArchive(data, {"a", "b", "c", "d"}));
  std::string error;
  auto one = io::ZipReader::open(tmp.path / "one.zip", error);
  ASSERT_TRUE(one) << error;  // the hand-made archive is itself sound
  EXPECT_EQ(one->read("a", error), data) << error;
  EXPECT_FALSE(io::ZipReader::open(tmp.path / "bomb.zip", error));
  EXPECT_NE(error.find("bomb.zip"), std::string::npos) << error;
  EXPECT_NE(error.find("overlap"), std::string::npos) << error;
}

TEST(ZipArchive, AnEntryNeverInflatesPastTheSizeItDeclares) {
  TempDir tmp;
  std::string error;
  {
    auto zip = io::ZipWriter::create(tmp.path / "liar.zip", error);
    ASSERT_TRUE(zip);
    ASSERT_TRUE(zip->addBuffer("sources/big.txt", std::string(300000, 'x'), true, error)) << error;
    ASSERT_TRUE(zip->close(error)) << error;
  }
  // Both headers of the entry now declare 1000 bytes (local: size at +22, central: +24).
  std::string bytes = readFile(tmp.path / "liar.zip");
  const std::string name = "sources/big.txt";
  for (std::size_t at = bytes.find(name); at != std::string::npos; at = bytes.find(name, at + 1)) {
    const std::size_t header = bytes.compare(at - 30, 4, "PK\x03\x04") == 0 ? at - 30 : at - 46;
    const std::size_t size = header + (header == at - 30 ? 22 : 24);
    bytes.replace(size, 4, std::string("\xe8\x03\x00\x00", 4));
  }
  hexwright::testing::writeFile(tmp.path / "liar.zip", bytes);
  auto zip = io::ZipReader::open(tmp.path / "liar.zip", error);
  ASSERT_TRUE(zip) << error;
  EXPECT_FALSE(zip->read(name, error));
  EXPECT_NE(error.find("inflates past the 1000 bytes it declares"), std::string::npos) << error;
  error.clear();
  EXPECT_FALSE(zip->extractTo(name, tmp.path / "out.txt", error));
  EXPECT_NE(error.find("inflates past"), std::string::npos) << error;
  EXPECT_LE(fs::file_size(tmp.path / "out.txt"), 1u << 16);  // stopped within one chunk
}
