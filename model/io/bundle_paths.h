#pragma once
// Containment of bundle paths: every name read from a bundle, a zip or a document that
// Hexwright turns into a file path goes through here, so that nothing from a file can
// make it read or write outside the bundle (docs/bundle-format.md, "Containment").
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace hexwright::io {

/// Longest path inside a bundle that is accepted (bytes).
inline constexpr std::size_t kMaxBundlePathLength = 1024;

/// True for a plain relative path inside a bundle: not empty, '/'-separated, no leading
/// '/', no '\', no NUL or other control character, no empty, "." or ".." segment, no
/// trailing '/', at most kMaxBundlePathLength bytes. `why` says what is wrong otherwise.
bool isPlainBundlePath(std::string_view name, std::string* why = nullptr);

/// `root / name` when `name` is a plain bundle path and no existing component below
/// `root` is a symbolic link (a link in a bundle is never followed: it could point
/// anywhere). nullopt with `error` otherwise. Components that do not exist yet are fine.
std::optional<std::filesystem::path> pathInside(const std::filesystem::path& root, std::string_view name,
                                                std::string& error);

}  // namespace hexwright::io
