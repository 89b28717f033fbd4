#include "model/io/zip_archive.h"

#include <zip.h>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <system_error>
#include <utility>

#include "model/io/atomic_file.h"

namespace hexwright::io {
namespace {

std::string zipErrorText(int code) {
  zip_error_t e;
  zip_error_init_with_code(&e, code);
  std::string text = zip_error_strerror(&e);
  zip_error_fini(&e);
  return text;
}

std::string archiveError(zip_t* z) { return zip_strerror(z); }

// 1980-01-01 00:00:00 in MS-DOS date/time form: independent of the time zone.
constexpr zip_uint16_t kDosDate = (0u << 9) | (1u << 5) | 1u;
constexpr zip_uint16_t kDosTime = 0;
constexpr zip_uint32_t kUnixRegular0644 = 0100644u << 16;

}  // namespace

// ---- ZipReader ----

std::optional<ZipReader> ZipReader::open(const std::filesystem::path& path, std::string& error) {
  int code = 0;
  zip_t* z = zip_open(path.c_str(), ZIP_RDONLY, &code);
  if (!z) {
    error = path.string() + ": " + zipErrorText(code);
    return std::nullopt;
  }
  // libzip reads each entry from where its own header points and checks neither overlap
  // nor the local name: many names over one compressed stream make a 1 MiB archive
  // inflate to terabytes. Entries that do not overlap fit in the file together.
  std::error_code ec;
  const std::uintmax_t fileBytes = std::filesystem::file_size(path, ec);
  if (!ec) {
    std::uintmax_t claimed = 0;
    const zip_int64_t n = zip_get_num_entries(z, 0);
    for (zip_int64_t i = 0; i < n && claimed <= fileBytes; ++i) {
      zip_stat_t st;
      if (zip_stat_index(z, static_cast<zip_uint64_t>(i), 0, &st) == 0 && (st.valid & ZIP_STAT_COMP_SIZE))
        claimed += std::min<std::uintmax_t>(st.comp_size, fileBytes + 1);
    }
    if (claimed > fileBytes) {
      zip_discard(z);
      error = path.string() + ": its entries claim more compressed bytes than the " + std::to_string(fileBytes) +
              "-byte file holds (entries overlap, as in a zip bomb)";
      return std::nullopt;
    }
  }
  return ZipReader(z);
}

ZipReader::ZipReader(ZipReader&& o) noexcept : m_zip(std::exchange(o.m_zip, nullptr)) {}
ZipReader& ZipReader::operator=(ZipReader&& o) noexcept {
  if (this != &o) {
    if (m_zip) zip_discard(m_zip);
    m_zip = std::exchange(o.m_zip, nullptr);
  }
  return *this;
}
ZipReader::~ZipReader() {
  if (m_zip) zip_discard(m_zip);
}

std::vector<std::string> ZipReader::names() const {
  std::vector<std::string> out;
  const zip_int64_t n = zip_get_num_entries(m_zip, 0);
  for (zip_int64_t i = 0; i < n; ++i) {
    if (const char* name = zip_get_name(m_zip, static_cast<zip_uint64_t>(i), ZIP_FL_ENC_GUESS)) out.emplace_back(name);
  }
  return out;
}

bool ZipReader::contains(const std::string& name) const { return zip_name_locate(m_zip, name.c_str(), 0) >= 0; }

namespace {

template <class Sink>
bool readEntry(zip_t* z, const std::string& name, std::string& error, Sink&& sink) {
  const zip_int64_t index = zip_name_locate(z, name.c_str(), 0);
  if (index < 0) {
    error = name + ": not in the archive";
    return false;
  }
  zip_file_t* f = zip_fopen_index(z, static_cast<zip_uint64_t>(index), 0);
  if (!f) {
    error = name + ": " + archiveError(z);
    return false;
  }
  // libzip does not compare what inflates with the size the entry declares: stop there,
  // so that an entry is never more than it says (a 1 KB entry declaring 1 KB can inflate
  // to 1 GB).
  zip_stat_t st;
  std::optional<zip_uint64_t> declared;
  if (zip_stat_index(z, static_cast<zip_uint64_t>(index), 0, &st) == 0 && (st.valid & ZIP_STAT_SIZE))
    declared = st.size;
  zip_uint64_t total = 0;
  char buf[1 << 16];
  bool ok = true;
  for (;;) {
    const zip_int64_t n = zip_fread(f, buf, sizeof buf);
    if (n < 0) {
      error = name + ": " + zip_file_strerror(f);
      ok = false;
      break;
    }
    if (n == 0) break;
    total += static_cast<zip_uint64_t>(n);
    if (declared && total > *declared) {
      error = name + ": inflates past the " + std::to_string(*declared) + " bytes it declares";
      ok = false;
      break;
    }
    if (!sink(buf, static_cast<std::size_t>(n))) {
      ok = false;
      break;
    }
  }
  zip_fclose(f);
  return ok;
}

}  // namespace

std::optional<std::string> ZipReader::read(const std::string& name, std::string& error, std::size_t maxBytes) const {
  std::string out;
  zip_stat_t st;
  zip_stat_init(&st);
  // The declared size only guides the first allocation, up to 1 MiB: a lying header may
  // declare 4 GiB for a few bytes (an entry never inflates past what it declares).
  if (zip_stat(m_zip, name.c_str(), 0, &st) == 0 && (st.valid & ZIP_STAT_SIZE))
    out.reserve(static_cast<std::size_t>(std::min<zip_uint64_t>(st.size, std::min<std::size_t>(maxBytes, 1u << 20))));
  if (!readEntry(m_zip, name, error, [&](const char* p, std::size_t n) {
        if (out.size() + n > maxBytes) {
          error =
              name + ": larger than " + std::to_string(maxBytes >> 20) + " MiB, the most Hexwright reads of one entry";
          return false;
        }
        out.append(p, n);
        return true;
      })) {
    return std::nullopt;
  }
  return out;
}

bool ZipReader::extractTo(const std::string& name, const std::filesystem::path& dest, std::string& error) const {
  // Streamed in chunks so that large rasters are never held in memory.
  std::FILE* out = std::fopen(dest.c_str(), "wb");
  if (!out) {
    error = "cannot create " + dest.string();
    return false;
  }
  const bool ok = readEntry(m_zip, name, error, [&](const char* p, std::size_t n) {
    if (std::fwrite(p, 1, n, out) == n) return true;
    error = "cannot write " + dest.string();
    return false;
  });
  const bool closed = std::fclose(out) == 0;
  if (ok && !closed) error = "cannot write " + dest.string();
  return ok && closed && syncPath(dest, error);
}

// ---- ZipWriter ----

std::optional<ZipWriter> ZipWriter::create(const std::filesystem::path& path, std::string& error) {
  int code = 0;
  zip_t* z = zip_open(path.c_str(), ZIP_CREATE | ZIP_TRUNCATE, &code);
  if (!z) {
    error = path.string() + ": " + zipErrorText(code);
    return std::nullopt;
  }
  return ZipWriter(z);
}

ZipWriter::ZipWriter(ZipWriter&& o) noexcept
    : m_zip(std::exchange(o.m_zip, nullptr)), m_buffers(std::move(o.m_buffers)) {}
ZipWriter& ZipWriter::operator=(ZipWriter&& o) noexcept {
  if (this != &o) {
    if (m_zip) zip_discard(m_zip);
    m_zip = std::exchange(o.m_zip, nullptr);
    m_buffers = std::move(o.m_buffers);
  }
  return *this;
}
ZipWriter::~ZipWriter() {
  if (m_zip) zip_discard(m_zip);
}

bool ZipWriter::finishEntry(long long index, const std::string& name, bool compress, std::string& error) {
  if (index < 0) {
    error = name + ": " + archiveError(m_zip);
    return false;
  }
  const auto i = static_cast<zip_uint64_t>(index);
  if (zip_set_file_compression(m_zip, i, compress ? ZIP_CM_DEFLATE : ZIP_CM_STORE, 0) != 0 ||
      zip_file_set_dostime(m_zip, i, kDosTime, kDosDate, 0) != 0 ||
      zip_file_set_external_attributes(m_zip, i, 0, ZIP_OPSYS_UNIX, kUnixRegular0644) != 0) {
    error = name + ": " + archiveError(m_zip);
    return false;
  }
  return true;
}

bool ZipWriter::addBuffer(const std::string& name, std::string data, bool compress, std::string& error) {
  m_buffers.push_back(std::make_unique<std::string>(std::move(data)));
  const std::string& held = *m_buffers.back();
  zip_source_t* src = zip_source_buffer(m_zip, held.data(), held.size(), 0);
  if (!src) {
    error = name + ": " + archiveError(m_zip);
    return false;
  }
  const zip_int64_t index = zip_file_add(m_zip, name.c_str(), src, ZIP_FL_ENC_UTF_8);
  if (index < 0) zip_source_free(src);
  return finishEntry(index, name, compress, error);
}

bool ZipWriter::addFile(const std::string& name, const std::filesystem::path& file, bool compress, std::string& error) {
  zip_source_t* src = zip_source_file(m_zip, file.c_str(), 0, -1);
  if (!src) {
    error = file.string() + ": " + archiveError(m_zip);
    return false;
  }
  const zip_int64_t index = zip_file_add(m_zip, name.c_str(), src, ZIP_FL_ENC_UTF_8);
  if (index < 0) zip_source_free(src);
  return finishEntry(index, name, compress, error);
}

bool ZipWriter::addFromZip(const std::string& name, const ZipReader& source, const std::string& sourceName,
                           bool compress, std::string& error) {
  const zip_int64_t from = zip_name_locate(source.handle(), sourceName.c_str(), 0);
  if (from < 0) {
    error = sourceName + ": not in the archive";
    return false;
  }
  zip_source_t* src = zip_source_zip(m_zip, source.handle(), static_cast<zip_uint64_t>(from), 0, 0, -1);
  if (!src) {
    error = sourceName + ": " + archiveError(m_zip);
    return false;
  }
  const zip_int64_t index = zip_file_add(m_zip, name.c_str(), src, ZIP_FL_ENC_UTF_8);
  if (index < 0) zip_source_free(src);
  return finishEntry(index, name, compress, error);
}

bool ZipWriter::close(std::string& error) {
  if (injectedFailure("zip")) {
    error = "cannot write the archive: injected failure";
    return false;  // the destructor discards
  }
  if (zip_close(m_zip) != 0) {
    error = archiveError(m_zip);
    return false;  // the destructor discards; libzip removes its own temporary file
  }
  m_zip = nullptr;
  m_buffers.clear();
  return true;
}

}  // namespace hexwright::io
