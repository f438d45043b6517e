#include "panels/catch_up_panel.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QShortcut>
#include <QVBoxLayout>

#include "board/art.h"

namespace hydaspes::client {

namespace {
constexpr int kMargin = 8;  // px from the board's edge
constexpr int kMark = 18;   // px, the crossed swords of a step that fought
constexpr int kMarkGap = 6;  // px between them and the words
}  // namespace

CatchUpPanel::CatchUpPanel(QWidget* parent) : QFrame(parent) {
  setObjectName(QStringLiteral("catchUp"));
  setFrameShape(QFrame::StyledPanel);
  setAutoFillBackground(true);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(10, 8, 10, 8);
  title_ = new QLabel(this);
  line_ = new QLabel(this);
  line_->setWordWrap(true);
  line_->setTextFormat(Qt::PlainText);
  line_->setAccessibleName(tr("What the other side did"));
  line_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
  back_ = new QPushButton(tr("◀ Back"), this);
  next_ = new QPushButton(tr("Next ▶"), this);
  done_ = new QPushButton(tr("Done"), this);
  back_->setToolTip(tr("The action before"));
  next_->setToolTip(tr("The next action (Space)"));
  done_->setToolTip(tr("Put the catch-up away (Escape)"));
  auto* buttons = new QHBoxLayout;
  buttons->addWidget(back_);
  buttons->addWidget(next_);
  buttons->addStretch();
  buttons->addWidget(done_);
  // A step in which dice were rolled is marked with the Attack cards' crossed
  // swords, drawn from their art (the "⚔" character came out as a thin
  // cross in most fonts).
  combatMark_ = new QLabel(this);
  combatMark_->setObjectName(QStringLiteral("combatMark"));
  combatMark_->setToolTip(tr("Dice were rolled"));
  combatMark_->setAlignment(Qt::AlignTop);
  combatMark_->setFixedWidth(kMark);  // kept for every step, so the words do not shift
  auto* words = new QHBoxLayout;
  words->setSpacing(kMarkGap);
  words->addWidget(combatMark_, 0, Qt::AlignTop);
  words->addWidget(line_, 1);
  layout->addWidget(title_);
  layout->addLayout(words);
  layout->addLayout(buttons);
  connect(back_, &QPushButton::clicked, this, &CatchUpPanel::back);
  connect(next_, &QPushButton::clicked, this, &CatchUpPanel::next);
  connect(done_, &QPushButton::clicked, this, &CatchUpPanel::finish);
  // Space or Enter steps on and Escape puts it away wherever the keyboard
  // is, while it is shown (a shortcut of a hidden widget is off).
  for (const QKeySequence& key : {QKeySequence(Qt::Key_Space), QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)})
    connect(new QShortcut(key, this), &QShortcut::activated, this, &CatchUpPanel::next);
  connect(new QShortcut(QKeySequence(Qt::Key_Escape), this), &QShortcut::activated, this, &CatchUpPanel::finish);
  parent->installEventFilter(this);  // keeps to its corner when the board resizes
  hide();
}

void CatchUpPanel::start(const CatchUp& c, const std::array<QString, 2>& sides) {
  catchUp_ = c;
  sides_ = sides;
  if (catchUp_.empty()) {
    finish();
    return;
  }
  step_ = -1;
  corner_.reset();  // chosen anew for these steps, then kept
  show();
  raise();
  goTo(0);
  next_->setFocus(Qt::OtherFocusReason);
}

void CatchUpPanel::finish() {
  const bool was = !catchUp_.empty();
  catchUp_ = {};
  hide();
  if (!was) return;
  emit trailsChanged({});
  emit stepShown(std::nullopt);
}

QString CatchUpPanel::currentLine() const {
  return step_ >= 0 && step_ < stepCount() ? catchUp_.steps[static_cast<std::size_t>(step_)].line : QString();
}

QString CatchUpPanel::currentTitle() const { return title_->text(); }

void CatchUpPanel::next() {
  if (step_ + 1 >= stepCount()) finish();
  else goTo(step_ + 1);
}

void CatchUpPanel::back() {
  if (step_ > 0) goTo(step_ - 1);
}

void CatchUpPanel::goTo(int step) {
  if (step < 0 || step >= stepCount()) return;
  step_ = step;
  const CatchUpStep& s = catchUp_.steps[static_cast<std::size_t>(step)];
  // The viewer's own action is there only for the round it rolled, which
  // fell after the hand-over: named as that, not as the viewer's side.
  if (s.maker == catchUp_.viewer)
    title_->setText(tr("<b>While you were away</b> · the round your answer rolled · action %1 of %2").arg(step + 1).arg(stepCount()));
  else
    title_->setText(tr("<b>While you were away</b> · %1 · action %2 of %3").arg(sides_[s.maker].toHtmlEscaped()).arg(step + 1).arg(stepCount()));
  line_->setText(s.line);
  if (s.combat) combatMark_->setPixmap(Art::instance().pixmap(QStringLiteral("cards/A"), QSize(kMark, kMark), devicePixelRatioF()));
  else combatMark_->clear();
  back_->setEnabled(step > 0);
  const bool last = step + 1 == stepCount();
  next_->setText(last ? tr("Done ✓") : tr("Next ▶"));
  done_->setVisible(!last);  // one way to finish on the last step
  emit trailsChanged(catchUp_.trails(static_cast<std::size_t>(step)));
  emit stepShown(s.firstDecision);
  place();
}

// The corner of the board that hides the fewest busy points (the arrows'
// cells, the counters) when the catch-up opens, the top right one when none
// is busier; kept while it is stepped through, so Next stays under the
// pointer, and chosen again when the board is resized.
void CatchUpPanel::place() {
  const QWidget* board = parentWidget();
  const int width = std::min(420, board->width() - 2 * kMargin);
  const int words = width - 20 - kMark - kMarkGap;  // beside the crossed swords' place
  line_->setFixedWidth(words);
  if (!corner_) {  // a new catch-up or a new board size: as tall as its longest step needs, first to last
    int tallest = 3 * line_->fontMetrics().lineSpacing();
    for (const CatchUpStep& s : catchUp_.steps)
      tallest = std::max(tallest, line_->fontMetrics().boundingRect(QRect(0, 0, words, 100000), Qt::TextWordWrap, s.line).height());
    line_->setMinimumHeight(tallest);
  }
  adjustSize();
  resize(width, std::min(heightForWidth(width) > 0 ? heightForWidth(width) : sizeHint().height(), board->height() - 2 * kMargin));
  const int right = board->width() - this->width() - kMargin;
  const int bottom = board->height() - height() - kMargin;
  const QPoint corners[] = {{right, kMargin}, {kMargin, kMargin}, {right, bottom}, {kMargin, bottom}};
  if (corner_) {
    move(corners[*corner_]);
    return;
  }
  const std::vector<QPoint> busy = busy_ ? busy_() : std::vector<QPoint>{};
  std::size_t best = 0;
  std::size_t fewest = SIZE_MAX;
  for (std::size_t i = 0; i < std::size(corners); ++i) {
    const QPoint& corner = corners[i];
    const QRect there(corner, size());
    const auto hidden = static_cast<std::size_t>(std::count_if(busy.begin(), busy.end(), [&](QPoint p) { return there.contains(p); }));
    if (hidden < fewest) {
      fewest = hidden;
      best = i;
    }
  }
  corner_ = best;
  move(corners[best]);
}

bool CatchUpPanel::eventFilter(QObject* watched, QEvent* e) {
  if (watched == parentWidget() && e->type() == QEvent::Resize && isVisible()) {
    corner_.reset();
    place();
  }
  return QFrame::eventFilter(watched, e);
}

}  // namespace hydaspes::client
