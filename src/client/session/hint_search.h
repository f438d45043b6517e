// A hint for the player at the screen: the search's three best choices for
// the action now, with their winning chances and 95% intervals, and how
// often the other side may hold a negate. Computed in a worker thread from
// the seat's information only (seat_information.h: never the other hand),
// within about 1.5 s; an answer that arrives after the game moved on, or
// after cancel(), is dropped.
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <memory>
#include <vector>

#include "hydaspes/decision.h"
#include "hydaspes/saved_game.h"
#include "session/latest_answer.h"

namespace hydaspes::client {

struct Hint {
  QStringList choices;  // "Rush: Allies ×4 b2→a3, facing S: winning chance 62% (58-66%)"
  QString negate;       // "Porus may negate a move in 40% of the hands he may hold"; empty when no move
  int iterations = 0;
};

class HintSearch : public QObject {
  Q_OBJECT
 public:
  explicit HintSearch(QObject* parent = nullptr);
  ~HintSearch() override;

  // Searches for `seat`, whose decision it is after `decisions` of the game
  // that began with `opening`.
  void ask(const GamePtr& game, const SavedGame& opening, std::vector<Decision> decisions, SideIndex seat);
  void cancel();
  bool searching() const { return searching_; }

 signals:
  void ready(const hydaspes::client::Hint& hint);
  void failed(const QString& why);

 private:
  LatestAnswer answer_;
  bool searching_ = false;
};

}  // namespace hydaspes::client
