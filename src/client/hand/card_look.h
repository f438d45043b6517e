// How one card of a hand is shown: what it is, whether it can be played now
// and, when not, why. A value the presentation builds and the hand draws.
#pragma once

#include <QString>

#include "hydaspes/card.h"

namespace hydaspes::client {

struct CardLook {
  CardIndex card = 0;
  QString name;
  QString kind;  // "Move · Both · 4"
  QString icon;  // the art of its type: "cards/MA"
  QString note;
  QString purpose;  // what a card of its type does (cardTypePurpose)
  bool playable = false;
  // Shown to be read, not played (a finished game's open hands): drawn
  // plainly, not greyed as a card that cannot be played now (a tester took
  // the grey hands after the battle for buttons switched off).
  bool toRead = false;
  // Its holder can never play it (C4), or its leader has fallen (C7): dead
  // in that hand, the last worth taking by a Deception, the first to
  // discard. `note` says so.
  bool dead = false;
  bool fits = false;      // stands out: fits the reaction window
  bool selected = false;  // chosen for the next gesture
  // An empty place where a card was just discarded down to the hand limit
  // (HandModel::setCards); nothing to play.
  bool discarded = false;
  QString why;            // tooltip: why it cannot be played now
  bool operator==(const CardLook&) const = default;
};

}  // namespace hydaspes::client
