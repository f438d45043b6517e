// The autosave: written by a thread of its own so no action waits for the
// disk, always the newest game, atomically, and on disk once flushed.
#include <catch2/catch.hpp>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include "hydaspes/game.h"
#include "hydaspes/saved_game.h"
#include "hydaspes/state.h"
#include "app/save_name.h"
#include "session/autosave_writer.h"
#include "session/game_session.h"

using namespace hydaspes;
using namespace hydaspes::client;

namespace {
QByteArray contents(const QString& path) {
  QFile f(path);
  REQUIRE(f.open(QIODevice::ReadOnly));
  return f.readAll();
}
}  // namespace

TEST_CASE("autosave writer: the newest text reaches the disk, whole", "[client][autosave]") {
  QTemporaryDir dir;
  const QString path = dir.filePath(QStringLiteral("autosave.hydaspes"));
  AutosaveWriter writer;
  for (int i = 0; i < 200; ++i) writer.write(path, std::string(10000 + i, static_cast<char>('a' + i % 26)));
  writer.flush();
  CHECK(writer.lastError().isEmpty());
  CHECK(writer.written() >= 1);
  CHECK(writer.written() <= 200);  // texts overtaken before their turn are dropped
  const QByteArray last = contents(path);
  CHECK(last.size() == 10000 + 199);
  CHECK(last.count(static_cast<char>('a' + 199 % 26)) == last.size());
  // No temporary file is left beside it.
  CHECK(QDir(dir.path()).entryList(QDir::Files).size() == 1);
}

TEST_CASE("autosave writer: a failure is reported in words and the writer goes on", "[client][autosave]") {
  QTemporaryDir dir;
  AutosaveWriter writer;
  writer.write(dir.filePath(QStringLiteral("no/such/folder/autosave.hydaspes")), "text");
  writer.flush();
  CHECK(writer.lastError().contains(QStringLiteral("autosave.hydaspes")));
  const QString good = dir.filePath(QStringLiteral("autosave.hydaspes"));
  writer.write(good, "text");
  writer.flush();
  CHECK(writer.lastError().isEmpty());
  CHECK(contents(good) == "text");
}

TEST_CASE("autosave: after each action the session's save is on disk once flushed", "[client][autosave]") {
  QTemporaryDir dir;
  const QString path = dir.filePath(QStringLiteral("autosave.hydaspes"));
  GameSession session;
  session.setAutosavePath(path);
  session.newGame(QString::fromStdString(defaultScenarioPath()), 3, PlayMode::Solo, QString(), QString());
  for (int i = 0; i < 12 && !session.isOver(); ++i) REQUIRE(session.apply(session.state().legalDecisions().back()));
  session.flushAutosave();
  const SavedGame onDisk = loadSave(path.toStdString());
  CHECK(onDisk.decisions == session.toSave().decisions);
  CHECK(onDisk.decisions.size() == session.decisionCount());
}

// Testers saved game 1 as game1.hydaspes and were offered "battle.hydaspes"
// again for game 2, in whatever folder the dialog was in.
TEST_CASE("client: a Save dialog offers the game's own file, else a new dated name where the last file was saved",
          "[client]") {
  QTemporaryDir dir;
  REQUIRE(dir.isValid());
  const QDateTime when(QDate(2026, 11, 27), QTime(4, 45));
  const QString first = dir.filePath(QStringLiteral("game1.hydaspes"));
  // A game kept in a file is saved there again; its record goes beside it.
  CHECK(suggestedSavePath(first, QString(), when, QStringLiteral("hydaspes")) == first);
  CHECK(suggestedSavePath(first, QString(), when, QStringLiteral("md")) == dir.filePath(QStringLiteral("game1.md")));
  const QString asJson = dir.filePath(QStringLiteral("game1.json"));
  CHECK(suggestedSavePath(asJson, QString(), when, QStringLiteral("hydaspes")) == asJson);
  // A new game: a name that says when, in the last file's folder.
  const QString fresh = suggestedSavePath(QString(), first, when, QStringLiteral("hydaspes"));
  CHECK(fresh == dir.filePath(QStringLiteral("Hydaspes 2026-11-27 04.45.hydaspes")));
  // Never a file that exists.
  QFile taken(fresh);
  REQUIRE(taken.open(QIODevice::WriteOnly));
  taken.close();
  CHECK(suggestedSavePath(QString(), first, when, QStringLiteral("hydaspes")) ==
        dir.filePath(QStringLiteral("Hydaspes 2026-11-27 04.45 (2).hydaspes")));
  // No last file, or its folder gone: a folder that exists.
  const QString nowhere = suggestedSavePath(QString(), dir.filePath(QStringLiteral("gone/x.hydaspes")), when, QStringLiteral("hydaspes"));
  CHECK(QFileInfo(nowhere).dir().exists());
  CHECK(QFileInfo(nowhere).fileName() == QStringLiteral("Hydaspes 2026-11-27 04.45.hydaspes"));
}
