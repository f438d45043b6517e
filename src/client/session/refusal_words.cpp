#include "session/refusal_words.h"

#include <QCoreApplication>

#include "app/words.h"
#include "hydaspes/facing.h"
#include "hydaspes/match.h"
#include "hydaspes/refusal.h"
#include "hydaspes/state.h"
#include "session/gesture_plan.h"

namespace hydaspes::client {

namespace {

// The context of the refusals' words in the translations.
struct RefusalWords {
  Q_DECLARE_TR_FUNCTIONS(RefusalWords)
};

QString q(const std::string& s) { return QString::fromStdString(s); }

// Names a refusal's arguments from the game: cells, units (by id), cards,
// sides, facings; numbers as they are.
class Namer {
 public:
  explicit Namer(const Game& game) : game_(game) {}

  QString operator()(const RefusalArg& a) const {
    const Scenario& sc = game_.scenario();
    switch (a.kind) {
      case RefusalArg::Kind::OfCell:
        if (a.value >= 0 && a.value < game_.board().cellCount()) return q(game_.board().cellName(static_cast<Cell>(a.value)));
        break;
      case RefusalArg::Kind::OfUnit:
        // As the counters and the log name it ("Macedonian Phalanx 1"), never by its id in the data.
        if (a.value >= 0 && static_cast<std::size_t>(a.value) < sc.units.size()) return unitWords(game_, static_cast<UnitIndex>(a.value));
        break;
      case RefusalArg::Kind::OfCard:
        if (const CardDef* c = card(a)) return dataText(c->name);
        break;
      case RefusalArg::Kind::OfSide:
        if (a.value == 0 || a.value == 1) return dataText(sc.sides[static_cast<std::size_t>(a.value)].name);
        break;
      case RefusalArg::Kind::OfFacing:
        if (a.value >= 0 && a.value < 8) return facingWords(static_cast<Facing>(a.value));
        break;
      case RefusalArg::Kind::Number: break;
    }
    return QString::number(a.value);
  }
  // " (Cavalry only)": the note of a card argument, if it has one.
  QString note(const RefusalArg& a) const {
    const CardDef* c = card(a);
    return c && !c->note.empty() ? QStringLiteral(" (%1)").arg(dataText(c->note)) : QString();
  }
  // "Dense Pikes (Defence or attack card)": a card with its type in words,
  // as the card shows it; the engine's own English gives the type's code.
  QString typed(const RefusalArg& a) const {
    const CardDef* c = card(a);
    return c ? RefusalWords::tr("%1 (%2 card)").arg(dataText(c->name), cardTypeWords(c->type)) : (*this)(a);
  }

 private:
  const CardDef* card(const RefusalArg& a) const {
    if (a.kind != RefusalArg::Kind::OfCard || a.value < 0 || a.value >= static_cast<int>(game_.cards().size())) return nullptr;
    return &game_.cards()[static_cast<CardIndex>(a.value)];
  }
  const Game& game_;
};

}  // namespace

QString refusalWords(const Refusal& r, const Game& game) {
  using M = RefusalMessage;
  const Namer name(game);
  const auto arg = [&](std::size_t i) -> RefusalArg { return i < r.args.size() ? r.args[i] : RefusalArg{}; };
  const auto a = [&](std::size_t i) { return name(arg(i)); };
  switch (r.message) {
    case M::GameOver: return RefusalWords::tr("The game is over: %1 has won").arg(a(0));
    case M::AwaitingTactics: return RefusalWords::tr("Not now: %1 may play a Tactics card or end the Tactics phase").arg(a(0));
    case M::AwaitingDeception: return RefusalWords::tr("Not now: %1 may play a Deception card or end the Deception phase").arg(a(0));
    case M::AwaitingManeuver: return RefusalWords::tr("Not now: %1 may move (free move or a card) or end the Maneuver phase").arg(a(0));
    case M::AwaitingAttack: return RefusalWords::tr("Not now: %1 may attack with a card or end the Attack phase").arg(a(0));
    case M::AwaitingDiscard: return RefusalWords::tr("Not now: %1 must discard down to the hand limit").arg(a(0));
    case M::AwaitingDeceptionPick: return RefusalWords::tr("Not now: %1 must pick a card from %2's hand to discard").arg(a(0), a(1));
    case M::AwaitingSource: return RefusalWords::tr("Not now: %1 must choose the cell the units start from").arg(a(0));
    case M::AwaitingUnits: return RefusalWords::tr("Not now: %1 must take units or choose the destination").arg(a(0));
    case M::AwaitingFacing: return RefusalWords::tr("Not now: %1 must choose the final facing").arg(a(0));
    case M::AwaitingNegate: return RefusalWords::tr("Not now: %1 may negate the move or pass").arg(a(0));
    case M::AwaitingCancel: return RefusalWords::tr("Not now: %1 may cancel the negate or pass").arg(a(0));
    case M::AwaitingTarget: return RefusalWords::tr("Not now: %1 must choose the enemy stack to attack").arg(a(0));
    case M::AwaitingAttackerSupport: return RefusalWords::tr("Not now: %1 is choosing a support card (+1) or passing").arg(a(0));
    case M::AwaitingDefenderResponse:
      return RefusalWords::tr("Not now: %1 is answering the attack: a support card (+1), a Defence card or a pass").arg(a(0));
    case M::AwaitingCasualty: return RefusalWords::tr("Not now: %1 must choose the casualty").arg(a(0));
    case M::AwaitingContinueOrBreak: return RefusalWords::tr("Not now: %1 must continue the combat or break off").arg(a(0));

    case M::NoSuchCard: return RefusalWords::tr("There is no such card");
    case M::NoSuchCell: return RefusalWords::tr("There is no such cell");
    case M::NoSuchUnit: return RefusalWords::tr("There is no such unit");
    case M::NoSuchFacing: return RefusalWords::tr("There is no such facing");

    case M::CardNotHeld: return RefusalWords::tr("%1 holds no %2").arg(a(0), a(1));
    case M::CardNotForSide: return RefusalWords::tr("%1 cannot be played by %2").arg(a(0), a(1));
    case M::CardMovesAndAttacks: return RefusalWords::tr("%1 moves and attacks: play it in the Attack phase").arg(a(0));
    case M::CardCannotMove: return RefusalWords::tr("%1 cannot move units").arg(name.typed(arg(0)));
    case M::CardCannotAttack: return RefusalWords::tr("%1 cannot start an attack").arg(name.typed(arg(0)));
    case M::CardCannotNegate: return RefusalWords::tr("%1 cannot negate a move").arg(name.typed(arg(0)));
    case M::CardCannotCancel: return RefusalWords::tr("%1 cannot cancel a negate").arg(name.typed(arg(0)));
    case M::CardCannotSupport: return RefusalWords::tr("%1 cannot support a combat").arg(name.typed(arg(0)));
    case M::CardCannotDefend: return RefusalWords::tr("%1 cannot defend").arg(name.typed(arg(0)));
    case M::CardCannotDeceive: return RefusalWords::tr("%1 cannot deceive").arg(name.typed(arg(0)));
    case M::CardCannotDrawTwo: return RefusalWords::tr("%1 cannot draw two cards").arg(name.typed(arg(0)));
    case M::NoDeceptionForSide: return RefusalWords::tr("%1 has no Deception phase").arg(a(0));
    case M::DeceptionUsed: return RefusalWords::tr("Only one Deception card may be played a turn");
    case M::EnemyHandEmpty: return RefusalWords::tr("The enemy hand is empty: nothing to deceive");
    case M::CardFitsNoUnit: return RefusalWords::tr("%1 fits no unit of %2 now").arg(a(0), a(1)) + name.note(arg(0));
    case M::CardDoesNotFit: return RefusalWords::tr("%1 does not fit this situation").arg(a(0)) + name.note(arg(0));
    case M::CardMovesNoUnit: return RefusalWords::tr("No unit of %1 has a move with %2").arg(a(1), a(0));
    case M::LeaderFallen: return RefusalWords::tr("%1 has fallen: the %2 card can no longer be played").arg(a(1), a(0));
    case M::NoEnemyInReachOfSide: return RefusalWords::tr("No stack of %1 has an enemy stack in reach in front of it").arg(a(0));

    case M::FreeMoveUsed: return RefusalWords::tr("The free move has been used this turn");
    case M::NoFreeMove: return RefusalWords::tr("No unit of %1 can make the free move").arg(a(0));
    case M::AllUnitsMoved: return RefusalWords::tr("Every unit of %1 has already moved this turn").arg(a(0));
    case M::NoOwnUnitIn: return RefusalWords::tr("No unit of %1 stands in %2").arg(a(0), a(1));
    case M::CardCannotAttackFrom: return RefusalWords::tr("%1 cannot attack from %2").arg(a(0), a(1)) + name.note(arg(0));
    case M::NoEnemyInReachFrom: return RefusalWords::tr("The stack in %1 has no enemy in reach in front of it").arg(a(0));
    case M::CellAllMoved: return RefusalWords::tr("Every unit in %1 has already moved this turn").arg(a(0));
    case M::NoUnitInCellCanMove: return RefusalWords::tr("No unit in %1 can make this move").arg(a(0));

    case M::UnitsAlreadyTaken: return RefusalWords::tr("Units are already taken");
    case M::StackCannotMoveTogether: return RefusalWords::tr("The whole stack cannot make this move together");
    case M::OneUnitToTake: return RefusalWords::tr("%1 is the only unit here that may move: take it by name").arg(a(0));
    case M::UnitAlreadyTaken: return RefusalWords::tr("%1 is already taken").arg(a(0));
    case M::UnitEliminated: return RefusalWords::tr("%1 has been eliminated").arg(a(0));
    case M::UnitNotIn: return RefusalWords::tr("%1 is not in %2").arg(a(0), a(1));
    case M::UnitIsEnemy: return RefusalWords::tr("%1 is an enemy unit").arg(a(0));
    case M::UnitAlreadyMoved: return RefusalWords::tr("%1 has already moved this turn").arg(a(0));
    case M::CardCannotMoveUnit: return RefusalWords::tr("%1 cannot move %2").arg(a(0), a(1)) + name.note(arg(0));
    case M::UnitLeavesNoDestination: return RefusalWords::tr("With %1 the group could reach no cell").arg(a(0));
    case M::TakeUnitsFirst: return RefusalWords::tr("Take the units that move first");

    case M::MustLeaveCell: return RefusalWords::tr("A move must leave %1: a stack cannot turn in place").arg(a(0));
    case M::CellHeldByEnemy: return RefusalWords::tr("%1 is held by the enemy").arg(a(0));
    case M::UpstreamOffRiver: return RefusalWords::tr("Move Upstream must follow the river: %1 is not a river cell").arg(a(0));
    case M::CrossingFromRiver: return RefusalWords::tr("A crossing starts on a bank, not in the river");
    case M::CrossingEndsInRiver: return RefusalWords::tr("A crossing ends on the far bank, not in the water");
    case M::CrossingSameBank: return RefusalWords::tr("A crossing card must end on the far bank of the river");
    case M::RiverStartMustLeave:
      return RefusalWords::tr("Units in the river can only cross or go back, and their move ends on land: they cannot follow the river");
    case M::ForestSlows:
      return RefusalWords::tr("Forest slows the move: a path through forest lowers the Maximum Move by 1, and %1 is then out of reach")
          .arg(a(0));
    case M::OutOfReach: return RefusalWords::tr("%1 is out of reach: this move goes at most %n cell(s)", nullptr, arg(1).value).arg(a(0));
    case M::HillsEndMove: return RefusalWords::tr("Hills end a move: every way to %1 goes on after entering hills").arg(a(0));
    case M::RiverEndsMove:
      return RefusalWords::tr("Entering the river ends a move: %1 lies beyond it (cross with a river-crossing card)").arg(a(0));
    case M::EnemyBlocksWay: return RefusalWords::tr("Enemy stacks block every way to %1").arg(a(0));
    case M::CannotReach: return RefusalWords::tr("%1 cannot be reached by this move").arg(a(0));

    case M::NoEnemyStackIn: return RefusalWords::tr("No enemy stack stands in %1").arg(a(0));
    case M::TargetOutOfReach: return RefusalWords::tr("%1 is out of reach of %2").arg(a(0), a(1));
    case M::TargetNotInFront: return RefusalWords::tr("%1 is not in front of the stack in %2 (it faces %3)").arg(a(0), a(1), a(2));
    case M::LineBlocked: return RefusalWords::tr("The enemy stack in %1 blocks the line to %2").arg(a(0), a(1));
    case M::CardCannotAttackStack: return RefusalWords::tr("%1 cannot attack the stack in %2").arg(a(0), a(1)) + name.note(arg(0));
    case M::NotInLosingStack: return RefusalWords::tr("%1 is not in the losing stack").arg(a(0));
  }
  return RefusalWords::tr("This decision is not legal now");
}

QString citing(const Refusal& r, const Game& game) {
  return RefusalWords::tr("%1 (rule %2)").arg(refusalWords(r, game), QString::fromStdString(r.ruling));
}

QString refusedWhy(const GameState& st, const Decision& d) {
  const std::optional<Refusal> r = st.refusal(d);
  return r ? citing(*r, st.game()) : QString();
}

QString awaitedFirstWords(Step awaited) {
  switch (awaited) {
    case Step::NegateWindow: return RefusalWords::tr("Not now: answer the move first (negate it, or let it stand)");
    case Step::CancelWindow: return RefusalWords::tr("Not now: answer the negate first (cancel it, or let it stand)");
    case Step::AttackerSupport:
    case Step::DefenderResponse: return RefusalWords::tr("Not now: answer the combat first (play a card for it, or pass)");
    case Step::Casualty: return RefusalWords::tr("Not now: choose the casualty first");
    case Step::ContinueOrBreak: return RefusalWords::tr("Not now: fight on or break off first");
    case Step::DeceptionPick: return RefusalWords::tr("Not now: pick the card to discard from the revealed hand first");
    case Step::Facing: return RefusalWords::tr("Not now: choose the facing of the move first");
    case Step::Target: return RefusalWords::tr("Not now: choose the stack to attack first");
    case Step::GameOver: return RefusalWords::tr("The battle is decided");
    default: return RefusalWords::tr("No move is being made now");
  }
}

QString gestureWords(const GesturePlan& plan, const Game& game) {
  switch (plan.problem) {
    case GestureProblem::None: return QString();
    case GestureProblem::Refused: return plan.refusal ? citing(*plan.refusal, game) : RefusalWords::tr("This decision is not legal now");
    case GestureProblem::Awaiting: return awaitedFirstWords(plan.awaited);
    case GestureProblem::FreeMoveUsed: return RefusalWords::tr("The free move is used: choose a move card in your hand first");
    case GestureProblem::AttackNeedsCard: return RefusalWords::tr("Choose a card in your hand to attack with");
    case GestureProblem::MovesInManeuver: return RefusalWords::tr("Units move only in the Maneuver phase");
    case GestureProblem::AttacksInAttack: return RefusalWords::tr("Attacks are made in the Attack phase");
    case GestureProblem::NoAttackDeclared: return RefusalWords::tr("No attack is being declared now");
    case GestureProblem::MoveStartsElsewhere:
      return RefusalWords::tr("This move starts from %1").arg(QString::fromStdString(game.board().cellName(plan.cell)));
    case GestureProblem::NoUnitCanMove: return RefusalWords::tr("No unit here can make this move");
    case GestureProblem::GoesNowhere: return RefusalWords::tr("These units can go nowhere with this move");
  }
  return QString();
}

QString undoBlockWords(const UndoBlock& block, const Game& game) {
  using Kind = UndoLesson::Kind;
  const QString side = sideName(game, block.reason == UndoBlock::Reason::Taught ? block.lesson.side : block.side);
  switch (block.reason) {
    case UndoBlock::Reason::NothingDone: return RefusalWords::tr("nothing has been done yet");
    case UndoBlock::Reason::OpenedHere:
      return RefusalWords::tr("the game was opened here; what came before was not played at this screen");
    case UndoBlock::Reason::BattleDecided: return RefusalWords::tr("the battle is decided");
    case UndoBlock::Reason::OtherSidesAction: return RefusalWords::tr("the last action was %1's").arg(side);
    case UndoBlock::Reason::Taught:
      switch (block.lesson.kind) {
        case Kind::None: break;
        case Kind::HandShown: return RefusalWords::tr("%1's hand has been shown").arg(side);
        case Kind::DiceRolled: return RefusalWords::tr("the dice have been rolled");
        case Kind::DeckReshuffled: return RefusalWords::tr("the deck has been reshuffled");
        case Kind::CardsDrawn: return RefusalWords::tr("cards have been drawn");
        case Kind::NoCardToNegate: return RefusalWords::tr("it is now known that %1 holds no card to negate the move").arg(side);
        case Kind::NoCardForCombat: return RefusalWords::tr("it is now known that %1 holds no card to support or defend").arg(side);
      }
      break;
  }
  return QString();
}

}  // namespace hydaspes::client
