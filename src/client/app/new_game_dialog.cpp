#include "app/new_game_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpressionValidator>
#include <QSettings>
#include <QSpinBox>

#include "session/computer_player.h"

namespace hydaspes::client {

NewGameDialog::NewGameDialog(const Preferences& defaults, QWidget* parent) : QDialog(parent) {
  setWindowTitle(tr("New game"));
  auto* form = new QFormLayout(this);
  mode_ = new QComboBox(this);
  mode_->addItem(tr("Hot-seat: two players at this computer"));
  mode_->addItem(tr("Solo practice: you play both sides, both hands open"));
  mode_->addItem(tr("Against the computer: you play one side"));
  form->addRow(tr("&Mode"), mode_);
  computerSide_ = new QComboBox(this);
  computerSide_->addItem(tr("Porus (you play Alexander)"));
  computerSide_->addItem(tr("Alexander (you play Porus)"));
  form->addRow(tr("The computer &plays"), computerSide_);
  level_ = new QSpinBox(this);
  level_->setRange(1, kComputerLevels);
  level_->setValue(defaults.computerLevel);
  level_->setToolTip(tr("1 plays fast and loosely; %1 searches longest").arg(kComputerLevels));
  // A number alone told a tester nothing: its meaning stands beside it.
  levelWords_ = new QLabel(this);
  levelWords_->setObjectName(QStringLiteral("levelWords"));
  levelRow_ = new QHBoxLayout;
  levelRow_->addWidget(level_);
  levelRow_->addWidget(levelWords_, 1);
  auto* levelLabel = new QLabel(tr("Computer &level"), this);
  levelLabel->setBuddy(level_);  // Alt+L goes to the number (a label of a layout has no buddy of its own)
  form->addRow(levelLabel, levelRow_);
  const auto describe = [this] { levelWords_->setText(levelDescription()); };
  connect(level_, &QSpinBox::valueChanged, this, describe);
  describe();
  a_ = new QLineEdit(defaults.playerA.isEmpty() ? tr("Alexander") : defaults.playerA, this);
  b_ = new QLineEdit(defaults.playerB.isEmpty() ? tr("Porus") : defaults.playerB, this);
  form->addRow(tr("Player as &Alexander"), a_);
  form->addRow(tr("Player as &Porus"), b_);
  seed_ = new QLineEdit(this);
  seed_->setPlaceholderText(tr("random"));
  seed_->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{0,19}")), seed_));
  form->addRow(tr("&Seed"), seed_);
  alwaysAsk_ = new QCheckBox(tr("Always ask before each reaction (the question reveals nothing)"), this);
  alwaysAsk_->setChecked(defaults.alwaysAsk);
  form->addRow(QString(), alwaysAsk_);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  form->addRow(buttons);
  // The computer's side and level matter only against it; its name is its own.
  const auto update = [this, form] {
    const bool computer = mode() == PlayMode::Computer;
    for (QWidget* w : {static_cast<QWidget*>(computerSide_), static_cast<QWidget*>(level_), static_cast<QWidget*>(levelWords_)}) {
      w->setVisible(computer);
      if (QWidget* label = form->labelForField(w)) label->setVisible(computer);
    }
    if (QWidget* label = form->labelForField(levelRow_)) label->setVisible(computer);
    a_->setEnabled(!computer || computerSide() != 0);
    b_->setEnabled(!computer || computerSide() != 1);
  };
  connect(mode_, &QComboBox::currentIndexChanged, this, update);
  connect(computerSide_, &QComboBox::currentIndexChanged, this, update);
  update();
}

void NewGameDialog::offerLike(PlayMode mode, std::optional<SideIndex> computerSide) {
  mode_->setCurrentIndex(mode == PlayMode::Solo ? 1 : mode == PlayMode::Computer ? 2 : 0);
  if (computerSide) computerSide_->setCurrentIndex(*computerSide == 1 ? 0 : 1);
}

void NewGameDialog::offerLast() {
  const QSettings settings;
  const int mode = settings.value(QStringLiteral("newGame/mode"), -1).toInt();
  const int side = settings.value(QStringLiteral("newGame/computerSide"), -1).toInt();
  if (mode >= 0 && mode < mode_->count()) mode_->setCurrentIndex(mode);
  if (side >= 0 && side < computerSide_->count()) computerSide_->setCurrentIndex(side);
}

void NewGameDialog::rememberChoice() const {
  QSettings settings;
  settings.setValue(QStringLiteral("newGame/mode"), mode_->currentIndex());
  settings.setValue(QStringLiteral("newGame/computerSide"), computerSide_->currentIndex());
}

PlayMode NewGameDialog::mode() const {
  switch (mode_->currentIndex()) {
    case 1: return PlayMode::Solo;
    case 2: return PlayMode::Computer;
    default: return PlayMode::HotSeat;
  }
}
SideIndex NewGameDialog::computerSide() const { return computerSide_->currentIndex() == 0 ? SideIndex{1} : SideIndex{0}; }
int NewGameDialog::computerLevel() const { return level_->value(); }

QString NewGameDialog::levelDescription() const {
  switch (level_->value()) {
    case 1: return tr("Beginner: picks among sensible actions without thinking ahead");
    case 2: return tr("Novice: thinks ahead for half of its actions");
    case 3: return tr("Intermediate: thinks ahead for most of its actions");
    default: return tr("Strongest: thinks ahead for every action");
  }
}
QString NewGameDialog::playerA() const { return a_->text().trimmed(); }
QString NewGameDialog::playerB() const { return b_->text().trimmed(); }
std::optional<std::uint64_t> NewGameDialog::seed() const {
  if (seed_->text().isEmpty()) return std::nullopt;
  return seed_->text().toULongLong();
}
bool NewGameDialog::alwaysAsk() const { return alwaysAsk_->isChecked(); }

}  // namespace hydaspes::client
