// A log row's whole words, one clause to a line: a row the log cuts short
// (a combat of many rounds is one action) opens here when clicked in a
// game or double-clicked. A tester found "… 13 more …" in the row of the
// combat that lost him the game and no way to read its rounds.
#pragma once

#include <QDialog>

class QTextBrowser;

namespace hydaspes::client {

class WholeActionWindow : public QDialog {
  Q_OBJECT
 public:
  explicit WholeActionWindow(QWidget* parent = nullptr);
  // Shows `line` (a log row's whole words, its clauses joined by " — ").
  void showLine(const QString& line);
  QString shownText() const;

 private:
  QTextBrowser* text_;
};

}  // namespace hydaspes::client
