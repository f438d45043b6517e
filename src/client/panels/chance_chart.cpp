#include "panels/chance_chart.h"

#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <cmath>

#include "board/art.h"

namespace hydaspes::client {

ChanceChart::ChanceChart(QWidget* parent) : QWidget(parent) {
  setAccessibleName(tr("Alexander's winning chance over the game"));
  setCursor(Qt::PointingHandCursor);
}

void ChanceChart::setValues(std::vector<double> alexander, std::vector<int> flagged) {
  values_ = std::move(alexander);
  flagged_ = std::move(flagged);
  update();
}

void ChanceChart::setCurrent(int action) {
  if (action == current_) return;
  current_ = action;
  update();
}

QRectF ChanceChart::plot() const { return QRectF(rect()).adjusted(30, 8, -8, -16); }

QPointF ChanceChart::pointOf(int action) const {
  const QRectF r = plot();
  const int n = static_cast<int>(values_.size());
  if (n == 0) return r.center();
  const qreal x = n == 1 ? r.center().x() : r.left() + r.width() * action / (n - 1);
  const double v = values_[static_cast<std::size_t>(std::clamp(action, 0, n - 1))];
  return {x, r.bottom() - r.height() * v};
}

int ChanceChart::actionAt(QPointF p) const {
  const int n = static_cast<int>(values_.size());
  if (n == 0) return -1;
  const QRectF r = plot();
  const qreal t = n == 1 ? 0 : (p.x() - r.left()) / r.width() * (n - 1);
  return std::clamp(static_cast<int>(std::lround(t)), 0, n - 1);
}

void ChanceChart::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  const QRectF r = plot();
  p.fillRect(rect(), palette().base());
  // Above the middle Alexander leads (his colour), below Porus.
  QColor greek = Art::sideColour(0), indian = Art::sideColour(1);
  greek.setAlpha(28);
  indian.setAlpha(28);
  p.fillRect(QRectF(r.left(), r.top(), r.width(), r.height() / 2), greek);
  p.fillRect(QRectF(r.left(), r.center().y(), r.width(), r.height() / 2), indian);
  p.setPen(QPen(palette().color(QPalette::Mid), 1, Qt::DashLine));
  p.drawLine(QPointF(r.left(), r.center().y()), QPointF(r.right(), r.center().y()));
  p.setPen(palette().color(QPalette::Text));
  QFont small = font();
  small.setPixelSize(10);
  p.setFont(small);
  p.drawText(QRectF(0, r.top() - 6, 28, 12), Qt::AlignRight | Qt::AlignVCenter, QStringLiteral("100%"));
  p.drawText(QRectF(0, r.center().y() - 6, 28, 12), Qt::AlignRight | Qt::AlignVCenter, QStringLiteral("50%"));
  p.drawText(QRectF(0, r.bottom() - 6, 28, 12), Qt::AlignRight | Qt::AlignVCenter, QStringLiteral("0%"));
  p.drawText(QRectF(r.left(), r.bottom() + 2, r.width(), 14), Qt::AlignLeft, tr("Alexander's winning chance, action by action"));
  if (values_.empty()) return;
  if (current_ >= 0) {
    p.setPen(QPen(QColor(230, 160, 0), 2));
    const qreal x = pointOf(current_).x();
    p.drawLine(QPointF(x, r.top()), QPointF(x, r.bottom()));
  }
  QPainterPath line;
  for (int i = 0; i < static_cast<int>(values_.size()); ++i) {
    if (i == 0) line.moveTo(pointOf(i));
    else line.lineTo(pointOf(i));
  }
  p.setPen(QPen(palette().color(QPalette::Text), 1.6));
  p.setBrush(Qt::NoBrush);
  p.drawPath(line);
  p.setPen(QPen(Qt::white, 1));
  p.setBrush(QColor(200, 30, 30));
  for (int a : flagged_) p.drawEllipse(pointOf(a), 4, 4);
}

void ChanceChart::mousePressEvent(QMouseEvent* e) {
  const int a = actionAt(e->position());
  if (a >= 0) emit actionClicked(a);
}

}  // namespace hydaspes::client
