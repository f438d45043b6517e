#include "panels/lesson_panel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QVBoxLayout>

namespace hydaspes::client {

LessonPanel::LessonPanel(QWidget* parent) : QWidget(parent) {
  auto* layout = new QVBoxLayout(this);
  title_ = new QLabel(this);
  QFont big = title_->font();
  big.setBold(true);
  big.setPointSizeF(big.pointSizeF() * 1.15);
  title_->setFont(big);
  title_->setWordWrap(true);
  progress_ = new QLabel(this);
  say_ = new QLabel(this);
  say_->setWordWrap(true);
  say_->setTextFormat(Qt::RichText);
  say_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
  say_->setAccessibleName(tr("What to do now"));
  connect(say_, &QLabel::linkActivated, this, &LessonPanel::ruleLinkActivated);
  restart_ = new QPushButton(tr("Restart"), this);
  restart_->setToolTip(tr("Play this lesson again from its start"));
  next_ = new QPushButton(tr("Next lesson ▶"), this);
  auto* list = new QPushButton(tr("Lessons…"), this);
  list->setToolTip(tr("Every lesson, and which you have done"));
  // Two testers, mid-game, would not start a lesson that took their game's
  // place: it waits, and this goes back to it.
  back_ = new QPushButton(tr("◀ Back to your game"), this);
  back_->setObjectName(QStringLiteral("backToGame"));
  back_->setToolTip(tr("Leave the lesson and go on with the game you left for it, as you left it"));
  back_->hide();
  auto* buttons = new QHBoxLayout;
  buttons->addWidget(restart_);
  buttons->addWidget(list);
  buttons->addStretch();
  buttons->addWidget(next_);
  layout->addWidget(title_);
  layout->addWidget(progress_);
  auto* scroll = new QScrollArea(this);  // a long step scrolls in a short dock
  scroll->setWidgetResizable(true);
  scroll->setFrameShape(QFrame::NoFrame);
  scroll->setWidget(say_);
  layout->addWidget(scroll, 1);
  layout->addLayout(buttons);
  layout->addWidget(back_);
  connect(back_, &QPushButton::clicked, this, &LessonPanel::backToGameRequested);
  connect(restart_, &QPushButton::clicked, this, &LessonPanel::restartRequested);
  connect(next_, &QPushButton::clicked, this, &LessonPanel::nextRequested);
  connect(list, &QPushButton::clicked, this, &LessonPanel::listRequested);
}

QString LessonPanel::withRuleLinks(const QString& plain) {
  // A ruling ID is a capital and one or two digits ("M4", "K11"); cells are
  // written in lower case ("b6"), so they never match.
  static const QRegularExpression id(QStringLiteral("\\b([A-Z][0-9]{1,2})\\b"));
  QString html = plain.toHtmlEscaped();
  html.replace(id, QStringLiteral("<a href=\"\\1\">\\1</a>"));
  return html;
}

void LessonPanel::show(const LessonLook& lesson, bool nextExists, bool gameWaiting) {
  title_->setText(lesson.title);
  back_->setVisible(gameWaiting);
  if (lesson.finished) {
    progress_->setText(tr("Lesson complete ✓"));
    const QString onwards = gameWaiting && nextExists ? tr(" Go on with the next one, play it again, or go back to your game.")
                            : gameWaiting           ? tr(" That was the last lesson: you know the game. Go back to your game.")
                            : nextExists            ? tr(" Go on with the next one, or play it again.")
                                                    : tr(" That was the last lesson: you know the game. Start a game from File > New game.");
    say_->setText(tr("<b>Well done!</b> You have finished this lesson.") + onwards);
  } else {
    progress_->setText(tr("Step %1 of %2").arg(lesson.step + 1).arg(lesson.steps));
    say_->setText(withRuleLinks(lesson.say));
  }
  next_->setEnabled(lesson.finished && nextExists);
}

QString LessonPanel::text() const { return title_->text() + QLatin1Char('\n') + progress_->text() + QLatin1Char('\n') + say_->text(); }

}  // namespace hydaspes::client
