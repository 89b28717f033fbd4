#pragma once
// How a piece shows the formation states its unit type has. A state the counter prints
// a side for (its layout's back is "Column", and the type's states are line and column)
// shows that side: the state is the face, and turning to it turns the counter over. Any
// other state is a small tab with the state's mark, in a corner the counter painter
// leaves free, so no mark ever hides a printed value.
#include <string>
#include <vector>

#include "model/ruleset/counters.h"

namespace hexwright::exporters::vassal {

enum class StateShown { Front, Back, Tab };

struct StateLook {
  std::string id;     // "column"
  std::string label;  // "Column": the piece's name gains " (Column)"
  std::string mark;   // "C": the tab's text, unique among the type's states
  StateShown shown = StateShown::Tab;
};

struct StatePlan {
  std::vector<StateLook> states;
  /// Some state is a printed side: one layer then shows the states as faces.
  bool facesAreStates() const;
  bool anyTab() const;
};

/// "in-park" -> "In park": how a state id reads in a menu and a piece's name.
std::string stateLabel(const std::string& id);

/// The looks of `states` (the schema's order) on counters of `layout` (null: no layout).
/// The back shows the state its label names when the layout's back is an alternate side;
/// the front shows the other of exactly two states, since a two-sided counter whose back
/// is one state can only be the other on its front.
StatePlan planStates(const std::vector<std::string>& states, const model::CounterLayout* layout);

}  // namespace hexwright::exporters::vassal
