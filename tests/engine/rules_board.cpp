// B1-B5: the grid, its terrain, neighbours, facings and sectors, banks.
#include "rules_fixtures.h"

using namespace hydaspes;
using namespace hydaspes::test;

namespace {

const Board& board() { return bundledGame()->board(); }

Cell c(const std::string& name) {
  const auto cell = board().parseCell(name);
  REQUIRE(cell);
  return *cell;
}

std::vector<std::string> names(const std::vector<Cell>& cells) {
  std::vector<std::string> out;
  for (Cell x : cells) out.push_back(board().cellName(x));
  std::sort(out.begin(), out.end());
  return out;
}

// The seed's map, row by row, with the start cells A and P read as Clear (B2).
const char* const kSeedMap[7] = {
    "HHHHHHHHHHHH",  //
    "FAFFCFFFFFFF",  //
    "RRRRRRRRRRRR",  //
    "FPFFFCFFCFFR",  //
    "CCCCFCCFCCCF",  //
    "CCCCCCCCCCCC",  //
    "FHFCCCCCCCCH",  //
};

Terrain seedTerrain(char ch) {
  switch (ch) {
    case 'H': return Terrain::Hills;
    case 'F': return Terrain::Forest;
    case 'R': return Terrain::River;
    default: return Terrain::Clear;  // C, A, P
  }
}

}  // namespace

TEST_CASE("B1 the board is 12 columns a-l by 7 rows 1-7, row 1 in the north", "[board]") {
  CHECK(board().columns() == 12);
  CHECK(board().rows() == 7);
  CHECK(board().cellCount() == 84);
  CHECK(board().cellName(board().at(0, 0)) == "a1");
  CHECK(board().cellName(board().at(1, 1)) == "b2");
  CHECK(board().cellName(board().at(11, 6)) == "l7");
  CHECK(board().column(c("d5")) == 3);
  CHECK(board().row(c("d5")) == 4);
  // Names outside the grid are no cells.
  CHECK_FALSE(board().parseCell("m1"));
  CHECK_FALSE(board().parseCell("a8"));
  CHECK_FALSE(board().parseCell("a0"));
  CHECK_FALSE(board().parseCell("b"));
  // Row 1 is the northern edge: north of b1 is off the board, north of b2 is b1.
  CHECK(board().step(c("b2"), Facing::N) == c("b1"));
  CHECK_FALSE(board().step(c("b1"), Facing::N));
  CHECK(board().step(c("b2"), Facing::S) == c("b3"));
  CHECK(board().step(c("b2"), Facing::E) == c("c2"));
  CHECK_FALSE(board().step(c("a4"), Facing::W));
  CHECK_FALSE(board().step(c("l7"), Facing::SE));
}

TEST_CASE("B2 terrain is the seed map, start cells are clear, the river is row 3 and l4", "[board]") {
  for (int row = 0; row < 7; ++row) {
    for (int col = 0; col < 12; ++col) {
      const Cell cell = board().at(col, row);
      INFO("cell " << board().cellName(cell));
      CHECK(board().terrain(cell) == seedTerrain(kSeedMap[row][col]));
    }
  }
  CHECK(board().terrain(c("b2")) == Terrain::Clear);
  CHECK(board().terrain(c("b4")) == Terrain::Clear);
  std::vector<std::string> river;
  for (int i = 0; i < board().cellCount(); ++i)
    if (board().isRiver(static_cast<Cell>(i))) river.push_back(board().cellName(static_cast<Cell>(i)));
  CHECK(sortedNames(river) == sortedNames({"a3", "b3", "c3", "d3", "e3", "f3", "g3", "h3", "i3", "j3", "k3",
                                            "l3", "l4"}));
  CHECK(board().terrain(c("k4")) == Terrain::Forest);
  CHECK(board().terrain(c("b7")) == Terrain::Hills);
  CHECK(board().terrain(c("l7")) == Terrain::Hills);
}

TEST_CASE("B3 neighbours are the 8 cells around, diagonals included", "[board]") {
  CHECK(names(board().neighbours(c("d4"))) == sortedNames({"c3", "d3", "e3", "c4", "e4", "c5", "d5", "e5"}));
  CHECK(names(board().neighbours(c("a1"))) == sortedNames({"b1", "a2", "b2"}));
  CHECK(names(board().neighbours(c("a4"))) == sortedNames({"a3", "b3", "b4", "a5", "b5"}));
  CHECK(board().neighbours(c("l7")).size() == 3);
  // The eight facings, clockwise from N, diagonals included.
  REQUIRE(kAllFacings.size() == 8);
  std::vector<std::string> facingNames;
  for (Facing f : kAllFacings) facingNames.emplace_back(facingName(f));
  CHECK(facingNames == std::vector<std::string>{"N", "NE", "E", "SE", "S", "SW", "W", "NW"});
  CHECK(parseFacing("NE") == Facing::NE);
  CHECK_FALSE(parseFacing("north"));
  // Each facing steps to one neighbour; NE of d4 is e3.
  CHECK(board().step(c("d4"), Facing::NE) == c("e3"));
  CHECK(board().step(c("d4"), Facing::SW) == c("c5"));
  CHECK(opposite(Facing::NE) == Facing::SW);
  CHECK(board().distance(c("a1"), c("l7")) == 11);
}

TEST_CASE("B4 front is the facing and 45 degrees either side, flank 90, rear 135 and 180", "[board]") {
  // The rules' example: a stack in f5 facing N.
  const Cell f5 = c("f5");
  const auto sector = [&](const std::string& other) {
    const auto dir = board().lineDirection(f5, c(other));
    REQUIRE(dir);
    return sectorOf(Facing::N, *dir);
  };
  for (const char* n : {"e4", "f4", "g4"}) CHECK(sector(n) == Sector::Front);
  for (const char* n : {"e5", "g5"}) CHECK(sector(n) == Sector::Flank);
  for (const char* n : {"e6", "f6", "g6"}) CHECK(sector(n) == Sector::Rear);

  // A diagonal facing: NE has N, NE, E in front; NW and SE on the flanks.
  CHECK(sectorOf(Facing::NE, Facing::N) == Sector::Front);
  CHECK(sectorOf(Facing::NE, Facing::E) == Sector::Front);
  CHECK(sectorOf(Facing::NE, Facing::NW) == Sector::Flank);
  CHECK(sectorOf(Facing::NE, Facing::SE) == Sector::Flank);
  CHECK(sectorOf(Facing::NE, Facing::S) == Sector::Rear);
  CHECK(sectorOf(Facing::NE, Facing::W) == Sector::Rear);
  CHECK(sectorOf(Facing::NE, Facing::SW) == Sector::Rear);

  // Every facing: 3 front, 2 flank, 3 rear, and the angle decides.
  for (Facing f : kAllFacings) {
    int counts[3] = {0, 0, 0};
    for (Facing d : kAllFacings) {
      const int angle = ((static_cast<int>(d) - static_cast<int>(f)) * 45 + 360) % 360;
      const int off = angle > 180 ? 360 - angle : angle;
      const Sector expected = off <= 45 ? Sector::Front : off == 90 ? Sector::Flank : Sector::Rear;
      INFO("facing " << facingName(f) << " towards " << facingName(d));
      CHECK(sectorOf(f, d) == expected);
      ++counts[static_cast<int>(sectorOf(f, d))];
    }
    CHECK(counts[0] == 3);
    CHECK(counts[1] == 2);
    CHECK(counts[2] == 3);
  }
}

TEST_CASE("B5 banks: north rows 1-2, south rows 4-7 without l4, computed from the map", "[board]") {
  const Board& b = board();
  CHECK(b.bankCount() == 2);
  const int north = b.bank(c("a1"));
  const int south = b.bank(c("a4"));
  CHECK(north >= 0);
  CHECK(south >= 0);
  CHECK(north != south);
  for (int i = 0; i < b.cellCount(); ++i) {
    const Cell x = static_cast<Cell>(i);
    INFO("cell " << b.cellName(x));
    if (b.isRiver(x)) CHECK(b.bank(x) == -1);
    else if (b.row(x) <= 1) CHECK(b.bank(x) == north);
    else CHECK(b.bank(x) == south);
  }
  CHECK(b.bank(c("l4")) == -1);
  CHECK(b.bank(c("k4")) == south);
  CHECK(b.bank(c("l5")) == south);

  // Not hard-coded: other maps give other banks.
  const auto C = Terrain::Clear;
  const auto R = Terrain::River;
  const Board column(3, 3, {C, R, C, C, R, C, C, R, C});
  CHECK(column.bankCount() == 2);
  CHECK(column.bank(column.at(0, 0)) == column.bank(column.at(0, 2)));
  CHECK(column.bank(column.at(0, 0)) != column.bank(column.at(2, 0)));
  const Board dry(2, 2, {C, C, C, C});
  CHECK(dry.bankCount() == 1);
  // A river that stops short of the edge does not split the land.
  const Board pond(3, 3, {C, C, C, C, R, C, C, C, C});
  CHECK(pond.bankCount() == 1);
}
