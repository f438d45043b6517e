#include "panels/replay_bar.h"

#include <QAction>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSlider>
#include <QStyle>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace hydaspes::client {

ReplayBar::ReplayBar(QWidget* parent) : QWidget(parent) {
  auto* column = new QVBoxLayout(this);
  column->setContentsMargins(6, 2, 6, 2);
  auto* row = new QHBoxLayout;
  column->addLayout(row);
  auto* first = addButton(tr("Start"), tr("To the opening"), QKeySequence(Qt::Key_Home));
  icons_.push_back({first, QStyle::SP_MediaSkipBackward});
  auto* prevTurn = addButton(tr("◀ Turn"), tr("Back to the start of this or the previous turn"), QKeySequence(Qt::Key_PageUp));
  auto* prevPhase = addButton(tr("◀ Phase"), tr("Back to the previous phase"), QKeySequence(Qt::Key_Up));
  auto* prevCombat = addButton(tr("◀ Combat"), tr("Back to the previous combat"), QKeySequence(Qt::SHIFT | Qt::Key_C));
  auto* back = addButton(tr("Back"), tr("One decision back"), QKeySequence(Qt::Key_Left));
  icons_.push_back({back, QStyle::SP_MediaSeekBackward});
  play_ = addButton(tr("Play"), tr("Play or pause"), QKeySequence(Qt::Key_Space));
  icons_.push_back({play_, QStyle::SP_MediaPlay});
  auto* forward = addButton(tr("Forward"), tr("One decision forward"), QKeySequence(Qt::Key_Right));
  icons_.push_back({forward, QStyle::SP_MediaSeekForward});
  auto* nextCombat = addButton(tr("Combat ▶"), tr("On to the next combat"), QKeySequence(Qt::Key_C));
  auto* nextPhase = addButton(tr("Phase ▶"), tr("On to the next phase"), QKeySequence(Qt::Key_Down));
  auto* nextTurn = addButton(tr("Turn ▶"), tr("On to the next turn"), QKeySequence(Qt::Key_PageDown));
  auto* last = addButton(tr("End"), tr("To the end"), QKeySequence(Qt::Key_End));
  icons_.push_back({last, QStyle::SP_MediaSkipForward});
  for (QToolButton* b : {first, back, play_, forward, last}) b->setToolButtonStyle(Qt::ToolButtonIconOnly);
  for (QToolButton* b : {first, prevTurn, prevPhase, prevCombat, back, play_, forward, nextCombat, nextPhase, nextTurn, last})
    row->addWidget(b);
  // The two choosers sit on the slider's row, which stretches: beside the
  // buttons they were squeezed at 1280 wide ("Everythi").
  speed_ = new QComboBox(this);
  speed_->setToolTip(tr("Decisions per second while playing"));
  for (double s : {1.0, 2.0, 4.0, 8.0, 16.0}) speed_->addItem(tr("%1 per second").arg(s), s);
  speed_->setCurrentIndex(1);
  pointOfView_ = new QComboBox(this);
  pointOfView_->setToolTip(tr("Whose hidden information to show"));
  // Its items come with the game, after the bar was first laid out.
  pointOfView_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
  row->addStretch(1);
  auto* branch = new QPushButton(tr("Play from he&re"), this);
  branch->setToolTip(tr("Start a new game from this point; the saved game is not changed"));
  row->addWidget(branch);

  auto* scrub = new QHBoxLayout;
  column->addLayout(scrub);
  slider_ = new QSlider(Qt::Horizontal, this);
  slider_->setToolTip(tr("Drag to scrub through the game"));
  slider_->setFocusPolicy(Qt::NoFocus);  // arrow keys step through the replay
  caption_ = new QLabel(this);
  caption_->setMinimumWidth(260);
  scrub->addWidget(slider_, 1);
  scrub->addWidget(caption_);
  scrub->addWidget(speed_);
  scrub->addWidget(pointOfView_);

  timer_ = new QTimer(this);
  connect(timer_, &QTimer::timeout, this, [this] {
    if (!marks_ || position_ >= marks_->length()) {
      togglePlay();
      return;
    }
    stepForward();
  });
  connect(speed_, &QComboBox::currentIndexChanged, this, [this] { timer_->setInterval(static_cast<int>(1000 / speed())); });
  timer_->setInterval(static_cast<int>(1000 / speed()));

  connect(first, &QToolButton::triggered, this, [this] { request(0); });
  connect(last, &QToolButton::triggered, this, [this] { request(marks_ ? marks_->length() : 0); });
  connect(back, &QToolButton::triggered, this, &ReplayBar::stepBack);
  connect(forward, &QToolButton::triggered, this, &ReplayBar::stepForward);
  connect(play_, &QToolButton::triggered, this, &ReplayBar::togglePlay);
  connect(prevTurn, &QToolButton::triggered, this, [this] { jump(Landmark::Turn, false); });
  connect(nextTurn, &QToolButton::triggered, this, [this] { jump(Landmark::Turn, true); });
  connect(prevPhase, &QToolButton::triggered, this, [this] { jump(Landmark::Phase, false); });
  connect(nextPhase, &QToolButton::triggered, this, [this] { jump(Landmark::Phase, true); });
  connect(prevCombat, &QToolButton::triggered, this, [this] { jump(Landmark::Combat, false); });
  connect(nextCombat, &QToolButton::triggered, this, [this] { jump(Landmark::Combat, true); });
  connect(slider_, &QSlider::valueChanged, this, [this](int v) {
    if (static_cast<std::size_t>(v) != position_) request(static_cast<std::size_t>(v));
  });
  connect(pointOfView_, &QComboBox::activated, this, [this](int i) {
    const int side = pointOfView_->itemData(i).toInt();
    emit pointOfViewChosen(side < 0 ? std::nullopt : std::optional<SideIndex>(static_cast<SideIndex>(side)));
  });
  connect(branch, &QPushButton::clicked, this, &ReplayBar::playFromHereRequested);
}

// Each control is an action on a tool button: its key works while the
// replay bar shows and triggers at once (a button's own shortcut would
// animate a click first).
QToolButton* ReplayBar::addButton(const QString& text, const QString& tip, const QKeySequence& key) {
  auto* action = new QAction(text, this);
  action->setShortcut(key);
  action->setToolTip(tr("%1 (%2)").arg(tip, key.toString(QKeySequence::NativeText)));
  auto* b = new QToolButton(this);
  b->setDefaultAction(action);
  b->setAutoRaise(true);
  b->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
  return b;
}

void ReplayBar::setLandmarks(const ReplayLandmarks& marks, const QString& sideA, const QString& sideB) {
  marks_ = marks;
  if (isPlaying()) togglePlay();
  slider_->blockSignals(true);
  slider_->setRange(0, static_cast<int>(marks_->length()));
  slider_->blockSignals(false);
  pointOfView_->clear();
  pointOfView_->addItem(tr("Everything"), -1);
  pointOfView_->addItem(tr("As %1 saw it").arg(sideA), 0);
  pointOfView_->addItem(tr("As %1 saw it").arg(sideB), 1);
}

void ReplayBar::showPosition(std::size_t position, const QString& caption, std::optional<SideIndex> pointOfView) {
  pointOfView_->setCurrentIndex(pointOfView_->findData(pointOfView ? int(*pointOfView) : -1));
  position_ = position;
  slider_->blockSignals(true);
  slider_->setValue(static_cast<int>(position));
  slider_->blockSignals(false);
  caption_->setText(caption);
}

bool ReplayBar::isPlaying() const { return timer_->isActive(); }

double ReplayBar::speed() const { return speed_->currentData().toDouble(); }

void ReplayBar::request(std::size_t position) {
  if (!marks_) return;
  emit seekRequested(std::min(position, marks_->length()));
}

void ReplayBar::stepBack() {
  if (position_ > 0) request(position_ - 1);
}

void ReplayBar::stepForward() {
  if (marks_ && position_ < marks_->length()) request(position_ + 1);
}

void ReplayBar::jump(Landmark kind, bool forward) {
  if (!marks_) return;
  const auto to = forward ? marks_->next(position_, kind) : marks_->previous(position_, kind);
  if (to) request(*to);
  else request(forward ? marks_->length() : 0);
}

// The media icons are Qt's images: loading them costs the start a few
// milliseconds for a bar most games never show, so they wait for it.
void ReplayBar::showEvent(QShowEvent* e) {
  QWidget::showEvent(e);
  for (const auto& [button, icon] : icons_)
    button->defaultAction()->setIcon(style()->standardIcon(button == play_ && timer_->isActive() ? QStyle::SP_MediaPause : icon));
  icons_.clear();
}

void ReplayBar::togglePlay() {
  if (timer_->isActive()) {
    timer_->stop();
    play_->defaultAction()->setText(tr("Play"));
    play_->defaultAction()->setIcon(style()->standardIcon(QStyle::SP_MediaPlay));
  } else {
    if (marks_ && position_ >= marks_->length()) request(0);  // play again from the start
    timer_->start();
    play_->defaultAction()->setText(tr("Pause"));
    play_->defaultAction()->setIcon(style()->standardIcon(QStyle::SP_MediaPause));
  }
}

}  // namespace hydaspes::client
