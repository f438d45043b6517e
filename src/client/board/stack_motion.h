// The animations of a counter: sliding along a path then turning to its
// facing, and fading out when eliminated. Each runs on its own and is
// stopped and deleted with the item.
#pragma once

#include <QPointF>
#include <vector>

#include "board/board_motion.h"

namespace hydaspes::client {

class StackItem;

// Milliseconds per cell of a slide, and for a fade; 0 when Off.
int slideStepMs(AnimationSpeed speed);
int fadeMs(AnimationSpeed speed);

// Moves `item` through `points` (scene positions of its top-left corner),
// showing `from` on the way and turning to `to` at the end.
void slideAlong(StackItem* item, const std::vector<QPointF>& points, Facing from, Facing to, AnimationSpeed speed);

// Fades `item` out and deletes it (a stack whose counters were all
// eliminated); it no longer takes the mouse meanwhile.
void fadeOutAndDelete(StackItem* item, AnimationSpeed speed);

// A short dip of opacity: the stack lost counters but stays.
void flashLoss(StackItem* item, AnimationSpeed speed);

}  // namespace hydaspes::client
