#include "app/preferences.h"

#include <QSettings>
#include <algorithm>

#include "session/computer_player.h"

namespace hydaspes::client {

QString speedName(AnimationSpeed speed) {
  switch (speed) {
    case AnimationSpeed::Off: return QStringLiteral("off");
    case AnimationSpeed::Fast: return QStringLiteral("fast");
    case AnimationSpeed::Normal: return QStringLiteral("normal");
  }
  return QStringLiteral("normal");
}

AnimationSpeed speedOfName(const QString& name) {
  if (name == QLatin1String("off")) return AnimationSpeed::Off;
  if (name == QLatin1String("fast")) return AnimationSpeed::Fast;
  return AnimationSpeed::Normal;
}

Preferences Preferences::load() {
  const QSettings s;
  Preferences p;
  p.playerA = s.value(QStringLiteral("players/alexander")).toString();
  p.playerB = s.value(QStringLiteral("players/porus")).toString();
  p.alwaysAsk = s.value(QStringLiteral("rules/alwaysAsk"), false).toBool();
  p.animation = speedOfName(s.value(QStringLiteral("board/animation"), QStringLiteral("normal")).toString());
  p.computerLevel = std::clamp(s.value(QStringLiteral("computer/level"), kDefaultComputerLevel).toInt(), 1, kComputerLevels);
  p.language = s.value(QStringLiteral("window/language")).toString();
  return p;
}

void Preferences::save() const {
  QSettings s;
  s.setValue(QStringLiteral("players/alexander"), playerA);
  s.setValue(QStringLiteral("players/porus"), playerB);
  s.setValue(QStringLiteral("rules/alwaysAsk"), alwaysAsk);
  s.setValue(QStringLiteral("board/animation"), speedName(animation));
  s.setValue(QStringLiteral("computer/level"), computerLevel);
  s.setValue(QStringLiteral("window/language"), language);
}

}  // namespace hydaspes::client
