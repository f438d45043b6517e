// An action (H4) in words, for the log, the undo menu and replays:
// "Rush: Allies ×4 b2→a3, facing S", "Porus negates with Overflowing",
// "Attack b3→b4 with Break: 8 against 13 (+0 / +4: bigger stack, ...) —
// Coenus Cavalry eliminated". Only what both players saw is written.
//
// The words are values first (ActionPhrase: a word and what it names), so a
// front end may render them in its own language; englishText and
// englishSummary give the English, and ActionText::summary holds it.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "hydaspes/state.h"

namespace hydaspes {

class ReplayTimeline;

// Why a side won (V1), from the Victory event.
enum class VictoryReason : std::uint8_t {
  LeaderFallen,  // "the enemy main leader has fallen"
  HalfArmyLost,  // "half of the enemy army is eliminated"
};

// One phrase per distinct English phrase of an action's words; the comment
// names the ActionPhrase fields it uses.
enum class ActionWord : std::uint8_t {
  // Heads: what the maker did.
  EndsTurn,            // "ends the turn" (no legal decision says it today: the End phase ends by itself)
  EndsPhase,           // phase: "ends the Maneuver phase"
  CardPlayed,          // card: played, moved or attacked with: "Rush"
  Deceives,            // card, side: the hand's owner: "Feint: looks at Porus's hand"
  Discards,            // card: "discards Rush"
  FreeMove,            // "Free move"
  Negates,             // card: "negates the move with Overflowing"
  CancelsNegate,       // card: "cancels the negate with Rush"
  LetsMoveStand,       // "lets the move stand"
  LetsNegateStand,     // "lets the negate stand"
  AnswersWithNoCard,   // "answers the attack with no card"
  AnswersAttack,       // "answers the attack" (a card for +1 follows as a clause)
  PlaysNoCard,         // "plays no card"
  DefendsWith,         // card: "defends with Dense Pikes"
  ChoosesCasualty,     // "chooses the casualty"
  // Clauses: what happened, in order.
  DiscardsFromHand,    // card: the deception's pick: "discards Rush from it"
  SupportsWith,        // card: "+1 with Rush"
  FightsOn,            // "fights on"
  BreaksOff,           // "breaks off"
  Draws,               // number: "draws 2"
  // side, number: the turn's draw (T2), brought by the other side's last
  // decision of its turn: "Porus draws 3 for the turn"
  TurnDraws,
  Moved,               // units, from, to, facing: "Allies ×4 b2→a3, facing S"
  MoveDeclared,        // units, from, to (or kNoCell), facing (or none): not yet made: "Allies ×4 b2→a3"
  MoveNegated,         // "the move is negated"
  AttackOpened,        // from, to: the attacker's cell, the defender's: "attack b3→b4"
  CombatRound,         // side (the attacker), totals, attackerModifiers, defenderModifiers: "Alexander 8 against Porus 13 (+0 / +4: bigger stack ...)"
  Eliminated,          // unit: "Coenus Cavalry eliminated"
  TieEndsCombat,       // "tie: the combat ends, no loss"
  Wins,                // side, victory: "Alexander wins: the enemy main leader has fallen"
  BeingDeclared,       // "being declared"
  AwaitsNegate,        // side: a declared move not yet made: "Porus may negate it"
  AwaitsCancel,        // side: a negate not yet standing: "Alexander may cancel it"
};

// A word and what it names; only the fields its ActionWord names are set.
struct ActionPhrase {
  ActionWord word = ActionWord::EndsTurn;
  CardIndex card = 0;
  SideIndex side = 0;
  Phase phase = Phase::Tactics;
  UnitMask units = 0;
  UnitIndex unit = 0;
  Cell from = kNoCell;
  Cell to = kNoCell;
  std::optional<Facing> facing;
  int number = 0;
  std::array<int, 2> totals{};  // the attacker's, the defender's
  std::vector<Modifier> attackerModifiers;
  std::vector<Modifier> defenderModifiers;
  // A round after the first of the action whose modifiers are those of the
  // round before (the same kinds and values, the bigger stack's counts
  // aside): its words give the sums only, so a combat of nine rounds is not
  // nine lists of the same reasons.
  bool modifiersAsBefore = false;
  VictoryReason victory = VictoryReason::LeaderFallen;
  bool operator==(const ActionPhrase&) const = default;
};

struct ActionText {
  SideIndex maker = 0;
  int turn = 0;
  bool answer = false;                // made by the side whose turn it is not
  std::string summary;                // englishSummary: "Rush: Allies ×4 b2→a3, facing S"
  std::vector<std::string> notation;  // each decision, as in saves
  // What the maker did: usually one phrase; none when the action only goes
  // on with a combat ("fights on"); "cancels the negate with" and "defends
  // with" may follow another.
  std::vector<ActionPhrase> head;
  std::vector<ActionPhrase> clauses;  // what happened, in order
  // "Turn 3 · Alexander: Rush: ..." for the active side, "Porus negates ..."
  // for an answer.
  std::string line(const Game& game) const;
};

// `decisions` applied from `before`, the state the action starts in (an
// action that may be made: a hint's, a review's better one).
ActionText describeAction(const GameState& before, const std::vector<Decision>& decisions);
// Decisions [first, end) of a record, from the state it had reached. The
// record's last action, if it left a window open for the other side, says
// so ("Porus may negate it"); once answered it no longer does.
ActionText describeAction(const ReplayTimeline& timeline, std::size_t first, std::size_t end);

// Why the Victory event `e` says its side won.
VictoryReason victoryReason(const Event& e);
std::string englishText(VictoryReason reason);
// One phrase in English: "Allies ×4 b2→a3, facing S".
std::string englishText(const ActionPhrase& phrase, const Game& game);
// Whether the action's first clause stands apart from its head, after
// " — " rather than ": ": the turn's draw, which the head did not lead to
// (a tester read "discards the Lock Shields card: Porus draws 3" as one
// event causing the other). Every language's summary follows it.
bool firstClauseApart(const ActionText& text);
// The action's phrases in English: the heads joined by ", ", then ": " (or
// " — ", firstClauseApart) and the clauses joined by " — ".
// ActionText::summary is made by it.
std::string englishSummary(const ActionText& text, const Game& game);

}  // namespace hydaspes
