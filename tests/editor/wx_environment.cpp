#include "wx_environment.h"

#include <cstdlib>
#include <memory>

namespace hexwright::editor::testing {
namespace {

bool g_available = false;
std::unique_ptr<wxGUIEventLoop> g_loop;
std::unique_ptr<wxEventLoopActivator> g_activator;

class WxEnvironment : public ::testing::Environment {
 public:
  void SetUp() override {
    const char* display = std::getenv("DISPLAY");
    if (!display || !*display) return;
    wxApp::SetInstance(new wxApp());
    static int argc = 1;
    static char name[] = "editor_tests";
    static char* argv[] = {name, nullptr};
    if (!wxEntryStart(argc, argv)) return;
    wxTheApp->SetAppName("hexwright-editor-tests");
    wxInitAllImageHandlers();
    g_loop = std::make_unique<wxGUIEventLoop>();
    g_activator = std::make_unique<wxEventLoopActivator>(g_loop.get());
    g_available = true;
  }
  void TearDown() override {
    if (!g_available) return;
    // Close whatever the tests left open, then let wx clean up.
    for (wxWindow* w : wxTopLevelWindows) w->Destroy();
    pump(20);
    g_activator.reset();
    g_loop.reset();
    wxEntryCleanup();
    g_available = false;
  }
};

[[maybe_unused]] auto* const g_environment = ::testing::AddGlobalTestEnvironment(new WxEnvironment);

}  // namespace

bool wxAvailable() { return g_available; }

void pump(int ms) {
  if (!g_available) return;
  const wxLongLong until = wxGetLocalTimeMillis() + ms;
  do {
    wxTheApp->ProcessPendingEvents();
    while (g_loop->Pending()) g_loop->Dispatch();
    wxTheApp->ProcessIdle();
    wxMilliSleep(2);
  } while (wxGetLocalTimeMillis() < until);
}

}  // namespace hexwright::editor::testing
