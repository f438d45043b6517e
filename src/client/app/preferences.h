// What the player chose in Settings, kept with QSettings between sessions:
// the names a new game starts with, H3's "always ask" for reactions, the
// animation speed, the computer's level and the language.
#pragma once

#include <QString>

#include "board/board_motion.h"
#include "session/computer_player.h"

namespace hydaspes::client {

struct Preferences {
  QString playerA;  // empty: the side's name
  QString playerB;
  bool alwaysAsk = false;  // H3: ask before each reaction even without a fitting card
  AnimationSpeed animation = AnimationSpeed::Normal;
  int computerLevel = kDefaultComputerLevel;
  QString language;  // "": the system's; "en", "de" (app/language.h)

  static Preferences load();
  void save() const;
  bool operator==(const Preferences&) const = default;
};

// The settings' word for a speed ("off", "fast", "normal") and back.
QString speedName(AnimationSpeed speed);
AnimationSpeed speedOfName(const QString& name);

}  // namespace hydaspes::client
