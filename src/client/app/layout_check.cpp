#include "app/layout_check.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QGraphicsItem>
#include <QLabel>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QTextDocument>
#include <QTreeView>

#include "app/main_window.h"
#include "app/words.h"
#include "board/board_scene.h"
#include "board/board_view.h"
#include "board/stack_item.h"
#include "hand/hand_widget.h"
#include "panels/dice_view.h"
#include "session/game_session.h"
#include "session/replay_session.h"

namespace hydaspes::client {

namespace {

// Whether a label's words fit it: one line within its width, wrapped lines
// within its height. Rich text is measured as a document of the label's width.
bool labelFits(const QLabel& label) {
  const QString text = label.text();
  if (text.isEmpty()) return true;
  const QRect room = label.contentsRect().adjusted(label.margin(), label.margin(), -label.margin(), -label.margin());
  const bool rich = label.textFormat() == Qt::RichText || (label.textFormat() == Qt::AutoText && Qt::mightBeRichText(text));
  if (rich || label.wordWrap()) return label.heightForWidth(label.width()) <= label.height() + 1;
  const QFontMetrics fm = label.fontMetrics();
  int widest = 0;
  for (const QString& line : text.split(QLatin1Char('\n'))) widest = std::max(widest, fm.horizontalAdvance(line));
  return widest <= room.width() + 1;
}

QString shortened(const QString& text) {
  QString plain = text;
  plain.replace(QLatin1Char('\n'), QLatin1Char(' '));
  return plain.size() > 60 ? plain.left(57) + QStringLiteral("...") : plain;
}

}  // namespace

QStringList clippedTexts(const QWidget& root) {
  QStringList cut;
  for (const QLabel* label : root.findChildren<QLabel*>()) {
    if (!label->isVisibleTo(&root) || label->width() <= 0 || !label->pixmap().isNull()) continue;
    if (!labelFits(*label)) cut << QStringLiteral("the label \"%1\" is cut").arg(shortened(label->text()));
  }
  // The log's rows in view: each as tall as its words wrapped at the width
  // the style writes them in (the row's, less the text margins).
  for (const QTreeView* list : root.findChildren<QTreeView*>()) {
    if (!list->isVisibleTo(&root) || !list->model()) continue;
    const int margin = list->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, list) + 1;
    for (int row = 0; row < list->model()->rowCount(); ++row) {
      const QModelIndex index = list->model()->index(row, 0);
      const QRect at = list->visualRect(index);
      if (!at.isValid() || !list->viewport()->rect().intersects(at)) continue;
      const QString text = index.data().toString();
      const int needed = list->fontMetrics().boundingRect(QRect(0, 0, at.width() - 2 * margin, 100000), Qt::TextWordWrap, text).height();
      if (needed > at.height()) cut << QStringLiteral("the log row \"%1\" is cut %2 %3 %4").arg(shortened(text)).arg(needed).arg(at.height()).arg(at.width());
    }
  }
  for (const DiceView* dice : root.findChildren<DiceView*>())
    if (dice->isVisibleTo(&root) && !dice->layout().namesWhole) cut << QStringLiteral("a side's name beside the dice is cut");
  // A chooser's current choice within its field (the replay's "Everything"
  // read "Everythi" at 1280 wide).
  for (const QComboBox* box : root.findChildren<QComboBox*>()) {
    if (!box->isVisibleTo(&root) || box->currentText().isEmpty()) continue;
    QStyleOptionComboBox opt;
    opt.initFrom(box);
    opt.editable = box->isEditable();
    opt.currentText = box->currentText();
    const QRect field = box->style()->subControlRect(QStyle::CC_ComboBox, &opt, QStyle::SC_ComboBoxEditField, box);
    if (box->fontMetrics().horizontalAdvance(box->currentText()) > field.width() + 1)
      cut << QStringLiteral("the chooser \"%1\" is cut").arg(shortened(box->currentText()));
  }
  for (const QAbstractButton* button : root.findChildren<QAbstractButton*>()) {
    if (!button->isVisibleTo(&root) || button->text().isEmpty()) continue;
    if (button->width() + 1 < button->sizeHint().width())
      cut << QStringLiteral("the button \"%1\" is cut").arg(shortened(button->text()));
  }
  return cut;
}

LayoutReport checkLayout(MainWindow& window, QSize asked) {
  LayoutReport r;
  if (window.width() > asked.width() || window.height() > asked.height())
    r.problems << QStringLiteral("the window is %1x%2, larger than the %3x%4 asked for")
                      .arg(window.width()).arg(window.height()).arg(asked.width()).arg(asked.height());
  const QSize least = window.minimumSizeHint();
  if (least.width() > asked.width() || least.height() > asked.height())
    r.problems << QStringLiteral("the window needs at least %1x%2").arg(least.width()).arg(least.height());
  BoardView* view = window.boardView();
  const QRect board = view->mapFromScene(window.scene()->sceneRect()).boundingRect();
  if (!view->viewport()->rect().adjusted(-1, -1, 1, 1).contains(board)) r.problems << QStringLiteral("part of the board is out of view");
  const QRect cell = view->mapFromScene(QRectF(0, 0, 100, 100)).boundingRect();
  if (cell.width() < 46) r.problems << QStringLiteral("cells are %1 px, under 46").arg(cell.width());
  for (QGraphicsItem* item : window.scene()->items())
    if (const auto* stack = dynamic_cast<const StackItem*>(item)) {
      const StackLook& l = stack->look();
      if (!counterLabel(l.topName, QString::number(l.topMaxMove), QFont()).whole)
        r.problems << QStringLiteral("the counter name \"%1\" is cut").arg(l.topName);
    }
  // Every card of the table, not only those dealt: any may be drawn later.
  const Game& game = window.replay()->isOpen() ? window.replay()->game() : window.session()->game();
  for (const QString& title : window.hand()->cutTitles(cardTitles(game))) r.problems << QStringLiteral("the card title \"%1\" is cut").arg(title);
  r.problems << clippedTexts(window);
  return r;
}

}  // namespace hydaspes::client
