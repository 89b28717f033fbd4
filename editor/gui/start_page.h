#pragma once
// What the editor shows with no document open: recent files, "New for ruleset…" per
// ruleset (by name), Open, and the sample scenarios.
#include <wx/button.h>
#include <wx/scrolwin.h>

#include <filesystem>
#include <functional>
#include <map>
#include <string>
#include <vector>

namespace hexwright::editor {

class StartPage : public wxScrolledWindow {
 public:
  explicit StartPage(wxWindow* parent);
  /// Rebuilds the page with these recent files (newest first).
  void setRecent(const std::vector<std::filesystem::path>& files);

  std::function<void(const std::filesystem::path&)> onOpenFile;
  std::function<void(const std::string& rulesetId)> onNew;
  std::function<void()> onOpen;

  /// The "New … battle" button of a ruleset (tests), or nullptr.
  wxButton* newButton(const std::string& rulesetId) const;
  /// The button opening a recent file (tests), or nullptr.
  wxButton* recentButton(const std::filesystem::path& file) const;

 private:
  void build();
  std::vector<std::filesystem::path> m_recent;
  std::map<std::string, wxButton*> m_newButtons;
  std::map<std::string, wxButton*> m_recentButtons;
};

}  // namespace hexwright::editor
