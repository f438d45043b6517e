// The eight directions (B3) and the front / flank / rear sectors (B4).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace hydaspes {

// Clockwise from north. Row 1 is the northern edge, so north is row - 1.
enum class Facing : std::uint8_t { N, NE, E, SE, S, SW, W, NW };
inline constexpr int kFacingCount = 8;
inline constexpr std::array<Facing, kFacingCount> kAllFacings{
    Facing::N, Facing::NE, Facing::E, Facing::SE, Facing::S, Facing::SW, Facing::W, Facing::NW};

enum class Sector : std::uint8_t { Front, Flank, Rear };

int columnStep(Facing f);  // -1, 0 or +1
int rowStep(Facing f);     // -1 (north), 0 or +1 (south)
Facing opposite(Facing f);

// Where direction `towards` lies for a stack that faces `facing` (B4).
Sector sectorOf(Facing facing, Facing towards);

// The direction of a step (dc, dr) with each of dc, dr in {-1, 0, 1}, not both 0.
std::optional<Facing> facingOfStep(int dc, int dr);

std::string_view facingName(Facing f);  // "N", "NE", ...
std::optional<Facing> parseFacing(std::string_view text);
std::string_view sectorName(Sector s);

}  // namespace hydaspes
