#include "importers/oob/counter_roster.h"

#include "importers/oob/text_util.h"

namespace hexwright::importers::oob {

std::optional<std::string> levelOfCounterSize(const std::string& size) {
  std::string s = lower(trim(size));
  while (!s.empty() && s.back() == '.') s.pop_back();
  if (s == "army") return "army";
  if (s == "corps" || s == "wing") return "corps";
  if (s == "div" || s == "division" || s == "dv") return "division";
  if (s == "brig" || s == "brigade" || s == "bde" || s == "bgde") return "brigade";
  return std::nullopt;
}

bool isLeaderCounterType(const std::string& type) {
  std::string t = lower(trim(type));
  while (!t.empty() && t.back() == '.') t.pop_back();
  return t == "ldr" || t == "leader" || t == "hq" || t == "commander" || t == "cmdr" || t == "ldr/hq";
}

bool namesNoCommand(const std::string& code) {
  const std::string c = trim(code);
  return c.empty() || c == "-" || c == "--" || c == "\xE2\x80\x94" || c == "\xE2\x80\x93" || equalsNoCase(c, "none");
}

}  // namespace hexwright::importers::oob
