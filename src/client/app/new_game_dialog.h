// New game: mode (hot-seat, solo, or against the computer with its side and
// level), player names, an optional seed and the "always ask" option for
// reaction windows (H3).
#pragma once

#include <QDialog>

#include "app/preferences.h"
#include <optional>

#include "hydaspes/unit.h"
#include "session/play_mode.h"

class QComboBox;
class QLineEdit;
class QCheckBox;
class QHBoxLayout;
class QLabel;
class QSpinBox;

namespace hydaspes::client {

class NewGameDialog : public QDialog {
  Q_OBJECT
 public:
  // Starts from the player's settings (names, "always ask", the level).
  explicit NewGameDialog(const Preferences& defaults = Preferences{}, QWidget* parent = nullptr);
  // The mode (and, against the computer, its side) offered first: the
  // game's being played, so that "another game like this one" is one click.
  void offerLike(PlayMode mode, std::optional<SideIndex> computerSide);
  // With no game to copy (none open, or a tutorial lesson in the window):
  // the mode and side the last new game was started with, kept by
  // rememberChoice (a tester back from the tutorial was offered hot-seat).
  void offerLast();
  void rememberChoice() const;
  PlayMode mode() const;
  QString playerA() const;
  QString playerB() const;
  std::optional<std::uint64_t> seed() const;  // none: a random seed
  bool alwaysAsk() const;
  // Against the computer: the side it takes and its level (1 to kComputerLevels).
  SideIndex computerSide() const;
  int computerLevel() const;
  // What the level beside the number means, in a player's words.
  QString levelDescription() const;

 private:
  QComboBox* mode_;
  QLineEdit* a_;
  QLineEdit* b_;
  QLineEdit* seed_;
  QCheckBox* alwaysAsk_;
  QComboBox* computerSide_;
  QSpinBox* level_;
  QLabel* levelWords_;
  QHBoxLayout* levelRow_;
};

}  // namespace hydaspes::client
