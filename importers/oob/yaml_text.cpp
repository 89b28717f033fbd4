#include "importers/oob/yaml_text.h"

#include <yaml.h>

#include <cctype>
#include <memory>
#include <string>

namespace hexwright::importers::oob {
namespace {

/// "battle_name: Petersburg", "  - dbpedia: Ulysses_S._Grant", "forces:": a YAML line.
bool isYamlLine(std::string_view line) {
  std::size_t k = line.find_first_not_of(' ');
  if (k == std::string_view::npos) return true;
  const bool item = line.substr(k).starts_with("- ");
  if (item) k = line.find_first_not_of(' ', k + 2);
  if (k == std::string_view::npos || line.substr(k) == "-") return true;
  const std::size_t colon = line.find(':', k);
  // ("- VA063", "- http://dbpedia.org/…": an item of a list is a value.)
  if (colon == std::string_view::npos || colon == k) return item;
  // One word: "battle_name", "unitName", "MO022" (a listing's "First Brigade:" has two).
  for (std::size_t i = k; i < colon; ++i)
    if (!(std::isalnum(static_cast<unsigned char>(line[i])) || line[i] == '_')) return false;
  return item || colon + 1 == line.size() || line[colon + 1] == ' ';
}

struct ParserDeleter {
  void operator()(yaml_parser_t* p) const {
    yaml_parser_delete(p);
    delete p;
  }
};
struct DocumentDeleter {
  void operator()(yaml_document_t* d) const {
    yaml_document_delete(d);
    delete d;
  }
};

/// Values a document may expand to: an alias repeats a node wherever it is used, so a few
/// lines of anchors ("billion laughs") could stand for more values than memory holds.
constexpr std::size_t kMostValues = 500000;

std::optional<DataValue> valueOf(yaml_document_t* doc, yaml_node_t* node, int depth, std::size_t& budget) {
  if (!node || depth > kDeepestData || budget == 0) return std::nullopt;
  --budget;
  DataValue v;
  v.line = static_cast<int>(node->start_mark.line) + 1;
  switch (node->type) {
    case YAML_SCALAR_NODE:
      v.text.assign(reinterpret_cast<const char*>(node->data.scalar.value), node->data.scalar.length);
      return v;
    case YAML_SEQUENCE_NODE:
      v.kind = DataValue::Kind::Array;
      for (yaml_node_item_t* i = node->data.sequence.items.start; i < node->data.sequence.items.top; ++i) {
        auto item = valueOf(doc, yaml_document_get_node(doc, *i), depth + 1, budget);
        if (!item) return std::nullopt;
        v.items.push_back(std::move(*item));
      }
      return v;
    case YAML_MAPPING_NODE:
      v.kind = DataValue::Kind::Object;
      for (yaml_node_pair_t* p = node->data.mapping.pairs.start; p < node->data.mapping.pairs.top; ++p) {
        const yaml_node_t* key = yaml_document_get_node(doc, p->key);
        auto value = valueOf(doc, yaml_document_get_node(doc, p->value), depth + 1, budget);
        if (!key || key->type != YAML_SCALAR_NODE || !value) return std::nullopt;
        v.members.emplace_back(
            std::string(reinterpret_cast<const char*>(key->data.scalar.value), key->data.scalar.length),
            std::move(*value));
      }
      return v;
    default:
      return std::nullopt;
  }
}

}  // namespace

bool looksLikeYaml(std::string_view text) {
  std::size_t lines = 0, yaml = 0;
  for (std::size_t b = 0; b < text.size() && lines < 400;) {
    const std::size_t e = std::min(text.find('\n', b), text.size());
    std::string_view line = text.substr(b, e - b);
    b = e + 1;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (line.find_first_not_of(' ') == std::string_view::npos || line.starts_with("#")) continue;
    if (lines == 0 && (line.starts_with("---") || line.starts_with("%YAML"))) return true;
    ++lines;
    yaml += isYamlLine(line);
  }
  // (Folded text and long values continue on lines of their own: most lines, not all.)
  return lines >= 5 && yaml * 10 >= lines * 7;
}

// Read with libyaml (Debian's libyaml-dev), the YAML 1.1 parser Debian keeps: block and flow
// styles, folded and quoted scalars and escapes ("St\xE4dt") are its work, not ours.
std::optional<DataValue> parseYamlText(std::string_view text) {
  std::unique_ptr<yaml_parser_t, ParserDeleter> parser(new yaml_parser_t);
  if (!yaml_parser_initialize(parser.get())) return std::nullopt;
  yaml_parser_set_input_string(parser.get(), reinterpret_cast<const unsigned char*>(text.data()), text.size());
  std::unique_ptr<yaml_document_t, DocumentDeleter> doc(new yaml_document_t);
  if (!yaml_parser_load(parser.get(), doc.get())) {
    // (A failed load leaves nothing to delete.)
    delete doc.release();
    return std::nullopt;
  }
  std::size_t budget = kMostValues;
  return valueOf(doc.get(), yaml_document_get_root_node(doc.get()), 0, budget);
}

}  // namespace hexwright::importers::oob
