// Every README (and docs/architecture.md) tells the truth about the tree: each file or
// folder it names in `code` or in a link exists, each `hexwright COMMAND` it shows is a
// command that `hexwright --help` lists, and a folder's file table names all its files.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <vector>

#include "cli/run_cli.h"

namespace hexwright::testing {
namespace {

namespace fs = std::filesystem;

const fs::path kRoot = HEXWRIGHT_SOURCE_DIR;

const std::vector<std::string>& treePaths();

/// Every README.md, and docs/architecture.md, which makes the same kind of claims.
std::vector<fs::path> readmes() {
  std::vector<fs::path> found{kRoot / "docs" / "architecture.md"};
  for (const auto& p : treePaths())
    if (fs::path(p).filename() == "README.md") found.push_back(kRoot / p);
  std::sort(found.begin(), found.end());
  return found;
}

/// Command names listed under "Subcommands:" in a --help text.
std::set<std::string> subcommands(const std::string& args) {
  static std::map<std::string, std::set<std::string>> cache;
  if (const auto it = cache.find(args); it != cache.end()) return it->second;
  std::set<std::string> names;
  std::istringstream in(runCli(args + " --help").out);
  std::string line;
  bool inList = false;
  while (std::getline(in, line)) {
    if (line.rfind("Subcommands:", 0) == 0)
      inList = true;
    else if (inList && line.size() > 2 && line.rfind("  ", 0) == 0 && line[2] != ' ')
      names.insert(line.substr(2, line.find(' ', 2) - 2));
    else if (inList && !line.empty() && line[0] != ' ')
      inList = false;
  }
  cache[args] = names;
  return names;
}

/// Every file and folder of the tree, relative to the root (build trees and hidden folders aside).
const std::vector<std::string>& treePaths() {
  static const std::vector<std::string> paths = [] {
    std::vector<std::string> all;
    for (auto it = fs::recursive_directory_iterator(kRoot); it != fs::recursive_directory_iterator(); ++it) {
      const std::string name = it->path().filename().string();
      if (it->is_directory() && (name.rfind("build", 0) == 0 || name[0] == '.' || name == "out")) {
        it.disable_recursion_pending();
        continue;
      }
      all.push_back(fs::relative(it->path(), kRoot).generic_string());
    }
    return all;
  }();
  return paths;
}

/// A `code` span or link target that names a file or folder of the tree: a relative path
/// with a slash, or a source file name. Placeholders (<id>, NAME, name.hexw, *), options,
/// absolute paths (where a program writes at run time), folders made by running (out/,
/// build/, build-asan/) and URLs are not references.
bool looksLikePath(std::string s) {
  if (s.rfind("./", 0) == 0) s = s.substr(2);
  if (s.empty() || s.find_first_of(" <>*{}$|…?=:,()[]\"'@#%") != std::string::npos) return false;
  if (s[0] == '-' || s[0] == '/' || s[0] == '~' || s[0] == '.') return false;
  if (s.rfind("name.", 0) == 0 || s == "out/") return false;
  if (s.rfind("build", 0) == 0 && s.back() == '/' && std::count(s.begin(), s.end(), '/') == 1) return false;
  if (std::count_if(s.begin(), s.end(), [](char c) { return c >= 'A' && c <= 'Z'; }) > 2) return false;
  if (s.find('/') != std::string::npos) return true;
  for (const std::string ext : {".h", ".cpp", ".md", ".sh", ".py", ".cmake"})
    if (s.size() > ext.size() && s.compare(s.size() - ext.size(), std::string::npos, ext) == 0) return true;
  return false;
}

/// A reference resolves against the README's folder or any folder above it, else names
/// a file or folder somewhere in the tree by its trailing path ("gui_test.cpp" in the
/// editor README is tests/editor/gui_test.cpp). "x.h/.cpp" names both files.
bool exists(const fs::path& readmeDir, std::string ref) {
  if (ref.rfind("./", 0) == 0) ref = ref.substr(2);
  if (ref.size() > 2 && ref.compare(ref.size() - 2, 2, ".*") == 0) {
    const std::string stem = ref.substr(0, ref.size() - 2);
    return exists(readmeDir, stem + ".h") || exists(readmeDir, stem + ".cpp");
  }
  const std::string pair = ".h/.cpp";
  if (ref.size() > pair.size() && ref.compare(ref.size() - pair.size(), std::string::npos, pair) == 0) {
    const std::string stem = ref.substr(0, ref.size() - pair.size());
    return exists(readmeDir, stem + ".h") && exists(readmeDir, stem + ".cpp");
  }
  while (!ref.empty() && ref.back() == '/') ref.pop_back();
  for (fs::path dir = readmeDir;; dir = dir.parent_path()) {
    if (fs::exists(dir / ref)) return true;
    if (dir == kRoot || dir == dir.parent_path()) break;
  }
  const std::string tail = "/" + ref;
  return std::any_of(treePaths().begin(), treePaths().end(), [&](const std::string& p) {
    return p == ref || (p.size() > tail.size() && p.compare(p.size() - tail.size(), std::string::npos, tail) == 0);
  });
}

TEST(ReadmeReferences, EveryNamedFileExists) {
  const auto files = readmes();
  ASSERT_GE(files.size(), 10u);
  const std::regex code("`([^`]+)`");
  const std::regex link(R"(\]\(([^)#\s]+)\))");
  std::size_t checked = 0;
  for (const auto& readme : files) {
    const std::string text = readFile(readme);
    std::istringstream in(text);
    std::string line;
    int number = 0;
    while (std::getline(in, line)) {
      ++number;
      std::vector<std::string> refs;
      for (std::sregex_iterator m(line.begin(), line.end(), code), end; m != end; ++m) refs.push_back((*m)[1]);
      for (std::sregex_iterator m(line.begin(), line.end(), link), end; m != end; ++m)
        if ((*m)[1].str().find("://") == std::string::npos) refs.push_back((*m)[1]);
      for (const auto& ref : refs) {
        // `name.*` in a file table stands for name.h and name.cpp.
        const bool stemStar = ref.size() > 2 && ref.compare(ref.size() - 2, 2, ".*") == 0 &&
                              looksLikePath(ref.substr(0, ref.size() - 2) + ".h");
        if (!stemStar && !looksLikePath(ref)) continue;
        ++checked;
        EXPECT_TRUE(exists(readme.parent_path(), ref))
            << fs::relative(readme, kRoot).string() << ":" << number << ": `" << ref << "` does not exist";
      }
    }
  }
  EXPECT_GT(checked, 100u);  // the heuristics still find the references
}

TEST(ReadmeReferences, EveryHexwrightCommandExists) {
  const auto top = subcommands("");
  ASSERT_TRUE(top.count("validate")) << "cannot read `hexwright --help`";
  // `hexwright WORD [WORD]` and `./run WORD [WORD]` in code spans and code blocks.
  const std::regex command(R"((?:^|[`\s])(?:hexwright|\./run) ([a-z][a-z-]*)(?: ([a-z][a-z|-]*))?)");
  std::size_t checked = 0;
  for (const auto& readme : readmes()) {
    const std::string text = readFile(readme);
    std::istringstream in(text);
    std::string line;
    int number = 0;
    bool inBlock = false;
    while (std::getline(in, line)) {
      ++number;
      if (line.rfind("```", 0) == 0) {
        inBlock = !inBlock;
        continue;
      }
      std::vector<std::string> spans;
      if (inBlock) spans.push_back(line);
      const std::regex code("`([^`]+)`");
      for (std::sregex_iterator m(line.begin(), line.end(), code), end; m != end; ++m) spans.push_back((*m)[1]);
      for (const auto& span : spans) {
        for (std::sregex_iterator m(span.begin(), span.end(), command), end; m != end; ++m) {
          const std::string where = fs::relative(readme, kRoot).string() + ":" + std::to_string(number);
          const std::string name = (*m)[1];
          ++checked;
          EXPECT_TRUE(top.count(name)) << where << ": `hexwright " << name << "` is not a command";
          if (!top.count(name) || !(*m)[2].matched) continue;
          const auto sub = subcommands(name);
          if (sub.empty()) continue;  // a leaf command: the next word is an argument
          std::stringstream alternatives((*m)[2].str());
          std::string alt;
          while (std::getline(alternatives, alt, '|'))
            EXPECT_TRUE(sub.count(alt)) << where << ": `hexwright " << name << " " << alt << "` is not a command";
        }
      }
    }
  }
  EXPECT_GT(checked, 10u);
}

/// The code spans of a README: `a`, `b.h/.cpp` and `c.*` name a, b.h, b.cpp, c.h and c.cpp;
/// a bare stem (`render_bench`) names that stem's .cpp.
std::set<std::string> namedFiles(const std::string& text) {
  std::set<std::string> names;
  const std::regex code("`([^`]+)`");
  for (std::sregex_iterator m(text.begin(), text.end(), code), end; m != end; ++m) {
    std::string span = (*m)[1];
    // Only the first word counts: "`latex_side_by_side.sh [RUNS]`".
    span = span.substr(0, span.find(' '));
    for (const std::string both : {".h/.cpp", ".*"}) {
      if (span.size() > both.size() && span.compare(span.size() - both.size(), std::string::npos, both) == 0) {
        const std::string stem = span.substr(0, span.size() - both.size());
        names.insert(stem + ".h");
        names.insert(stem + ".cpp");
      }
    }
    names.insert(span);
    names.insert(span + ".cpp");
  }
  return names;
}

/// A README with a file table (first column "file", "program" or "page") names every
/// source file and page of its folder, so a new file gets its line and the table stays
/// the folder's map.
TEST(ReadmeReferences, FileTablesNameEveryFileOfTheirFolder) {
  std::size_t tables = 0;
  for (const auto& readme : readmes()) {
    const std::string text = readFile(readme);
    const std::regex header(R"((^|\n)\|\s*(file|File|program|page)\s*\|)");
    if (!std::regex_search(text, header)) continue;
    ++tables;
    const auto names = namedFiles(text);
    for (const auto& entry : fs::directory_iterator(readme.parent_path())) {
      const fs::path p = entry.path();
      const bool source = p.extension() == ".h" || p.extension() == ".cpp";
      const bool page = p.extension() == ".md" && p.filename() != "README.md";
      if (!entry.is_regular_file() || !(source || page)) continue;
      const std::string name = p.filename().string();
      EXPECT_TRUE(names.count(name)) << fs::relative(readme, kRoot).string() << " has a file table but does not name `"
                                     << name << "`";
    }
  }
  EXPECT_GE(tables, 5u);  // the heuristic still finds the file tables
}

/// cli/README.md lists exactly the commands `hexwright --help` lists, in its "Commands:"
/// paragraph (`rulesets`, `import map|dem`, ...), so a new command is documented.
TEST(ReadmeReferences, CliReadmeListsEveryCommand) {
  const std::string text = readFile(kRoot / "cli" / "README.md");
  const auto start = text.find("Commands:");
  ASSERT_NE(start, std::string::npos);
  const std::string paragraph = text.substr(start, text.find("\n\n", start) - start);
  std::set<std::string> listed;
  const std::regex code("`([a-z-]+)(?: ([a-z][a-z|-]*))?`");
  for (std::sregex_iterator m(paragraph.begin(), paragraph.end(), code), end; m != end; ++m) {
    if (!(*m)[2].matched) {
      listed.insert((*m)[1]);
      continue;
    }
    std::stringstream alternatives((*m)[2].str());
    std::string alt;
    while (std::getline(alternatives, alt, '|')) listed.insert((*m)[1].str() + " " + alt);
  }
  std::set<std::string> actual;
  for (const auto& name : subcommands("")) {
    const auto sub = subcommands(name);
    if (sub.empty()) actual.insert(name);
    for (const auto& s : sub) actual.insert(name + " " + s);
  }
  EXPECT_EQ(listed, actual) << "cli/README.md's Commands: paragraph and `hexwright --help` differ";
}

/// Every word of the source tree (C++, CMake and scripts): what the code can be said to name.
const std::set<std::string>& sourceWords() {
  static const std::set<std::string> words = [] {
    std::set<std::string> all;
    const std::regex word("[A-Za-z_][A-Za-z0-9_]*");
    for (const auto& p : treePaths()) {
      const fs::path path(p);
      const auto ext = path.extension();
      if (ext != ".h" && ext != ".cpp" && ext != ".cmake" && ext != ".sh" && path.filename() != "CMakeLists.txt")
        continue;
      const std::string text = readFile(kRoot / path);
      for (std::sregex_iterator m(text.begin(), text.end(), word), end; m != end; ++m) all.insert(m->str());
    }
    return all;
  }();
  return words;
}

/// docs/architecture.md names types, functions and targets in `code`: each must be a word
/// of the source tree (the last part of `io::AtomicWriter`, `ctx.shows`, `f()`), so a
/// renamed or removed type cannot linger there. The conventions' placeholders are not names.
TEST(ReadmeReferences, ArchitectureNamesOnlyWhatTheCodeHas) {
  const std::set<std::string> placeholders{"PascalCase", "camelCase", "m_name", "kName", "snake_case"};
  const std::string text = readFile(kRoot / "docs" / "architecture.md");
  const std::regex code("`([^`]+)`");
  const std::regex name(R"(^(?:[A-Za-z_][A-Za-z0-9_]*(?:::|\.))*([A-Za-z_][A-Za-z0-9_]*)(?:\(\)|\{[^}]*\}|<[^>]*>)?$)");
  std::size_t checked = 0;
  std::istringstream in(text);
  std::string line;
  int number = 0;
  bool fenced = false;  // a ``` block is a picture, not names
  while (std::getline(in, line)) {
    ++number;
    if (line.rfind("```", 0) == 0) fenced = !fenced;
    if (fenced) continue;
    for (std::sregex_iterator m(line.begin(), line.end(), code), end; m != end; ++m) {
      const std::string token = (*m)[1];
      std::smatch parts;
      if (!std::regex_match(token, parts, name) || placeholders.count(token)) continue;
      ++checked;
      EXPECT_TRUE(sourceWords().count(parts[1]))
          << "docs/architecture.md:" << number << ": `" << token << "` is not a name the code has";
    }
  }
  EXPECT_GT(checked, 60u);  // the pattern still finds the names
}

}  // namespace
}  // namespace hexwright::testing
