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

// "8 against 13 (+0 / +4: bigger stack, elephants)".
std::string roundText(const Event& e) {
  std::string text = std::to_string(e.totals[0]) + " against " + std::to_string(e.totals[1]) + " (" +
                     modifierSum(e.attackerModifiers) + " / " + modifierSum(e.defenderModifiers);
  const std::string a = reasons(e.attackerModifiers), d = reasons(e.defenderModifiers);
  if (!a.empty() && !d.empty()) text += ": " + a + " / " + d;
  else if (!a.empty() || !d.empty()) text += ": " + a + d;
  return text + ")";
}

std::string cardName(const Game& g, CardIndex c) { return g.cards()[c].name; }

}  // namespace

std::string ActionText::line(const Game& game) const {
  const std::string& who = game.scenario().sides[maker].name;
  if (answer) return who + " " + summary;
  return "Turn " + std::to_string(turn) + " \u00b7 " + who + ": " + summary;
}

ActionText describeAction(const GameState& before, const std::vector<Decision>& decisions) {
  const Game& g = before.game();
  const Board& board = g.board();
  const Scenario& sc = g.scenario();
  ActionText out;
  out.maker = before.isTerminal() ? before.activeSide() : before.decidingSide();
  out.turn = before.turn();
  out.answer = out.maker != before.activeSide();
  const std::string other = sc.sides[otherSide(out.maker)].name;

  std::vector<std::string> clauses;  // what happened, in order
  std::string head;                  // "Rush", "Attack b3→b4 with Break", "Free move"
  bool moved = false;
  GameState st = before;
  for (const Decision& d : decisions) {
    out.notation.push_back(printDecision(g, d));
    const GameState was = st;
    EventLog events;
    st.apply(d, &events);
    switch (d.verb) {
      case Verb::End:
        head = was.phase() == Phase::End ? "ends the turn" : "ends the " + phaseTitle(was.phase()) + " phase";
        break;
      case Verb::Play: head = cardName(g, d.arg); break;
      case Verb::Deceive: head = cardName(g, d.arg) + ": looks at " + other + "'s hand"; break;
      case Verb::Discard:
        if (was.step() == Step::DeceptionPick) clauses.push_back("discards " + cardName(g, d.arg) + " from it");
        else head = "discards " + cardName(g, d.arg);
        break;
      case Verb::MoveFree: head = "Free move"; break;
      case Verb::Move: head = cardName(g, d.arg); break;
      case Verb::Attack: head = cardName(g, d.arg); break;
      case Verb::Negate: head = "negates the move with " + cardName(g, d.arg); break;
      case Verb::Cancel: head = head.empty() ? "cancels the negate with " + cardName(g, d.arg)
                                             : head + ", cancels the negate with " + cardName(g, d.arg);
        break;
      case Verb::Pass:
        if (head.empty()) {
          switch (was.step()) {
            case Step::NegateWindow: head = "lets the move stand"; break;
            case Step::CancelWindow: head = "lets the negate stand"; break;
            case Step::DefenderResponse: head = "answers the attack with no card"; break;
            default: head = "plays no card"; break;
          }
        }
        break;
      case Verb::Support: clauses.push_back("+1 with " + cardName(g, d.arg)); break;
      case Verb::Defend: head = (head.empty() ? "" : head + ", ") + "defends with " + cardName(g, d.arg); break;
      case Verb::Continue: clauses.push_back("fights on"); break;
      case Verb::BreakOff: clauses.push_back("breaks off"); break;
      case Verb::Kill:
        if (head.empty()) head = "chooses the casualty";
        break;
      default: break;  // From, Take, TakeAll, To, Face, At: told by their events
    }
    for (const Event& e : events) {
      switch (e.kind) {
        case EventKind::Drew:
          if (d.verb == Verb::Play) clauses.push_back("draws " + std::to_string(e.value));
          break;
        case EventKind::Moved:
          moved = true;
          clauses.push_back(unitGroup(sc, e.units) + " " + board.cellName(e.cell) + "\u2192" + board.cellName(e.cell2) +
                            ", facing " + std::string(facingName(e.facing)));
          break;
        case EventKind::MoveNegated: clauses.push_back("the move is negated"); break;
        case EventKind::CombatStarted:
          clauses.push_back("attack " + board.cellName(e.cell) + "\u2192" + board.cellName(e.cell2));
          break;
        case EventKind::Rolled: clauses.push_back(roundText(e)); break;
        case EventKind::Casualty: clauses.push_back(sc.typeOf(e.unit).name + " eliminated"); break;
        case EventKind::CombatEnded:
          if (e.text == "a tie ends the combat") clauses.push_back("tie: the combat ends, no loss");
          break;
        case EventKind::Victory: clauses.push_back(sc.sides[e.side].name + " wins: " + e.text); break;
        default: break;
      }
    }
  }
  // A move declared but not yet made (the other side may negate it), or
  // still being declared.
  const PendingAction& p = st.pending();
  if (!moved && (p.kind == ActionKind::Move || p.kind == ActionKind::MoveAttack) && p.from != kNoCell && p.group) {
    std::string declared = unitGroup(sc, p.group) + " " + board.cellName(p.from);
    if (p.to != kNoCell) declared += "\u2192" + board.cellName(p.to);
    if (st.step() == Step::NegateWindow || st.step() == Step::CancelWindow)
      declared += ", facing " + std::string(facingName(p.facing));
    clauses.insert(clauses.begin(), declared);
  }
  if (!st.isTerminal() && st.step() != Step::Main && st.decidingSide() == out.maker &&
      (st.step() == Step::Source || st.step() == Step::Units || st.step() == Step::Facing || st.step() == Step::Target))
    clauses.push_back("being declared");
  out.summary = head;
  if (!clauses.empty()) out.summary += (head.empty() ? "" : ": ") + join(clauses, " \u2014 ");
  return out;
}

ActionText describeAction(const ReplayTimeline& timeline, std::size_t first, std::size_t end) {
  std::vector<Decision> decisions;
  for (std::size_t k = first; k < end; ++k) decisions.push_back(timeline.step(k).decision);
  return describeAction(timeline.at(first), decisions);
}

}  // namespace hydaspes
