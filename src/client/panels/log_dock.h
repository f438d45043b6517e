// Every decision in notation and in plain words, with dice and casualties.
#pragma once

#include <QDockWidget>

class QListWidget;

namespace hydaspes::client {

class LogDock : public QDockWidget {
  Q_OBJECT
 public:
  explicit LogDock(QWidget* parent = nullptr);
  void setLines(const QStringList& lines);
  void append(const QString& line);
  QStringList lines() const;
  // Marks one line as the current one (a replay's step); -1: none.
  void highlight(int line);
  int highlighted() const { return highlighted_; }

 signals:
  // The player picked a line (click or Enter).
  void lineActivated(int line);

 private:
  QListWidget* list_;
  int highlighted_ = -1;
};

}  // namespace hydaspes::client
