#include "hydaspes/rng.h"

namespace hydaspes {

namespace {
std::uint64_t splitMix64(std::uint64_t& x) {
  std::uint64_t z = (x += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}
std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
}  // namespace

Rng::Rng(std::uint64_t seed) {
  for (auto& w : s_) w = splitMix64(seed);
}

Rng Rng::fromWords(const std::array<std::uint64_t, 4>& words) {
  Rng r;
  r.s_ = words;
  return r;
}

std::uint64_t Rng::next() {
  const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
  const std::uint64_t t = s_[1] << 17;
  s_[2] ^= s_[0];
  s_[3] ^= s_[1];
  s_[1] ^= s_[2];
  s_[0] ^= s_[3];
  s_[2] ^= t;
  s_[3] = rotl(s_[3], 45);
  return result;
}

// Rejection sampling on the top 32 bits: exact, and the same everywhere.
std::uint32_t Rng::below(std::uint32_t bound) {
  const std::uint32_t threshold = static_cast<std::uint32_t>(-bound) % bound;
  for (;;) {
    const auto r = static_cast<std::uint32_t>(next() >> 32);
    if (r >= threshold) return r % bound;
  }
}

}  // namespace hydaspes
