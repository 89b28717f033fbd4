#pragma once
// Minimal RAII wrapper over libzip for .hexwz bundles. Archives are written
// deterministically: entries in the order added, a fixed timestamp (1980-01-01 00:00,
// the earliest DOS time) and fixed permissions, so the same bundle zips to the same bytes.
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

struct zip;

namespace hexwright::io {

class ZipReader {
 public:
  /// nullopt with `error` when the file cannot be opened or is not a zip archive.
  static std::optional<ZipReader> open(const std::filesystem::path& path, std::string& error);

  ZipReader(ZipReader&&) noexcept;
  ZipReader& operator=(ZipReader&&) noexcept;
  ~ZipReader();

  /// Entry names in archive order (folders included, ending in '/').
  std::vector<std::string> names() const;
  bool contains(const std::string& name) const;
  /// The whole entry; nullopt with `error` when absent, unreadable or longer than
  /// `maxBytes`. Memory follows the bytes actually inflated, never the size the archive
  /// declares (a 1 KB archive can declare 4 GiB).
  std::optional<std::string> read(const std::string& name, std::string& error,
                                  std::size_t maxBytes = std::size_t{256} << 20) const;
  /// Streams the entry into `dest` (created or truncated) and fsyncs it.
  bool extractTo(const std::string& name, const std::filesystem::path& dest, std::string& error) const;

  zip* handle() const { return m_zip; }

 private:
  explicit ZipReader(zip* z) : m_zip(z) {}
  zip* m_zip = nullptr;
};

class ZipWriter {
 public:
  /// Creates `path` (truncating what is there); nothing is written before close().
  static std::optional<ZipWriter> create(const std::filesystem::path& path, std::string& error);

  ZipWriter(ZipWriter&&) noexcept;
  ZipWriter& operator=(ZipWriter&&) noexcept;
  ~ZipWriter();  // discards when close() was not called

  bool addBuffer(const std::string& name, std::string data, bool compress, std::string& error);
  bool addFile(const std::string& name, const std::filesystem::path& file, bool compress, std::string& error);
  /// Copies entry `sourceName` of `source`, which must stay open until close().
  bool addFromZip(const std::string& name, const ZipReader& source, const std::string& sourceName, bool compress,
                  std::string& error);
  /// Writes the archive. On failure nothing usable is left at the path's content.
  bool close(std::string& error);

 private:
  explicit ZipWriter(zip* z) : m_zip(z) {}
  bool finishEntry(long long index, const std::string& name, bool compress, std::string& error);
  zip* m_zip = nullptr;
  std::vector<std::unique_ptr<std::string>> m_buffers;  // alive until close()
};

}  // namespace hexwright::io
