#pragma once
// Argument lists for GDAL's library forms of its command-line tools (GDALWarp,
// GDALTranslate): numbers are written with every significant digit so that control
// points and extents pass through the text form without rounding. Internal.
#include <cpl_string.h>

#include <cstdio>
#include <string>

namespace hexwright::importers::gdal {

inline std::string exact(double v) {
  char buffer[40];
  std::snprintf(buffer, sizeof buffer, "%.17g", v);
  return buffer;
}

class AppArgs {
 public:
  AppArgs& add(const std::string& a) {
    m_list.AddString(a.c_str());
    return *this;
  }
  AppArgs& add(double v) { return add(exact(v)); }
  char** list() { return m_list.List(); }

 private:
  CPLStringList m_list;
};

}  // namespace hexwright::importers::gdal
