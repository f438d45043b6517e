// Edit > Settings: the names new games start with, "always ask" for
// reactions (H3), the animation speed (off, fast, normal) and the
// computer's level for new games and the language (from the next start).
#pragma once

#include <QDialog>

#include "app/preferences.h"

class QCheckBox;
class QComboBox;
class QLineEdit;
class QSpinBox;

namespace hydaspes::client {

class SettingsDialog : public QDialog {
  Q_OBJECT
 public:
  explicit SettingsDialog(const Preferences& current, QWidget* parent = nullptr);
  Preferences preferences() const;

 private:
  QLineEdit* a_;
  QLineEdit* b_;
  QCheckBox* alwaysAsk_;
  QComboBox* animation_;
  QSpinBox* level_;
  QComboBox* language_;
};

}  // namespace hydaspes::client
