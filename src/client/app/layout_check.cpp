#include "app/layout_check.h"

#include <QGraphicsItem>

#include "app/main_window.h"
#include "board/board_scene.h"
#include "board/board_view.h"
#include "board/stack_item.h"
#include "hand/hand_widget.h"

namespace hydaspes::client {

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
  for (const QString& title : window.hand()->cutTitles()) r.problems << QStringLiteral("the card title \"%1\" is cut").arg(title);
  return r;
}

}  // namespace hydaspes::client
