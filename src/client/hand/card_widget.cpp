#include "hand/card_widget.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

namespace hydaspes::client {

CardWidget::CardWidget(CardLook look, QWidget* parent) : QWidget(parent), look_(std::move(look)) {
  setFixedSize(sizeHint());
  setFocusPolicy(Qt::StrongFocus);
  setAccessibleName(look_.name);
  setToolTip(look_.why.isEmpty() ? look_.note : look_.why);
  setCursor(look_.playable ? Qt::PointingHandCursor : Qt::ArrowCursor);
}

void CardWidget::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  const QRectF r = QRectF(rect()).adjusted(3, 3, -3, -3);
  if (!look_.playable) p.setOpacity(0.45);
  QColor edge = look_.selected ? QColor(230, 160, 0) : look_.fits ? QColor(30, 140, 60) : QColor(90, 80, 60);
  p.setPen(QPen(edge, look_.selected || look_.fits ? 4 : 1.5));
  p.setBrush(QColor(250, 244, 226));
  p.drawRoundedRect(r, 8, 8);
  const QRectF band(r.left() + 4, r.top() + 4, r.width() - 8, 40);
  p.setPen(Qt::NoPen);
  p.setBrush(QColor(0x6b, 0x4a, 0x2b));
  p.drawRoundedRect(band, 5, 5);
  QFont f = font();
  f.setBold(true);
  f.setPixelSize(13);
  p.setFont(f);
  p.setPen(Qt::white);
  p.drawText(band.adjusted(5, 2, -5, -2), Qt::AlignCenter | Qt::TextWordWrap, look_.name);
  f.setBold(false);
  f.setPixelSize(11);
  p.setFont(f);
  p.setPen(QColor(40, 30, 20));
  p.drawText(QRectF(r.left() + 6, band.bottom() + 4, r.width() - 12, 30), Qt::AlignCenter | Qt::TextWordWrap, look_.kind);
  f.setItalic(true);
  p.setFont(f);
  p.drawText(QRectF(r.left() + 8, band.bottom() + 38, r.width() - 16, r.bottom() - band.bottom() - 44),
             Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, look_.note);
  if (hasFocus()) {
    p.setOpacity(1);
    p.setPen(QPen(palette().highlight().color(), 2, Qt::DotLine));
    p.setBrush(Qt::NoBrush);
    p.drawRoundedRect(r.adjusted(2, 2, -2, -2), 7, 7);
  }
}

void CardWidget::mousePressEvent(QMouseEvent* e) {
  if (e->button() == Qt::LeftButton) emit clicked(look_.card);
}

void CardWidget::keyPressEvent(QKeyEvent* e) {
  if (e->key() == Qt::Key_Space || e->key() == Qt::Key_Return || e->key() == Qt::Key_Enter) emit clicked(look_.card);
  else QWidget::keyPressEvent(e);
}

}  // namespace hydaspes::client
