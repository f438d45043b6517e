// hydaspes: the desktop client. `--screenshot FILE` renders the window to a
// PNG and exits (docs, checks).
#include <cstdio>

#include <QApplication>
#include <QCoreApplication>
#include <QCommandLineParser>
#include <QMessageBox>
#include <QRandomGenerator>
#include <QTimer>

#include "app/application_identity.h"
#include "app/language.h"
#include "app/layout_check.h"
#include "app/main_window.h"
#include "app/preferences.h"

namespace {

// The context of the command line's words in the translations.
struct CommandLine {
  Q_DECLARE_TR_FUNCTIONS(CommandLine)
};

}  // namespace

int main(int argc, char** argv) {
  QApplication app(argc, argv);
  hydaspes::client::setApplicationIdentity();
  // The language before anything with words is built, so that all of it speaks it.
  const QString languageAsked = hydaspes::client::languageArgument(app.arguments());
  hydaspes::client::installLanguage(app, languageAsked.isNull() ? hydaspes::client::Preferences::load().language : languageAsked);

  QCommandLineParser parser;
  parser.setApplicationDescription(CommandLine::tr("Hydaspes: Alexander against Porus, 326 BC"));
  parser.addHelpOption();
  parser.addVersionOption();
  QCommandLineOption screenshot(QStringLiteral("screenshot"), CommandLine::tr("Render the window to FILE (PNG) and exit."), QStringLiteral("FILE"));
  QCommandLineOption load(QStringLiteral("load"), CommandLine::tr("Open this saved game."), QStringLiteral("SAVE"));
  QCommandLineOption size(QStringLiteral("size"), CommandLine::tr("Window size, e.g. 1600x1000."), QStringLiteral("WxH"));
  QCommandLineOption seed(QStringLiteral("seed"), CommandLine::tr("Seed of a new game."), QStringLiteral("N"));
  QCommandLineOption solo(QStringLiteral("solo"), CommandLine::tr("Start a solo game (both hands open)."));
  QCommandLineOption replay(QStringLiteral("replay"), CommandLine::tr("Open this saved game as a replay."), QStringLiteral("SAVE"));
  QCommandLineOption at(QStringLiteral("at"), CommandLine::tr("With --replay: show the game after N decisions."), QStringLiteral("N"));
  QCommandLineOption pointOfView(QStringLiteral("pov"), CommandLine::tr("With --replay: 0 or 1 to see one side's hidden information only."), QStringLiteral("SIDE"));
  QCommandLineOption computer(QStringLiteral("computer"),
                              CommandLine::tr("Start a game against the computer, which plays SIDE (alexander or porus)."),
                              QStringLiteral("SIDE"));
  QCommandLineOption level(QStringLiteral("level"), CommandLine::tr("With --computer: its level, 1-%1 (default %2).")
                                                        .arg(hydaspes::client::kComputerLevels)
                                                        .arg(hydaspes::client::kDefaultComputerLevel),
                           QStringLiteral("N"));
  QCommandLineOption checkLayoutOption(QStringLiteral("check-layout"),
                                       CommandLine::tr("With --screenshot: list what does not fit (the board out of view, a cut name) and exit 3 if anything."));
  QCommandLineOption language(QStringLiteral("language"),
                              CommandLine::tr("Speak this language: en or de, or pseudo (every text 40% longer, to find clipped labels). Default: as in Settings, else the system's."),
                              QStringLiteral("CODE"));
  parser.addOptions({screenshot, load, size, seed, solo, computer, level, replay, at, pointOfView, checkLayoutOption, language});
  parser.addPositionalArgument(QStringLiteral("save"), CommandLine::tr("A saved game to open."), QStringLiteral("[save]"));
  parser.process(app);

  hydaspes::client::MainWindow window;
  if (!parser.isSet(size) && !parser.isSet(screenshot)) window.restoreLayout();
  if (parser.isSet(size)) {
    const QStringList wh = parser.value(size).split(QLatin1Char('x'));
    if (wh.size() == 2) window.fitTo(QSize(wh[0].toInt(), wh[1].toInt()));
  }
  const bool shooting = parser.isSet(screenshot);
  window.setAutosave(!shooting && qEnvironmentVariableIsEmpty("HYDASPES_NO_AUTOSAVE"));
  const QString toOpen = parser.isSet(load) ? parser.value(load) : parser.positionalArguments().value(0);
  const auto mode = parser.isSet(computer) ? hydaspes::client::PlayMode::Computer
                    : parser.isSet(solo)   ? hydaspes::client::PlayMode::Solo
                                           : hydaspes::client::PlayMode::HotSeat;
  const QString computerSide = parser.value(computer).toLower();
  if (parser.isSet(computer) && computerSide != QStringLiteral("alexander") && computerSide != QStringLiteral("porus")) {
    std::fprintf(stderr, "--computer takes alexander or porus, not %s\n", qPrintable(parser.value(computer)));
    return 2;
  }
  const int computerLevel = parser.isSet(level) ? parser.value(level).toInt() : hydaspes::client::kDefaultComputerLevel;
  if (computerLevel < 1 || computerLevel > hydaspes::client::kComputerLevels) {
    std::fprintf(stderr, "--level takes 1 to %d, not %s\n", hydaspes::client::kComputerLevels, qPrintable(parser.value(level)));
    return 2;
  }
  // A new game gets a fresh seed unless one is given (screenshots stay reproducible).
  const std::uint64_t newSeed = parser.isSet(seed) ? parser.value(seed).toULongLong()
                                : shooting      ? 1
                                                : QRandomGenerator::global()->generate64() >> 1;
  try {
    window.startGame(mode, newSeed, QString(), QString(), false,
                     computerSide == QStringLiteral("alexander") ? hydaspes::SideIndex{0} : hydaspes::SideIndex{1},
                     computerLevel);
  } catch (const std::exception& e) {  // the bundled scenario is missing or damaged
    QMessageBox::critical(nullptr, CommandLine::tr("Hydaspes cannot start"), QString::fromStdString(e.what()));
    return 1;
  }
  if (!toOpen.isEmpty() && !window.openFile(toOpen) && shooting) return 1;
  if (parser.isSet(replay)) {
    if (!window.openReplayFile(parser.value(replay)) && shooting) return 1;
    if (parser.isSet(at)) window.replay()->seek(parser.value(at).toULongLong());
    if (parser.isSet(pointOfView))
      window.replay()->setPointOfView(static_cast<hydaspes::SideIndex>(parser.value(pointOfView).toInt() != 0));
  }
  window.show();
  if (!shooting) {
    if (toOpen.isEmpty() && !parser.isSet(replay)) window.offerRecovery();
    return app.exec();
  }
  // Let layouts settle, then grab the window.
  QTimer::singleShot(300, &window, [&] {
    const bool ok = window.grab().save(parser.value(screenshot), "PNG");
    if (ok && parser.isSet(checkLayoutOption)) {
      const QStringList wh = parser.value(size).split(QLatin1Char('x'));
      const QSize asked = wh.size() == 2 ? QSize(wh[0].toInt(), wh[1].toInt()) : window.size();
      const hydaspes::client::LayoutReport report = hydaspes::client::checkLayout(window, asked);
      for (const QString& problem : report.problems) std::fprintf(stderr, "layout: %s\n", qPrintable(problem));
      std::printf("layout %dx%d at ratio %.1f: %s\n", window.width(), window.height(), window.devicePixelRatioF(),
                  report.ok() ? "everything fits" : "problems found");
      app.exit(report.ok() ? 0 : 3);
      return;
    }
    app.exit(ok ? 0 : 2);
  });
  return app.exec();
}
