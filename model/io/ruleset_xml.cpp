#include "model/io/ruleset_xml.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstring>

#include "model/io/text_checks.h"

namespace hexwright::io::schema {

namespace {

std::optional<double> parseDouble(const std::string& text) {
  if (text.empty()) return std::nullopt;
  double v = 0;
  auto res = std::from_chars(text.data(), text.data() + text.size(), v);
  if (res.ec != std::errc{} || res.ptr != text.data() + text.size() || !std::isfinite(v)) return std::nullopt;
  return v;
}

std::optional<int> parseInt(const std::string& text) {
  if (text.empty()) return std::nullopt;
  int v = 0;
  auto res = std::from_chars(text.data(), text.data() + text.size(), v);
  if (res.ec != std::errc{} || res.ptr != text.data() + text.size()) return std::nullopt;
  return v;
}

std::string quoted(const std::string& s) { return "'" + s + "'"; }

}  // namespace

// ---------------------------------------------------------------------------------------

Context::Context(std::string fileName, std::string_view text, model::Diagnostics& diagnostics)
    : m_xml(std::move(fileName), text), m_reader(diagnostics, rules::kTruncated) {}

bool Context::parse() { return m_reader.parse(m_xml, {rules::kEncoding, rules::kMalformed}); }

void Context::defineId(const std::string& kind, const std::string& id, const model::SourceLocation& where) {
  if (id.empty()) return;
  auto& ids = m_ids[kind];
  auto [it, inserted] = ids.emplace(id, where);
  if (!inserted)
    error(
        rules::kDuplicateId,
        "duplicate " + kind + " id " + quoted(id) + " (first defined at line " + std::to_string(it->second.line) + ")",
        where);
}

bool Context::isDefined(const std::string& kind, const std::string& id) const {
  auto it = m_ids.find(kind);
  return it != m_ids.end() && it->second.count(id) > 0;
}

void Context::reference(const std::string& kind, const std::string& id, const model::SourceLocation& where,
                        std::string context) {
  if (id.empty()) return;
  m_references.push_back(PendingReference{kind, id, where, std::move(context)});
}

void Context::resolveReferences() {
  for (const auto& ref : m_references) {
    if (isDefined(ref.kind, ref.id)) continue;
    std::string known;
    if (auto it = m_ids.find(ref.kind); it != m_ids.end()) {
      for (const auto& [id, where] : it->second) known += (known.empty() ? "" : ", ") + id;
    }
    error(rules::kUnknownReference,
          ref.context + " refers to unknown " + ref.kind + " " + quoted(ref.id) +
              (known.empty() ? " (none is defined)" : " (known: " + known + ")"),
          ref.where);
  }
  m_references.clear();
}

// ---------------------------------------------------------------------------------------

Element::Element(Context& ctx, pugi::xml_node node, std::initializer_list<const char*> allowed, bool anyAttribute)
    : m_ctx(ctx), m_node(node) {
  if (anyAttribute) return;
  for (pugi::xml_attribute a : node.attributes()) {
    bool ok = std::any_of(allowed.begin(), allowed.end(), [&](const char* n) { return std::strcmp(n, a.name()) == 0; });
    if (ok) continue;
    std::string names;
    for (const char* n : allowed) names += (names.empty() ? "" : ", ") + std::string(n);
    m_ctx.error(rules::kUnknownAttribute,
                std::string("<") + node.name() + "> has no attribute " + quoted(a.name()) +
                    (names.empty() ? "" : " (allowed: " + names + ")"),
                m_ctx.at(a, node));
  }
}

model::SourceLocation Element::where(const char* attribute) const {
  pugi::xml_attribute a = m_node.attribute(attribute);
  return a ? m_ctx.at(a, m_node) : m_ctx.at(m_node);
}

void Element::invalid(const char* name, const std::string& value, const std::string& expected) const {
  m_ctx.error(
      rules::kInvalidValue,
      std::string("<") + m_node.name() + "> " + name + "=" + quoted(value) + " is not valid: expected " + expected,
      where(name));
}

void Element::missing(const char* name) const {
  m_ctx.error(rules::kMissingAttribute, std::string("<") + m_node.name() + "> needs the attribute " + quoted(name),
              where());
}

std::string Element::text(const char* name, bool required) const {
  pugi::xml_attribute a = m_node.attribute(name);
  if (!a) {
    if (required) missing(name);
    return {};
  }
  std::string value = a.value();
  if (required && trim(value).empty()) {
    invalid(name, value, "a non-empty value");
    return {};
  }
  return value;
}

std::string Element::id(const char* name, bool required) const {
  std::string value = text(name, required);
  if (value.empty()) return value;
  auto ok = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == '.'; };
  if (!std::isalnum(static_cast<unsigned char>(value[0])) || !std::all_of(value.begin(), value.end(), ok)) {
    invalid(name, value, "an id of letters, digits, '-', '_' and '.' that starts with a letter or digit");
    return {};
  }
  return value;
}

std::string Element::color(const char* name) const {
  std::string value = text(name);
  if (value.empty()) return value;
  bool ok = value.size() == 7 && value[0] == '#' && std::all_of(value.begin() + 1, value.end(), [](char c) {
              return std::isxdigit(static_cast<unsigned char>(c));
            });
  if (!ok) {
    invalid(name, value, "a colour \"#rrggbb\"");
    return {};
  }
  return value;
}

std::optional<double> Element::number(const char* name, bool required, std::optional<double> min) const {
  if (!has(name)) {
    if (required) missing(name);
    return std::nullopt;
  }
  std::string value = m_node.attribute(name).value();
  if (value == "unknown") return std::nullopt;
  auto v = parseDouble(value);
  if (!v || (min && *v < *min)) {
    invalid(name, value,
            min ? "a number >= " + model::formatAttribute(*min) + " or \"unknown\"" : "a number or \"unknown\"");
    return std::nullopt;
  }
  return v;
}

std::optional<int> Element::integer(const char* name, bool required, std::optional<int> min) const {
  if (!has(name)) {
    if (required) missing(name);
    return std::nullopt;
  }
  std::string value = m_node.attribute(name).value();
  if (value == "unknown") return std::nullopt;
  auto v = parseInt(value);
  if (!v || (min && *v < *min)) {
    invalid(name, value,
            min ? "a whole number >= " + std::to_string(*min) + " or \"unknown\"" : "a whole number or \"unknown\"");
    return std::nullopt;
  }
  return v;
}

std::optional<bool> Element::boolean(const char* name, bool required) const {
  if (!has(name)) {
    if (required) missing(name);
    return std::nullopt;
  }
  std::string value = m_node.attribute(name).value();
  if (value == "true") return true;
  if (value == "false") return false;
  if (value != "unknown") invalid(name, value, "\"true\", \"false\" or \"unknown\"");
  return std::nullopt;
}

model::NumberRange Element::range(const char* name) const {
  model::NumberRange r;
  if (!has(name)) return r;
  std::string value = m_node.attribute(name).value();
  if (value == "unknown") return r;
  auto dots = value.find("..");
  bool ok = true;
  if (dots == std::string::npos) {
    auto v = parseDouble(value);
    ok = v.has_value();
    if (ok) r = model::NumberRange::exactly(*v);
  } else {
    std::string lo = value.substr(0, dots), hi = value.substr(dots + 2);
    if (!lo.empty()) {
      r.min = parseDouble(lo);
      ok = ok && r.min.has_value();
    }
    if (!hi.empty()) {
      r.max = parseDouble(hi);
      ok = ok && r.max.has_value();
    }
    ok = ok && (r.min || r.max) && !(r.min && r.max && *r.min > *r.max);
  }
  if (!ok) {
    invalid(name, value, "a number, a range \"min..max\" (either end may be left out) or \"unknown\"");
    return {};
  }
  return r;
}

std::vector<std::string> Element::list(const char* name) const {
  std::vector<std::string> out;
  std::string value = text(name);
  std::size_t i = 0;
  while (i < value.size()) {
    while (i < value.size() && std::isspace(static_cast<unsigned char>(value[i]))) ++i;
    std::size_t j = i;
    while (j < value.size() && !std::isspace(static_cast<unsigned char>(value[j]))) ++j;
    if (j > i) out.push_back(value.substr(i, j - i));
    i = j;
  }
  return out;
}

std::string Element::content() const {
  std::string out;
  for (pugi::xml_node c : m_node.children()) {
    if (c.type() == pugi::node_pcdata || c.type() == pugi::node_cdata) {
      out += c.value();
    } else if (c.type() == pugi::node_element) {
      m_ctx.error(rules::kUnknownElement,
                  std::string("<") + m_node.name() + "> holds text only, not <" + c.name() + ">", m_ctx.at(c));
    }
  }
  // Collapse the indentation of multi-line text into single spaces.
  std::string collapsed;
  bool space = false;
  for (char ch : trim(out)) {
    if (ch == '\n' || ch == '\r' || ch == '\t' || ch == ' ') {
      space = true;
      continue;
    }
    if (space && !collapsed.empty()) collapsed += ' ';
    space = false;
    collapsed += ch;
  }
  return collapsed;
}

// ---------------------------------------------------------------------------------------

std::vector<pugi::xml_node> childElements(Context& ctx, const pugi::xml_node& node) {
  std::vector<pugi::xml_node> out;
  for (pugi::xml_node c : node.children()) {
    if (c.type() == pugi::node_element) {
      out.push_back(c);
    } else if ((c.type() == pugi::node_pcdata || c.type() == pugi::node_cdata) && !trim(c.value()).empty()) {
      ctx.error(
          rules::kUnexpectedText,
          std::string("<") + node.name() + "> holds elements, not text (" + quoted(trim(c.value()).substr(0, 40)) + ")",
          ctx.at(c));
    }
  }
  return out;
}

void unknownChild(Context& ctx, const pugi::xml_node& child, const pugi::xml_node& parent,
                  std::initializer_list<const char*> allowed) {
  std::string names;
  for (const char* n : allowed) names += (names.empty() ? "<" : ", <") + std::string(n) + ">";
  ctx.error(rules::kUnknownElement,
            std::string("unknown element <") + child.name() + "> in <" + parent.name() + ">" +
                (names.empty() ? "" : " (allowed: " + names + ")"),
            ctx.at(child));
}

}  // namespace hexwright::io::schema
