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

 private:
  QListWidget* list_;
};

}  // namespace hydaspes::client
