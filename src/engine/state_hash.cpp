// A 64-bit hash of the whole canonical state (FNV-1a over its fields, with a
// final avalanche), equal for equal states.
#include "hydaspes/state.h"

namespace hydaspes {

namespace {
class Hasher {
 public:
  void add(std::uint64_t v) {
    for (int i = 0; i < 8; ++i) {
      h_ ^= (v >> (8 * i)) & 0xFF;
      h_ *= 0x100000001B3ULL;
    }
  }
  template <typename T>
  void addAll(const std::vector<T>& v) {
    add(v.size());
    for (const auto& x : v) add(static_cast<std::uint64_t>(x));
  }
  std::uint64_t value() const {
    std::uint64_t z = h_;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  }

 private:
  std::uint64_t h_ = 0xCBF29CE484222325ULL;
};
}  // namespace

std::uint64_t GameState::hash() const {
  Hasher h;
  h.add(options_.alwaysAsk);
  for (auto w : rng_.words()) h.add(w);
  h.addAll(forcedDice_);
  h.add(static_cast<std::uint64_t>(turn_));
  h.add(active_);
  h.add(static_cast<std::uint64_t>(phase_));
  h.add(static_cast<std::uint64_t>(step_));
  h.add(winner_ ? *winner_ + 1u : 0u);
  h.add(units_.size());
  for (const auto& u : units_) h.add(u.cell | (static_cast<unsigned>(u.facing) << 8) | (u.alive << 12) | (u.moved << 13));
  h.addAll(deck_);
  h.addAll(discard_);
  h.addAll(hands_[0]);
  h.addAll(hands_[1]);
  h.addAll(inPlay_);
  h.add(freeMoveUsed_ | (deceptionUsed_ << 1));
  h.add(static_cast<std::uint64_t>(pending_.kind) | (pending_.freeMove << 8) | (std::uint64_t{pending_.card} << 16) |
        (std::uint64_t{pending_.from} << 24) | (std::uint64_t{pending_.to} << 32) |
        (static_cast<std::uint64_t>(pending_.facing) << 40) | (std::uint64_t{pending_.negated} << 48));
  h.add(pending_.group);
  h.add(combat_.active | (std::uint64_t{combat_.attackerCell} << 8) | (std::uint64_t{combat_.defenderCell} << 16) |
        (static_cast<std::uint64_t>(combat_.lastWinner + 1) << 24) | (std::uint64_t{combat_.rolled} << 32));
  h.add(static_cast<std::uint64_t>(combat_.round));
  h.add(static_cast<std::uint64_t>(combat_.attackerSupport + 1) | (static_cast<std::uint64_t>(combat_.defenderSupport + 1) << 16));
  for (auto d : combat_.dice) h.add(d);
  for (auto t : combat_.totals) h.add(static_cast<std::uint64_t>(t));
  return h.value();
}

}  // namespace hydaspes
