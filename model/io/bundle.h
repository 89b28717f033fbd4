#pragma once
// Scenario bundles on disk (docs/bundle-format.md): a folder `name.hexw/` holding scenario.xml,
// map.xml, oob.xml and raster files, or the same zipped as `name.hexwz`.
// XML is written deterministically so saves diff well and round trips are byte-identical.
// Every write is atomic: a failed save leaves the previous bundle untouched.
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "model/core/diagnostic.h"
#include "model/scenario/scenario.h"

namespace hexwright::io {

/// Version written into every file's root element as format="N". Files with a larger
/// number are refused with a clear error; smaller ones are read (and upgraded on save).
inline constexpr int kBundleFormatVersion = 1;

/// The three XML documents of a bundle, as text. Rasters are files beside them.
struct BundleDocuments {
  std::string scenarioXml;
  std::string mapXml;
  std::string oobXml;
};

/// Serialises deterministically (stable order, stable number formatting, two-space
/// indentation, LF line ends).
BundleDocuments writeDocuments(const model::Scenario& scenario);

/// How a load treats errors inside well-formed documents (a bad hex label, enum value,
/// reference or duplicate id).
enum class LoadMode {
  /// Any error: nullopt. Everything that may save a bundle loads this way, so a bundle is
  /// never saved with parts silently left out.
  Strict,
  /// Report all (validate, info): every problem is reported, each element with an error
  /// is left out, and so is what refers to it; the rest comes back, with an info
  /// diagnostic (bundle.load.partial) saying so, for validation to run on. Files that
  /// cannot be read at all (missing, not UTF-8, not XML, over the size limits, a newer
  /// format, a grid that does not read) still give nullopt.
  ReportAll,
};

/// Parses the three documents. `bundleName` prefixes file names in diagnostics
/// ("shiloh.hexw/map.xml:12:5"). Strict: nullopt, with at least one error diagnostic
/// naming file, line and problem, on any error; never a half-loaded scenario.
std::optional<model::Scenario> readDocuments(const BundleDocuments& docs, const std::string& bundleName,
                                             model::Diagnostics& diagnostics, LoadMode mode = LoadMode::Strict);

/// What a bundle's three documents hold (a 64-bit hash of their bytes, as text), or
/// "absent" when there is no bundle. saveBundle compares the stamp taken at load with the
/// bundle on disk to notice that another program saved it meanwhile.
std::string bundleStamp(const BundleDocuments& docs);
/// The stamp of the bundle at `path` now ("absent" when there is none).
std::string bundleStampOnDisk(const std::filesystem::path& path);

/// Loads a folder bundle or a .hexwz archive (chosen by what `path` is). `stamp`, when
/// given, receives bundleStamp of what was read (for saveBundle's expectedStamp).
std::optional<model::Scenario> loadBundle(const std::filesystem::path& path, model::Diagnostics& diagnostics,
                                          std::string* stamp = nullptr, LoadMode mode = LoadMode::Strict);

/// Saves as a folder bundle, or a .hexwz archive when the path ends in ".hexwz".
/// Raster files listed in scenario.map.backgrounds are copied from `rasterSource`
/// (the bundle the scenario was loaded from) when they are not already there.
/// `rasterSource` may be a folder bundle, a .hexwz archive or any folder the relative
/// `file` paths resolve against; rasters are looked up there first, then in the bundle
/// being replaced. A raster found in neither is a warning (bundle.raster.missing).
/// The documents are read back before anything is written, so a scenario that could
/// not be loaded again (a hex off the map, an unknown unit…) is refused with the
/// reader's diagnostics. Everything else in a folder (or archive) being replaced that the
/// save does not write itself (.git, notes, images) is kept (docs/bundle-format.md,
/// "What a save owns"). A folder that exists, is not empty and has no scenario.xml is
/// never replaced (bundle.save.not-a-bundle).
/// `expectedStamp` (from loadBundle, or "absent" for a new bundle): when the bundle on
/// disk no longer has that stamp, another save came first and this one is refused
/// (bundle.save.conflict). Saves of bundles in one folder hold a lock (save_lock.h).
/// `savedStamp` receives the stamp of what was written.
/// Returns false with diagnostics on failure; the previous bundle is then untouched.
bool saveBundle(const model::Scenario& scenario, const std::filesystem::path& path, model::Diagnostics& diagnostics,
                const std::optional<std::filesystem::path>& rasterSource = std::nullopt,
                const std::optional<std::string>& expectedStamp = std::nullopt, std::string* savedStamp = nullptr);

/// A name for a file to store in the bundle at `wanted` ("sources/ohio.txt") that never
/// changes what an existing file means: `wanted` itself when the bundle has no such file
/// or the same bytes there, else "sources/ohio-2.txt", "-3"…, the first that is free or
/// holds the same bytes.
std::string unusedBundleFileName(const std::filesystem::path& bundle, const std::string& wanted,
                                 std::string_view content);

/// One file of a folder bundle or .hexwz archive by its path inside the bundle (a
/// background raster, say "rasters/shiloh.tif"); nullopt with an error diagnostic
/// (bundle.file.missing) when it is not there.
std::optional<std::string> readBundleFile(const std::filesystem::path& bundle, const std::string& name,
                                          model::Diagnostics& diagnostics);

}  // namespace hexwright::io
