// New game: mode (hot-seat or solo), player names, an optional seed and the
// "always ask" option for reaction windows (H3).
#pragma once

#include <QDialog>
#include <optional>

#include "session/play_mode.h"

class QComboBox;
class QLineEdit;
class QCheckBox;

namespace hydaspes::client {

class NewGameDialog : public QDialog {
  Q_OBJECT
 public:
  explicit NewGameDialog(QWidget* parent = nullptr);
  PlayMode mode() const;
  QString playerA() const;
  QString playerB() const;
  std::optional<std::uint64_t> seed() const;  // none: a random seed
  bool alwaysAsk() const;

 private:
  QComboBox* mode_;
  QLineEdit* a_;
  QLineEdit* b_;
  QLineEdit* seed_;
  QCheckBox* alwaysAsk_;
};

}  // namespace hydaspes::client
