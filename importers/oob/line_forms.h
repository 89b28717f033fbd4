#pragma once
// What a whole line of pasted text is by its form, before any reader decides what entry
// it holds: a web page's chrome, a breadcrumb trail, links to neighbouring pages, a
// paragraph of prose. The cleaner drops these for every reader (the line-by-line
// listing reader and the outline reader alike), so no reader has its own copy.
#include <string>
#include <string_view>
#include <vector>

namespace hexwright::importers::oob {

/// "From Wikipedia, the free encyclopedia", "Jump to: navigation, search", "Retrieved
/// from …", "Categories: …": a wiki page's frame, never its article.
bool isWebPageChrome(const std::string& text);

/// "< to June • July 1863 • to August >": links to the page before and after.
bool isNeighbourLinks(const std::string& text);

/// "United States Army > Army of the Potomac" gives its steps; empty when the line is
/// no trail (fewer than two steps).
std::vector<std::string> breadcrumbSteps(const std::string& text);

/// "Organization of …", "Field report of …", "Order of battle …", "No. 7. Return of …":
/// the opening words of a listing's title, which names the army or formation (never prose, however long).
bool opensATitle(const std::string& text);

/// Where "Price's Army" begins in a title ("Organization of Price's Army."); npos when the
/// title names no army by its commander.
std::size_t possessiveArmyAt(const std::string& text);

/// "DEEP BOTTOM, VA., AUGUST 13-20, 1864.", "Near Sharpsburg, Md., September 17, 1862": a
/// dateline (a month and a war year, no unit or level), never an entry.
bool isPlaceAndDate(const std::string& text);
/// "Campaign", "Date(s)", "Estimated Casualties", "Forces Engaged": the labels of a battle
/// summary's fields (the National Park Service's, for one); what follows them is no entry
/// unless it carries side tags.
bool isBattleSummaryField(const std::string& label);

/// "Shiloh, Pittsburg Landing, Tennessee", "Wilson's Creek, Mo.": places and their state,
/// a page's title or caption; a state after a unit's number or kind ("Ohio Battery") is not.
bool isPlaceName(const std::string& text);

/// A sentence or paragraph of prose (an article's introduction, a page's history note):
/// many words, most lower case; or, full of names and ordinals, a third lower case with
/// a verb or relative no entry line uses, and none of a run-on listing's ":" and ";".
bool isProse(const std::string& text);
/// The words of `text`, those that open in lower case, and its initials ("R."), which are
/// counted apart: a memoir's sentence naming four generals ("commanded by
/// Brigadier-Generals Charles R. Woods, W. B. Hazen, John E. Smith, and John M. Gorse.") is
/// no less a sentence for their initials.
struct ProseWords {
  std::size_t words = 0, lowerWords = 0, initials = 0;
};
ProseWords proseWordCounts(std::string_view text);

/// "LTG James Longstreet was the commander of the First Corps.", "MG Lafayette McLaws led
/// this Division.": a sentence that opens with a rank and a name and says he commands;
/// the position where the name ends, or npos.
std::size_t commanderSentenceNameEnd(const std::string& text);

/// "Corps Commander WS Hancock", "Division Commander: Caldwell", "Army Commander Robert E.
/// Lee": the name after a commander's title with no rank; empty when the line is no such.
std::string afterCommandersTitle(const std::string& text);

}  // namespace hexwright::importers::oob
