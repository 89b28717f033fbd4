#pragma once
// wxWidgets for the GUI tests: initialised once for the whole test program (when there
// is a display; ./test runs ctest under xvfb-run when there is none), with an event
// loop tests pump to let windows lay out, paint and run CallAfter handlers.
#include <gtest/gtest.h>
#include <wx/evtloop.h>
#include <wx/wx.h>

namespace hexwright::editor::testing {

/// True when wx is up: tests that need a display GTEST_SKIP otherwise.
bool wxAvailable();
/// Processes pending GUI events for about `ms` milliseconds.
void pump(int ms = 30);

}  // namespace hexwright::editor::testing

#define REQUIRE_WX()                                                                  \
  do {                                                                                \
    if (!::hexwright::editor::testing::wxAvailable()) GTEST_SKIP() << "no X display"; \
  } while (0)
