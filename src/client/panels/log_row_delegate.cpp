#include "panels/log_row_delegate.h"

#include "session/action_log_model.h"

#include <QAbstractItemView>
#include <QCoreApplication>
#include <QHelpEvent>
#include <QStyle>
#include <QToolTip>
#include <algorithm>

namespace hydaspes::client {

namespace {
// The context of this file's words in the translations.
struct LogRowWords {
  Q_DECLARE_TR_FUNCTIONS(LogRowWords)
};

constexpr int kFewestLines = 4;  // a row may always be this tall, however small the view
constexpr int kTextPadding = 6;  // about the style's room above and below a row's text
}  // namespace

QSize LogRowDelegate::wholeSize(const QStyleOptionViewItem& option, const QModelIndex& index) const {
  // A tree view may ask without a width; a wrapped row's height needs one:
  // the viewport's, as the only column stretches over it.
  QStyleOptionViewItem sized = option;
  sized.features |= QStyleOptionViewItem::WrapText;
  sized.rect.setWidth(rowWidth(option));
  // The style wraps only inside a valid rectangle: give it a height too.
  if (sized.rect.height() <= 0) sized.rect.setHeight(sized.fontMetrics.height());
  const QString key = QString::number(sized.rect.width()) + QLatin1Char('|') + index.data(Qt::DisplayRole).toString();
  auto it = sizes_.constFind(key);
  if (it != sizes_.constEnd()) return *it;
  if (sizes_.size() > 20000) sizes_.clear();  // widths a resize went through
  measuring_ = true;  // the base class asks initStyleOption: the whole words, uncut
  const QSize size = QStyledItemDelegate::sizeHint(sized, index);
  measuring_ = false;
  return *sizes_.insert(key, size);
}

int LogRowDelegate::rowWidth(const QStyleOptionViewItem& option) const {
  if (auto* view = qobject_cast<QAbstractItemView*>(parent()))
    if (option.rect.width() <= 0 || option.rect.width() > view->viewport()->width()) return view->viewport()->width();
  return option.rect.width();
}

int LogRowDelegate::tallest(const QFontMetrics& fm) const {
  int half = 0;
  if (auto* view = qobject_cast<QAbstractItemView*>(parent())) half = view->viewport()->height() / 2;
  return std::max(kFewestLines * fm.lineSpacing() + kTextPadding, half);
}

QSize LogRowDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const {
  QSize size = wholeSize(option, index);
  const int most = tallest(option.fontMetrics);
  if (size.height() <= most) return size;
  // Cut short: as tall as the words shown, with the style's room about them.
  const int width = rowWidth(option) - textMargin(option);
  const QString whole = index.data(Qt::DisplayRole).toString();
  const auto wrapped = [&](const QString& text) {
    return option.fontMetrics.boundingRect(QRect(0, 0, width, 1 << 20), Qt::TextWordWrap, text).height();
  };
  const int room = size.height() - wrapped(whole);
  size.setHeight(std::min(most, wrapped(cutText(option, index, whole)) + std::max(room, kTextPadding)));
  return size;
}

int LogRowDelegate::textMargin(const QStyleOptionViewItem& option) const {
  return 2 * (option.widget ? option.widget->style()->pixelMetric(QStyle::PM_FocusFrameHMargin) + 1 : 4);
}

QString LogRowDelegate::shownWords(const QStyleOptionViewItem& option, const QModelIndex& index) const {
  QStyleOptionViewItem o = option;
  initStyleOption(&o, index);
  return o.text;
}

bool LogRowDelegate::isCut(const QStyleOptionViewItem& option, const QModelIndex& index) const {
  return wholeSize(option, index).height() > tallest(option.fontMetrics);
}

bool LogRowDelegate::helpEvent(QHelpEvent* event, QAbstractItemView* view, const QStyleOptionViewItem& option,
                               const QModelIndex& index) {
  if (event->type() != QEvent::ToolTip || !index.isValid() || !isCut(option, index))
    return QStyledItemDelegate::helpEvent(event, view, option, index);
  // Rich text, so that the long line wraps in the tooltip.
  QString text = QStringLiteral("<p>%1</p>").arg(index.data(Qt::DisplayRole).toString().toHtmlEscaped());
  if (const QString notation = index.data(Qt::ToolTipRole).toString(); !notation.isEmpty())
    text += QStringLiteral("<pre>%1</pre>").arg(notation.toHtmlEscaped());
  QToolTip::showText(event->globalPos(), text, view->viewport(), view->visualRect(index));
  return true;
}

// The words of a row cut short: its start, as many of its outcomes (the
// clauses `outcomes` names: units eliminated, a tie) as fit, the latest
// first, and as many of its last clauses as fit, " — … 2 more … — " where
// clauses are left out, since its end says how the action came out ("— Alexander
// wins: ..."); the whole line when it has too few clauses.
QString LogRowDelegate::cutWords(const QString& whole, const QList<int>& outcomes, const QFontMetrics& fm, int width,
                                 int height) const {
  const QString separator = QStringLiteral(" \u2014 ");
  const QStringList clauses = whole.split(separator);
  const auto count = static_cast<int>(clauses.size());
  if (count < 3) return whole;
  QList<int> kept;  // the outcomes between the start and the end, in order
  for (int i : outcomes)
    if (i > 0 && i < count - 1) kept << i;
  const auto fits = [&](const QString& text) {
    return fm.boundingRect(QRect(0, 0, width, 1 << 20), Qt::TextWordWrap, text).height() <= height;
  };
  // The start, the latest `outcomesShown` of `kept` and the last `tail` clauses.
  const auto joined = [&](int tail, int outcomesShown) {
    QStringList parts;
    int last = 0;
    const auto add = [&](int i) {
      // How many are left out: a tester asked what a bare "…" stood for.
      if (i > last + 1) parts << LogRowWords::tr("… %n more …", nullptr, i - last - 1);
      parts << clauses[i];
      last = i;
    };
    parts << clauses.front();
    for (int k = static_cast<int>(kept.size()) - outcomesShown; k < kept.size(); ++k)
      if (kept[k] < count - tail) add(kept[k]);
    for (int i = count - tail; i < count; ++i) add(i);
    return parts.join(separator);
  };
  if (!fits(joined(1, 0))) return whole;  // the style ends its last line with "…"
  int shown = 0;
  while (shown < kept.size() && fits(joined(1, shown + 1))) ++shown;
  int tail = 1;
  while (tail + 2 < count && fits(joined(tail + 1, shown))) ++tail;
  return joined(tail, shown);
}

void LogRowDelegate::initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const {
  QStyledItemDelegate::initStyleOption(option, index);
  option->features |= QStyleOptionViewItem::WrapText;
  option->textElideMode = Qt::ElideRight;  // only a row cut short has a line that does not fit
  if (measuring_ || !isCut(*option, index)) return;
  option->text = cutText(*option, index, option->text);
}

QString LogRowDelegate::cutText(const QStyleOptionViewItem& option, const QModelIndex& index, const QString& whole) const {
  const QList<int> outcomes = index.data(ActionLogModel::OutcomeClausesRole).value<QList<int>>();
  const int width = rowWidth(option) - textMargin(option);
  const int height = tallest(option.fontMetrics) - kTextPadding;
  QString key = QStringLiteral("%1x%2|").arg(width).arg(height);
  for (int i : outcomes) key += QString::number(i) + QLatin1Char(',');
  key += QLatin1Char('|') + whole;
  auto it = cut_.constFind(key);
  if (it == cut_.constEnd()) {
    if (cut_.size() > 2000) cut_.clear();
    it = cut_.insert(key, cutWords(whole, outcomes, option.fontMetrics, width, height));
  }
  return *it;
}

}  // namespace hydaspes::client
