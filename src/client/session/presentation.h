// What the window shows, as one value: built after each change from the
// Observation of the player at the screen (H1), never from the game state.
// The board, the hand, the turn bar, the decision bar and the combat panel
// draw their parts of it and nothing else. Where a question needs the rules
// (why a card cannot be played now, the combat's modifiers) it is put to a
// stand-in world made from the same observation (world_sample.h), which
// knows nothing the observation does not show.
#pragma once

#include <QColor>
#include <QString>
#include <QStringList>
#include <optional>
#include <utility>
#include <vector>

#include "board/stack_item.h"
#include "hand/card_look.h"
#include "hydaspes/cell_set.h"
#include "hydaspes/observation.h"
#include "panels/combat_panel.h"
#include "session/alike_units.h"
#include "session/play_mode.h"

namespace hydaspes::client {

// Who looks at the screen and how: what the Observation does not say.
struct Screen {
  PlayMode mode = PlayMode::HotSeat;
  bool replay = false;
  std::optional<SideIndex> coveredFor;  // H2: the cover waits for this side
  QString players[2];                   // the names at the table
  std::optional<RoundResult> lastRound; // public history: the last round rolled
  std::optional<SideIndex> computer;    // the side the computer plays, if any
  std::vector<Phase> passed;            // public history: this turn's phases passed over (T7)
  // T4: the words of the other side's negate that stands, until the mover
  // acts again (GameSession::negatedWords).
  QString negated;
};

struct BoardLook {
  std::vector<StackLook> stacks;
  CellSet sources;    // where an action may start, or started
  CellSet reachable;  // where the units may go
  CellSet targets;    // what may be attacked, or is
  CellSet declared;   // where a declared move goes (a reaction window)
  CellSet casualties; // where the counters stand that the viewer may choose to lose (K4)
  struct FacingPrompt {
    Cell cell = kNoCell;
    Facing facing = Facing::N;  // the moving units' facing now
  };
  std::optional<FacingPrompt> facing;
};

// A unit of a stack as the unit picker lists it.
struct PickableUnit {
  UnitIndex unit = 0;
  QString name;  // "Greek Peltasts 1, MM 4"
  QString why;   // empty: the move may take it
  bool chosen = false;
};

struct TurnLook {
  QString turn;                  // "Turn 3 · Anna (Alexander)"
  SideIndex active = 0;
  std::optional<Phase> current;  // none: the game is over
  // The phases of this turn passed over with nothing to do (T7), each with
  // why: "Alexander held no Deception card: passed over (rule T7)".
  std::vector<std::pair<Phase, QString>> passed;
  QString piles;                 // "Deck 40 · Discard 12"
  QString inPlay;                // "In play: March": the cards being used, if any
  QString awaited;               // "⚑ Porus may negate the move ..."
  // What just undid the player's own action and must not be missed: a
  // negate that stands (T4). Testers took their negated move for done and
  // ended the phase with the units still to move. Shown instead of `awaited`.
  QString alert;
};

struct HandLook {
  QString title;
  std::vector<CardLook> cards;  // the deciding (or only) hand: keys 1-9 play these
  QString otherCaption;         // solo: the other hand, beyond a line
  std::vector<CardLook> others;
  bool finished = false;  // the battle is decided: no hand is played from any more
  // T6: `cards` are being discarded down to the hand limit: a discarded
  // card keeps its place until the discard is done (HandModel::setCards).
  bool discarding = false;
};

struct Presentation {
  Observation observation;  // what it was built from
  bool terminal = false;
  std::optional<SideIndex> decider;  // none once the game is over
  BoardLook board;
  TurnLook turn;
  HandLook hand;
  std::vector<Decision> buttons;  // the legal decisions not made by a card, alike units as one
  std::vector<UnitChoice> unitChoices;  // the units to take or to lose (K4), alike ones as one
  std::vector<Decision> legal;    // every decision the screen may make now
  CombatSummary combat;
  std::vector<CardLook> discardPile;  // newest first (H1: public)
  QString notNow;                 // why nothing can be decided by a key now
  // Why End phase, Pass or Free move (the Game menu's keys) are refused
  // now, each citing its rule; a key not listed may be pressed.
  std::vector<std::pair<Verb, QString>> keyRefusals;
};

Presentation present(const GamePtr& game, const Observation& o, const Screen& screen);

// The decisions a click on `card` may stand for now (more than one: the
// player picks), from the presentation's legal decisions.
std::vector<Decision> cardDecisions(const Presentation& p, CardIndex card);

}  // namespace hydaspes::client
