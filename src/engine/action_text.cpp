// An action in words (action_text.h): the decisions are applied once more
// to a copy, so the words come from what happened, not from guesses.
#include "hydaspes/action_text.h"

#include "hydaspes/replay_timeline.h"

#include <algorithm>
#include <utility>

#include "hydaspes/notation.h"

namespace hydaspes {

namespace {

std::string join(const std::vector<std::string>& parts, const std::string& sep) {
  std::string out;
  for (const auto& p : parts) out += (out.empty() ? "" : sep) + p;
  return out;
}

// "Allies ×4", "Alexander, Companions, Allies ×2".
std::string unitGroup(const Scenario& sc, UnitMask units) {
  std::vector<std::pair<std::string, int>> counts;
  for (UnitMask m = units; m; m &= m - 1) {
    const std::string& name = sc.typeOf(static_cast<UnitIndex>(__builtin_ctzll(m))).shortName;
    auto it = std::find_if(counts.begin(), counts.end(), [&](const auto& c) { return c.first == name; });
    if (it == counts.end()) counts.emplace_back(name, 1);
    else ++it->second;
  }
  std::vector<std::string> parts;
  for (const auto& [name, n] : counts) parts.push_back(n > 1 ? name + " \u00d7" + std::to_string(n) : name);
  return join(parts, ", ");
}

std::string signedValue(int v) {
  std::string text = std::to_string(v);
  if (v >= 0) text.insert(text.begin(), '+');
  return text;
}

std::string modifierSum(const std::vector<Modifier>& mods) {
  int total = 0;
  for (const auto& m : mods) total += m.value;
  return signedValue(total);
}

std::string reasons(const std::vector<Modifier>& mods) {
  std::vector<std::string> r;
  for (const auto& m : mods) r.push_back(m.value == 1 || m.value == -1 ? m.reason : m.reason + " " + signedValue(m.value));
  return join(r, ", ");
}

// "Greeks 8 (+0) against Indians 13 (+4: bigger stack, elephants)": each
// total with its army, since the line may be headed by the defender's
// answer (a leader's name would read as that leader fighting), and with
// what made it up beside it (a tester could not tell whose modifiers were
// whose in "8 against 13 (+0 / +4: ... / ...)"); the sums only for a round
// whose modifiers read as the round before's.
std::string roundText(const ActionPhrase& p, const Scenario& sc) {
  const auto made = [&](const std::vector<Modifier>& mods) {
    const std::string why = p.modifiersAsBefore ? std::string() : reasons(mods);
    return why.empty() ? modifierSum(mods) : modifierSum(mods) + ": " + why;
  };
  return sc.sides[p.side].army + " " + std::to_string(p.totals[0]) + " (" + made(p.attackerModifiers) + ") against " +
         sc.sides[otherSide(p.side)].army + " " + std::to_string(p.totals[1]) + " (" + made(p.defenderModifiers) + ")";
}

std::string cardName(const Game& g, CardIndex c) { return g.cards()[c].name; }

// A card as played (C7): "the Coenus card" ("Alexander: Alexander: attack
// h4→g4" read to a tester as the leader twice).
std::string playedCard(const Game& g, CardIndex c) { return playedCardName(g.cards()[c]); }

// "Allies ×4 b2→a3, facing S"; to and facing only when known.
std::string moveText(const Game& g, const ActionPhrase& p) {
  const Board& board = g.board();
  std::string text = unitGroup(g.scenario(), p.units) + " " + board.cellName(p.from);
  if (p.to != kNoCell) text += "\u2192" + board.cellName(p.to);
  if (p.facing) text += ", facing " + std::string(facingName(*p.facing));
  return text;
}

// A phrase that names nothing, or only a card.
ActionPhrase phrase(ActionWord word) { return {.word = word}; }
ActionPhrase cardPhrase(ActionWord word, CardIndex card) { return {.word = word, .card = card}; }

// What the maker did with the head so far: most heads replace it; a cancel
// or a defence follows what was there; a pass or a casualty choice is the
// head only when there is none.
void setHead(std::vector<ActionPhrase>& head, ActionPhrase p) { head = {std::move(p)}; }
void addToHead(std::vector<ActionPhrase>& head, ActionPhrase p) { head.push_back(std::move(p)); }
void headIfNone(std::vector<ActionPhrase>& head, ActionPhrase p) {
  if (head.empty()) head.push_back(std::move(p));
}

// Who let what pass, by the window the pass closed.
ActionWord passWord(Step step) {
  switch (step) {
    case Step::NegateWindow: return ActionWord::LetsMoveStand;
    case Step::CancelWindow: return ActionWord::LetsNegateStand;
    case Step::DefenderResponse: return ActionWord::AnswersWithNoCard;
    default: return ActionWord::PlaysNoCard;
  }
}

// The phrase a decision adds by itself, before its events; what it sets
// out is told by the events (From, Take, TakeAll, To, Face, At).
void wordDecision(const GameState& was, const Decision& d, SideIndex other, ActionText& out) {
  switch (d.verb) {
    case Verb::End:
      if (was.phase() == Phase::End) setHead(out.head, phrase(ActionWord::EndsTurn));
      else setHead(out.head, {.word = ActionWord::EndsPhase, .phase = was.phase()});
      break;
    case Verb::Play:
    case Verb::Move:
    case Verb::Attack: setHead(out.head, cardPhrase(ActionWord::CardPlayed, d.arg)); break;
    case Verb::Deceive: setHead(out.head, {.word = ActionWord::Deceives, .card = d.arg, .side = other}); break;
    case Verb::Discard:
      if (was.step() == Step::DeceptionPick) out.clauses.push_back(cardPhrase(ActionWord::DiscardsFromHand, d.arg));
      else setHead(out.head, cardPhrase(ActionWord::Discards, d.arg));
      break;
    case Verb::MoveFree: setHead(out.head, phrase(ActionWord::FreeMove)); break;
    case Verb::Negate: setHead(out.head, cardPhrase(ActionWord::Negates, d.arg)); break;
    case Verb::Cancel: addToHead(out.head, cardPhrase(ActionWord::CancelsNegate, d.arg)); break;
    case Verb::Pass: headIfNone(out.head, phrase(passWord(was.step()))); break;
    case Verb::Support:
      // The defender's answer is the head: a casualty the answer's round
      // lets it choose is not what it did first.
      if (was.step() == Step::DefenderResponse) headIfNone(out.head, phrase(ActionWord::AnswersAttack));
      out.clauses.push_back(cardPhrase(ActionWord::SupportsWith, d.arg));
      break;
    case Verb::Defend: addToHead(out.head, cardPhrase(ActionWord::DefendsWith, d.arg)); break;
    // K5: an action that opens with the attacker's choice after a round
    // the defender decided (its answer, its casualty) is that choice: a
    // casualty it then chooses follows it ("fights on: +1 with Challenge —
    // ... — King Porus eliminated"), not the other way round.
    case Verb::Continue:
    case Verb::BreakOff: {
      const ActionPhrase p = phrase(d.verb == Verb::Continue ? ActionWord::FightsOn : ActionWord::BreaksOff);
      if (out.head.empty() && out.clauses.empty()) setHead(out.head, p);
      else out.clauses.push_back(p);
      break;
    }
    case Verb::Kill: headIfNone(out.head, phrase(ActionWord::ChoosesCasualty)); break;
    default: break;
  }
}

// Whether two rounds' modifiers read alike: the same kinds, values and
// cards, in order; the bigger stack's counts may differ.
bool sameModifiers(const std::vector<Modifier>& a, const std::vector<Modifier>& b) {
  return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](const Modifier& x, const Modifier& y) {
    return x.kind == y.kind && x.value == y.value && (x.kind == ModifierKind::BiggerStack || x.args == y.args);
  });
}

// Each round after the first whose modifiers read as the round before's.
void markRepeatedModifiers(std::vector<ActionPhrase>& clauses) {
  const ActionPhrase* before = nullptr;
  for (ActionPhrase& p : clauses) {
    if (p.word == ActionWord::AttackOpened) before = nullptr;  // another combat
    if (p.word != ActionWord::CombatRound) continue;
    p.modifiersAsBefore = before && sameModifiers(p.attackerModifiers, before->attackerModifiers) &&
                          sameModifiers(p.defenderModifiers, before->defenderModifiers);
    before = &p;
  }
}

// The clause an event of decision `d` adds, if any.
std::optional<ActionPhrase> wordEvent(const Decision& d, const Event& e) {
  switch (e.kind) {
    case EventKind::Drew:
      if (d.verb == Verb::Play) return ActionPhrase{.word = ActionWord::Draws, .number = e.value};
      return ActionPhrase{.word = ActionWord::TurnDraws, .side = e.side, .number = e.value};
    case EventKind::Moved:
      return ActionPhrase{
          .word = ActionWord::Moved, .units = e.units, .from = e.cell, .to = e.cell2, .facing = e.facing};
    case EventKind::MoveNegated: return phrase(ActionWord::MoveNegated);
    case EventKind::CombatStarted: return ActionPhrase{.word = ActionWord::AttackOpened, .from = e.cell, .to = e.cell2};
    case EventKind::Rolled:
      return ActionPhrase{.word = ActionWord::CombatRound,
                          .side = e.side,  // the attacker
                          .totals = e.totals,
                          .attackerModifiers = e.attackerModifiers,
                          .defenderModifiers = e.defenderModifiers};
    case EventKind::Casualty: return ActionPhrase{.word = ActionWord::Eliminated, .unit = e.unit};
    case EventKind::CombatEnded:
      if (e.text == "a tie ends the combat") return phrase(ActionWord::TieEndsCombat);
      break;
    case EventKind::Victory: return ActionPhrase{.word = ActionWord::Wins, .side = e.side, .victory = victoryReason(e)};
    default: break;
  }
  return std::nullopt;
}

// A move declared but not yet made (the other side may negate it): its
// units, start, destination if named, facing once chosen.
std::optional<ActionPhrase> declaredMove(const GameState& st) {
  const PendingAction& p = st.pending();
  if ((p.kind != ActionKind::Move && p.kind != ActionKind::MoveAttack) || p.from == kNoCell || !p.group)
    return std::nullopt;
  if (st.combat().active) return std::nullopt;  // an MA card's move was made: its attack is being fought
  ActionPhrase out{.word = ActionWord::MoveDeclared, .units = p.group, .from = p.from, .to = p.to};
  if (st.step() == Step::NegateWindow || st.step() == Step::CancelWindow) out.facing = p.facing;
  return out;
}

// The action waits for the other side's answer: its move (or negate) is not
// yet made, only declared.
std::optional<ActionPhrase> awaitedAnswer(const GameState& st, SideIndex maker) {
  if (st.isTerminal() || st.decidingSide() == maker) return std::nullopt;
  if (st.step() == Step::NegateWindow) return ActionPhrase{.word = ActionWord::AwaitsNegate, .side = st.decidingSide()};
  if (st.step() == Step::CancelWindow) return ActionPhrase{.word = ActionWord::AwaitsCancel, .side = st.decidingSide()};
  return std::nullopt;
}

// The maker is still naming the move or the attack.
bool beingDeclared(const GameState& st, SideIndex maker) {
  const Step s = st.step();
  return !st.isTerminal() && s != Step::Main && st.decidingSide() == maker &&
         (s == Step::Source || s == Step::Units || s == Step::Facing || s == Step::Target);
}

std::string joined(const std::vector<ActionPhrase>& phrases, const Game& game, const std::string& sep) {
  std::vector<std::string> parts;
  for (const ActionPhrase& p : phrases) parts.push_back(englishText(p, game));
  return join(parts, sep);
}

}  // namespace

std::string ActionText::line(const Game& game) const {
  const std::string& who = game.scenario().sides[maker].name;
  if (answer) return who + " " + summary;
  return "Turn " + std::to_string(turn) + " \u00b7 " + who + ": " + summary;
}

VictoryReason victoryReason(const Event& e) {
  return e.text == englishText(VictoryReason::LeaderFallen) ? VictoryReason::LeaderFallen
                                                             : VictoryReason::HalfArmyLost;
}

std::string englishText(VictoryReason reason) {
  switch (reason) {
    case VictoryReason::LeaderFallen: return "the enemy main leader has fallen";
    case VictoryReason::HalfArmyLost: return "half of the enemy army is eliminated";
  }
  return "";
}

std::string englishText(const ActionPhrase& p, const Game& g) {
  const Scenario& sc = g.scenario();
  const Board& board = g.board();
  using W = ActionWord;
  switch (p.word) {
    case W::EndsTurn: return "ends the turn";
    case W::EndsPhase: return "ends the " + phaseTitle(p.phase) + " phase";
    case W::CardPlayed: return playedCard(g, p.card);
    case W::Deceives: return cardName(g, p.card) + ": looks at " + sc.sides[p.side].name + "'s hand";
    case W::Discards: return "discards the " + cardName(g, p.card) + " card";
    case W::FreeMove: return "Free move";
    case W::Negates: return "negates the move with " + cardName(g, p.card);
    case W::CancelsNegate: return "cancels the negate with " + cardName(g, p.card);
    case W::LetsMoveStand: return "lets the move stand";
    case W::LetsNegateStand: return "lets the negate stand";
    case W::AnswersWithNoCard: return "answers the attack with no card";
    case W::AnswersAttack: return "answers the attack";
    case W::PlaysNoCard: return "plays no card";
    // K2: a Defence card ends the combat; the log says so (a tester read
    // "Porus defends with Prince" as a round still to come).
    case W::DefendsWith: return "defends with " + playedCard(g, p.card) + ": the combat ends";
    case W::ChoosesCasualty: return "chooses the casualty";
    case W::DiscardsFromHand: return "discards the " + cardName(g, p.card) + " card from it";
    case W::SupportsWith: return "+1 with " + playedCard(g, p.card);
    case W::FightsOn: return "fights on";
    case W::BreaksOff: return "breaks off";
    case W::Draws: return "draws " + std::to_string(p.number);
    case W::TurnDraws: return sc.sides[p.side].name + " draws " + std::to_string(p.number) + " for the turn";
    case W::Moved:
    case W::MoveDeclared: return moveText(g, p);
    case W::MoveNegated: return "the move is negated";
    case W::AttackOpened: return "attack " + board.cellName(p.from) + "\u2192" + board.cellName(p.to);
    case W::CombatRound: return roundText(p, sc);
    case W::Eliminated: return sc.typeOf(p.unit).name + " eliminated";
    case W::TieEndsCombat: return "tie: the combat ends, no loss";
    case W::Wins: return sc.sides[p.side].name + " wins: " + englishText(p.victory);
    case W::BeingDeclared: return "being declared";
    case W::AwaitsNegate: return sc.sides[p.side].name + " may negate it";
    case W::AwaitsCancel: return sc.sides[p.side].name + " may cancel it";
  }
  return "";
}

bool firstClauseApart(const ActionText& text) {
  return !text.head.empty() && !text.clauses.empty() && text.clauses.front().word == ActionWord::TurnDraws;
}

std::string englishSummary(const ActionText& text, const Game& game) {
  std::string out = joined(text.head, game, ", ");
  if (text.clauses.empty()) return out;
  return out + (text.head.empty() ? "" : firstClauseApart(text) ? " \u2014 " : ": ") + joined(text.clauses, game, " \u2014 ");
}

namespace {

// `last`: nothing followed the action (yet), so a window it left open is
// still open: "Porus may negate it".
ActionText describe(const GameState& before, const std::vector<Decision>& decisions, bool last) {
  const Game& g = before.game();
  ActionText out;
  out.maker = before.isTerminal() ? before.activeSide() : before.decidingSide();
  out.turn = before.turn();
  out.answer = out.maker != before.activeSide();
  const SideIndex other = otherSide(out.maker);

  bool moved = false;
  GameState st = before;
  for (const Decision& d : decisions) {
    out.notation.push_back(printDecision(g, d));
    const GameState was = st;
    EventLog events;
    st.apply(d, &events);
    wordDecision(was, d, other, out);
    for (const Event& e : events) {
      moved = moved || e.kind == EventKind::Moved;
      if (auto clause = wordEvent(d, e)) out.clauses.push_back(std::move(*clause));
    }
  }
  if (!moved)
    if (auto declared = declaredMove(st)) out.clauses.insert(out.clauses.begin(), std::move(*declared));
  markRepeatedModifiers(out.clauses);
  if (beingDeclared(st, out.maker)) out.clauses.push_back(phrase(ActionWord::BeingDeclared));
  else if (auto waiting = awaitedAnswer(st, out.maker); waiting && last) out.clauses.push_back(std::move(*waiting));
  out.summary = englishSummary(out, g);
  return out;
}

}  // namespace

ActionText describeAction(const GameState& before, const std::vector<Decision>& decisions) {
  return describe(before, decisions, false);
}

ActionText describeAction(const ReplayTimeline& timeline, std::size_t first, std::size_t end) {
  std::vector<Decision> decisions;
  for (std::size_t k = first; k < end; ++k) decisions.push_back(timeline.step(k).decision);
  return describe(timeline.at(first), decisions, end == timeline.size());
}

}  // namespace hydaspes
