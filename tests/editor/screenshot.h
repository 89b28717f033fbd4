#pragma once
// Screenshots of the editor under X for docs/images: what a window shows, kept small
// (256 colours, palette PNG), written to $HEXWRIGHT_SCREENSHOT_DIR (default: the system
// temp dir).
#include <wx/dcclient.h>
#include <wx/dcmemory.h>
#include <wx/dcscreen.h>
#include <wx/imagpng.h>
#include <wx/quantize.h>

#include <cstdlib>
#include <filesystem>
#include <string>

#include "wx_environment.h"

namespace hexwright::editor::testing {

// Made when missing: wx reports a failed save in a modal box, which would hang the test.
inline std::filesystem::path screenshotDir() {
  const char* dir = std::getenv("HEXWRIGHT_SCREENSHOT_DIR");
  const std::filesystem::path path = dir && *dir ? std::filesystem::path(dir) : std::filesystem::temp_directory_path();
  std::error_code ignored;
  std::filesystem::create_directories(path, ignored);
  return path;
}

/// What is on the screen inside `w` (Xvfb has no compositor: the screen is the truth).
inline wxImage grab(wxWindow* w) {
  const wxRect r = w->GetScreenRect();
  wxBitmap shot(r.GetSize());
  {
    wxScreenDC screen;
    wxMemoryDC mem(shot);
    mem.Blit(0, 0, r.width, r.height, &screen, r.x, r.y);
  }
  return shot.ConvertToImage();
}

/// What a window itself shows, read through its own DC (not the screen rectangle, which
/// may hold another window on top).
inline wxImage grabOwn(wxWindow* w) {
  w->Raise();
  w->Update();
  pump(100);
  const wxSize size = w->GetSize();
  wxBitmap shot(size);
  {
    wxWindowDC own(w);
    wxMemoryDC mem(shot);
    mem.Blit(0, 0, size.x, size.y, &own, 0, 0);
  }
  return shot.ConvertToImage();
}

/// Screenshots for docs/images are kept small: 256 colours, palette PNG.
inline bool saveScreenshot(const wxImage& image, const std::string& name) {
  wxImage reduced;
  if (!wxQuantize::Quantize(image, reduced, 256, nullptr, wxQUANTIZE_FILL_DESTINATION_IMAGE)) reduced = image;
  reduced.SetOption(wxIMAGE_OPTION_PNG_FORMAT, wxPNG_TYPE_PALETTE);
  reduced.SetOption(wxIMAGE_OPTION_PNG_COMPRESSION_LEVEL, 9);
  return reduced.SaveFile(wxString::FromUTF8((screenshotDir() / name).string()), wxBITMAP_TYPE_PNG);
}

}  // namespace hexwright::editor::testing
