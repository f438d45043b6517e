#include "session/computer_player.h"

#include <QCoreApplication>
#include <QPointer>
#include <QThreadPool>
#include <mutex>

#include "hydaspes/bot/bot_spec.h"
#include "hydaspes/bot/seat_knowledge.h"
#include "hydaspes/saved_game.h"
#include "hydaspes/state.h"
#include "session/seat_information.h"

namespace hydaspes::client {

static_assert(kComputerLevels == kBotLevels && kDefaultComputerLevel == kDefaultBotLevel);

std::string ComputerSeat::spec() const {
  BotSpec s;
  s.level = level;
  return s.text();
}

ComputerSeat computerSeatOf(SideIndex side, const std::string& spec, std::uint64_t seed) {
  const BotSpec parsed = parseBotSpec(spec);
  return ComputerSeat{side, parsed.level, seed};
}

// Shared between the window and the worker: which search is the current one.
// The answer is handed to the main thread, where the player (if it still
// exists, and the search is still current) hears it.
struct ComputerPlayer::Mailbox {
  std::mutex mutex;
  std::uint64_t current = 0;
  QPointer<ComputerPlayer> player;
};


ComputerPlayer::ComputerPlayer(QObject* parent) : QObject(parent), mailbox_(std::make_shared<Mailbox>()) {
  mailbox_->player = this;
}

ComputerPlayer::~ComputerPlayer() {
  std::lock_guard lock(mailbox_->mutex);
  ++mailbox_->current;  // a search still running answers no one
}

void ComputerPlayer::cancel() {
  std::lock_guard lock(mailbox_->mutex);
  ++mailbox_->current;
  thinking_ = false;
}

void ComputerPlayer::think(const GamePtr& game, const SavedGame& opening, std::vector<Decision> decisions,
                           const ComputerSeat& seat) {
  std::uint64_t ticket;
  {
    std::lock_guard lock(mailbox_->mutex);
    ticket = ++mailbox_->current;
  }
  thinking_ = true;
  auto mailbox = mailbox_;
  QThreadPool::globalInstance()->start([mailbox, ticket, game, opening, decisions = std::move(decisions), seat] {
    std::vector<Decision> action;
    QString failure;
    try {
      const BotInformation info = seatInformation(game, opening, decisions, seat.side);
      const BotSpec spec = parseBotSpec(seat.spec());
      action = makeBot(spec, seat.seed)->choose(info, spec.budget());
      if (action.empty()) failure = QStringLiteral("the computer found nothing to do");
    } catch (const std::exception& e) {
      failure = QString::fromStdString(e.what());
    }
    {
      std::lock_guard lock(mailbox->mutex);
      if (mailbox->current != ticket) return;  // cancelled, or a newer search
    }
    // To the main thread: the player is looked at only there.
    QMetaObject::invokeMethod(
        QCoreApplication::instance(),
        [mailbox, ticket, action = std::move(action), failure] {
          ComputerPlayer* player = mailbox->player.data();
          {
            std::lock_guard lock(mailbox->mutex);
            if (!player || mailbox->current != ticket) return;
          }
          player->thinking_ = false;
          if (failure.isEmpty()) emit player->chosen(action);
          else emit player->failed(failure);
        },
        Qt::QueuedConnection);
  });
}

}  // namespace hydaspes::client
