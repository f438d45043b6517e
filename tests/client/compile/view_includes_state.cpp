// Compiled as a view is (HYDASPES_NO_GAME_STATE): must be refused, because
// the client's views draw from the Presentation and never see the whole
// state. The test passes when the compiler says so.
#include "hydaspes/state.h"
