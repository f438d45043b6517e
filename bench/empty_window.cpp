// hydaspes-bench-empty-window: the yardstick for the client's start, an empty
// Qt Widgets window of the same size, measured the same ways:
//   hydaspes-bench-empty-window [--size WxH]
//       show, print FIRST_FRAME after the first painted frame (first_frame.h)
//   hydaspes-bench-empty-window --screenshot FILE [--size WxH]
//       what `hydaspes --screenshot FILE` does: show, wait 300 ms for layouts
//       to settle, grab the window to a PNG, exit
#include <QApplication>
#include <QLabel>
#include <QMainWindow>
#include <QMenuBar>
#include <QPixmap>
#include <QString>
#include <QStringList>
#include <QTimer>
#include <QWidget>

#include "first_frame.h"

int main(int argc, char** argv) {
  QApplication app(argc, argv);
  QString screenshot;
  bool menu = false;
  int width = 1920, height = 1080;
  const QStringList args = QApplication::arguments();
  menu = args.contains(QLatin1String("--menu"));
  for (qsizetype i = 1; i + 1 < args.size(); ++i) {
    if (args[i] == QLatin1String("--screenshot")) screenshot = args[i + 1];
    if (args[i] == QLatin1String("--size")) {
      const QStringList wh = args[i + 1].split(QLatin1Char('x'));
      if (wh.size() == 2) width = wh[0].toInt(), height = wh[1].toInt();
    }
  }

  QWidget empty;
  QMainWindow withMenu;
  if (menu) {
    withMenu.menuBar()->addMenu(QStringLiteral("&Game"));
    withMenu.menuBar()->addMenu(QStringLiteral("&View"));
    withMenu.setCentralWidget(new QLabel(QStringLiteral("Alexander against King Porus, 326 BC")));
  }
  QWidget& window = menu ? static_cast<QWidget&>(withMenu) : empty;
  window.setWindowTitle(QStringLiteral("Empty"));
  window.resize(width, height);
  if (screenshot.isEmpty()) {
    hydaspes::bench::FirstFrameProbe probe(&window);
    window.show();
    return app.exec();
  }
  window.show();
  QTimer::singleShot(300, &window, [&] {
    const bool ok = window.grab().save(screenshot, "PNG");
    app.exit(ok ? 0 : 2);
  });
  return app.exec();
}
