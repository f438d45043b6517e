#include "session/hint_search.h"
#include "app/words.h"
#include "session/action_words.h"

#include <QCoreApplication>
#include <cmath>

#include "hydaspes/action_text.h"
#include "hydaspes/bot/search_analysis.h"
#include "hydaspes/combat_modifiers.h"
#include "hydaspes/state.h"
#include "session/seat_information.h"

namespace hydaspes::client {

namespace {

constexpr int kShown = 3;
const Budget kHintBudget{4000, 1.5};  // the hint answers within about 1.5 s

QString percent(double p) { return QString::number(std::lround(p * 100)); }

Hint hintOf(const GamePtr& game, const SavedGame& opening, const std::vector<Decision>& decisions, SideIndex seat,
           std::stop_token stop) {
  const BotInformation info = seatInformation(game, opening, decisions, seat);
  Budget budget = kHintBudget;
  budget.stop = stop;
  const SearchAnalysis a = analyseChoices(info, budget, 0x4849'4E54ULL ^ decisions.size());
  // The actions are the seat's own: their words name only its own cards and
  // the public board, so the state the record reaches may word them.
  GameState now = openingOfSave(game, opening);
  for (const Decision& d : decisions) now.apply(d);
  Hint h;
  h.iterations = a.iterations;
  for (std::size_t i = 0; i < a.choices.size() && i < kShown; ++i) {
    const ChoiceEstimate& c = a.choices[i];
    QString words = actionSummary(describeAction(now, c.action), now.game());
    if (!words.isEmpty()) words[0] = words[0].toUpper();  // "ends the Deception phase" begins a line here
    QString line = QCoreApplication::translate("Hint", "%1: winning chance %2% (%3–%4%)")
                       .arg(words, percent(c.winChance), percent(c.low), percent(c.high));
    // An attack: the odds of its first round (public: stacks, ground, facings).
    if (const auto odds = oddsOfAttack(now, c.action))
      line += QCoreApplication::translate("Hint", "; its first round: won %1%, tied %2%, lost %3%")
                  .arg(percent(odds->attackerWins), percent(odds->tie), percent(odds->defenderWins));
    h.choices << line;
  }
  const bool moving = now.step() == Step::Main && now.phase() == Phase::Maneuver;
  if (moving)
    h.negate = QCoreApplication::translate("Hint", "%1 may negate a move in %2% of the hands they may hold")
                   .arg(sideName(*game, otherSide(seat)), percent(a.otherCanNegate));
  return h;
}

}  // namespace

HintSearch::HintSearch(QObject* parent) : QObject(parent) {}

HintSearch::~HintSearch() = default;

void HintSearch::cancel() {
  answer_.cancel();
  searching_ = false;
}

namespace {
struct HintOrFailure {
  Hint hint;
  QString failure;
};
}  // namespace

void HintSearch::ask(const GamePtr& game, const SavedGame& opening, std::vector<Decision> decisions, SideIndex seat) {
  searching_ = true;
  answer_.start(
      this,
      [game, opening, decisions = std::move(decisions), seat](std::stop_token stop) {
        HintOrFailure r;
        try {
          r.hint = hintOf(game, opening, decisions, seat, stop);
        } catch (const std::exception& e) {
          r.failure = QString::fromStdString(e.what());
        }
        return r;
      },
      [this](const HintOrFailure& r) {
        searching_ = false;
        if (r.failure.isEmpty()) emit ready(r.hint);
        else emit failed(r.failure);
      });
}

}  // namespace hydaspes::client
