#include "hydaspes/facing.h"

#include <cstdlib>

namespace hydaspes {

namespace {
constexpr int kColumnStep[kFacingCount] = {0, 1, 1, 1, 0, -1, -1, -1};
constexpr int kRowStep[kFacingCount] = {-1, -1, 0, 1, 1, 1, 0, -1};
constexpr std::string_view kNames[kFacingCount] = {"N", "NE", "E", "SE", "S", "SW", "W", "NW"};
}  // namespace

int columnStep(Facing f) { return kColumnStep[static_cast<int>(f)]; }
int rowStep(Facing f) { return kRowStep[static_cast<int>(f)]; }

Facing opposite(Facing f) { return static_cast<Facing>((static_cast<int>(f) + 4) % kFacingCount); }

Sector sectorOf(Facing facing, Facing towards) {
  const int diff = std::abs(static_cast<int>(towards) - static_cast<int>(facing));
  const int eighths = diff > 4 ? kFacingCount - diff : diff;  // 0..4, 45 degrees each
  if (eighths <= 1) return Sector::Front;
  if (eighths == 2) return Sector::Flank;
  return Sector::Rear;
}

std::optional<Facing> facingOfStep(int dc, int dr) {
  for (Facing f : kAllFacings)
    if (columnStep(f) == dc && rowStep(f) == dr) return f;
  return std::nullopt;
}

std::string_view facingName(Facing f) { return kNames[static_cast<int>(f)]; }

std::optional<Facing> parseFacing(std::string_view text) {
  for (Facing f : kAllFacings)
    if (facingName(f) == text) return f;
  return std::nullopt;
}

std::string_view sectorName(Sector s) {
  switch (s) {
    case Sector::Front: return "front";
    case Sector::Flank: return "flank";
    case Sector::Rear: return "rear";
  }
  return "front";
}

}  // namespace hydaspes
