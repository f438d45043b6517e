#include "panels/decision_bar.h"

#include <QComboBox>
#include <algorithm>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QVariant>
#include <QPushButton>
#include <QScrollArea>
#include <QStyle>

#include "app/words.h"
#include "panels/sideways_wheel.h"

namespace hydaspes::client {

namespace {
// Button text shows '&' as a mnemonic marker unless doubled.
QString buttonLabel(const QString& words) { return QString(words).replace(QLatin1Char('&'), QStringLiteral("&&")); }
// What a button does in words: its text, or the whole of it where the text
// is short ("one of 8 Punjab Infantry" after "Eliminate:").
QString wordsOf(const QPushButton* b) {
  const QVariant words = b->property("decisionWords");
  return words.isValid() ? words.toString() : b->text().replace(QStringLiteral("&&"), QStringLiteral("&"));
}
}  // namespace

DecisionBar::DecisionBar(QWidget* parent) : QWidget(parent) {
  // The buttons scroll sideways when there are many (a big stack's units),
  // so the window never grows wider than the screen.
  auto* outer = new QHBoxLayout(this);
  outer->setContentsMargins(0, 0, 0, 0);
  auto* scroll = new QScrollArea(this);
  scroll->setFrameShape(QFrame::NoFrame);
  scroll->setWidgetResizable(true);
  scroll->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
  new SidewaysWheel(scroll, 120);
  auto* strip = new QWidget(scroll);
  scroll->setWidget(strip);
  outer->addWidget(scroll);
  row_ = new QHBoxLayout(strip);
  row_->setContentsMargins(6, 2, 6, 2);
  row_->addStretch();
  // The units to take along, and the round's loss to choose (K4), follow
  // one caption each, each button naming a unit.
  takeCaption_ = new QLabel(tr("Take:", "before the buttons naming the units that may go with a move"), strip);
  takeCaption_->hide();
  casualtyCaption_ = new QLabel(tr("Eliminate:", "before the buttons naming the units the round's loss may be"), strip);
  casualtyCaption_->hide();
  destinations_ = new QComboBox(strip);
  destinations_->setToolTip(tr("Where the units go (or drag them on the board)"));
  // No cell is chosen for the player: the first in the board's order ("a1")
  // read to a tester as a proposal.
  destinations_->setPlaceholderText(tr("Choose a cell", "the destination list, before one is chosen"));
  go_ = new QPushButton(tr("Move there"), strip);
  connect(destinations_, &QComboBox::currentIndexChanged, this, [this](int i) { go_->setEnabled(i >= 0); });
  row_->addWidget(destinations_);
  row_->addWidget(go_);
  connect(go_, &QPushButton::clicked, this, [this] {
    const int i = destinations_->currentIndex();
    if (i >= 0 && i < static_cast<int>(destinationDecisions_.size())) emit chosen(destinationDecisions_[static_cast<std::size_t>(i)]);
  });
  destinations_->hide();
  go_->hide();
  overCaption_ = new QLabel(tr("The battle is decided:"), strip);
  review_ = new QPushButton(tr("Review the game"), strip);
  review_->setObjectName(QStringLiteral("reviewFinished"));
  review_->setToolTip(tr("Go through the game with the computer's view of each action's winning chances (Ctrl+R)"));
  newGame_ = new QPushButton(tr("New game…"), strip);
  newGame_->setObjectName(QStringLiteral("newGameFinished"));
  newGame_->setToolTip(tr("Start another battle (Ctrl+N)"));
  for (QWidget* w : {static_cast<QWidget*>(overCaption_), static_cast<QWidget*>(review_), static_cast<QWidget*>(newGame_)}) {
    row_->insertWidget(row_->indexOf(destinations_), w);
    w->hide();
  }
  waitCaption_ = new QLabel(strip);
  resume_ = new QPushButton(strip);
  resume_->setObjectName(QStringLiteral("resumeComputer"));
  resume_->setToolTip(tr("The computer plays its actions one by one; Game > Pause the computer stops it again (Pause)"));
  for (QWidget* w : {static_cast<QWidget*>(waitCaption_), static_cast<QWidget*>(resume_)}) {
    row_->insertWidget(row_->indexOf(destinations_), w);
    w->hide();
  }
  connect(resume_, &QPushButton::clicked, this, &DecisionBar::resumeRequested);
  connect(review_, &QPushButton::clicked, this, &DecisionBar::reviewRequested);
  connect(newGame_, &QPushButton::clicked, this, &DecisionBar::newGameRequested);
  // Outside the scrolling row, so it is always in sight.
  cancel_ = new QPushButton(tr("Cancel"), this);
  cancel_->setObjectName(QStringLiteral("cancelAction"));
  cancel_->setToolTip(tr("Take back the action being declared: its card returns to the hand (Ctrl+Z)"));
  outer->addWidget(cancel_, 0, Qt::AlignTop);
  connect(cancel_, &QPushButton::clicked, this, &DecisionBar::cancelRequested);
  cancel_->hide();
}

void DecisionBar::setCancelShown(bool shown) { cancel_->setVisible(shown); }

void DecisionBar::setGameOver(bool over) {
  gameOver_ = over;
  for (QWidget* w : {static_cast<QWidget*>(overCaption_), static_cast<QWidget*>(review_), static_cast<QWidget*>(newGame_)})
    w->setVisible(over);
}

void DecisionBar::setComputerWaiting(const QString& caption, const QString& button) {
  waitCaption_->setText(caption);
  resume_->setText(button);
  waitCaption_->setVisible(!caption.isEmpty());
  resume_->setVisible(!caption.isEmpty());
}

bool DecisionBar::chooseDestination(const QString& cellName) {
  const int i = destinations_->findText(cellName);
  if (i < 0) return false;
  destinations_->setCurrentIndex(i);
  go_->click();
  return true;
}

void DecisionBar::setDecisions(const Game& g, Phase phase, const std::vector<Decision>& decisions,
                               const std::vector<UnitChoice>& units) {
  for (auto& [b, d] : buttons_) {  // a button may be in its own click handler: delete it later
    row_->removeWidget(b);
    b->hide();
    b->setParent(nullptr);
    b->deleteLater();
  }
  for (QLabel* caption : {takeCaption_, casualtyCaption_}) {
    row_->removeWidget(caption);
    caption->hide();
  }
  buttons_.clear();
  destinations_->clear();
  destinationDecisions_.clear();
  int index = 0;
  for (const auto& d : decisions) {
    if (d.verb == Verb::To) {
      destinations_->addItem(QString::fromStdString(g.board().cellName(d.arg)));
      destinationDecisions_.push_back(d);
      continue;
    }
    const auto choice = std::find_if(units.begin(), units.end(), [&](const UnitChoice& c) { return c.decision == d; });
    const bool unit = choice != units.end();
    if (QLabel* caption = d.verb == Verb::Take ? takeCaption_ : casualtyCaption_; unit && caption->isHidden()) {
      row_->insertWidget(row_->indexOf(destinations_), caption);  // just before the first of them
      caption->show();
    }
    auto* b = new QPushButton(buttonLabel(unit ? unitChoiceName(g, *choice) : buttonText(g, d, phase)), row_->parentWidget());
    if (unit) b->setProperty("decisionWords", unitChoiceText(g, *choice));
    b->setObjectName(QStringLiteral("decision-%1").arg(index++));
    b->setToolTip(unit ? unitChoiceTip(g, *choice) : decisionTip(g, d, phase));
    b->installEventFilter(this);
    connect(b, &QPushButton::clicked, this, [this, b, d] {
      lastClicked_ = wordsOf(b);
      emit chosen(d);
    });
    // Before the destination list, which stays beside its "Move there".
    row_->insertWidget(row_->indexOf(destinations_), b);
    buttons_.emplace_back(b, d);
  }
  destinations_->setCurrentIndex(-1);
  go_->setEnabled(false);
  destinations_->setVisible(!destinationDecisions_.empty());
  go_->setVisible(!destinationDecisions_.empty());
  // Fit the strip's height to one row of buttons, with room for a scroll bar.
  const int rowHeight = go_->sizeHint().height() + 8;
  setFixedHeight(rowHeight + style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 2);
}

bool DecisionBar::eventFilter(QObject* watched, QEvent* event) {
  // A button with the same words ("Take one of 8 Punjab Infantry") takes
  // the second press as a click of its own.
  if (event->type() == QEvent::MouseButtonDblClick)
    if (auto* b = qobject_cast<QPushButton*>(watched); b && wordsOf(b) != lastClicked_) return true;
  return QWidget::eventFilter(watched, event);
}

QStringList DecisionBar::labels() const {
  QStringList out;
  for (const auto& [b, d] : buttons_) out << wordsOf(b);
  return out;
}

bool DecisionBar::trigger(const QString& label) {
  for (const auto& [b, d] : buttons_) {
    if (wordsOf(b) == label) {
      b->click();
      return true;
    }
  }
  return false;
}

}  // namespace hydaspes::client
