// The autosave: written by a thread of its own so no action waits for the
// disk, always the newest game, atomically, and on disk once flushed.
#include <catch2/catch.hpp>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include "hydaspes/game.h"
#include "hydaspes/saved_game.h"
#include "hydaspes/state.h"
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
