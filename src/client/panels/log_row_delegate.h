// Draws the log's rows and remembers their heights: a wrapped row's size
// depends only on its text and the width, so it is laid out once, not again
// each time a row is added to a long log (the list view asks every row).
//
// A row is never taller than half the view: the log scrolls per row, and a
// row taller than the view (a combat of many rounds is one action) could
// only be seen from its top, with the newest row alone under it or blank
// space below (testers saw both). A row cut so shows its start, its
// outcomes (units eliminated, a tie: the latest, as many as fit) and its
// last clauses (how the action came out), with "… 2 more …" where clauses
// are left out, and its tooltip holds the whole line above its notation.
// It is as tall as the
// words it shows: as tall as the cap, its shorter words stood centred in
// blank lines (a tester read them as a fault).
#pragma once

#include <QHash>
#include <QStyledItemDelegate>

namespace hydaspes::client {

class LogRowDelegate : public QStyledItemDelegate {
 public:
  using QStyledItemDelegate::QStyledItemDelegate;
  QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;
  bool helpEvent(QHelpEvent* event, QAbstractItemView* view, const QStyleOptionViewItem& option,
                 const QModelIndex& index) override;
  // Whether the row is drawn shorter than its words need.
  bool isCut(const QStyleOptionViewItem& option, const QModelIndex& index) const;
  // The words the row shows: all of them, or those of a row cut short.
  QString shownWords(const QStyleOptionViewItem& option, const QModelIndex& index) const;

 protected:
  void initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const override;

 private:
  QSize wholeSize(const QStyleOptionViewItem& option, const QModelIndex& index) const;  // uncut
  int tallest(const QFontMetrics& fm) const;  // the most a row may be
  int rowWidth(const QStyleOptionViewItem& option) const;  // the option's, else the viewport's
  int textMargin(const QStyleOptionViewItem& option) const;  // the style's room left and right of a row's text
  QString cutWords(const QString& whole, const QList<int>& outcomes, const QFontMetrics& fm, int width,
                   int height) const;
  // cutWords, with the row's outcomes, remembered.
  QString cutText(const QStyleOptionViewItem& option, const QModelIndex& index, const QString& whole) const;
  mutable QHash<QString, QSize> sizes_;  // by "width|text"
  mutable bool measuring_ = false;
  mutable QHash<QString, QString> cut_;  // the words of rows cut short, by "widthxheight|text" (the text's room)
};

}  // namespace hydaspes::client
