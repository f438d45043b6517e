#include "session/computer_player.h"

#include "hydaspes/bot/bot_spec.h"
#include "hydaspes/bot/seat_knowledge.h"
#include "hydaspes/saved_game.h"
#include "hydaspes/state.h"
#include "session/seat_information.h"

namespace hydaspes::client {

static_assert(kComputerLevels == kBotLevels && kDefaultComputerLevel == kDefaultBotLevel);

std::string ComputerSeat::spec() const {
  if (!bot.empty()) return bot;
  BotSpec s;
  s.level = level;
  return s.pinned().text();
}

ComputerSeat computerSeatOf(SideIndex side, const std::string& spec, std::uint64_t seed) {
  const BotSpec parsed = parseBotSpec(spec);
  return ComputerSeat{side, parsed.level, seed, spec};
}

ComputerPlayer::ComputerPlayer(QObject* parent) : QObject(parent) {}

ComputerPlayer::~ComputerPlayer() = default;

void ComputerPlayer::cancel() {
  answer_.cancel();
  thinking_ = false;
}

namespace {
// The bot's action, or why there is none.
struct Thought {
  std::vector<Decision> action;
  QString failure;
};
}  // namespace

void ComputerPlayer::think(const GamePtr& game, const SavedGame& opening, std::vector<Decision> decisions,
                           const ComputerSeat& seat) {
  thinking_ = true;
  answer_.start(
      this,
      [game, opening, decisions = std::move(decisions), seat](std::stop_token stop) {
        Thought t;
        try {
          const BotInformation info = seatInformation(game, opening, decisions, seat.side);
          const BotSpec spec = parseBotSpec(seat.spec());
          Budget budget = spec.budget();
          budget.stop = stop;  // a cancel ends the search at once
          t.action = makeBot(spec, seat.seed)->choose(info, budget);
          if (t.action.empty()) t.failure = ComputerPlayer::tr("the computer found nothing to do");
        } catch (const std::exception& e) {
          t.failure = QString::fromStdString(e.what());
        }
        return t;
      },
      [this](const Thought& t) {
        thinking_ = false;
        if (t.failure.isEmpty()) emit chosen(t.action);
        else emit failed(t.failure);
      });
}

}  // namespace hydaspes::client
