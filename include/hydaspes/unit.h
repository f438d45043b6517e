// Unit types and units as the scenario defines them (S1).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace hydaspes {

using SideIndex = std::uint8_t;  // 0 or 1, in the scenario's order
inline constexpr int kSideCount = 2;
inline constexpr SideIndex otherSide(SideIndex s) { return static_cast<SideIndex>(1 - s); }

using UnitIndex = std::uint8_t;
inline constexpr int kMaxUnits = 64;  // group selections are 64-bit masks
using UnitMask = std::uint64_t;
inline constexpr UnitMask unitBit(UnitIndex u) { return UnitMask{1} << u; }

using TagMask = std::uint32_t;  // bit i = the scenario's i-th tag
inline constexpr int kMaxTags = 32;

struct UnitType {
  std::string id;    // "phalanx"
  std::string name;  // "Macedonian Phalanx"
  std::string shortName;  // "Phalanx", for counters
  std::string symbol;     // the counter's art: "cavalry", "phalanx", ...
  SideIndex side = 0;
  int count = 1;
  int maxMove = 1;  // MM
  TagMask tags = 0;
  bool mainLeader = false;
};

struct Unit {
  std::string id;  // "phalanx2": the type id, numbered when the type has several
  std::uint8_t type = 0;
  SideIndex side = 0;
};

}  // namespace hydaspes
