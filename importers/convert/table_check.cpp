#include "importers/convert/table_check.h"

#include "importers/common/input_location.h"

namespace hexwright::importers::convert {
namespace {

class Checker {
 public:
  Checker(const ConversionTable& t, model::Diagnostics& d) : m_t(t), m_d(d) {}
  void fail(const std::string& message) {
    m_d.add(model::Severity::Error, "convert.table.mismatch", message, atInput(m_t.file));
    m_ok = false;
  }
  bool ok() const { return m_ok; }

 private:
  const ConversionTable& m_t;
  model::Diagnostics& m_d;
  bool m_ok = true;
};

}  // namespace

bool checkConversionTable(const ConversionTable& t, const model::Ruleset& source, const model::Ruleset& target,
                          model::Diagnostics& d) {
  Checker c(t, d);
  if (t.from != source.id) c.fail("the table converts from " + t.from + ", the bundle is " + source.id);
  if (t.to != target.id) c.fail("the table converts to " + t.to + ", not " + target.id);
  for (const auto& l : t.levels) {
    if (!source.findOobLevel(l.from)) c.fail("level " + l.from + " is not a " + source.id + " OOB level");
    if (l.action == LevelAction::Map && !target.findOobLevel(l.to))
      c.fail("level " + l.to + " is not a " + target.id + " OOB level");
  }
  for (const auto& u : t.units) {
    const model::UnitType* from = source.findUnitType(u.from);
    const model::UnitType* to = u.action == UnitAction::Drop ? nullptr : target.findUnitType(u.to);
    if (!from) c.fail("unit type " + u.from + " is not a " + source.id + " unit type");
    if (u.action != UnitAction::Drop && !to) c.fail("unit type " + u.to + " is not a " + target.id + " unit type");
    if (u.action == UnitAction::Merge && !source.findOobLevel(u.mergeLevel))
      c.fail("merge level " + u.mergeLevel + " is not a " + source.id + " OOB level");
    for (const auto& a : u.attributes) {
      if (from && !model::findAttribute(from->attributes, a.from))
        c.fail(u.from + " has no attribute " + a.from + " in " + source.id);
      const bool writes = a.action == AttributeAction::Copy || a.action == AttributeAction::Scale;
      if (writes && to && !model::findAttribute(to->attributes, a.to))
        c.fail(u.to + " has no attribute " + a.to + " in " + target.id);
    }
  }
  return c.ok();
}

}  // namespace hexwright::importers::convert
