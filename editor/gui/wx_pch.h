#pragma once
// Precompiled header of the GUI units: the wx headers almost every one of them uses.
#include <wx/aui/aui.h>
#include <wx/dataview.h>
#include <wx/grid.h>
#include <wx/listctrl.h>
#include <wx/propgrid/advprops.h>
#include <wx/propgrid/propgrid.h>
#include <wx/treectrl.h>
#include <wx/wx.h>
