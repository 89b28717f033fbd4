#pragma once
// A battle's infobox, the box at the head of every Wikipedia battle article, in the forms a
// designer pastes it: its wikitext ("|commander1 = [[George Meade|George G. Meade]]") or a
// copy's rendering ("- Commander1: Frederick W. Benteen, John F. Philips"). Its numbered
// fields give each side's combatant, commanders, units (armies, corps, …), strength and
// casualties; its other fields (image, map, date, result) are the page's.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace hexwright::importers::oob {

enum class InfoboxKey { Combatant, Commander, Units, Strength, Casualties, PageField };

struct InfoboxField {
  InfoboxKey key = InfoboxKey::PageField;
  int side = 0;       // the field's number, 1 to 3; 0 for the page's own fields
  std::string name;   // the key as the infobox spells it: "commander1", "map_type"
  std::string value;  // what follows "=" or ":", trimmed (may be empty)
};

/// The field an infobox line is: "|units1 = …", "Commander2: …", "map_type = Kansas".
/// A numbered side field is read anywhere; a page field ("caption", "coordinates") only
/// `inInfobox`, since "Date: …" alone is also a battle summary's.
std::optional<InfoboxField> infoboxField(std::string_view line, bool inInfobox);

/// "Infobox", "Infobox military conflict": the box's own title line.
bool isInfoboxTitle(std::string_view line);

/// A field's items: split at ";" (the line breaks of the box), ", " and " and ", with a
/// fate glued to a name by a copy that lost the icon's space ("MarmadukePOW") read as its
/// mark and the end of the name ("Marmaduke (c)").
std::vector<std::string> infoboxItems(std::string_view value);

}  // namespace hexwright::importers::oob
