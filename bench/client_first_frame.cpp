// hydaspes-bench-client-first-frame: the client's start, as src/client/app/
// main.cpp does it (application, setApplicationIdentity(), the language, main window, a new hot-seat
// game, optionally a save opened, show), up to the first painted frame; see
// first_frame.h for how that frame is detected. hydaspes-bench times it from
// outside, beside hydaspes-bench-empty-window. The new game has seed 1, as
// under --screenshot; a plain start picks a random seed, which changes only
// the cards dealt. If main.cpp changes what it does before show(), change
// this too.
//   hydaspes-bench-client-first-frame [--load SAVE] [--size WxH]
#include <QApplication>
#include <QString>
#include <QStringList>

#include "app/application_identity.h"
#include "app/language.h"
#include "app/main_window.h"
#include "app/preferences.h"
#include "first_frame.h"

int main(int argc, char** argv) {
  QApplication app(argc, argv);
  hydaspes::client::setApplicationIdentity();
  const QString languageAsked = hydaspes::client::languageArgument(QApplication::arguments());
  hydaspes::client::installLanguage(app, languageAsked.isNull() ? hydaspes::client::Preferences::load().language : languageAsked);

  QString load;
  int width = 1920, height = 1080;
  const QStringList args = QApplication::arguments();
  for (qsizetype i = 1; i + 1 < args.size(); ++i) {
    if (args[i] == QLatin1String("--load")) load = args[i + 1];
    if (args[i] == QLatin1String("--size")) {
      const QStringList wh = args[i + 1].split(QLatin1Char('x'));
      if (wh.size() == 2) width = wh[0].toInt(), height = wh[1].toInt();
    }
  }

  hydaspes::client::MainWindow window;
  window.resize(width, height);
  window.setAutosave(false);
  window.startGame(hydaspes::client::PlayMode::HotSeat, 1, QString(), QString());
  if (!load.isEmpty() && !window.openFile(load)) return 1;
  hydaspes::bench::FirstFrameProbe probe(&window);
  window.show();
  return app.exec();
}
