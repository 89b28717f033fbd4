#include "model/io/bundle_paths.h"

#include <sys/stat.h>

namespace hexwright::io {

bool isPlainBundlePath(std::string_view name, std::string* why) {
  auto fail = [&](const char* reason) {
    if (why) *why = reason;
    return false;
  };
  if (name.empty()) return fail("the name is empty");
  if (name.size() > kMaxBundlePathLength) return fail("the name is longer than 1024 bytes");
  if (name.front() == '/') return fail("the name is an absolute path");
  if (name.back() == '/') return fail("the name ends in '/'");
  for (const char c : name) {
    if (c == '\\') return fail("the name contains '\\'");
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) return fail("the name contains a control character");
  }
  std::size_t start = 0;
  while (start <= name.size()) {
    const std::size_t slash = name.find('/', start);
    const std::string_view seg =
        name.substr(start, slash == std::string_view::npos ? std::string_view::npos : slash - start);
    if (seg.empty()) return fail("the name has an empty segment ('//')");
    if (seg == ".") return fail("the name has a '.' segment");
    if (seg == "..") return fail("the name has a '..' segment (it would leave the bundle)");
    if (slash == std::string_view::npos) break;
    start = slash + 1;
  }
  return true;
}

std::optional<std::filesystem::path> pathInside(const std::filesystem::path& root, std::string_view name,
                                                std::string& error) {
  std::string why;
  if (!isPlainBundlePath(name, &why)) {
    error = "\"" + std::string(name.substr(0, 200)) + "\" is not a plain path inside the bundle: " + why;
    return std::nullopt;
  }
  std::filesystem::path p = root;
  std::size_t start = 0;
  for (;;) {
    const std::size_t slash = name.find('/', start);
    p /= std::string(name.substr(start, slash == std::string_view::npos ? std::string_view::npos : slash - start));
    struct stat st {};
    if (::lstat(p.c_str(), &st) != 0) break;  // the rest does not exist yet
    if (S_ISLNK(st.st_mode)) {
      error = p.string() + " is a symbolic link; links inside a bundle are not followed";
      return std::nullopt;
    }
    if (slash == std::string_view::npos) break;
    start = slash + 1;
  }
  return root / std::string(name);
}

}  // namespace hexwright::io
