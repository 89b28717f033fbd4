// Bundles on disk: folder (`name.hexw/`) and archive (`name.hexwz`), loaded and saved
// atomically. See docs/bundle-format.md.
#include "model/io/bundle.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <functional>
#include <set>
#include <string_view>
#include <system_error>
#include <thread>

#include "model/core/text.h"
#include "model/io/atomic_file.h"
#include "model/io/bundle_internal.h"
#include "model/io/bundle_paths.h"
#include "model/io/folder_carry.h"
#include "model/io/io_limits.h"
#include "model/io/save_lock.h"
#include "model/io/zip_archive.h"

namespace fs = std::filesystem;

namespace hexwright::io {
namespace {

using detail::kMapFile;
using detail::kOobFile;
using detail::kScenarioFile;

/// "x.hexw/" and "x.hexw" both name x.hexw.
fs::path cleanPath(const fs::path& p) {
  if (!p.has_filename() && p.has_parent_path()) return p.parent_path();
  return p;
}

std::string bundleNameOf(const fs::path& p) { return cleanPath(p).filename().string(); }

bool isArchivePath(const fs::path& p) { return model::lower(cleanPath(p).extension().string()) == ".hexwz"; }

model::Location fileLocation(std::string file) {
  model::Location loc;
  loc.source = model::SourceLocation{std::move(file), 0, 0};
  return loc;
}

void addError(model::Diagnostics& d, std::string rule, std::string message, std::string file) {
  d.add(model::Severity::Error, std::move(rule), std::move(message), fileLocation(std::move(file)));
}

/// Where a zip keeps the bundle: at its root, or (zipped by hand from the folder) in
/// one top-level folder. Returns the prefix ("" or "shiloh.hexw/").
std::optional<std::string> archivePrefix(const ZipReader& zip) {
  if (zip.contains(kScenarioFile)) return std::string();
  std::optional<std::string> found;
  for (const std::string& name : zip.names()) {
    const std::size_t slash = name.find('/');
    if (slash == std::string::npos || name.substr(slash + 1) != kScenarioFile) continue;
    if (found) return std::nullopt;  // ambiguous
    found = name.substr(0, slash + 1);
  }
  return found;
}

/// A folder or archive that raster files are taken from.
struct FileStore {
  fs::path dir;  // folder; empty for an archive
  std::optional<ZipReader> zip;
  std::string prefix;

  static std::optional<FileStore> open(const fs::path& p) {
    std::error_code ec;
    const auto st = fs::status(p, ec);
    if (ec) return std::nullopt;
    FileStore s;
    if (fs::is_directory(st)) {
      s.dir = p;
      return s;
    }
    if (!fs::is_regular_file(st)) return std::nullopt;
    std::string error;
    s.zip = ZipReader::open(p, error);
    if (!s.zip) return std::nullopt;
    s.prefix = archivePrefix(*s.zip).value_or(std::string());
    return s;
  }

  /// A regular file at a plain bundle path, reached without following a link.
  bool has(const std::string& file) const {
    if (!isPlainBundlePath(file)) return false;
    if (zip) return zip->contains(prefix + file);
    std::string error;
    const auto p = pathInside(dir, file, error);
    std::error_code ec;
    return p && fs::is_regular_file(fs::symlink_status(*p, ec));
  }
};

std::optional<std::string> readFromStore(const FileStore& store, const std::string& name, std::string& error) {
  if (store.zip) return store.zip->read(store.prefix + name, error, kMaxDocumentBytes);
  const auto p = pathInside(store.dir, name, error);
  if (!p) return std::nullopt;
  std::string out;
  if (!readWholeFile(*p, out, error, kMaxDocumentBytes)) return std::nullopt;
  return out;
}

/// The first entry of an archive whose name is not a plain bundle path ("../x", "/etc/x",
/// "a\\b"), with why; such an archive is refused as a whole.
std::optional<std::string> unsafeEntry(const ZipReader& zip) {
  for (std::string name : zip.names()) {
    if (name.ends_with("/")) name.pop_back();  // folder entries
    std::string why;
    if (!isPlainBundlePath(name, &why)) return "entry \"" + name.substr(0, 200) + "\": " + why;
  }
  return std::nullopt;
}

void warnMissingRasters(const model::Scenario& s, const FileStore& store, const std::string& bundleName,
                        model::Diagnostics& d) {
  std::set<std::string> seen;
  for (const auto& b : s.map.backgrounds) {
    if (!seen.insert(b.file).second || store.has(b.file)) continue;
    d.add(model::Severity::Warning, "bundle.raster.missing",
          "background image " + b.file + " is listed in map.xml but is not in the bundle",
          fileLocation(bundleName + "/" + b.file));
  }
}

/// Which top-level parts of two scenarios differ, for the lossy-save warning.
std::string differingParts(const model::Scenario& a, const model::Scenario& b) {
  std::string out;
  auto part = [&](bool same, const char* name) {
    if (same) return;
    if (!out.empty()) out += ", ";
    out += name;
  };
  part(a.map == b.map, "map");
  part(a.oob == b.oob, "order of battle");
  part(a.setup == b.setup, "setup");
  part(a.reinforcements == b.reinforcements, "reinforcements");
  part(a.victory == b.victory, "victory conditions");
  part(a.sides == b.sides && a.turns == b.turns && a.title == b.title && a.date == b.date &&
           a.rulesetId == b.rulesetId && a.rulesetVersion == b.rulesetVersion && a.notes == b.notes &&
           a.optionalRules == b.optionalRules && a.waivers == b.waivers && a.severityOverrides == b.severityOverrides,
       "scenario properties");
  return out.empty() ? "some values (not-a-number?)" : out;
}

/// Every file under sources/ in a store, as bundle-relative paths, sorted.
std::vector<std::string> sourceFiles(const FileStore& store) {
  std::vector<std::string> out;
  if (store.zip) {
    for (const std::string& name : store.zip->names())
      if (name.starts_with(store.prefix + "sources/") && !name.ends_with("/") &&
          isPlainBundlePath(name.substr(store.prefix.size())))
        out.push_back(name.substr(store.prefix.size()));
  } else {
    // Links are not followed (directory_iterator's default) and not taken as files:
    // a link's content may be anywhere. A folder save keeps the link itself.
    std::error_code ec;
    const fs::path root = store.dir / "sources";
    if (!fs::is_directory(fs::symlink_status(root, ec))) return out;
    for (auto it = fs::recursive_directory_iterator(root, ec); !ec && it != fs::recursive_directory_iterator();
         it.increment(ec)) {
      if (!fs::is_regular_file(it->symlink_status(ec))) continue;
      const std::string rel = fs::relative(it->path(), store.dir, ec).generic_string();
      if (!ec && isPlainBundlePath(rel)) out.push_back(rel);
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

/// A raster to put into the new bundle and where it comes from.
struct RasterCopy {
  std::string file;
  const FileStore* from;
};

bool writeFolderBundle(const BundleDocuments& docs, const std::vector<RasterCopy>& rasters, const fs::path& target,
                       bool replacing, const std::function<bool()>& mayReplace, std::string& error) {
  const auto staged = makeTempDirBeside(target, error);
  if (!staged) return false;
  auto failed = [&] {
    removeQuietly(*staged);
    return false;
  };
  if (!writeFileDurable(*staged / kScenarioFile, docs.scenarioXml, error) ||
      !writeFileDurable(*staged / kMapFile, docs.mapXml, error) ||
      !writeFileDurable(*staged / kOobFile, docs.oobXml, error)) {
    return failed();
  }
  std::set<fs::path> folders{*staged};
  for (const RasterCopy& r : rasters) {
    const fs::path dest = *staged / r.file;
    std::error_code ec;
    fs::create_directories(dest.parent_path(), ec);
    if (ec) {
      error = "cannot create " + dest.parent_path().string() + ": " + ec.message();
      return failed();
    }
    for (fs::path p = dest.parent_path(); p != *staged && p.has_relative_path(); p = p.parent_path()) folders.insert(p);
    if (injectedFailure("raster:" + r.file)) {
      error = "cannot copy " + r.file + ": injected failure";
      return failed();
    }
    bool ok = false;
    if (r.from->zip) {
      ok = r.from->zip->extractTo(r.from->prefix + r.file, dest, error);
    } else if (const auto src = pathInside(r.from->dir, r.file, error)) {
      ok = linkOrCopyFile(*src, dest, error);
    }
    if (!ok) return failed();
  }
  // The designer's files (anything this save did not write) go into the new folder before
  // it is swapped in, so that no moment exists at which they are missing.
  if (replacing && !carryOverEntries(target, *staged, error)) return failed();
  for (const fs::path& f : folders) {
    if (!syncPath(f, error)) return failed();
  }
  if (!mayReplace() || !replaceDirectory(*staged, target, error)) return failed();
  return true;
}

bool compressible(const std::string& file) {
  const std::string ext = model::lower(fs::path(file).extension().string());
  // Already-compressed image formats are stored as they are; deflating them again costs time for nothing.
  return !(ext == ".png" || ext == ".jpg" || ext == ".jpeg" || ext == ".jp2" || ext == ".webp" || ext == ".gif");
}

bool writeArchiveBundle(const BundleDocuments& docs, const std::vector<RasterCopy>& rasters, const fs::path& target,
                        const FileStore* previous, const std::function<bool()>& mayReplace, std::string& error) {
  const auto staged = makeTempFileBeside(target, error);
  if (!staged) return false;
  auto failed = [&] {
    removeQuietly(*staged);
    return false;
  };
  {
    auto zip = ZipWriter::create(*staged, error);
    if (!zip) return failed();
    if (!zip->addBuffer(kScenarioFile, docs.scenarioXml, true, error) ||
        !zip->addBuffer(kMapFile, docs.mapXml, true, error) || !zip->addBuffer(kOobFile, docs.oobXml, true, error)) {
      return failed();
    }
    for (const RasterCopy& r : rasters) {
      if (injectedFailure("raster:" + r.file)) {
        error = "cannot copy " + r.file + ": injected failure";
        return failed();
      }
      const bool ok = r.from->zip
                          ? zip->addFromZip(r.file, *r.from->zip, r.from->prefix + r.file, compressible(r.file), error)
                          : zip->addFile(r.file, r.from->dir / r.file, compressible(r.file), error);
      if (!ok) return failed();
    }
    // Entries of the archive being replaced that this save did not write are kept.
    if (previous && previous->zip) {
      std::set<std::string> written{kScenarioFile, kMapFile, kOobFile};
      for (const RasterCopy& r : rasters) written.insert(r.file);
      for (const std::string& name : previous->zip->names()) {
        if (!name.starts_with(previous->prefix) || name.ends_with("/")) continue;
        const std::string file = name.substr(previous->prefix.size());
        if (!isPlainBundlePath(file) || !written.insert(file).second) continue;
        if (!zip->addFromZip(file, *previous->zip, name, compressible(file), error)) return failed();
      }
    }
    if (!zip->close(error)) return failed();
  }
  if (!syncPath(*staged, error) || !mayReplace() || !replaceFile(*staged, target, error)) return failed();
  return true;
}

/// FNV-1a's step over 8 bytes at a time, with a shift that carries high bits down:
/// enough to tell two saves apart, no dependency, and a 4 MB map.xml hashes in a tenth of
/// the time byte-wise FNV took (a stamp is taken at every load and twice at every save).
std::uint64_t mixBytes(std::uint64_t h, std::string_view bytes) {
  constexpr std::uint64_t kPrime = 1099511628211ull;
  std::size_t i = 0;
  for (; i + 8 <= bytes.size(); i += 8) {
    std::uint64_t word;
    std::memcpy(&word, bytes.data() + i, 8);
    h = (h ^ word) * kPrime;
    h ^= h >> 29;
  }
  for (; i < bytes.size(); ++i) h = (h ^ static_cast<unsigned char>(bytes[i])) * kPrime;
  return h;
}

std::optional<FileStore> openExisting(const fs::path& path) {
  std::error_code ec;
  if (!fs::exists(fs::symlink_status(path, ec))) return std::nullopt;
  return FileStore::open(path);
}

}  // namespace

std::string bundleStamp(const BundleDocuments& docs) {
  std::uint64_t h = 14695981039346656037ull;
  for (const std::string* d : {&docs.scenarioXml, &docs.mapXml, &docs.oobXml}) {
    h = mixBytes(h, std::to_string(d->size()) + ":");
    h = mixBytes(h, *d);
  }
  char text[17];
  std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(h));
  return text;
}

std::string bundleStampOnDisk(const fs::path& pathIn) {
  const fs::path path = cleanPath(pathIn);
  const auto store = openExisting(path);
  if (!store) {
    std::error_code ec;
    return fs::exists(fs::symlink_status(path, ec)) ? "unreadable" : "absent";
  }
  BundleDocuments docs;
  for (auto [name, text] : {std::pair{kScenarioFile, &docs.scenarioXml}, std::pair{kMapFile, &docs.mapXml},
                            std::pair{kOobFile, &docs.oobXml}}) {
    std::string error;
    if (store->has(name)) *text = readFromStore(*store, name, error).value_or(std::string("\x01unreadable"));
  }
  return bundleStamp(docs);
}

std::string unusedBundleFileName(const fs::path& bundle, const std::string& wanted, std::string_view content) {
  const auto store = openExisting(cleanPath(bundle));
  auto fits = [&](const std::string& name) {
    if (!store) return true;
    std::string error;
    if (store->has(name)) return readFromStore(*store, name, error) == std::optional<std::string>(std::string(content));
    // Not a file: free only when nothing at all (a folder, a link) is there.
    if (store->zip) return !store->zip->contains(store->prefix + name + "/");
    std::error_code ec;
    return !fs::exists(fs::symlink_status(store->dir / name, ec));
  };
  if (fits(wanted)) return wanted;
  const fs::path w(wanted);
  const std::string folder = w.has_parent_path() ? w.parent_path().generic_string() + "/" : std::string();
  for (int n = 2;; ++n) {
    const std::string candidate = folder + w.stem().string() + "-" + std::to_string(n) + w.extension().string();
    if (fits(candidate)) return candidate;
  }
}

std::optional<model::Scenario> loadBundle(const fs::path& pathIn, model::Diagnostics& diagnostics, std::string* stamp,
                                          LoadMode mode) {
  const fs::path path = cleanPath(pathIn);
  const std::string bundleName = bundleNameOf(path);
  std::error_code ec;
  const auto st = fs::status(path, ec);
  if (!fs::exists(st)) {
    addError(diagnostics, "bundle.file.missing", "there is no bundle at " + path.string(), path.string());
    return std::nullopt;
  }
  std::optional<FileStore> store;
  if (fs::is_directory(st)) {
    store = FileStore{path, std::nullopt, {}};
  } else {
    std::string error;
    auto zip = ZipReader::open(path, error);
    if (!zip) {
      addError(diagnostics, "bundle.zip.invalid",
               path.string() + " is neither a bundle folder nor a readable .hexwz archive (" + error + ")",
               path.string());
      return std::nullopt;
    }
    if (const auto bad = unsafeEntry(*zip)) {
      addError(diagnostics, "bundle.zip.entry-invalid",
               path.string() + " is refused: " + *bad + " (an archive could otherwise write outside the bundle)",
               path.string());
      return std::nullopt;
    }
    store = FileStore{{}, std::move(zip), {}};
    store->prefix = archivePrefix(*store->zip).value_or(std::string());
  }

  BundleDocuments docs;
  bool ok = true;
  for (auto [name, text] : {std::pair{kScenarioFile, &docs.scenarioXml}, std::pair{kMapFile, &docs.mapXml},
                            std::pair{kOobFile, &docs.oobXml}}) {
    const std::string shown = bundleName + "/" + name;
    if (!store->has(name)) {
      addError(diagnostics, "bundle.file.missing", "the bundle has no " + std::string(name), shown);
      ok = false;
      continue;
    }
    std::string error;
    auto content = readFromStore(*store, name, error);
    if (!content) {
      addError(diagnostics, "bundle.file.unreadable", "cannot read " + shown + ": " + error, shown);
      ok = false;
      continue;
    }
    *text = std::move(*content);
  }
  if (!ok) return std::nullopt;

  if (stamp) *stamp = bundleStamp(docs);
  auto scenario = readDocuments(docs, bundleName, diagnostics, mode);
  if (scenario) warnMissingRasters(*scenario, *store, bundleName, diagnostics);
  return scenario;
}

std::optional<std::string> readBundleFile(const fs::path& bundle, const std::string& name,
                                          model::Diagnostics& diagnostics) {
  const std::string shown = bundleNameOf(bundle) + "/" + name;
  const auto store = FileStore::open(cleanPath(bundle));
  if (!store || !store->has(name)) {
    addError(diagnostics, "bundle.file.missing", "the bundle has no " + name, shown);
    return std::nullopt;
  }
  std::string error;
  auto content = readFromStore(*store, name, error);
  if (!content) addError(diagnostics, "bundle.file.unreadable", "cannot read " + shown + ": " + error, shown);
  return content;
}

bool saveBundle(const model::Scenario& scenario, const fs::path& pathIn, model::Diagnostics& diagnostics,
                const std::optional<fs::path>& rasterSource, const std::optional<std::string>& expectedStamp,
                std::string* savedStamp) {
  fs::path target = cleanPath(pathIn);
  std::error_code ec;
  // Saving through a symbolic link replaces what it points at, not the link.
  if (fs::is_symlink(fs::symlink_status(target, ec))) {
    const fs::path resolved = fs::canonical(target, ec);
    if (!ec) target = resolved;
  }
  const std::string bundleName = bundleNameOf(target);
  const bool archive = isArchivePath(target);

  // What is there now must be a bundle of the same shape (never replace an unrelated folder).
  const auto st = fs::symlink_status(target, ec);
  if (fs::exists(st)) {
    if (archive && fs::is_directory(st)) {
      addError(diagnostics, "bundle.save.not-a-bundle", target.string() + " is a folder; not replaced by an archive",
               target.string());
      return false;
    }
    if (!archive) {
      if (!fs::is_directory(st)) {
        addError(diagnostics, "bundle.save.not-a-bundle",
                 target.string() + " exists and is not a folder; a folder bundle cannot replace it", target.string());
        return false;
      }
      if (!fs::is_empty(target, ec) && !fs::exists(target / kScenarioFile, ec)) {
        addError(diagnostics, "bundle.save.not-a-bundle",
                 target.string() + " is a folder but not a Hexwright bundle (it has no scenario.xml); not replaced",
                 target.string());
        return false;
      }
    }
  }

  BundleDocuments docs = writeDocuments(scenario);

  // Never replace a good bundle with one that cannot be opened: the documents are read
  // back on a second thread while this one writes them, and the new bundle replaces the
  // old only once the read-back has passed (it took as long as writing: 24 ms of a 4 MB
  // map.xml). The thread is joined before anything it uses goes out of scope.
  model::Diagnostics readBackDiagnostics;
  std::optional<model::Scenario> readBack;
  std::jthread reader([&] { readBack = readDocuments(docs, bundleName, readBackDiagnostics); });
  bool refusedByReadBack = false;
  auto readBackPassed = [&] {
    if (reader.joinable()) reader.join();
    if (!readBack) {
      refusedByReadBack = true;
      for (model::Diagnostic d : readBackDiagnostics.items()) {
        if (d.severity != model::Severity::Error) continue;
        d.message = "not saved: " + d.message;
        diagnostics.add(std::move(d));
      }
      return false;
    }
    if (!(*readBack == scenario)) {
      diagnostics.add(model::Severity::Warning, "bundle.save.lossy",
                      "the saved bundle reads back slightly differently (" + differingParts(scenario, *readBack) +
                          "); what was saved is what will load",
                      fileLocation(target.string()));
    }
    return true;
  };

  // From here until the new bundle is in place no other Hexwright saves in this folder.
  std::string lockError;
  const auto lock = SaveLock::acquire(target, lockError);
  if (!lock) {
    addError(diagnostics, "bundle.save.busy", "could not save " + target.string() + ": " + lockError, target.string());
    return false;
  }
  removeStaleSaveLeftovers(target);
  if (expectedStamp) {
    const std::string now = bundleStampOnDisk(target);
    if (now != *expectedStamp) {
      addError(diagnostics, "bundle.save.conflict",
               "not saved: " + target.string() +
                   (*expectedStamp == "absent" ? std::string(" was created by another program meanwhile")
                                               : std::string(" was changed by another save since it was loaded")) +
                   "; saving now would drop that change. Load it again and redo this one; the bundle is unchanged",
               target.string());
      return false;
    }
  }

  // Rasters: from the source given, else from the bundle being replaced.
  std::vector<FileStore> stores;
  if (rasterSource) {
    if (auto s = FileStore::open(cleanPath(*rasterSource))) {
      if (s->zip && unsafeEntry(*s->zip)) {
        addError(diagnostics, "bundle.zip.entry-invalid",
                 "not saved: " + rasterSource->string() + " is refused: " + *unsafeEntry(*s->zip),
                 rasterSource->string());
        return false;
      }
      stores.push_back(std::move(*s));
    }
  }
  const bool replacing = fs::exists(fs::symlink_status(target, ec));
  const FileStore* previous = nullptr;
  if (auto s = openExisting(target)) {
    stores.push_back(std::move(*s));
    previous = &stores.back();
  }
  if (previous && previous->zip && unsafeEntry(*previous->zip)) previous = nullptr;  // nothing unsafe is carried
  std::vector<RasterCopy> rasters;
  std::set<std::string> seen;
  for (const auto& b : scenario.map.backgrounds) {
    if (!seen.insert(b.file).second) continue;
    const auto from = std::find_if(stores.begin(), stores.end(), [&](const FileStore& s) { return s.has(b.file); });
    if (from == stores.end()) {
      diagnostics.add(model::Severity::Warning, "bundle.raster.missing",
                      "background image " + b.file + " was not found" +
                          (rasterSource ? " in " + rasterSource->string() : std::string()) +
                          " or in the bundle being replaced; the bundle is saved without it",
                      fileLocation(bundleName + "/" + b.file));
      continue;
    }
    rasters.push_back({b.file, &*from});
  }

  // The bundle's sources/ folder (the texts an order of battle was imported from, and
  // notes on how to rebuild it) travels with it like rasters: provenance keeps pointing
  // at something. Files from `rasterSource` win over those of the bundle being replaced.
  for (const FileStore& store : stores)
    for (const std::string& file : sourceFiles(store))
      if (seen.insert(file).second) rasters.push_back({file, &store});

  std::string error;
  const bool ok = archive ? writeArchiveBundle(docs, rasters, target, previous, readBackPassed, error)
                          : writeFolderBundle(docs, rasters, target, replacing, readBackPassed, error);
  if (!ok && !refusedByReadBack) {
    addError(diagnostics, "bundle.save.failed",
             "could not save " + target.string() + ": " + error + "; the previous bundle is unchanged",
             target.string());
  }
  if (ok && savedStamp) *savedStamp = bundleStamp(docs);
  return ok;
}

}  // namespace hexwright::io
