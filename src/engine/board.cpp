#include "hydaspes/board.h"

#include <algorithm>
#include <cstdlib>

namespace hydaspes {

std::string_view terrainName(Terrain t) {
  switch (t) {
    case Terrain::Clear: return "clear";
    case Terrain::Forest: return "forest";
    case Terrain::Hills: return "hills";
    case Terrain::River: return "river";
  }
  return "clear";
}

std::optional<Terrain> parseTerrain(std::string_view name) {
  for (Terrain t : {Terrain::Clear, Terrain::Forest, Terrain::Hills, Terrain::River})
    if (terrainName(t) == name) return t;
  return std::nullopt;
}

Board::Board(int columns, int rows, std::vector<Terrain> terrain)
    : columns_(columns), rows_(rows), terrain_(std::move(terrain)) {
  neighbours_.resize(static_cast<std::size_t>(cellCount()));
  for (int c = 0; c < cellCount(); ++c) {
    for (Facing f : kAllFacings)
      if (auto n = step(static_cast<Cell>(c), f)) neighbours_[static_cast<std::size_t>(c)].push_back(*n);
  }
  computeBanks();
}

std::optional<Cell> Board::step(Cell c, Facing f) const {
  const int col = column(c) + columnStep(f);
  const int r = row(c) + rowStep(f);
  if (!contains(col, r)) return std::nullopt;
  return at(col, r);
}

std::optional<Facing> Board::lineDirection(Cell from, Cell to) const {
  const int dc = column(to) - column(from);
  const int dr = row(to) - row(from);
  if (dc == 0 && dr == 0) return std::nullopt;
  if (dc != 0 && dr != 0 && std::abs(dc) != std::abs(dr)) return std::nullopt;
  return facingOfStep((dc > 0) - (dc < 0), (dr > 0) - (dr < 0));
}

int Board::distance(Cell a, Cell b) const {
  return std::max(std::abs(column(a) - column(b)), std::abs(row(a) - row(b)));
}

// B5: flood-fill the non-river cells; each connected region is a bank.
void Board::computeBanks() {
  bank_.assign(static_cast<std::size_t>(cellCount()), -1);
  bankCount_ = 0;
  for (int start = 0; start < cellCount(); ++start) {
    if (isRiver(static_cast<Cell>(start)) || bank_[static_cast<std::size_t>(start)] >= 0) continue;
    std::vector<Cell> todo{static_cast<Cell>(start)};
    bank_[static_cast<std::size_t>(start)] = bankCount_;
    while (!todo.empty()) {
      const Cell c = todo.back();
      todo.pop_back();
      for (Cell n : neighbours(c)) {
        if (isRiver(n) || bank_[n] >= 0) continue;
        bank_[n] = bankCount_;
        todo.push_back(n);
      }
    }
    ++bankCount_;
  }
}

std::string Board::cellName(Cell c) const {
  if (c == kNoCell || c >= cellCount()) return "-";
  std::string name(1, static_cast<char>('a' + column(c)));
  name += std::to_string(row(c) + 1);
  return name;
}

std::optional<Cell> Board::parseCell(std::string_view name) const {
  if (name.size() < 2 || name[0] < 'a' || name[0] > 'z') return std::nullopt;
  const int col = name[0] - 'a';
  int r = 0;
  for (std::size_t i = 1; i < name.size(); ++i) {
    if (name[i] < '0' || name[i] > '9') return std::nullopt;
    r = r * 10 + (name[i] - '0');
    if (r > 99) return std::nullopt;
  }
  if (name[1] == '0' || !contains(col, r - 1)) return std::nullopt;
  return at(col, r - 1);
}

}  // namespace hydaspes
