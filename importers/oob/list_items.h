#pragma once
// Splits the unit list of an order-of-battle line ("8th Illinois, 18th Illinois (notes);
// Dresser's Battery (D), 2nd Illinois Light Artillery") into one item per unit, the way
// a reader of a published order of battle would: commas inside a designation
// ("Battery (D), 2nd Illinois Light Artillery") and "X, or Y" alternatives stay
// together; "A, consisting of: B, C" makes A a group label; a trailing parenthetical
// is a note. Anything guessed (lines run together, one entry that may be two units) is
// reported back as a remark for the caller to turn into a diagnostic.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace hexwright::importers::oob {

struct ListItem {
  std::string name;   // "Dresser's Battery (D), 2nd Illinois Light Artillery"
  std::string notes;  // trailing parentheticals, "; "-joined
  std::string group;  // "Shoup's Battalion of Artillery" for the batteries it consists of
  /// Its officers as written, in order ("Lieut. Col. T. H. Bell", "Maj. R. P. Caldwell (w)"):
  /// list segments that start with a rank belong to the unit before them.
  std::vector<std::string> officers;
};

struct ListRemark {
  std::string rule;
  std::string message;
};

std::vector<ListItem> splitUnitList(std::string_view text, std::vector<ListRemark>& remarks);

/// "three batteries", "2 companies", "one regiment": how many of something, and no name.
bool isACount(std::string_view text);

/// Officers named before any unit on the line ("Col. A. M. Hare; 8th Illinois, …"):
/// the first items of a list that are leaders, removed from `items`.
std::vector<std::string> takeLeadingOfficers(std::vector<ListItem>& items);

/// "154th Tennessee (Senior)" → name "154th Tennessee", notes "Senior". Inner
/// parentheticals ("2nd (Walker's) Tennessee") stay in the name.
ListItem splitTrailingNotes(std::string_view text);

/// "350 men", "(785 Men)", "80 infantrymen", "615 all ranks": the men a text states for its
/// entry, the first such figure; nullopt when it states none.
std::optional<long> statedMen(std::string_view text);
/// "6 guns", "4 x 3\" R, 2 x 12-pounder howitzers": the guns a text states, summed.
std::optional<long> statedGuns(std::string_view text);

/// "8th …", "2 …", "First …", "Forty-third …": a designation that starts with its number, in
/// figures or spelled out as books print them (a roman numeral is no regiment's number).
bool startsWithANumber(const std::string& s);

/// "6 20-pounder Parrotts", "4 3-inch", "2 x 12-pounder howitzers": a battery's guns, a
/// line or list item that names no unit.
bool isGunCount(const std::string& seg);

/// "8th, 18th, 29th Illinois Infantry": the bare numbers get the name the last one carries.
void shareTheLastName(std::vector<ListItem>& items);

}  // namespace hexwright::importers::oob
