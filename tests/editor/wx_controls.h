#pragma once
// What a user's click on a control sends, for the GUI tests: the control's state changes
// and its own event goes through its handler, as wx does for a real click.
#include <wx/checkbox.h>

#include "wx_environment.h"

namespace hexwright::editor::testing {

/// A click on a check box: it flips, and wxEVT_CHECKBOX reaches its handlers.
inline void toggle(wxCheckBox* box) {
  box->SetValue(!box->GetValue());
  wxCommandEvent e(wxEVT_CHECKBOX, box->GetId());
  e.SetEventObject(box);
  e.SetInt(box->GetValue() ? 1 : 0);
  box->GetEventHandler()->ProcessEvent(e);
  pump();
}

}  // namespace hexwright::editor::testing
