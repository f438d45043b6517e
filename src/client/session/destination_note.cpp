#include "session/destination_note.h"

#include <QCoreApplication>
#include <QStringList>

#include "app/words.h"
#include "hydaspes/facing.h"

namespace hydaspes::client {

namespace {
struct DestinationWords {
  Q_DECLARE_TR_FUNCTIONS(DestinationWords)
};
}  // namespace

QString destinationNote(const Game& g, const Observation& o, Cell to, SideIndex mover, UnitMask moving) {
  const Board& b = g.board();
  const CombatTable& combat = g.scenario().combat;
  QStringList notes;
  if (b.isRiver(to) && combat.defenderInRiver > 0)
    notes << DestinationWords::tr("in the river: an attack on it gets +%1 (K3)").arg(combat.defenderInRiver);
  if (b.terrain(to) == Terrain::Hills) {
    const int bonus = combat.defenderTerrain[static_cast<int>(Terrain::Hills)];
    notes << (bonus > 0 ? DestinationWords::tr("hills end the move (M4) and defend at +%1 (K3)").arg(bonus)
                        : DestinationWords::tr("hills end the move (M4)"));
  }
  // Each enemy stack beside it that has the cell in its front (K1).
  std::vector<Cell> seen;
  bool inFront = false;
  for (std::size_t u = 0; u < o.units.size(); ++u) {
    const UnitStatus& unit = o.units[u];
    if (!unit.alive || g.scenario().units[u].side == mover || b.distance(unit.cell, to) != 1) continue;
    if (std::find(seen.begin(), seen.end(), unit.cell) != seen.end()) continue;
    seen.push_back(unit.cell);
    const auto towards = b.lineDirection(unit.cell, to);
    if (towards && sectorOf(unit.facing, *towards) == Sector::Front && (inFront = true))
      notes << DestinationWords::tr("in the front of the stack of the %1 in %2, which may attack it (K1)")
                   .arg(armyName(g, otherSide(mover)), QString::fromStdString(b.cellName(unit.cell)));
  }
  // V1, K4: the main leader in that stack stakes the battle on its rounds.
  if ((b.isRiver(to) || inFront) && g.scenario().victoryByMainLeader)
    for (std::size_t u = 0; u < o.units.size(); ++u) {
      const UnitType& type = g.scenario().typeOf(static_cast<UnitIndex>(u));
      const bool there = (moving & unitBit(static_cast<UnitIndex>(u))) || (o.units[u].alive && o.units[u].cell == to);
      if (!type.mainLeader || g.scenario().units[u].side != mover || !o.units[u].alive || !there) continue;
      notes << DestinationWords::tr("%1 goes with it: a round this stack loses may cost him the battle (V1, K4)")
                   .arg(dataText(type.name));
      break;
    }
  return notes.join(QStringLiteral(" · "));
}

}  // namespace hydaspes::client
