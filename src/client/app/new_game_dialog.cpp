#include "app/new_game_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QRegularExpressionValidator>

namespace hydaspes::client {

NewGameDialog::NewGameDialog(QWidget* parent) : QDialog(parent) {
  setWindowTitle(tr("New game"));
  auto* form = new QFormLayout(this);
  mode_ = new QComboBox(this);
  mode_->addItem(tr("Hot-seat: two players at this computer"));
  mode_->addItem(tr("Solo: one player plays both sides"));
  form->addRow(tr("&Mode"), mode_);
  a_ = new QLineEdit(tr("Alexander"), this);
  b_ = new QLineEdit(tr("Porus"), this);
  form->addRow(tr("Player as &Alexander"), a_);
  form->addRow(tr("Player as &Porus"), b_);
  seed_ = new QLineEdit(this);
  seed_->setPlaceholderText(tr("random"));
  seed_->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{0,19}")), seed_));
  form->addRow(tr("&Seed"), seed_);
  alwaysAsk_ = new QCheckBox(tr("Always ask before each reaction (the question reveals nothing)"), this);
  form->addRow(QString(), alwaysAsk_);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  form->addRow(buttons);
}

PlayMode NewGameDialog::mode() const { return mode_->currentIndex() == 1 ? PlayMode::Solo : PlayMode::HotSeat; }
QString NewGameDialog::playerA() const { return a_->text().trimmed(); }
QString NewGameDialog::playerB() const { return b_->text().trimmed(); }
std::optional<std::uint64_t> NewGameDialog::seed() const {
  if (seed_->text().isEmpty()) return std::nullopt;
  return seed_->text().toULongLong();
}
bool NewGameDialog::alwaysAsk() const { return alwaysAsk_->isChecked(); }

}  // namespace hydaspes::client
