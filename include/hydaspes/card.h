// Card definitions (C1-C6): what a card is, what it may be used for, and the
// structured restrictions printed as its note.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "hydaspes/unit.h"

namespace hydaspes {

using CardIndex = std::uint8_t;  // index of an entry in the card table
inline constexpr int kMaxCardEntries = 250;

// The type letters of the card table.
enum class CardType : std::uint8_t { M, R, N, A, D, NAD, MA, DA, S, L, X };
std::string cardTypeCode(CardType t);
std::optional<CardType> parseCardType(const std::string& code);

enum class CardEffect : std::uint8_t { None, DrawTwo, CancelNegate };

// What a card may do in play (C3).
enum class CardUse : std::uint8_t { Move, Cross, MoveAttack, Negate, Attack, Support, Defend, Deceive, DrawTwo, CancelNegate };

struct CardRestrictions {
  // Names as written in the card file; Game resolves them against the
  // scenario's tags and unit types.
  std::optional<std::string> actorTag;    // acting units need this tag (C5)
  std::optional<std::string> versusTag;   // the opposing group needs this tag
  bool versusInRiver = false;             // the opposing stack stands in the river
  std::optional<std::string> leaderType;  // unit type of the named leader (C7)
  bool flankOrRear = false;                // Weaken Wing
  bool singleUnit = false;                 // Detachment
  bool riverMove = false;                  // Overflowing, Monsoon
  bool alongRiver = false;                 // Move Upstream (M7)
};

struct CardErratum {
  std::string field;
  std::string printed;
  std::string reason;
};

struct CardDef {
  std::string id;
  std::string name;
  int count = 1;
  CardType type = CardType::M;
  std::string useCode;              // "G", "I", "B" (corrected)
  std::vector<std::string> sides;   // side ids the use code stands for
  std::optional<int> value;
  std::string printedValue;  // as printed, when it differs from value
  int reach = 1;
  std::string note;
  CardEffect effect = CardEffect::None;
  CardRestrictions restrictions;
  std::vector<CardErratum> errata;
};

// A card as a play of it is told in English: a leader card by its name
// alone reads as the leader himself ("+1 with Coenus" to a tester), so it is
// "the Coenus card" (C7); any other card by its name.
std::string playedCardName(const CardDef& card);

// A short form the printed notes use, and what it stands for: "OUSWI", "or/and
// units stacked with it".
struct CardAbbreviation {
  std::string shortForm;
  std::string meaning;
  bool operator==(const CardAbbreviation&) const = default;
};

class CardTable {
 public:
  std::string file;  // where it was loaded from
  std::string name;
  std::vector<CardDef> cards;
  std::vector<CardAbbreviation> abbreviations;  // as the file lists them

  int totalCards() const;
  // The short forms card `c`'s printed note uses, in the table's order.
  std::vector<CardAbbreviation> abbreviationsIn(const CardDef& c) const;
  std::optional<CardIndex> find(const std::string& id) const;
  const CardDef& operator[](CardIndex i) const { return cards[i]; }
  int size() const { return static_cast<int>(cards.size()); }
};

}  // namespace hydaspes
