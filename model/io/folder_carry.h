#pragma once
// Keeping the designer's files across a folder save: the new bundle is built beside the
// old one and swapped in whole (atomic_file.h), so everything in the old folder that the
// save does not write itself (a .git folder, NOTES.md, images, unlisted rasters) is put
// into the new folder first. See docs/bundle-format.md, "What a save owns".
#include <filesystem>
#include <string>

namespace hexwright::io {

/// Puts into `to` every entry of `from` that `to` does not have, recursively: folders are
/// made again (same permissions) and merged, regular files hard-linked (copied when the
/// file system cannot link), symbolic links re-created as links with the same text (never
/// followed). An entry of `to` (written by the save) wins over the same name in `from`
/// when both are files; a file in one and a folder in the other is an error, since
/// either way something of the designer's would be lost. Sockets, pipes and devices are
/// not carried. Returns false with `error` on the first failure; `from` is never changed.
bool carryOverEntries(const std::filesystem::path& from, const std::filesystem::path& to, std::string& error);

}  // namespace hexwright::io
