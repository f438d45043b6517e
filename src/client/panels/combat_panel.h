// The combat in progress: both stacks, every modifier with its reason (K3),
// cards played, the last dice, and the exact odds of the next round. It
// draws a CombatSummary, a value the session layer makes; it never reads
// the game state.
#pragma once

#include <QStringList>
#include <QWidget>
#include <array>
#include <vector>

#include "hydaspes/combat_modifiers.h"

class QLabel;

namespace hydaspes::client {

struct CombatSummary {
  bool active = false;
  int round = 0;
  bool rolled = false;             // the dice below are the last round's
  std::array<int, 4> dice{};       // attacker's two, defender's two
  std::array<int, 2> totals{};
  QString attacker, defender;      // side names
  QString attackerCell, defenderCell;
  QString attackerUnits, defenderUnits;  // "Alexander, Coenus"
  CombatModifiers modifiers;       // of the round about to be rolled (or the next one)
  RoundOdds odds;                  // of that round
  QStringList cardsPlayed;
};

class CombatPanel : public QWidget {
  Q_OBJECT
 public:
  explicit CombatPanel(QWidget* parent = nullptr);
  void show(const CombatSummary& c);
  QString text() const;

 private:
  QLabel* body_;
};

}  // namespace hydaspes::client
