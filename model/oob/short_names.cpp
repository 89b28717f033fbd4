#include "model/oob/short_names.h"

#include <cctype>

#include "model/core/text.h"

namespace hexwright::model {
namespace {

bool isWordChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '\'' || c == '.'; }

// "1st", "2nd", "23rd", "4th" → 1, 2, 23, 4; 0 for anything else.
int ordinal(std::string_view w) {
  std::size_t i = 0;
  int n = 0;
  while (i < w.size() && std::isdigit(static_cast<unsigned char>(w[i])) && n < 100000) n = n * 10 + (w[i++] - '0');
  if (i == 0) return 0;
  const std::string rest = lower(std::string(w.substr(i)));
  return rest == "st" || rest == "nd" || rest == "rd" || rest == "th" || rest == "d" ? n : 0;
}

// Collapses runs of spaces and trims, so a removed part leaves no gap.
std::string tidy(std::string s) {
  std::string out;
  for (const char c : s)
    if (c != ' ' || (!out.empty() && out.back() != ' ')) out += c;
  while (!out.empty() && (out.back() == ' ' || out.back() == ',')) out.pop_back();
  return out;
}

}  // namespace

std::string abbreviateWords(std::string_view name, const NameAbbreviations& table, std::vector<std::string>* unknown) {
  std::string out;
  std::size_t i = 0;
  while (i < name.size()) {
    std::size_t e = i;
    while (e < name.size() && isWordChar(name[e])) ++e;
    std::string word(name.substr(i, e - i));
    if (!word.empty()) {
      const int n = std::isdigit(static_cast<unsigned char>(word[0])) ? ordinal(word) : 0;
      if (n > 0 && table.stripOrdinals) {
        word = std::to_string(n);
      } else if (std::isupper(static_cast<unsigned char>(word[0]))) {
        const std::pair<std::string, std::string>* hit = nullptr;
        for (const auto& a : table.words)
          if (a.first == word) hit = &a;
        if (hit)
          word = hit->second;
        else if (unknown)
          unknown->push_back(word);
      }
      out += word;
    }
    if (e < name.size()) out += name[e];
    i = e + 1;
  }
  return out;
}

std::vector<std::string> counterNameForms(std::string_view name, const NameAbbreviations& stated, bool designation,
                                          bool symbolShown) {
  static const NameAbbreviations kUnitWords{{{"Battery", "Btry"},
                                             {"Company", "Co"},
                                             {"Regiment", "Regt"},
                                             {"Battalion", "Bn"},
                                             {"Battalions", "Bns"},
                                             {"Companies", "Cos"},
                                             {"Batteries", "Btrys"},
                                             {"Artillery", "Arty"},
                                             {"Cavalry", "Cav"},
                                             {"Infantry", "Inf"},
                                             {"Light", "Lt"},
                                             {"Volunteers", "Vols"},
                                             {"Squadron", "Sqdn"},
                                             {"Sharpshooters", "SS"}},
                                            false};
  std::vector<std::string> forms;
  auto add = [&](std::string s) {
    s = tidy(std::move(s));
    if (!s.empty() && (forms.empty() || forms.back() != s)) forms.push_back(std::move(s));
  };
  add(std::string(name));
  add(abbreviateWords(forms.empty() ? name : forms.back(), stated));
  add(abbreviateWords(forms.empty() ? name : forms.back(), kUnitWords));
  if (forms.empty() || designation) return forms;
  std::string head = forms.back().substr(0, forms.back().find(','));
  add(head);
  std::string bare;
  int depth = 0;
  for (const char c : head) {
    if (c == '(') ++depth;
    if (depth == 0) bare += c;
    if (c == ')' && depth > 0) --depth;
  }
  add(bare);
  // "McAllister's Btry": the captain's name alone, as batteries and companies named
  // after their captains are known, where the counter's symbol says what the unit is.
  if (const auto at = forms.back().find("'s "); symbolShown && at != std::string::npos && at > 0)
    add(forms.back().substr(0, at));
  return forms;
}

}  // namespace hexwright::model
