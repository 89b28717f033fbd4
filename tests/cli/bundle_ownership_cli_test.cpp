// A bundle folder is the designer's folder: what `import oob` (every CLI save) keeps,
// where stored sources go, what two saves at once do, and what interrupted saves left.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>

#include "run_cli.h"

namespace hexwright::testing {
namespace {

namespace fs = std::filesystem;

void write(const fs::path& p, const std::string& text) {
  fs::create_directories(p.parent_path());
  std::ofstream(p, std::ios::binary) << text;
}

std::string newBundle(const TempDir& tmp) {
  const std::string bundle = (tmp / "shiloh.hexw").string();
  const auto r = runCli("new " + bundle + " --ruleset bloody-april --cols 10 --rows 10");
  EXPECT_EQ(r.exitCode, 0) << r.err;
  return bundle;
}

std::string listing(const std::string& brigade, const std::string& regiments) {
  return "[31.2] UNION: ARMY OF THE OHIO\n"
         "Commanding General: Major General Don Carlos Buell.\n"
         "FOURTH DIVISION\n"
         "Commanding General: Brig. Gen. William Nelson.\n" +
         brigade + " Brigade: Commanding: Colonel Jacob Ammen; " + regiments + "\n";
}

TEST(BundleOwnershipCli, SecondImportOfTheSameFileNameGetsItsOwnStoredSource) {
  TempDir tmp;
  const std::string bundle = newBundle(tmp);
  const std::string first = listing("Tenth", "36th Indiana, 6th Ohio");
  const std::string second = listing("Nineteenth", "9th Indiana, 41st Ohio");
  write(tmp / "a" / "ohio.txt", first);
  write(tmp / "b" / "ohio.txt", second);
  ASSERT_EQ(runCli("import oob " + bundle + " " + (tmp / "a" / "ohio.txt").string()).exitCode, 0);
  const auto r = runCli("import oob " + bundle + " " + (tmp / "b" / "ohio.txt").string());
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_NE(r.out.find("kept as sources/ohio-2.txt"), std::string::npos) << r.out;
  // The first import's provenance still points at the text it was read from.
  EXPECT_EQ(readFile(tmp / "shiloh.hexw" / "sources" / "ohio.txt"), first);
  EXPECT_EQ(readFile(tmp / "shiloh.hexw" / "sources" / "ohio-2.txt"), second);
  const std::string oob = readFile(tmp / "shiloh.hexw" / "oob.xml");
  EXPECT_NE(oob.find("file=\"sources/ohio.txt\" line=\"5\""), std::string::npos) << oob;
  EXPECT_NE(oob.find("file=\"sources/ohio-2.txt\" line=\"5\""), std::string::npos) << oob;
}

TEST(BundleOwnershipCli, SavesKeepVersionControlNotesImagesAndLinks) {
  TempDir tmp;
  const std::string bundle = newBundle(tmp);
  const fs::path b = tmp / "shiloh.hexw";
  write(b / ".git" / "HEAD", "ref: refs/heads/main\n");
  write(b / ".git" / "objects" / "ab" / "cdef01", "blob");
  write(b / "NOTES.md", "# Research notes\n");
  write(b / "images" / "photo.png", "not really a png");
  write(b / "rasters" / "unlisted.tif", "scan");
  fs::create_symlink("NOTES.md", b / "notes-link");
  ::chmod((b / "NOTES.md").c_str(), 0600);
  write(tmp / "ohio.txt", listing("Tenth", "36th Indiana"));
  const auto r = runCli("import oob " + bundle + " " + (tmp / "ohio.txt").string());
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_EQ(readFile(b / ".git" / "HEAD"), "ref: refs/heads/main\n");
  EXPECT_EQ(readFile(b / ".git" / "objects" / "ab" / "cdef01"), "blob");
  EXPECT_EQ(readFile(b / "NOTES.md"), "# Research notes\n");
  EXPECT_EQ(fs::status(b / "NOTES.md").permissions() & fs::perms::all, fs::perms::owner_read | fs::perms::owner_write);
  EXPECT_EQ(readFile(b / "images" / "photo.png"), "not really a png");
  EXPECT_EQ(readFile(b / "rasters" / "unlisted.tif"), "scan");
  ASSERT_TRUE(fs::is_symlink(b / "notes-link"));
  EXPECT_EQ(fs::read_symlink(b / "notes-link"), "NOTES.md");
  EXPECT_NE(readFile(b / "oob.xml").find("36th Indiana"), std::string::npos);
  EXPECT_TRUE(fs::exists(b / "sources" / "ohio.txt"));
}

TEST(BundleOwnershipCli, ALinkUnderSourcesIsNeverFollowedToWriteOrRead) {
  TempDir tmp;
  const std::string bundle = newBundle(tmp);
  const fs::path b = tmp / "shiloh.hexw";
  write(tmp / "outside" / "secret.txt", "secret");
  fs::create_directories(b / "sources");
  fs::create_symlink("../../outside/secret.txt", b / "sources" / "evil.txt");
  fs::create_symlink("../../outside", b / "sources" / "evil-dir");
  write(tmp / "ohio.txt", listing("Tenth", "36th Indiana"));
  ASSERT_EQ(runCli("import oob " + bundle + " " + (tmp / "ohio.txt").string()).exitCode, 0);
  EXPECT_EQ(readFile(tmp / "outside" / "secret.txt"), "secret");
  std::size_t outsideFiles = 0;
  for (const auto& e : fs::recursive_directory_iterator(tmp / "outside")) outsideFiles += e.is_regular_file() ? 1 : 0;
  EXPECT_EQ(outsideFiles, 1u);
  // Kept as the links they were, not as copies of what they point at.
  EXPECT_TRUE(fs::is_symlink(b / "sources" / "evil.txt"));
  EXPECT_TRUE(fs::is_symlink(b / "sources" / "evil-dir"));
  EXPECT_FALSE(fs::exists(tmp / "etc"));
}

TEST(BundleOwnershipCli, TwoImportsAtOnceNeverLoseOne) {
  TempDir tmp;
  const std::string bundle = newBundle(tmp);
  write(tmp / "a.txt", listing("Tenth", "36th Indiana, 6th Ohio"));
  write(tmp / "b.txt", listing("Nineteenth", "9th Indiana, 41st Ohio"));
  // Both start together from the same bundle; the shell reports both exit codes.
  const std::string cli = HEXWRIGHT_CLI;
  const std::string script = "(" + cli + " import oob " + bundle + " " + (tmp / "a.txt").string() + " >" +
                             (tmp / "a.out").string() + " 2>&1; echo $? >" + (tmp / "a.rc").string() + ") & (" + cli +
                             " import oob " + bundle + " " + (tmp / "b.txt").string() + " >" +
                             (tmp / "b.out").string() + " 2>&1; echo $? >" + (tmp / "b.rc").string() + ") & wait";
  ASSERT_EQ(std::system(("bash -c '" + script + "'").c_str()), 0);
  const int a = std::stoi(readFile(tmp / "a.rc"));
  const int b = std::stoi(readFile(tmp / "b.rc"));
  const std::string oob = readFile(tmp / "shiloh.hexw" / "oob.xml");
  // Every import that reported success is in the bundle; one that lost the race says so.
  EXPECT_TRUE(a == 0 || b == 0) << readFile(tmp / "a.out") << readFile(tmp / "b.out");
  for (auto [rc, out, unit] :
       {std::tuple{a, tmp / "a.out", "36th Indiana"}, std::tuple{b, tmp / "b.out", "9th Indiana"}}) {
    if (rc == 0) {
      EXPECT_NE(oob.find(unit), std::string::npos) << unit << " was reported imported but is not in the bundle";
    } else {
      EXPECT_EQ(rc, 2);
      EXPECT_EQ(oob.find(unit), std::string::npos);
      EXPECT_NE(readFile(out).find("bundle.save.conflict"), std::string::npos) << readFile(out);
    }
  }
  EXPECT_EQ(runCli("info " + bundle).exitCode, 0);
}

TEST(BundleOwnershipCli, LeftoversOfInterruptedSavesAreRemovedOnlyWhenStale) {
  TempDir tmp;
  const std::string bundle = newBundle(tmp);
  const auto old = fs::file_time_type::clock::now() - std::chrono::hours(2);
  write(tmp / "shiloh.hexw.tmp-Ab12Cd" / "scenario.xml", "half");
  write(tmp / "shiloh.hexw.tmp-Zz99Yy", "half an archive");
  write(tmp / "shiloh.hexw.tmp-Qq11Rr.Ww22Ee", "libzip temp");
  write(tmp / "shiloh.hexw.old-Pp33Ss" / "scenario.xml", "previous");
  for (const char* n :
       {"shiloh.hexw.tmp-Ab12Cd", "shiloh.hexw.tmp-Zz99Yy", "shiloh.hexw.tmp-Qq11Rr.Ww22Ee", "shiloh.hexw.old-Pp33Ss"})
    fs::last_write_time(tmp / n, old);
  write(tmp / "shiloh.hexw.tmp-Fresh1" / "scenario.xml", "a save running now");
  write(tmp / "shiloh.hexw.tmp-notours" / "x", "not a name Hexwright makes");
  write(tmp / "other.hexw.tmp-Ab12Cd" / "x", "another bundle's");
  fs::last_write_time(tmp / "shiloh.hexw.tmp-notours", old);
  fs::last_write_time(tmp / "other.hexw.tmp-Ab12Cd", old);
  write(tmp / "ohio.txt", listing("Tenth", "36th Indiana"));
  ASSERT_EQ(runCli("import oob " + bundle + " " + (tmp / "ohio.txt").string()).exitCode, 0);
  EXPECT_FALSE(fs::exists(tmp / "shiloh.hexw.tmp-Ab12Cd"));
  EXPECT_FALSE(fs::exists(tmp / "shiloh.hexw.tmp-Zz99Yy"));
  EXPECT_FALSE(fs::exists(tmp / "shiloh.hexw.tmp-Qq11Rr.Ww22Ee"));
  EXPECT_FALSE(fs::exists(tmp / "shiloh.hexw.old-Pp33Ss"));
  EXPECT_TRUE(fs::exists(tmp / "shiloh.hexw.tmp-Fresh1"));
  EXPECT_TRUE(fs::exists(tmp / "shiloh.hexw.tmp-notours"));
  EXPECT_TRUE(fs::exists(tmp / "other.hexw.tmp-Ab12Cd"));
}

TEST(BundleOwnershipCli, AFolderOrADeviceIsNotAnOrderOfBattle) {
  TempDir tmp;
  const std::string bundle = newBundle(tmp);
  const std::string before = readFile(tmp / "shiloh.hexw" / "oob.xml");
  fs::create_directories(tmp / "folder.txt");
  for (const std::string& input : {(tmp / "folder.txt").string(), std::string("/dev/zero")}) {
    const auto r = runCli("import oob " + bundle + " " + input);
    EXPECT_EQ(r.exitCode, 2) << input;
    EXPECT_NE(r.err.find(input), std::string::npos) << r.err;
  }
  EXPECT_EQ(readFile(tmp / "shiloh.hexw" / "oob.xml"), before);
}

}  // namespace
}  // namespace hexwright::testing
