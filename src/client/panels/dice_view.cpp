#include "panels/dice_view.h"

#include <algorithm>

#include <QFontMetrics>
#include <QPainter>
#include <QVariantAnimation>

#include "board/art.h"

namespace hydaspes::client {

namespace {
constexpr int kDie = 30;      // px, a die's side
// The widest text after a row's dice (totalWords), to make room for.
const QString kWidestTotal = QStringLiteral("+10 = 88");
constexpr int kSmallDie = 20; // px, the smallest, in a narrow panel
constexpr int kGap = 6;       // px between the dice
constexpr int kRowGap = 6;    // px between the rows
constexpr int kFrames = 14;   // faces shown during a tumble
}  // namespace

DiceView::DiceView(QWidget* parent) : QWidget(parent), tumble_(new QVariantAnimation(this)) {
  tumble_->setStartValue(0.0);
  tumble_->setEndValue(1.0);
  tumble_->setEasingCurve(QEasingCurve::OutCubic);
  connect(tumble_, &QVariantAnimation::valueChanged, this, [this](const QVariant& v) {
    const int frame = static_cast<int>(v.toDouble() * kFrames);
    if (frame != frame_) {
      frame_ = frame;
      update();
    }
  });
  connect(tumble_, &QVariantAnimation::finished, this, [this] {
    frame_ = kFrames;
    update();
    emit settled();
  });
  frame_ = kFrames;
  setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
  setAccessibleName(tr("Dice"));
}

void DiceView::setRows(const Row& attacker, const Row& defender) {
  const bool cutShort = rolling();
  tumble_->stop();
  frame_ = kFrames;
  rows_ = {attacker, defender};
  if (cutShort) emit settled();  // what waited for the roll goes on
  setAccessibleDescription(tr("%1 rolled %2 and %3, total %4; %5 rolled %6 and %7, total %8")
                               .arg(attacker.side).arg(attacker.dice[0]).arg(attacker.dice[1]).arg(attacker.total)
                               .arg(defender.side).arg(defender.dice[0]).arg(defender.dice[1]).arg(defender.total));
  update();
}

void DiceView::roll(AnimationSpeed speed) {
  if (speed == AnimationSpeed::Off) return;
  tumble_->stop();
  tumble_->setDuration(rollDuration(speed));
  frame_ = 0;
  tumble_->start();
}

int DiceView::rollDuration(AnimationSpeed speed) {
  switch (speed) {
    case AnimationSpeed::Off: return 0;
    case AnimationSpeed::Fast: return 280;
    case AnimationSpeed::Normal: return 650;
  }
  return 0;
}

bool DiceView::rolling() const { return tumble_->state() == QAbstractAnimation::Running; }

std::array<int, 4> DiceView::faces() const {
  return {rows_[0].dice[0], rows_[0].dice[1], rows_[1].dice[0], rows_[1].dice[1]};
}

// Settled: the face rolled. Tumbling: a face that changes every frame and
// differs between the four dice (drawing only: the game's dice are not drawn
// here, they were rolled by the engine's one generator).
int DiceView::shownFace(int row, int die) const {
  const int rolled = rows_[static_cast<std::size_t>(row)].dice[static_cast<std::size_t>(die)];
  if (frame_ >= kFrames) return rolled;
  return (rolled + frame_ * (2 + row) + die * 3 + kFrames - frame_) % 6 + 1;
}

QSize DiceView::sizeHint() const {
  // Whole names and full-size dice, as layout() measures them.
  return {namesWidth() + 2 * kDie + besideNames(), 2 * kDie + kRowGap + 4};
}

// The width of the longer side's name, with a pixel either way for the
// rounding of its glyphs: elidedText cut "Indians" to "India…" at exactly
// its advance.
int DiceView::namesWidth() const {
  const QFontMetrics fm(font());
  return std::max(fm.horizontalAdvance(rows_[0].side), fm.horizontalAdvance(rows_[1].side)) + 2;
}

// The width beside the names and dice: the name's box, the gaps and the
// widest total, which is drawn bold.
int DiceView::besideNames() const {
  QFont bold = font();
  bold.setBold(true);
  return 10 + 8 + kGap + 10 + QFontMetrics(bold).horizontalAdvance(kWidestTotal);
}

QSize DiceView::minimumSizeHint() const { return {2 * kDie + kGap + 40, 2 * kDie + kRowGap + 4}; }

// A narrow panel draws smaller dice before it cuts a side's name; only when
// the smallest do not leave room is the name cut.
DiceView::Layout DiceView::layout() const {
  const int names = namesWidth();
  const int beside = besideNames();
  Layout l;
  l.dieSide = std::clamp((width() - names - beside) / 2, kSmallDie, kDie);
  l.nameWidth = std::min(names, width() - 2 * l.dieSide - beside);
  l.namesWhole = l.nameWidth >= names;
  return l;
}

// "+3 = 11" beside a 4 and a 4: the modifiers, then the total (a tester
// read "= 11" beside them as a sum gone wrong); "= 8" with none.
QString DiceView::totalWords(const Row& r) {
  const int modifiers = r.total - r.dice[0] - r.dice[1];
  if (modifiers == 0) return QStringLiteral("= %1").arg(r.total);
  return QStringLiteral("%1%2 = %3").arg(modifiers > 0 ? QStringLiteral("+") : QString()).arg(modifiers).arg(r.total);
}

void DiceView::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
  const QFontMetrics fm(font());
  QFont bold = font();
  bold.setBold(true);
  const Layout fit = layout();
  const int dieSide = fit.dieSide, nameWidth = fit.nameWidth;
  const qreal dpr = devicePixelRatioF();
  const bool settled = frame_ >= kFrames;
  const qreal t = settled ? 1.0 : static_cast<qreal>(frame_) / kFrames;
  for (int row = 0; row < 2; ++row) {
    const Row& r = rows_[static_cast<std::size_t>(row)];
    const int top = 2 + row * (kDie + kRowGap);
    // The side's name on its colour.
    const QRect nameBox(0, top, nameWidth + 10, kDie);
    p.setPen(Qt::NoPen);
    p.setBrush(r.colour);
    p.drawRoundedRect(nameBox, 5, 5);
    p.setPen(Qt::white);
    p.drawText(nameBox.adjusted(5, 0, -5, 0), Qt::AlignVCenter | Qt::AlignLeft,
               fm.elidedText(r.side, Qt::ElideRight, nameWidth));
    for (int die = 0; die < 2; ++die) {
      const QRectF at(nameBox.right() + 8 + die * (dieSide + kGap), top + (kDie - dieSide) / 2.0, dieSide, dieSide);
      p.save();
      // A tumbling die turns and settles square on the panel.
      p.translate(at.center());
      p.rotate((1.0 - t) * (die == 0 ? 200 : -160) * (row == 0 ? 1 : -1));
      const QRectF square(-dieSide / 2.0, -dieSide / 2.0, dieSide, dieSide);
      const int face = shownFace(row, die);
      if (!Art::instance().draw(&p, QStringLiteral("dice/%1").arg(face), square, dpr)) {
        p.setPen(QPen(Qt::black, 1.5));
        p.setBrush(Qt::white);
        p.drawRoundedRect(square, 5, 5);
        p.drawText(square, Qt::AlignCenter, QString::number(face));
      }
      p.restore();
    }
    p.setPen(palette().color(QPalette::WindowText));
    p.setFont(bold);
    const int x = nameBox.right() + 8 + 2 * dieSide + kGap + 10;
    p.drawText(QRect(x, top, std::max(0, width() - x), kDie), Qt::AlignVCenter | Qt::AlignLeft,
               settled ? totalWords(r) : QStringLiteral("= …"));
    p.setFont(font());
  }
}

}  // namespace hydaspes::client
