// Connects the editor to the project's validator (model/validate/validator.h).
#include "editor/core/document.h"

#if __has_include("model/validate/validator.h")
#include "model/validate/validator.h"
#define HEXWRIGHT_HAVE_VALIDATOR 1
#endif

namespace hexwright::editor {

ValidateFn defaultValidator() {
#ifdef HEXWRIGHT_HAVE_VALIDATOR
  return [](const model::Scenario& s, const model::Ruleset& r) { return model::validate(s, r); };
#else
  return [](const model::Scenario&, const model::Ruleset&) { return model::Diagnostics{}; };
#endif
}

}  // namespace hexwright::editor
