// hexwright-editor [BUNDLE]: the wxWidgets editor.
#include "editor/gui/editor_app.h"

wxIMPLEMENT_APP(hexwright::editor::EditorApp);
