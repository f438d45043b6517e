#include "board/board_scene.h"

#include <QGraphicsSceneMouseEvent>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsView>
#include <QPainter>
#include <QGraphicsSceneHelpEvent>
#include <QTimerEvent>
#include <algorithm>

#include "board/art.h"
#include "board/cell_cursor.h"
#include "board/cell_marks.h"
#include "board/facing_picker.h"
#include "board/stack_fan.h"
#include "board/stack_motion.h"
#include "board/trail_layer.h"

namespace hydaspes::client {

BoardScene::BoardScene(QObject* parent) : QGraphicsScene(parent) { setBackgroundBrush(QColor(0x3b, 0x35, 0x2c)); }

void BoardScene::build(const Board& board) {
  closeFan();
  clear();
  leftBehind_ = nullptr;
  fan_ = nullptr;
  marks_ = nullptr;
  trails_ = nullptr;
  cells_.clear();
  stacks_.clear();
  columns_ = board.columns();
  rows_ = board.rows();
  ground_.clear();
  for (int c = 0; c < board.cellCount(); ++c) {
    const auto cell = static_cast<Cell>(c);
    ground_.push_back({board.terrain(cell), QString::fromStdString(board.cellName(cell))});
    auto* item = new CellItem(cell, board.terrain(cell), QString::fromStdString(board.cellName(cell)));
    item->setPos(board.column(cell) * kCellSize, board.row(cell) * kCellSize);
    connect(item, &CellItem::clicked, this, &BoardScene::cellClicked);
    addItem(item);
    cells_.push_back(item);
  }
  picker_ = new FacingPicker;
  picker_->hide();
  connect(picker_, &FacingPicker::chosen, this, &BoardScene::facingChosen);
  // The units shown where they go turn with the proposed facing.
  connect(picker_, &FacingPicker::proposedChanged, this, [this](Facing facing) {
    if (auto c = cellAt(picker_->pos() + QPointF(kCellSize / 2, kCellSize / 2)))
      if (StackItem* s = stackAt(*c); s && s->look().arriving) s->setFacing(facing);
  });
  addItem(picker_);
  cursor_ = new CellCursor;
  cursor_->hide();  // until the keyboard is used on the board
  addItem(cursor_);
  fan_ = new StackFan;
  addItem(fan_);
  marks_ = new CellMarks;
  addItem(marks_);
  trails_ = new TrailLayer;
  trails_->setZValue(20);  // over the counters, under a sliding one and the cursor
  addItem(trails_);
  setCursorCell(cursor_cell_ < board.cellCount() ? cursor_cell_ : 0);
  setSceneRect(QRectF(-45, -45, columns_ * kCellSize + 90, rows_ * kCellSize + 90));
  invalidate(sceneRect(), BackgroundLayer);  // the views' cached ground is another board's
}

void BoardScene::setLeftBehind(const std::optional<StackLook>& look) {
  if (leftBehind_) {
    removeItem(leftBehind_);
    leftBehind_->deleteLater();
    leftBehind_ = nullptr;
  }
  if (!look || columns_ <= 0) return;
  leftBehind_ = new StackItem(*look);
  leftBehind_->setAcceptedMouseButtons(Qt::NoButton);
  leftBehind_->setZValue(5);  // under the dragged counter
  leftBehind_->setPos((look->cell % columns_) * kCellSize, (look->cell / columns_) * kCellSize);
  addItem(leftBehind_);
}

void BoardScene::setTrails(const std::vector<BoardTrail>& trails) {
  if (!trails_) return;
  std::vector<TrailLayer::Drawn> drawn;
  for (const BoardTrail& t : trails) {
    TrailLayer::Drawn d{t, {}};
    for (Cell c : t.cells)
      if (c < cells_.size()) d.points.push_back(cellCentre(c));
    drawn.push_back(std::move(d));
  }
  trails_->setTrails(std::move(drawn), kCellSize * 0.36);
}

void BoardScene::setMarkedCells(const std::vector<Cell>& cells) {
  if (!marks_) return;
  std::vector<QRectF> rects;
  for (Cell c : cells)
    if (c < cells_.size()) rects.emplace_back(cellCorner(c), QSizeF(kCellSize, kCellSize));
  marks_->setCells(std::move(rects));
}

std::size_t BoardScene::markedCellCount() const { return marks_ ? marks_->count() : 0; }

std::vector<BoardTrail> BoardScene::trails() const {
  std::vector<BoardTrail> out;
  if (trails_)
    for (const TrailLayer::Drawn& d : trails_->trails()) out.push_back(d.trail);
  return out;
}

void BoardScene::setCursorCell(Cell c) {
  if (columns_ <= 0 || c >= columns_ * rows_) return;
  cursor_cell_ = c;
  if (cursor_) cursor_->setPos((c % columns_) * kCellSize, (c / columns_) * kCellSize);
}

void BoardScene::moveCursor(int dx, int dy) {
  if (columns_ <= 0) return;
  const int x = std::clamp(cursor_cell_ % columns_ + dx, 0, columns_ - 1);
  const int y = std::clamp(cursor_cell_ / columns_ + dy, 0, rows_ - 1);
  setCursorCell(static_cast<Cell>(y * columns_ + x));
}

void BoardScene::setCursorFocused(bool focused) {
  if (cursor_) cursor_->setFocused(focused);
}

void BoardScene::setCursorShown(bool shown) {
  if (cursor_) cursor_->setVisible(shown);
}

bool BoardScene::cursorShown() const { return cursor_ && cursor_->isVisible(); }

void BoardScene::setCursorCarrying(bool carrying) {
  if (cursor_) cursor_->setCarrying(carrying);
}

// Stacks are kept from one refresh to the next: a cell that still holds a
// stack keeps its item, which redraws only if its look changed; items come
// and go only with the stacks themselves.
QPointF BoardScene::cellCorner(Cell c) const { return QPointF((c % columns_) * kCellSize, (c / columns_) * kCellSize); }

void BoardScene::setStacks(const std::vector<StackLook>& stacks, const BoardMotion& motion) {
  // An open fan shows the stack as it is now, or closes if it went.
  if (fan_ && fan_->isVisible()) {
    const auto still = std::find_if(stacks.begin(), stacks.end(), [&](const StackLook& l) { return l.cell == fan_->look().cell; });
    if (still == stacks.end() || still->counters.size() < 2) closeFan();
    else if (!(*still == fan_->look())) openFan(*still);
  }
  std::vector<StackItem*> kept;
  kept.reserve(stacks.size());
  std::vector<StackItem*> old = std::move(stacks_);
  stacks_.clear();
  for (const auto& look : stacks) {
    auto it = std::find_if(old.begin(), old.end(), [&](StackItem* s) { return s && s->look().cell == look.cell; });
    StackItem* item = it != old.end() ? *it : nullptr;
    if (item) {
      *it = nullptr;
      item->setLook(look);
    } else {
      item = new StackItem(look);
      connect(item, &StackItem::pressed, this, &BoardScene::stackPressed);
      connect(item, &StackItem::dragMoved, this, &BoardScene::stackDragMoved);
      connect(item, &StackItem::dropped, this, &BoardScene::stackDropped);
      connect(item, &StackItem::clicked, this, &BoardScene::stackClicked);
      connect(item, &StackItem::hovered, this, &BoardScene::onStackHovered);
      connect(item, &StackItem::pressed, this, &BoardScene::closeFan);  // a drag starts: out of the way
      addItem(item);
    }
    item->setHome(cellCorner(look.cell));
    stacks_.push_back(item);
    if (it != old.end() && motion.losses[look.cell]) flashLoss(item, speed_);  // it lost counters and stays
  }
  for (auto* s : old) {
    if (!s) continue;
    if (motion.losses[s->look().cell]) {
      fadeOutAndDelete(s, speed_);  // its last counter was eliminated: seen going
      continue;
    }
    removeItem(s);
    s->deleteLater();  // it may be in its own mouse handler
  }
  // The moves, along the cells they went through.
  for (const BoardMotion::Slide& slide : motion.slides) {
    if (slide.path.size() < 2) continue;
    StackItem* item = stackAt(slide.path.back());
    if (!item) continue;
    std::vector<QPointF> points;
    for (Cell c : slide.path) points.push_back(cellCorner(c));
    slideAlong(item, points, slide.from, slide.to, speed_);
  }
}

// The ground under everything: each cell's terrain art, its outline and its
// name, and the column letters and row numbers around the board. Drawn
// here, not by the cells, so the view can keep it all in one cached pixmap
// (QGraphicsView::CacheBackground) and a frame is one blit plus the counters.
void BoardScene::drawBackground(QPainter* p, const QRectF& rect) {
  QGraphicsScene::drawBackground(p, rect);  // the dark surround
  if (columns_ <= 0) return;
  const qreal dpr = p->device() ? p->device()->devicePixelRatioF() : 1.0;
  QFont names = p->font();
  names.setPixelSize(13);
  for (std::size_t c = 0; c < ground_.size(); ++c) {
    const QRectF cell(cellCorner(static_cast<Cell>(c)), QSizeF(kCellSize, kCellSize));
    if (!cell.intersects(rect)) continue;
    const Ground& g = ground_[c];
    if (!Art::instance().draw(p, Art::terrainElement(g.terrain), cell, dpr))
      p->fillRect(cell, Art::terrainColour(g.terrain));  // the art is missing: plain ground
    p->setPen(QPen(QColor(0, 0, 0, 70), 1));
    p->setBrush(Qt::NoBrush);
    p->drawRect(cell);
    // Dark names on light ground, light names on the river and the forest.
    const bool darkGround = g.terrain == Terrain::River || g.terrain == Terrain::Forest;
    p->setPen(darkGround ? QColor(255, 255, 255, 200) : QColor(0, 0, 0, 150));
    p->setFont(names);
    p->drawText(cell.adjusted(5, 3, -5, -3), Qt::AlignLeft | Qt::AlignTop, g.name);
  }
  QFont labels = p->font();
  labels.setPixelSize(22);
  labels.setBold(true);
  p->setFont(labels);
  p->setPen(QColor(0xf0, 0xe6, 0xc8));
  const auto label = [&](const QString& text, QPointF centre) {
    const QRectF box(centre - QPointF(22, 18), QSizeF(44, 36));
    if (box.intersects(rect)) p->drawText(box, Qt::AlignCenter, text);
  };
  for (int x = 0; x < columns_; ++x) {
    const QString name(QChar('a' + x));
    label(name, {x * kCellSize + kCellSize / 2, -22});
    label(name, {x * kCellSize + kCellSize / 2, rows_ * kCellSize + 22});
  }
  for (int y = 0; y < rows_; ++y) {
    label(QString::number(y + 1), {-22, y * kCellSize + kCellSize / 2});
    label(QString::number(y + 1), {columns_ * kCellSize + 22, y * kCellSize + kCellSize / 2});
  }
}

// The pointer rests on a stack of two or more: its fan opens after a moment
// (a pointer passing over the board opens none); leaving closes it.
void BoardScene::onStackHovered(Cell cell, bool entered) {
  if (!entered) {
    if (fanCell_ == cell) closeFan();
    if (fanQuietCell_ == cell) fanQuietCell_.reset();
    return;
  }
  const StackItem* item = stackAt(cell);
  if (fanBlocked_ || fanQuietCell_ == cell || !item || item->look().counters.size() < 2 || mouseGrabberItem()) return;
  fanCell_ = cell;
  fanTimer_.start(kFanDelayMs, this);
}

void BoardScene::timerEvent(QTimerEvent* e) {
  if (e->timerId() != fanTimer_.timerId()) return QGraphicsScene::timerEvent(e);
  fanTimer_.stop();
  if (!fanCell_ || mouseGrabberItem()) return;
  if (const StackItem* item = stackAt(*fanCell_)) openFan(item->look());
}

void BoardScene::openFan(const StackLook& look) {
  if (!fan_) return;
  QString caption = look.units.isEmpty() ? QString() : look.units.front();
  if (caption.endsWith(QLatin1Char(':'))) caption.chop(1);
  fanCell_ = look.cell;
  fan_->open(look, tr("%1 · %n unit(s)", nullptr, static_cast<int>(look.counters.size())).arg(caption), cellCorner(look.cell), sceneRect(),
             views().isEmpty() ? 1.0 : views().front()->transform().m11());
}

void BoardScene::openFanAt(Cell c) {
  if (const StackItem* item = stackAt(c); item && item->look().counters.size() >= 2) openFan(item->look());
}

// No cell tooltip over a stack that opens into a fan: the fan says more.
void BoardScene::helpEvent(QGraphicsSceneHelpEvent* e) {
  for (QGraphicsItem* item : items(e->scenePos()))
    if (auto* stack = dynamic_cast<StackItem*>(item)) {
      if (stack->look().counters.size() >= 2) {
        e->ignore();
        return;
      }
      break;
    }
  QGraphicsScene::helpEvent(e);
}

void BoardScene::quietFan(Cell c) {
  fanQuietCell_ = c;
  if (fanCell_ == c && !fanOpen()) {  // one about to open on the hover before the gesture
    fanTimer_.stop();
    fanCell_.reset();
  }
}

// A gesture that ends on a stack (a drop on it, a click) is not a pause
// over it: its fan waits until the pointer has left the stack and come back.
void BoardScene::mouseReleaseEvent(QGraphicsSceneMouseEvent* e) {
  QGraphicsScene::mouseReleaseEvent(e);
  if (const auto c = cellAt(e->scenePos()); c && stackAt(*c)) quietFan(*c);
}

void BoardScene::setFanBlocked(bool blocked) {
  fanBlocked_ = blocked;
  if (blocked) closeFan();
}

void BoardScene::closeFan() {
  fanTimer_.stop();
  fanCell_.reset();
  if (fan_) fan_->hide();
}

bool BoardScene::fanOpen() const { return fan_ && fan_->isVisible(); }

const StackFan* BoardScene::fan() const { return fan_; }

void BoardScene::setHighlights(const CellSet& cells, Highlight h) {
  for (auto* c : cells_)
    if (cells[c->cell()]) c->setHighlight(h);
}

void BoardScene::clearHighlights() {
  for (auto* c : cells_) c->setHighlight(Highlight::None);
}

void BoardScene::showFacingPicker(Cell c, Facing current) {
  const QPointF at((c % columns_) * kCellSize, (c / columns_) * kCellSize);
  if (!picker_->isVisible() || picker_->pos() != at) picker_->restart(current);
  picker_->setPos(at);
  picker_->show();
}

void BoardScene::hideFacingPicker() { picker_->hide(); }
bool BoardScene::facingPickerShown() const { return picker_ && picker_->isVisible(); }

std::optional<Cell> BoardScene::cellAt(QPointF p) const {
  const int x = static_cast<int>(std::floor(p.x() / kCellSize));
  const int y = static_cast<int>(std::floor(p.y() / kCellSize));
  if (x < 0 || y < 0 || x >= columns_ || y >= rows_) return std::nullopt;
  return static_cast<Cell>(y * columns_ + x);
}

QPointF BoardScene::cellCentre(Cell c) const {
  return {(c % columns_) * kCellSize + kCellSize / 2, (c / columns_) * kCellSize + kCellSize / 2};
}

StackItem* BoardScene::stackAt(Cell c) const {
  for (auto* s : stacks_)
    if (s->look().cell == c) return s;
  return nullptr;
}

CellItem* BoardScene::cellItem(Cell c) const { return c < cells_.size() ? cells_[c] : nullptr; }

}  // namespace hydaspes::client
