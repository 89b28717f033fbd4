// Attribute values against the schema's AttributeDefs: declared, of the declared type,
// within min/max, one of the listed values, and present when required. Covers units
// (unit type), hex features, hexside features and vector features (terrain or feature).
#include <cmath>
#include <optional>

#include "model/validate/checks/builtin_checks.h"
#include "model/validate/validation_context.h"

namespace hexwright::model::checks {
namespace {

bool typeFits(const AttributeValue& v, AttributeType t) {
  const AttributeType actual = typeOf(v);
  return actual == t || (t == AttributeType::Number && actual == AttributeType::Integer);
}

std::string ruleSuffix(const AttributeDef& d) { return d.rule.empty() ? "" : " (rule " + d.rule + ")"; }

class AttributeCheck : public Check {
 public:
  std::string name() const override { return "attributes"; }
  std::vector<RuleInfo> rules() const override {
    return {
        {"attribute.unknown", "an attribute the object's type does not declare", Severity::Warning, false},
        {"attribute.type", "an attribute value of another type than declared (int, number, bool, text)",
         Severity::Error, false},
        {"attribute.range", "a numeric attribute outside the declared min/max", Severity::Error, false},
        {"attribute.value", "a text attribute that is not one of the declared values", Severity::Error, false},
        {"attribute.required", "a required attribute without a value or a stated default", Severity::Error, false},
    };
  }

  void run(const ValidationContext& ctx, Diagnostics& out) const override {
    // Descriptions and locations are built only when something is reported.
    for (const Unit& u : ctx.scenario().oob.units)
      if (const UnitType* t = ctx.unitType(u.type))
        check(ctx, out, t->attributes, u.attributes, [&] {
          return Subject{"unit " + ctx.unitName(u), "type '" + t->id + "'", ctx.atUnit(u)};
        });
    for (const auto& [h, features] : ctx.map().hexFeatures)
      for (const HexFeature& f : features)
        if (const HexFeatureType* t = ctx.featureType(f.type))
          check(ctx, out, t->attributes, f.attributes, [&, h = h] {
            return Subject{"feature '" + f.type + "' in hex " + ctx.label(h), "feature type '" + t->id + "'",
                           ctx.atHex(h)};
          });
    for (const auto& [k, features] : ctx.map().hexsideFeatures)
      for (const HexsideFeature& f : features)
        if (const HexsideType* t = ctx.hexsideType(f.type))
          check(ctx, out, t->attributes, f.attributes, [&, k = k] {
            return Subject{"hexside feature '" + f.type + "' of hex " + ctx.label(k.hex),
                           "hexside type '" + t->id + "'", ctx.atHexside(k)};
          });
    for (const VectorLayer& layer : ctx.map().vectorLayers)
      for (const VectorFeature& f : layer.features) {
        const AttributeDefs* defs = nullptr;
        if (const TerrainType* t = ctx.terrain(f.type))
          defs = &t->attributes;
        else if (const HexFeatureType* ft = ctx.featureType(f.type))
          defs = &ft->attributes;
        if (defs)
          check(ctx, out, *defs, f.attributes, [&] {
            return Subject{"vector feature '" + f.id.value + "'", "type '" + f.type + "'", {}};
          });
      }
  }

 private:
  struct Subject {
    std::string owner;  // "unit u-8-ill"
    std::string type;   // "type 'infantry'"
    Location where;
  };

  template <class Describe>
  static void check(const ValidationContext& ctx, Diagnostics& out, const AttributeDefs& defs, const Attributes& values,
                    Describe describe) {
    std::optional<Subject> subject;
    auto about = [&]() -> const Subject& {
      if (!subject) subject = describe();
      return *subject;
    };
    for (const auto& entry : values) {
      const auto& name = entry.first;
      const auto& value = entry.second;
      const AttributeDef* d = findAttribute(defs, name);
      if (!d) {
        ctx.report(out, "attribute.unknown", nullptr, [&] {
          return Finding{about().owner + " has attribute '" + name + "', which " + about().type + " does not declare",
                         about().where};
        });
        continue;
      }
      if (!typeFits(value, d->type)) {
        ctx.report(out, "attribute.type", nullptr, [&] {
          return Finding{about().owner + " has " + name + " = '" + formatAttribute(value) + "' (" +
                             attributeTypeName(typeOf(value)) + "); " + about().type + " declares it " +
                             attributeTypeName(d->type) + ruleSuffix(*d),
                         about().where};
        });
        continue;
      }
      if (d->type == AttributeType::Integer || d->type == AttributeType::Number) {
        const double v = std::holds_alternative<double>(value) ? std::get<double>(value)
                                                               : static_cast<double>(std::get<std::int64_t>(value));
        if (!std::isfinite(v) || (d->min && v < *d->min) || (d->max && v > *d->max))
          ctx.report(out, "attribute.range", nullptr, [&] {
            return Finding{about().owner + " has " + name + " " + formatAttribute(value) + "; the limit is " +
                               rangeText(d->min, d->max) + ruleSuffix(*d),
                           about().where};
          });
      } else if (d->type == AttributeType::Text && !d->allows(std::get<std::string>(value))) {
        ctx.report(out, "attribute.value", nullptr, [&] {
          std::string allowed;
          for (const auto& a : d->allowedValues) allowed += (allowed.empty() ? "" : ", ") + a;
          return Finding{about().owner + " has " + name + " '" + std::get<std::string>(value) +
                             "'; allowed: " + allowed + ruleSuffix(*d),
                         about().where};
        });
      }
    }
    for (const AttributeDef& d : defs)
      if (d.required && !d.defaultValue && !values.count(d.name))
        ctx.report(out, "attribute.required", nullptr, [&] {
          return Finding{about().owner + " has no " + d.name + ", which " + about().type + " requires" + ruleSuffix(d),
                         about().where};
        });
  }
};

}  // namespace

std::unique_ptr<Check> makeAttributeCheck() { return std::make_unique<AttributeCheck>(); }

}  // namespace hexwright::model::checks
