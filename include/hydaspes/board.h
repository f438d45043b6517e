// The grid (B1), its terrain (B2), adjacency (B3) and banks (B5).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "hydaspes/facing.h"

namespace hydaspes {

enum class Terrain : std::uint8_t { Clear, Forest, Hills, River };
std::string_view terrainName(Terrain t);  // "clear", "forest", "hills", "river"
std::optional<Terrain> parseTerrain(std::string_view name);

using Cell = std::uint8_t;
inline constexpr Cell kNoCell = 0xFF;
inline constexpr int kMaxCells = 250;

class Board {
 public:
  Board() = default;
  // `terrain` is row-major from the north-west corner.
  Board(int columns, int rows, std::vector<Terrain> terrain);

  int columns() const { return columns_; }
  int rows() const { return rows_; }
  int cellCount() const { return columns_ * rows_; }

  Cell at(int column, int row) const { return static_cast<Cell>(row * columns_ + column); }
  int column(Cell c) const { return c % columns_; }
  int row(Cell c) const { return c / columns_; }
  bool contains(int column, int row) const {
    return column >= 0 && row >= 0 && column < columns_ && row < rows_;
  }

  Terrain terrain(Cell c) const { return terrain_[c]; }
  bool isRiver(Cell c) const { return terrain_[c] == Terrain::River; }
  // Bank region of a non-river cell (B5); -1 for river cells.
  int bank(Cell c) const { return bank_[c]; }
  int bankCount() const { return bankCount_; }

  // The cell one step from `c` towards `f`, if it is on the board.
  std::optional<Cell> step(Cell c, Facing f) const;
  const std::vector<Cell>& neighbours(Cell c) const { return neighbours_[c]; }
  // Direction from `from` to `to` when they lie on one straight 8-way line.
  std::optional<Facing> lineDirection(Cell from, Cell to) const;
  int distance(Cell a, Cell b) const;  // king-move distance

  std::string cellName(Cell c) const;  // "b2"
  std::optional<Cell> parseCell(std::string_view name) const;

 private:
  void computeBanks();

  int columns_ = 0;
  int rows_ = 0;
  std::vector<Terrain> terrain_;
  std::vector<int> bank_;
  int bankCount_ = 0;
  std::vector<std::vector<Cell>> neighbours_;
};

}  // namespace hydaspes
