#include "model/io/atomic_file.h"

#include <gtest/gtest.h>
#include <stdlib.h>

#include <algorithm>
#include <fstream>
#include <sstream>

#include "support/files.h"
#include "support/temp_dir.h"

namespace fs = std::filesystem;
using namespace hexwright;
using hexwright::testing::readFile;
using hexwright::testing::TempDir;

namespace {

std::vector<std::string> entries(const fs::path& dir) {
  std::vector<std::string> names;
  for (const auto& e : fs::directory_iterator(dir)) names.push_back(e.path().filename().string());
  std::sort(names.begin(), names.end());
  return names;
}

io::testing::FailureHook failAt(std::string step) {
  return [step](std::string_view s) { return s == step; };
}

}  // namespace

TEST(AtomicFile, WritesAndReplaces) {
  TempDir tmp;
  const fs::path f = tmp.path / "a.xml";
  std::string error;
  ASSERT_TRUE(io::writeFileAtomic(f, "first", error)) << error;
  EXPECT_EQ(readFile(f), "first");
  ASSERT_TRUE(io::writeFileAtomic(f, std::string(100000, 'x'), error)) << error;
  EXPECT_EQ(readFile(f), std::string(100000, 'x'));
  EXPECT_EQ(entries(tmp.path), (std::vector<std::string>{"a.xml"}));
  std::string back;
  ASSERT_TRUE(io::readWholeFile(f, back, error));
  EXPECT_EQ(back, std::string(100000, 'x'));
}

TEST(AtomicFile, FailureLeavesTheOldFileAndNoTemporary) {
  TempDir tmp;
  const fs::path f = tmp.path / "a.xml";
  std::string error;
  ASSERT_TRUE(io::writeFileAtomic(f, "old", error));
  for (const char* step : {"write:a.xml", "fsync", "rename"}) {
    io::testing::ScopedFailureHook hook(failAt(step));
    error.clear();
    EXPECT_FALSE(io::writeFileAtomic(f, "new", error)) << step;
    EXPECT_FALSE(error.empty());
    EXPECT_EQ(readFile(f), "old") << step;
    EXPECT_EQ(entries(tmp.path), (std::vector<std::string>{"a.xml"})) << step;
  }
}

TEST(AtomicFile, MissingFolderIsAnError) {
  TempDir tmp;
  std::string error;
  EXPECT_FALSE(io::writeFileAtomic(tmp.path / "no" / "a.xml", "x", error));
  EXPECT_NE(error.find("no"), std::string::npos);
  std::string out;
  EXPECT_FALSE(io::readWholeFile(tmp.path / "none", out, error));
  EXPECT_FALSE(io::readWholeFile(tmp.path, out, error));  // a folder
}

TEST(AtomicFile, ReplaceDirectoryNewAndExisting) {
  TempDir tmp;
  const fs::path target = tmp.path / "b.hexw";
  std::string error;
  for (const bool exchange : {true, false}) {
    io::testing::ScopedFailureHook hook(exchange ? io::testing::FailureHook{} : failAt("exchange"));
    for (const char* content : {"one", "two"}) {
      const auto staged = io::makeTempDirBeside(target, error);
      ASSERT_TRUE(staged) << error;
      EXPECT_EQ(staged->parent_path(), tmp.path);
      EXPECT_EQ(staged->filename().string().rfind("b.hexw.tmp-", 0), 0u);
      ASSERT_TRUE(io::writeFileDurable(*staged / "f", content, error));
      ASSERT_TRUE(io::replaceDirectory(*staged, target, error)) << error;
      EXPECT_EQ(readFile(target / "f"), content);
      EXPECT_EQ(entries(tmp.path), (std::vector<std::string>{"b.hexw"}));
    }
  }
}

TEST(AtomicFile, ReplaceDirectoryPutsTheOldOneBack) {
  TempDir tmp;
  const fs::path target = tmp.path / "b.hexw";
  fs::create_directories(target);
  std::ofstream(target / "f") << "old";
  std::string error;
  const auto staged = io::makeTempDirBeside(target, error);
  ASSERT_TRUE(staged);
  std::ofstream(*staged / "f") << "new";
  io::testing::ScopedFailureHook hook([](std::string_view s) { return s == "exchange" || s == "move-in"; });
  EXPECT_FALSE(io::replaceDirectory(*staged, target, error));
  EXPECT_EQ(readFile(target / "f"), "old");
  io::removeQuietly(*staged);
  EXPECT_EQ(entries(tmp.path), (std::vector<std::string>{"b.hexw"}));
}

TEST(AtomicFile, LinkOrCopy) {
  TempDir tmp;
  std::ofstream(tmp.path / "src") << "raster";
  std::string error;
  ASSERT_TRUE(io::linkOrCopyFile(tmp.path / "src", tmp.path / "dst", error)) << error;
  EXPECT_EQ(readFile(tmp.path / "dst"), "raster");
  EXPECT_FALSE(io::linkOrCopyFile(tmp.path / "none", tmp.path / "dst2", error));
}
