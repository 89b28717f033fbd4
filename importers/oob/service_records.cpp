#include "importers/oob/service_records.h"

#include <cctype>
#include <string_view>
#include <vector>

#include "importers/oob/leader_text.h"
#include "importers/oob/text_util.h"

namespace hexwright::importers::oob {
namespace {

/// Whether `text` (lower case, spaces around it) tells a man's service.
bool tellsService(const std::string& l) {
  for (const char* w : {" mustered", " enlisted", " discharged", " resigned", " promoted", " transferred", " deserted",
                        " dismissed", " nativity", " residence "})
    if (l.find(w) != std::string::npos) return true;
  // "Age 37.": a descriptive roster's age.
  for (std::size_t at = l.find(" age "); at != std::string::npos; at = l.find(" age ", at + 1))
    if (at + 5 < l.size() && std::isdigit(static_cast<unsigned char>(l[at + 5]))) return true;
  return false;
}

/// "Adams", "Edwin M.", "RICHARD A. OAKFORD", "T. W. HIGGINSON": a man's names, each
/// capitalized or an initial, with no unit's word, number or possessive among them.
bool namesAMan(std::string_view part, std::size_t mostWords) {
  std::size_t words = 0;
  for (std::size_t b = 0; b < part.size();) {
    const std::size_t e = std::min(part.find(' ', b), part.size());
    const std::string_view w = part.substr(b, e - b);
    if (!w.empty()) {
      if (!std::isupper(static_cast<unsigned char>(w[0])) || w.find_first_of("0123456789'") != std::string_view::npos)
        return false;
      ++words;
    }
    b = e + 1;
  }
  // (Whole words only: "LIGHTNER" is a man, though "light" marks a unit in a listing.)
  const std::string l = " " + lower(part) + " ";
  for (const char* w : {" regiment", " battery", " company", " battalion", " infantry", " cavalry", " artillery",
                        " legion", " guard", " volunteers", " brigade", " division", " corps", " army", " vols"})
    if (l.find(std::string(w) + " ") != std::string::npos || l.find(std::string(w) + ".") != std::string::npos)
      return false;
  return words >= 1 && words <= mostWords && rankLengthAt(part) == 0;
}

/// What befell him, in the record's words: each fate once, "; "-joined.
std::string fateIn(const std::string& l) {
  std::vector<std::string> fates;
  const bool mortally = l.find("mortally wounded") != std::string::npos ||
                        l.find("died of wounds") != std::string::npos ||
                        l.find("of wounds received") != std::string::npos;
  if (l.find("killed") != std::string::npos) fates.push_back("killed");
  if (mortally) fates.push_back("mortally wounded");
  // ("Discharged for wounds": the wound the record told already, or one it did not; once.)
  if (!mortally && (l.find("wounded") != std::string::npos || l.find("discharged for wounds") != std::string::npos))
    fates.push_back("wounded");
  if (l.find("taken prisoner") != std::string::npos || l.find("captured") != std::string::npos)
    fates.push_back("captured");
  if (l.find("missing") != std::string::npos) fates.push_back("missing");
  std::string out;
  for (const std::string& f : fates) out += (out.empty() ? "" : "; ") + f;
  return out;
}

}  // namespace

std::optional<ServiceRecord> serviceRecordOf(const std::string& text) {
  // (A man's name and the first words of his service open his paragraph: only its first few
  // hundred characters are looked at, so a megabyte line costs no more than a short one.)
  const std::size_t comma = text.find(", ");
  if (text.size() < 12 || comma == std::string::npos || comma > 40) return std::nullopt;
  const std::string l = " " + lower(text.substr(0, 400)) + " ";
  if (!tellsService(l)) return std::nullopt;
  const std::string head = text.substr(0, comma);
  ServiceRecord r;
  if (namesAMan(head, 1)) {
    // "Adams, Edwin M. Age 37.": the surname, then the given names and initials up to the
    // record's first word.
    std::string given;
    for (std::size_t b = comma + 2; b < text.size();) {
      const std::size_t e = std::min(text.find(' ', b), text.size());
      const std::string w = text.substr(b, e - b);
      std::string bare = lower(w);
      while (!bare.empty() && (bare.back() == '.' || bare.back() == ',')) bare.pop_back();
      if (w.empty() || !std::isupper(static_cast<unsigned char>(w[0])) || bare == "age" || bare == "residence" ||
          bare == "enlisted" || bare == "mustered")
        break;
      given += (given.empty() ? "" : " ") + w;
      const bool initial = w.size() == 2 && w[1] == '.';
      if (!initial && (w.back() == '.' || w.back() == ',')) break;
      b = e + 1;
    }
    while (!given.empty() &&
           (given.back() == ',' || (given.back() == '.' && given.size() > 2 && given[given.size() - 3] != ' ')))
      given.pop_back();
    if (given.empty() || !namesAMan(given, 4)) return std::nullopt;
    r.man = head + ", " + given;
  } else if (namesAMan(head, 5) && isUpperCaseText(head)) {
    // "RICHARD A. OAKFORD, colonel, mustered in …": his name in capitals, his rank after it.
    r.man = head;
    const std::size_t next = text.find(", ", comma + 2);
    const std::string rank = text.substr(comma + 2, next == std::string::npos ? 0 : next - comma - 2);
    if (!rank.empty() && std::islower(static_cast<unsigned char>(rank[0])) && wordCount(rank) <= 3)
      r.man += ", " + rank;
  } else {
    return std::nullopt;
  }
  r.status = fateIn(" " + lower(text) + " ");
  return r;
}

bool tellsAUnitsService(const std::string& text) {
  if (text.size() < 40) return false;
  const std::string l = lower(text.substr(0, 160));
  for (const char* opening : {"service.", "service:", "organized at", "regiment attached to", "battery attached to",
                              "old members", "regiment lost during service", "battery lost during service",
                              "veterans and recruits", "regiment organized", "battery organized"})
    if (l.starts_with(opening)) return true;
  // "Attached to 1st Brigade, 2nd Division, …" (a narrative's "Attached to this force were …"
  // is none).
  if (l.starts_with("attached to ") &&
      (std::isupper(static_cast<unsigned char>(text[12])) || std::isdigit(static_cast<unsigned char>(text[12]))))
    return true;
  return l.starts_with("compan") && l.find(" organized ") != std::string::npos;
}

std::size_t joinServiceRecords(std::vector<std::string>& lines) {
  constexpr std::size_t kLongestRecord = 8;  // lines: a man's paragraph, never a page
  std::size_t joined = 0;
  for (std::size_t b = 0; b < lines.size(); ++b) {
    if (trim(lines[b]).empty() || !serviceRecordOf(trim(lines[b]))) continue;
    std::size_t e = b + 1;
    while (e < lines.size() && e - b < kLongestRecord && !trim(lines[e]).empty() && !serviceRecordOf(trim(lines[e])))
      ++e;
    if (e == b + 1) continue;
    for (std::size_t k = b + 1; k < e; ++k) {
      std::string& l = lines[b];
      while (!l.empty() && (l.back() == '\r' || l.back() == ' ')) l.pop_back();
      l += " " + trim(lines[k]);
      lines[k].clear();
    }
    ++joined;
    b = e - 1;
  }
  return joined;
}

}  // namespace hexwright::importers::oob
