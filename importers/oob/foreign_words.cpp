#include "importers/oob/foreign_words.h"

#include <array>
#include <cctype>
#include <string_view>
#include <unordered_map>

#include "importers/oob/text_util.h"

// A glossary, not a translator: no Debian library among the project's dependencies
// translates, and an order of battle needs only its level, unit and arm words and its
// ordinals read; the names around them (states, commanders) stay as the page wrote them.

namespace hexwright::importers::oob {
namespace {

/// Foreign words by their form in lower case (only ASCII letters are lowered: a word that
/// opens with another alphabet's capital is listed in both cases), and the English word.
const std::unordered_map<std::string, std::string>& glossary() {
  static const std::unordered_map<std::string, std::string> g = [] {
    std::unordered_map<std::string, std::string> m;
    auto add = [&](std::string_view english, std::initializer_list<std::string_view> words) {
      for (std::string_view w : words) m.emplace(std::string(w), std::string(english));
    };
    add("army", {"ejército", "exército", "esercito", "armata", "armée", "armáda", "armády", "armia", "армия", "Армия",
                 "армии", "армията", "Армията"});
    add("corps", {"cuerpo", "corpo", "sbor", "sboru", "корпус", "Корпус", "корпуса", "korpus", "korpusu"});
    add("division", {"división", "divisão", "divisione", "divize", "divizie", "dywizja", "dywizji", "дивизия",
                     "Дивизия", "дивизии", "дивизията", "Дивизията"});
    add("brigade", {"brigada", "brigata", "brigáda", "brigády", "brygada", "brygady", "бригада", "Бригада", "бригады",
                    "бригадата", "Бригадата"});
    add("regiment", {"regimiento", "regimento", "reggimento", "régiment", "pluk", "pluku", "pułk", "pułku", "полк",
                     "Полк", "полка", "полкове"});
    add("battalion", {"batallón", "batalhão", "battaglione", "bataillon", "prapor", "batalion", "батальон", "Батальон",
                      "батальона", "батальонът"});
    add("battery", {"batería", "bateria", "batteria", "baterie", "батарея", "Батарея", "батареи"});
    add("company", {"compañía", "companhia", "compagnia", "rota", "kompania", "рота", "Рота", "роты"});
    add("infantry", {"infantería", "infantaria", "fanteria", "pěchota", "pěchoty", "pěší", "piechota", "piechoty",
                     "пехота", "пехоты", "пехотен", "пехотный", "пехотного"});
    add("cavalry", {"caballería", "cavalaria", "cavalleria", "jezdectvo", "jízdní", "kawaleria", "кавалерия",
                    "Кавалерия", "кавалерийский", "кавалерийски"});
    add("artillery", {"artillería", "artilharia", "artiglieria", "dělostřelectvo", "artyleria", "артиллерия",
                      "Артиллерия", "артилерия", "Артилерия"});
    add("volunteers", {"voluntarios", "voluntários", "volontari", "volontaires", "dobrovolníci", "ochotnicy",
                       "добровольцев", "доброволчески", "добровольческий"});
    return m;
  }();
  return g;
}

/// "du", "del", "della", "do", "da": the article after an army's word, "of the"; "de",
/// "des", "di": "of".
std::string_view articleAfterArmy(std::string_view w) {
  for (std::string_view a : {"du", "del", "della", "dello", "do", "da"})
    if (w == a) return "of the";
  for (std::string_view a : {"de", "des", "di"})
    if (w == a) return "of";
  return {};
}

bool isLetterByte(char c) {
  return std::isalpha(static_cast<unsigned char>(c)) || static_cast<unsigned char>(c) >= 0x80;
}

std::string englishSuffix(long n) {
  if (n % 100 >= 11 && n % 100 <= 13) return "th";
  switch (n % 10) {
    case 1:
      return "st";
    case 2:
      return "nd";
    case 3:
      return "rd";
    default:
      return "th";
  }
}

/// The length of a foreign ordinal ending at `at` ("º", ".º", "°", "ª", "er", "re", "e",
/// "ème", "-й", "-ти", …); 0 when there is none.
std::size_t foreignOrdinalEnding(std::string_view s, std::size_t at) {
  static const std::array<std::string_view, 20> kEndings{
      ".\xC2\xBA",         "\xC2\xBA", "\xC2\xB0", "\xC2\xAA", "\xC3\xA8me", "eme", "er", "re", "e",
      "-\xD0\xB9",           // -й
      "-\xD1\x8F",           // -я
      "-\xD1\x82\xD0\xB8",   // -ти
      "-\xD1\x80\xD0\xB8",   // -ри
      "-\xD0\xB2\xD0\xB8",   // -ви
      "-\xD0\xBC\xD0\xB8",   // -ми
      "-\xD0\xBE\xD0\xB9",   // -ой
      "-\xD1\x8B\xD0\xB9",   // -ый
      "-\xD0\xB8\xD0\xB9",   // -ий
      "-\xD0\xB3\xD0\xBE",   // -го
      "-\xD1\x8B\xD0\xB5"};  // -ые
  // (Only before the word it numbers, "1.º Regimiento", "158-ти Нюйоркски …": "1ª," alone is
  // a list's number.)
  for (std::string_view e : kEndings) {
    const std::size_t end = at + e.size();
    if (s.substr(at).starts_with(e) && end + 1 < s.size() && s[end] == ' ' && isLetterByte(s[end + 1])) return e.size();
  }
  return 0;
}

/// One line rewritten; `count` grows by each word rewritten.
std::string rewritten(const std::string& line, std::size_t& count) {
  std::string out;
  bool armyBefore = false;  // the last word rewritten was an army's, its article may follow
  for (std::size_t i = 0; i < line.size();) {
    const bool wordStart = i == 0 || !isLetterByte(line[i - 1]);
    if (std::isdigit(static_cast<unsigned char>(line[i])) &&
        (i == 0 || !std::isalnum(static_cast<unsigned char>(line[i - 1])))) {
      std::size_t e = i;
      while (e < line.size() && std::isdigit(static_cast<unsigned char>(line[e]))) ++e;
      const std::size_t ending = e - i <= 3 ? foreignOrdinalEnding(line, e) : 0;
      out.append(line, i, e - i);
      if (ending > 0) {
        out += englishSuffix(std::stol(line.substr(i, e - i)));
        ++count;
      }
      i = e + ending;
      continue;
    }
    if (!isLetterByte(line[i]) || !wordStart) {
      if (line[i] != ' ') armyBefore = false;
      out += line[i++];
      continue;
    }
    std::size_t e = i;
    while (e < line.size() && isLetterByte(line[e])) ++e;
    const std::string word = line.substr(i, e - i);
    const std::string key = lower(word);
    if (armyBefore && !articleAfterArmy(key).empty()) {
      out += articleAfterArmy(key);
      armyBefore = false;
      i = e;
      continue;
    }
    const auto it = glossary().find(key);
    // ("Rota's battery": a word with a possessive is a man's name.)
    const bool owner = e < line.size() && (line[e] == '\'' || line.compare(e, 3, "\xE2\x80\x99") == 0);
    if (it == glossary().end() || owner) {
      out += word;
      armyBefore = false;
    } else {
      std::string english = it->second;
      if (opensInUpperCase(word)) english[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(english[0])));
      out += english;
      armyBefore = it->second == "army";
      ++count;
    }
    i = e;
  }
  return out;
}

}  // namespace

std::size_t readForeignWordsAsEnglish(std::vector<std::string>& lines) {
  std::size_t count = 0;
  for (std::string& line : lines) {
    // (A line with no letter beyond ASCII and no foreign ending's cue is left as it was:
    // most listings are English, and their words are never looked up.)
    bool cue = false;
    for (char c : line) cue = cue || static_cast<unsigned char>(c) >= 0x80;
    // (A foreign word in plain ASCII is looked for on a listing's lines, not in a paragraph
    // of thousands of characters: no listing's line is that long.)
    if (!cue && line.size() <= 2000) {
      const std::string l = " " + lower(line) + " ";
      for (std::string_view w :
           {" brigada",   " brigata",  " cuerpo",    " corpo ",   " pluk",      " prapor",   " rota ",
            "regimiento", "regimento", "reggimento", "batallon",  "batteria",   "bateria",   "compagnia",
            "companhia",  "fanteria",  "infantaria", "cavaleria", "cavalleria", "cavalaria", "artiglieria",
            "artilharia", " armata",   " esercito",  " armia",    " sbor"})
        cue = cue || l.find(w) != std::string::npos;
      for (std::size_t k = 1; k < l.size() && !cue; ++k)
        cue = std::isdigit(static_cast<unsigned char>(l[k - 1])) &&
              (l.compare(k, 3, "er ") == 0 || l.compare(k, 3, "re ") == 0);
    }
    if (cue) line = rewritten(line, count);
  }
  return count;
}

}  // namespace hexwright::importers::oob
