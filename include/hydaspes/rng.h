// The single seeded generator behind every shuffle and die (D1). Its own
// bounded-integer and shuffle functions give the same results with every
// standard library.
#pragma once

#include <array>
#include <cstdint>
#include <utility>
#include <vector>

namespace hydaspes {

class Rng {
 public:
  explicit Rng(std::uint64_t seed = 0);

  std::uint64_t next();              // xoshiro256**
  std::uint32_t below(std::uint32_t bound);  // uniform in [0, bound), bound > 0
  int die() { return static_cast<int>(below(6)) + 1;}

  template <typename T>
  void shuffle(std::vector<T>& items) {
    for (std::size_t i = items.size(); i > 1; --i) {
      const auto j = below(static_cast<std::uint32_t>(i));
      std::swap(items[i - 1], items[j]);
    }
  }

  const std::array<std::uint64_t, 4>& words() const { return s_; }
  static Rng fromWords(const std::array<std::uint64_t, 4>& words);
  bool operator==(const Rng&) const = default;

 private:
  std::array<std::uint64_t, 4> s_{};
};

}  // namespace hydaspes
