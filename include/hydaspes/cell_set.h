#pragma once

#include <bitset>

#include "hydaspes/board.h"

namespace hydaspes {

using CellSet = std::bitset<256>;

}  // namespace hydaspes
