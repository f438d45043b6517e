#include "app/settings_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>

#include <algorithm>

#include "app/language.h"
#include "session/computer_player.h"

namespace hydaspes::client {

SettingsDialog::SettingsDialog(const Preferences& current, QWidget* parent) : QDialog(parent) {
  setWindowTitle(tr("Settings"));
  auto* form = new QFormLayout(this);
  a_ = new QLineEdit(current.playerA, this);
  a_->setPlaceholderText(tr("Alexander"));
  b_ = new QLineEdit(current.playerB, this);
  b_->setPlaceholderText(tr("Porus"));
  form->addRow(tr("Player as &Alexander"), a_);
  form->addRow(tr("Player as &Porus"), b_);
  alwaysAsk_ = new QCheckBox(tr("Always ask before each reaction (the question reveals nothing)"), this);
  alwaysAsk_->setChecked(current.alwaysAsk);
  alwaysAsk_->setToolTip(tr("H3: without it, a player who holds no card that fits a reaction is not asked"));
  form->addRow(tr("Reactions"), alwaysAsk_);
  animation_ = new QComboBox(this);
  animation_->addItem(tr("Off: changes show at once"), static_cast<int>(AnimationSpeed::Off));
  animation_->addItem(tr("Fast"), static_cast<int>(AnimationSpeed::Fast));
  animation_->addItem(tr("Normal"), static_cast<int>(AnimationSpeed::Normal));
  animation_->setCurrentIndex(animation_->findData(static_cast<int>(current.animation)));
  form->addRow(tr("&Moves and losses on the board"), animation_);
  level_ = new QSpinBox(this);
  level_->setRange(1, kComputerLevels);
  level_->setValue(current.computerLevel);
  level_->setToolTip(tr("1 plays fast and loosely; %1 searches longest").arg(kComputerLevels));
  form->addRow(tr("Computer &level for new games"), level_);
  language_ = new QComboBox(this);
  for (const LanguageChoice& l : languageChoices()) language_->addItem(l.name, l.code);
  language_->setCurrentIndex(std::max(0, language_->findData(current.language)));
  language_->setToolTip(tr("Takes effect when Hydaspes starts again"));
  auto* languageNote = new QLabel(tr("The new language shows when Hydaspes starts again."), this);
  languageNote->setWordWrap(true);
  languageNote->setVisible(false);
  connect(language_, &QComboBox::currentIndexChanged, languageNote,
          [this, languageNote, was = current.language] { languageNote->setVisible(language_->currentData().toString() != was); });
  form->addRow(tr("L&anguage"), language_);
  form->addRow(QString(), languageNote);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  form->addRow(buttons);
}

Preferences SettingsDialog::preferences() const {
  Preferences p;
  p.playerA = a_->text().trimmed();
  p.playerB = b_->text().trimmed();
  p.alwaysAsk = alwaysAsk_->isChecked();
  p.animation = static_cast<AnimationSpeed>(animation_->currentData().toInt());
  p.computerLevel = level_->value();
  p.language = language_->currentData().toString();
  return p;
}

}  // namespace hydaspes::client
