// Hot-seat privacy (H2): covers the window when the deciding player changes
// while a hand would show, until the next player says they are ready.
#pragma once

#include <QWidget>

class QLabel;
class QPushButton;

namespace hydaspes::client {

class CoverScreen : public QWidget {
  Q_OBJECT
 public:
  explicit CoverScreen(QWidget* parent);
  void cover(const QString& player, const QString& side);
  QPushButton* readyButton() const { return ready_; }

 signals:
  void ready();

 protected:
  void paintEvent(QPaintEvent* e) override;
  bool eventFilter(QObject* watched, QEvent* e) override;

 private:
  QLabel* message_;
  QPushButton* ready_;
};

}  // namespace hydaspes::client
