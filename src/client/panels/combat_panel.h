// The combat in progress: both stacks, every modifier with its reason (K3),
// cards played, the last dice, and the exact odds of the next round. It
// draws a CombatSummary, a value the session layer makes; it never reads
// the game state.
#pragma once

#include <QStringList>
#include <QWidget>
#include <array>
#include <optional>
#include <vector>

#include "board/board_motion.h"
#include "hydaspes/combat_modifiers.h"

class QLabel;

namespace hydaspes::client {

// One round rolled, and what came of it.
struct RoundResult {
  int attackerSide = 0;
  std::optional<int> winnerSide;   // none: a tie
  QString attacker, defender;      // army names, "Greeks"
  std::array<int, 4> dice{};       // attacker's two, defender's two
  std::array<int, 2> totals{};
  CombatModifiers modifiers;       // what made up the totals (K3)
  QString result;                  // "Porus wins the round: Companion Cavalry eliminated"
  bool tie = false;
  bool combatOver = false;
  // The combat's turn and its stacks' cells ("b2", "b4"), for the panel's
  // heading once it is over; 0 and empty when not found.
  int turn = 0;
  QString attackerCell, defenderCell;
};

struct CombatSummary {
  bool active = false;
  int round = 0;
  bool rolled = false;             // the dice below are the last round's
  bool casualtyPending = false;    // the round's winner is still choosing the loss (K4)
  std::array<int, 4> dice{};       // attacker's two, defender's two
  std::array<int, 2> totals{};
  QString attacker, defender;      // army names, "Greeks"
  QString attackerCell, defenderCell;
  QString attackerUnits, defenderUnits;  // "Alexander, Coenus"
  CombatModifiers modifiers;       // of the round about to be rolled (or the next one)
  RoundOdds odds;                  // of that round
  // V1: what one lost round would cost a side beyond a unit, in words
  // ("At stake: if Porus wins a round, Alexander the Great may be
  // chosen as the loss (V1).")
  QStringList atStake;
  QStringList cardsPlayed;
  // The last round rolled (this combat's, or the previous combat's until
  // the next one starts).
  std::optional<RoundResult> last;
  // While the attacker picks the stack to attack (no combat yet): each one
  // it may attack, with the odds of a first round and what it would risk,
  // read before the choice (with no card to answer, the dice fall at once).
  // While it picks the stack that attacks, each pair: a click on the enemy
  // stack attacks at once when only one stack of its may (pt106 saw no odds).
  struct AttackPreview {
    QString source;         // "c4" while the stack that attacks is chosen too; empty once it is
    QString target;         // "b4"
    QString defenderUnits;  // "Porus, Elephants"
    RoundOdds odds;
    int attackerTotal = 0, defenderTotal = 0;
    QStringList atStake;    // V1, as atStake above
  };
  std::vector<AttackPreview> previews;
};

class DiceView;

class CombatPanel : public QWidget {
  Q_OBJECT
 public:
  explicit CombatPanel(QWidget* parent = nullptr);
  // `roll`: the last round was just rolled, so its dice tumble at that
  // speed before they settle (Off: they are simply shown).
  void show(const CombatSummary& c, AnimationSpeed roll = AnimationSpeed::Off);
  QString text() const;
  const DiceView* dice() const { return dice_; }  // hidden when no round was rolled

 signals:
  // A modifier's ruling ID was clicked ("K3").
  void ruleLinkActivated(const QString& id);

 private:
  QLabel* heading_;
  DiceView* dice_;
  QLabel* result_;
  QLabel* stakes_;
  QLabel* body_;
};

}  // namespace hydaspes::client
