// The state of a game in progress, modelled on OpenSpiel's State: it says who
// decides, lists the legal decisions and changes only through apply().
// Copying a GameState is a clone.
#pragma once

// Code that must not see the whole state defines HYDASPES_NO_GAME_STATE: the
// client's views, which draw from what one player may see (the Observation).
#ifdef HYDASPES_NO_GAME_STATE
#error "hydaspes/state.h is for the engine and the client's session layer only; views draw from the Presentation"
#endif

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "hydaspes/card_use.h"
#include "hydaspes/cell_set.h"
#include "hydaspes/decision.h"
#include "hydaspes/event.h"
#include "hydaspes/game.h"
#include "hydaspes/move_planner.h"
#include "hydaspes/refusal.h"
#include "hydaspes/rng.h"
#include "hydaspes/situation.h"

namespace hydaspes {

// A decision the state refused. what() is the refusal cited with its ruling
// ("[M2] Forest slows the move: ..."); refusal() is the value, when the
// engine's rules refused it (not, say, a bot that chose nothing).
class IllegalDecision : public std::runtime_error {
 public:
  explicit IllegalDecision(const std::string& what) : std::runtime_error(what) {}
  IllegalDecision(const std::string& what, Refusal refusal)
      : std::runtime_error(what), refusal_(std::make_shared<const Refusal>(std::move(refusal))) {}
  const Refusal* refusal() const { return refusal_.get(); }

 private:
  std::shared_ptr<const Refusal> refusal_;  // shared: copying an exception must not throw
};

struct Observation;
struct HiddenAssignment;

class GameState {
 public:
  // Shuffles, deals and starts the first turn (or the scenario's opening).
  static GameState newGame(GamePtr game, std::uint64_t seed, GameOptions options = {});

  const Game& game() const { return *game_; }
  const GamePtr& gamePtr() const { return game_; }
  const GameOptions& options() const { return options_; }

  // --- who decides ---
  bool isTerminal() const { return step_ == Step::GameOver; }
  std::optional<SideIndex> winner() const { return winner_; }
  // The side that must decide now; meaningless when terminal.
  SideIndex decidingSide() const;
  int turn() const { return turn_; }
  SideIndex activeSide() const { return active_; }
  Phase phase() const { return phase_; }
  Step step() const { return step_; }

  // --- decisions ---
  std::vector<Decision> legalDecisions() const;
  bool isLegal(const Decision& d) const;
  // Why `d` is not legal now: the refusing ruling and message; nullopt when
  // it is legal.
  std::optional<Refusal> refusal(const Decision& d) const;
  // The refusal in the game's words, without the ruling; "" when legal.
  std::string whyIllegal(const Decision& d) const;
  // Applies a legal decision; throws IllegalDecision (the cited refusal) otherwise.
  void apply(const Decision& d, EventLog* events = nullptr);
  // Dice to use, in order, before the generator's (the CLI's --dice).
  void forceDice(const std::vector<int>& dice);

  // --- reading ---
  const std::vector<UnitStatus>& units() const { return units_; }
  const std::vector<CardIndex>& hand(SideIndex s) const { return hands_[s]; }
  const std::vector<CardIndex>& deck() const { return deck_; }  // top is back()
  const std::vector<CardIndex>& discardPile() const { return discard_; }
  const std::vector<CardIndex>& inPlay() const { return inPlay_; }
  const PendingAction& pending() const { return pending_; }
  const Combat& combat() const { return combat_; }
  bool freeMoveUsed() const { return freeMoveUsed_; }
  bool deceptionUsed() const { return deceptionUsed_; }
  int eliminated(SideIndex s) const;
  UnitMask unitsAt(Cell c) const;  // living units
  std::optional<SideIndex> holder(Cell c) const;
  CellSet cellsHeldBy(SideIndex s) const;
  // The cells the pending group can reach (Step::Units).
  CellSet reachableForPending() const;
  // C7: the unit of leader type `type`, when every unit of that type is
  // eliminated (public: both sides see the board).
  std::optional<UnitIndex> fallenLeader(int type) const;

  // --- identity ---
  std::uint64_t hash() const;
  bool operator==(const GameState& other) const;
  nlohmann::json toJson() const;
  // Throws LoadError listing every problem; `file` names the source.
  static GameState fromJson(GamePtr game, const nlohmann::json& j, const std::string& file = "state");
  Observation observe(std::optional<SideIndex> seat) const;

  // A state built from what one seat sees plus a guess at what it does not
  // (world_sample.h): the one way, besides play, to make a state mid-game.
  friend GameState worldFromObservation(const GamePtr& game, const Observation& seen,
                                        const HiddenAssignment& hidden, std::uint64_t seed);

 private:
  explicit GameState(GamePtr game) : game_(std::move(game)) {}

  // set-up (state_setup.cpp)
  void setUp(std::uint64_t seed);
  void applyOpening(const Opening& o);

  // enumeration (legal_decisions.cpp)
  class DecisionSink;
  void enumerate(DecisionSink& sink) const;
  void mainDecisions(DecisionSink& sink) const;
  bool canStartMove(std::optional<CardIndex> card) const;
  bool canStartAttack(CardIndex card) const;
  bool sourceHasMover(Cell c, std::optional<CardIndex> card, const CellSet& enemy) const;
  bool sourceHasAttack(Cell c) const;
  bool touchesRiver() const;
  StackContext combatContext(SideIndex user) const;
  UnitMask movableAt(Cell c) const;
  CellSet reachableWith(UnitMask group, Cell from) const;
  CellSet attackTargets(CardIndex card, Cell from) const;
  bool fitsNegate(CardIndex c) const;
  bool fitsCancel(CardIndex c) const;
  bool fitsSupport(CardIndex c, SideIndex user) const;
  bool fitsDefence(CardIndex c) const;
  bool hasCard(SideIndex s, CardIndex c) const;
  template <typename Pred>
  void forEachDistinctCard(SideIndex s, Pred&& pred) const;
  MoveLimits pendingLimits(UnitMask group) const;

  // transitions (apply.cpp)
  void doApply(const Decision& d, EventLog* ev);
  void startTurn(SideIndex side, EventLog* ev);
  void enterPhase(Phase p, EventLog* ev, bool drawn = false);
  void advancePhase(EventLog* ev);
  void drawCards(SideIndex s, int n, EventLog* ev);
  void playCard(SideIndex s, CardIndex c, EventLog* ev);
  void discardInPlay();
  void declareMove(EventLog* ev);
  void openNegateWindow(EventLog* ev);
  void resolveMove(EventLog* ev);
  void afterMoveAttackMove(EventLog* ev);
  void startCombat(Cell attacker, Cell defender, EventLog* ev);
  void beginRound(EventLog* ev);
  void openDefenderWindow(EventLog* ev);
  void rollRound(EventLog* ev);
  void inflictCasualty(UnitIndex u, EventLog* ev);
  void endCombat(const std::string& reason, EventLog* ev);
  void finishAction(EventLog* ev);
  bool checkVictory(EventLog* ev);
  int rollDie();
  bool responderMayAct(bool hasFittingCard) const;

  // refusals (explain.cpp)
  Refusal refuse(const Decision& d) const;
  Refusal awaitedNow() const;
  std::string stepRuling() const;
  Refusal noUseFor(CardIndex card, Verb verb) const;
  bool couldMoveIgnoringNotes(std::optional<CardIndex> card, std::optional<Cell> from) const;
  MoveLimits limitsOf(std::optional<CardIndex> card, UnitMask group) const;


  GamePtr game_;
  GameOptions options_;
  Rng rng_;
  std::vector<std::uint8_t> forcedDice_;  // still to use, in order
  int turn_ = 0;
  SideIndex active_ = 0;
  Phase phase_ = Phase::Tactics;
  Step step_ = Step::Main;
  std::optional<SideIndex> winner_;
  std::vector<UnitStatus> units_;
  std::vector<CardIndex> deck_;
  std::vector<CardIndex> discard_;
  std::vector<CardIndex> hands_[2];  // kept sorted
  std::vector<CardIndex> inPlay_;    // played in the pending action or combat
  bool freeMoveUsed_ = false;
  bool deceptionUsed_ = false;
  PendingAction pending_;
  Combat combat_;
};


// Calls pred once for each different card in the hand (hands are sorted).
template <typename Pred>
void GameState::forEachDistinctCard(SideIndex s, Pred&& pred) const {
  const auto& hand = hands_[s];
  for (std::size_t i = 0; i < hand.size(); ++i)
    if (i == 0 || hand[i] != hand[i - 1]) pred(hand[i]);
}

}  // namespace hydaspes
