#include "app/tutorial_dialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>

namespace hydaspes::client {

namespace {
const char* kDoneKey = "tutorial/done";
}

QStringList finishedLessons() { return QSettings().value(QLatin1String(kDoneKey)).toStringList(); }

void markLessonFinished(const QString& id) {
  QStringList done = finishedLessons();
  if (done.contains(id)) return;
  done << id;
  QSettings().setValue(QLatin1String(kDoneKey), done);
}

TutorialDialog::TutorialDialog(const std::vector<LessonEntry>& lessons, QWidget* parent, WaitingGame game)
    : QDialog(parent), lessons_(lessons) {
  setWindowTitle(tr("Tutorial"));
  auto* layout = new QVBoxLayout(this);
  auto* intro = new QLabel(tr("Learn the game one idea at a time. Each lesson sets up a small battle, "
                              "says what to do and marks where; you play both sides."),
                           this);
  intro->setWordWrap(true);
  auto* leaving = new QLabel(game == WaitingGame::Waits
                                 ? tr("Your game waits while you take a lesson: “Back to your game” in the Tutorial panel returns to it, as you left it.")
                                 : tr("A lesson takes the board: the finished game on it gives way, and if it has not been saved you are asked first whether to save it."),
                             this);
  leaving->setObjectName(QStringLiteral("leavingGame"));
  leaving->setWordWrap(true);
  leaving->setVisible(game != WaitingGame::None);
  list_ = new QListWidget(this);
  const QStringList done = finishedLessons();
  int first = -1;
  for (std::size_t i = 0; i < lessons_.size(); ++i) {
    const bool finished = done.contains(lessons_[i].id);
    auto* item = new QListWidgetItem(QStringLiteral("%1%2. %3").arg(finished ? QStringLiteral("✓ ") : QStringLiteral("    ")).arg(i + 1).arg(lessons_[i].title), list_);
    item->setToolTip(finished ? tr("Done") : tr("Not done yet"));
    if (!finished && first < 0) first = static_cast<int>(i);
  }
  summary_ = new QLabel(this);
  summary_->setWordWrap(true);
  summary_->setMinimumHeight(fontMetrics().height() * 3);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
  QPushButton* start = buttons->addButton(tr("Start the lesson"), QDialogButtonBox::AcceptRole);
  start->setDefault(true);
  layout->addWidget(intro);
  layout->addWidget(leaving);
  layout->addWidget(list_, 1);
  layout->addWidget(summary_);
  layout->addWidget(buttons);
  connect(list_, &QListWidget::currentRowChanged, this, [this, start](int row) {
    start->setEnabled(row >= 0);
    summary_->setText(row >= 0 ? lessons_[static_cast<std::size_t>(row)].summary : QString());
  });
  connect(list_, &QListWidget::itemActivated, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  list_->setCurrentRow(first >= 0 ? first : 0);  // the first lesson not done yet
  resize(460, 420);
}

QString TutorialDialog::chosenFile() const {
  const int row = list_->currentRow();
  return row >= 0 && row < static_cast<int>(lessons_.size()) ? lessons_[static_cast<std::size_t>(row)].file : QString();
}

}  // namespace hydaspes::client
