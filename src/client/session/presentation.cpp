#include "session/presentation.h"

#include <algorithm>
#include <QCoreApplication>

#include "app/stack_looks.h"
#include "app/words.h"
#include "board/art.h"
#include "hydaspes/state.h"
#include "hydaspes/world_sample.h"
#include "session/combat_summary.h"
#include "session/refusal_words.h"

namespace hydaspes::client {

namespace {

// The context of this file's words in the translations.
struct PresentationWords {
  Q_DECLARE_TR_FUNCTIONS(PresentationWords)
};
// "1 card", "9 cards".
QString cardCount(int n) { return PresentationWords::tr("%n card(s)", nullptr, n); }

// The verb a card would be used with now, to explain a dimmed card.
std::optional<Verb> naturalVerb(const Observation& o) {
  switch (o.step) {
    case Step::Main:
      switch (o.phase) {
        case Phase::Tactics: return Verb::Play;
        case Phase::Deception: return Verb::Deceive;
        case Phase::Maneuver: return Verb::Move;
        case Phase::Attack: return Verb::Attack;
        case Phase::End: return Verb::Discard;
      }
      break;
    case Step::NegateWindow: return Verb::Negate;
    case Step::CancelWindow: return Verb::Cancel;
    case Step::AttackerSupport: return Verb::Support;
    case Step::DefenderResponse: return Verb::Defend;
    default: break;
  }
  return std::nullopt;
}

bool reactionWindow(Step s) {
  return s == Step::NegateWindow || s == Step::CancelWindow || s == Step::AttackerSupport || s == Step::DefenderResponse;
}

// Builds the presentation's parts from one observation and its stand-in world.
class Builder {
 public:
  Builder(const GamePtr& game, const Observation& o, const Screen& screen)
      : g_(*game), o_(o), screen_(screen), world_(standInWorld(game, o)) {}

  Presentation build() {
    Presentation p;
    p.observation = o_;
    p.terminal = o_.step == Step::GameOver;
    p.decider = o_.deciding;
    p.board = board();
    p.turn = turn();
    p.combat = combatSummaryOf(world_);
    p.combat.last = screen_.lastRound;
    for (auto it = o_.discard.rbegin(); it != o_.discard.rend(); ++it) p.discardPile.push_back(faceOf(*it));
    if (p.terminal) {
      p.notNow = awaitedWords(g_, o_);
      p.hand = openHands();
      return p;
    }
    p.notNow = PresentationWords::tr("Not now: %1").arg(awaitedWords(g_, o_));
    if (screen_.coveredFor) return p;  // nothing private, nothing to decide under the cover
    // What the Game menu's keys would hear, citing the rule that refuses them.
    for (Verb v : {Verb::End, Verb::Pass, Verb::MoveFree})
      if (const QString why = refusedWhy(world_, {v, 0}); !why.isEmpty()) p.keyRefusals.emplace_back(v, why);
    p.legal = screen_.replay ? std::vector<Decision>{} : o_.legal;
    p.unitChoices = unitChoices(g_.scenario(), o_.units, p.legal);
    for (const Decision& d : p.legal) {
      // An alike unit's decision is left to the first of them, which stands for it.
      const bool standsWithAnother = isUnitChoice(d.verb) && std::none_of(p.unitChoices.begin(), p.unitChoices.end(),
                                                                          [&](const UnitChoice& c) { return c.decision == d; });
      if (argKind(d.verb) != ArgKind::OfCard && !standsWithAnother) p.buttons.push_back(d);
    }
    p.hand = hand(p.legal);
    return p;
  }

 private:
  QString name(CardIndex c) const { return dataText(g_.cards()[c].name); }

  BoardLook board() const {
    BoardLook b;
    b.stacks = stackLooks(g_, o_);
    if (o_.step == Step::GameOver) return b;
    for (const Decision& d : o_.legal) {
      if (d.verb == Verb::From) b.sources.set(d.arg);
      if (d.verb == Verb::To) b.reachable.set(d.arg);
      if (d.verb == Verb::At) b.targets.set(d.arg);
    }
    if (o_.step == Step::Units || o_.step == Step::Target || o_.step == Step::Facing) b.sources.set(o_.pending.from);
    if (o_.step == Step::NegateWindow || o_.step == Step::CancelWindow) {
      // The declared move, not yet made: where it starts and where it goes.
      b.sources.set(o_.pending.from);
      b.declared.set(o_.pending.to);
    }
    if (o_.combat.active) {
      b.sources.set(o_.combat.attackerCell);
      b.targets.set(o_.combat.defenderCell);
    }
    // K4: the losing stack whose counters the viewer picks from.
    if (!screen_.coveredFor && !screen_.replay)
      for (const Decision& d : o_.legal)
        if (d.verb == Verb::Kill) b.casualties.set(o_.units[d.arg].cell);
    if (o_.step == Step::Facing && o_.pending.group && !screen_.coveredFor && !screen_.replay)
      b.facing = BoardLook::FacingPrompt{
          o_.pending.to, o_.units[static_cast<std::size_t>(__builtin_ctzll(o_.pending.group))].facing};
    return b;
  }

  TurnLook turn() const {
    TurnLook t;
    t.active = o_.active;
    const QString side = sideName(g_, o_.active);
    const QString& player = screen_.players[o_.active];
    const QString who = player.isEmpty() || player == side ? side : PresentationWords::tr("%1 (%2)").arg(player, side);
    t.turn = PresentationWords::tr("Turn %1 · %2").arg(o_.turn).arg(who);
    if (o_.step == Step::GameOver) {  // no one's turn any more: the winner's colour
      t.turn = PresentationWords::tr("Turn %1 · the battle is decided").arg(o_.turn);
      if (o_.winner) t.active = *o_.winner;
    }
    if (o_.step != Step::GameOver) t.current = o_.phase;
    if (o_.step != Step::GameOver)
      for (Phase p : screen_.passed) t.passed.emplace_back(p, passedWhy(p));
    t.piles = PresentationWords::tr("Deck %1 · Discard %2").arg(o_.deckSize).arg(o_.discard.size());
    if (!o_.inPlay.empty()) {  // the card being used, so the player sees it left the hand for a reason
      QStringList names;
      for (CardIndex c : o_.inPlay) names << name(c);
      t.inPlay = PresentationWords::tr("In play: %1").arg(names.join(QStringLiteral(", ")));
    }
    t.awaited = awaitedWords(g_, o_);
    if (o_.step != Step::GameOver && o_.deciding && o_.deciding == screen_.computer)
      // Not instructions for the person: what the computer is doing.
      t.awaited = PresentationWords::tr("%1 (the computer) is deciding…").arg(sideName(g_, *o_.deciding));
    else if (o_.step != Step::GameOver && o_.deciding && *o_.deciding != o_.active)
      t.awaited = QStringLiteral("⚑ ") + t.awaited;  // a reaction: the other player decides
    if (!screen_.negated.isEmpty() && !screen_.replay && o_.step != Step::GameOver && o_.deciding == o_.active)
      t.alert = screen_.negated;
    // A replay asks nothing of the one watching it: who decided here, not how to.
    if (screen_.replay && o_.step != Step::GameOver && o_.deciding)
      t.awaited = PresentationWords::tr("%1 decides here · a replay: Play from here takes the game over").arg(sideName(g_, *o_.deciding));
    return t;
  }

  // Why phase `p` of this turn asked nothing of the active side (T7).
  QString passedWhy(Phase p) const {
    const QString side = sideName(g_, o_.active);
    switch (p) {
      case Phase::Tactics: return PresentationWords::tr("%1 drew, and held no Tactics card to play: passed over (rule T7)").arg(side);
      case Phase::Deception:
        if (!g_.scenario().sides[o_.active].deception) return PresentationWords::tr("%1 has no Deception play (rule T3)").arg(side);
        return PresentationWords::tr("%1 held no Deception card: passed over (rule T7)").arg(side);
      default: return PresentationWords::tr("%1 had nothing to do in it: passed over (rule T7)").arg(side);
    }
  }

  // What card `c` is (name, type, use, value, icon, note), nothing of
  // whether it may be played: as the discard pile lists it.
  CardLook faceOf(CardIndex c) const {
    const CardDef& def = g_.cards()[c];
    CardLook l;
    l.card = c;
    l.name = name(c);
    const QString value = def.printedValue.empty() ? (def.value ? QString::number(*def.value) : QStringLiteral("–"))
                                                   : QString::fromStdString(def.printedValue);
    // "Deception · Greek · –" wraps after its first dot only, never leaving "· –" alone.
    l.kind = QStringLiteral("%1\u00a0· %2\u00a0·\u00a0%3").arg(cardTypeWords(def.type), cardUseWords(def), value);
    l.icon = QStringLiteral("cards/") + QString::fromStdString(cardTypeCode(def.type));
    l.note = cardNote(g_.cards(), def);
    l.purpose = cardTypePurpose(def.type);
    return l;
  }

  // The look of card `c` in the hand of `holder`; `pickFromEnemy`: a card
  // of the enemy hand shown by the viewer's Deception, to pick for discarding.
  CardLook look(CardIndex c, SideIndex holder, bool pickFromEnemy, const std::vector<Decision>& legal) const {
    CardLook l = faceOf(c);
    // C4: a card of the other side's only is dead in this hand: the first
    // to discard at the hand limit, the last worth taking by a Deception (a
    // tester could not tell Porus's Greek cards from his own).
    l.dead = !g_.rule(c).playableBy[holder];
    if (l.dead) l.note = PresentationWords::tr("%1 can never play it").arg(sideName(g_, holder));
    // C7: so is a leader card whose leader has fallen (a tester kept the
    // Craterus card, looking like any other, long after Craterus fell).
    else if (const int leader = g_.rule(c).leaderType; leader >= 0)
      if (const std::optional<UnitIndex> fallen = world_.fallenLeader(leader)) {
        l.dead = true;
        l.note = PresentationWords::tr("%1 has fallen: it can no longer be played").arg(unitWords(g_, *fallen));
      }
    // A Discard is a pick from the enemy hand during a Deception, and in the
    // End phase the discard down to the hand limit from one's own.
    const bool endDiscard = o_.step == Step::Main && o_.phase == Phase::End;
    for (const auto& d : legal)
      if (argKind(d.verb) == ArgKind::OfCard && d.arg == c && (d.verb == Verb::Discard) == (pickFromEnemy || endDiscard))
        l.playable = true;
    l.fits = l.playable && reactionWindow(o_.step);
    l.toRead = o_.step == Step::GameOver;
    if (!l.playable && o_.step != Step::GameOver) {
      if (screen_.replay) l.why = PresentationWords::tr("A replay: nothing is played from here");
      // A hand whose side does not decide now: the other side's turn, not
      // that the side deciding holds no such card (which a tester as Porus
      // read as "Alexander holds no Prince (rule T4)").
      else if (!pickFromEnemy && o_.deciding && *o_.deciding != holder) l.why = PresentationWords::tr("Not now: %1 decides").arg(sideName(g_, *o_.deciding));
      else if (auto verb = naturalVerb(o_)) l.why = refusedWhy(world_, {*verb, c});
      else l.why = PresentationWords::tr("Not now: %1").arg(awaitedWords(g_, o_));
    }
    return l;
  }

  // The End phase's discard down to the hand limit (T6): "Discard 2 of 9".
  QString discardTitle(SideIndex s) const {
    if (o_.step != Step::Main || o_.phase != Phase::End || s != o_.active) return {};
    const int size = o_.handSizes[s];
    const int limit = g_.scenario().sides[s].handLimit;
    if (size <= limit) return {};
    return PresentationWords::tr("%1's hand: discard %2 of %3 (the hand limit is %4)").arg(sideName(g_, s)).arg(size - limit).arg(size).arg(limit);
  }

  HandLook hand(const std::vector<Decision>& legal) const {
    HandLook h;
    const SideIndex active = o_.active;
    // The Deception's player picks from the hand it shows; its owner, at
    // the screen against the computer, sees the same hand as their own.
    if (o_.step == Step::DeceptionPick && o_.hands[otherSide(active)] && (!o_.seat || *o_.seat == active)) {
      for (CardIndex c : *o_.hands[otherSide(active)]) h.cards.push_back(look(c, otherSide(active), true, legal));
      h.title = PresentationWords::tr("%1's hand, revealed by your Deception: pick the card to discard").arg(sideName(g_, otherSide(active)));
      return h;
    }
    if (!o_.seat) return openHands(legal);
    const SideIndex me = *o_.seat;
    if (o_.hands[me])
      for (CardIndex c : *o_.hands[me]) h.cards.push_back(look(c, me, false, legal));
    h.title = discardTitle(me);
    h.discarding = !h.title.isEmpty();
    if (o_.step == Step::DeceptionPick && me != active)
      h.title = PresentationWords::tr("%1's hand, shown to %2 by a Deception: %2 picks one of its cards to discard")
                    .arg(sideName(g_, me), sideName(g_, active));
    if (h.title.isEmpty())
      h.title = PresentationWords::tr("%1's hand, %2 (%3 holds %4)")
                    .arg(sideName(g_, me), cardCount(o_.handSizes[me]), sideName(g_, otherSide(me)), cardCount(o_.handSizes[otherSide(me)]));
    return h;
  }

  // Both hands are open (solo, a finished game, a replay showing
  // everything): the deciding side's (or the winner's) first, the other
  // beside it, waiting for its side's turn.
  HandLook openHands(const std::vector<Decision>& legal = {}) const {
    HandLook h;
    const bool over = o_.step == Step::GameOver;
    const SideIndex s = over ? o_.winner.value_or(0) : o_.deciding.value_or(o_.active);
    const SideIndex other = otherSide(s);
    if (!o_.hands[s] && !o_.hands[other]) {
      h.title = PresentationWords::tr("%1 holds %2, %3 holds %4").arg(sideName(g_, s)).arg(cardCount(o_.handSizes[s])).arg(sideName(g_, other)).arg(cardCount(o_.handSizes[other]));
      return h;
    }
    if (o_.hands[s])
      for (CardIndex c : *o_.hands[s]) h.cards.push_back(look(c, s, false, legal));
    if (over && !o_.hands[other]) {
      h.title = PresentationWords::tr("%1's hand (%2; %3 holds %4)").arg(sideName(g_, s)).arg(cardCount(o_.handSizes[s])).arg(sideName(g_, other)).arg(cardCount(o_.handSizes[other]));
      return h;
    }
    if (o_.hands[other])
      for (CardIndex c : *o_.hands[other]) {
        CardLook l = look(c, other, false, {});
        l.playable = false;
        l.fits = false;
        // The battle decided, the hands are open to read: a card's tip says
        // what it is, not that it cannot be played (a tester hovered for it).
        if (!over) l.why = PresentationWords::tr("%1 does not decide now").arg(sideName(g_, other));
        h.others.push_back(l);
      }
    h.otherCaption = PresentationWords::tr("%1's hand (%2)").arg(sideName(g_, other)).arg(cardCount(o_.handSizes[other]));
    h.finished = over;
    if (over) {  // the game is over: the winner's hand, and to its right the loser's
      h.title = PresentationWords::tr("%1 has won. Both hands open: %1's (%2), then %3's (%4)")
                    .arg(sideName(g_, s), cardCount(o_.handSizes[s]), sideName(g_, other), cardCount(o_.handSizes[other]));
      return h;
    }
    h.title = discardTitle(s);
    h.discarding = !h.title.isEmpty();
    if (h.title.isEmpty())
      h.title = PresentationWords::tr("%1 decides: %1's hand (%2); %3's to its right").arg(sideName(g_, s)).arg(cardCount(o_.handSizes[s])).arg(sideName(g_, other));
    return h;
  }

  const Game& g_;
  const Observation& o_;
  const Screen& screen_;
  const GameState world_;
};

}  // namespace

Presentation present(const GamePtr& game, const Observation& o, const Screen& screen) {
  return Builder(game, o, screen).build();
}

std::vector<Decision> cardDecisions(const Presentation& p, CardIndex card) {
  std::vector<Decision> out;
  for (const Decision& d : p.legal)
    if (argKind(d.verb) == ArgKind::OfCard && d.arg == card) out.push_back(d);
  return out;
}

}  // namespace hydaspes::client
