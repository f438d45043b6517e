// Reads the card table (C1-C6) and checks every field.
#include <algorithm>
#include <cctype>
#include <map>
#include <set>

#include "hydaspes/data_files.h"
#include "json_reader.h"

namespace hydaspes {

std::string cardTypeCode(CardType t) {
  switch (t) {
    case CardType::M: return "M";
    case CardType::R: return "R";
    case CardType::N: return "N";
    case CardType::A: return "A";
    case CardType::D: return "D";
    case CardType::NAD: return "NAD";
    case CardType::MA: return "MA";
    case CardType::DA: return "DA";
    case CardType::S: return "S";
    case CardType::L: return "L";
    case CardType::X: return "X";
  }
  return "?";
}

std::optional<CardType> parseCardType(const std::string& code) {
  for (CardType t : {CardType::M, CardType::R, CardType::N, CardType::A, CardType::D, CardType::NAD,
                     CardType::MA, CardType::DA, CardType::S, CardType::L, CardType::X})
    if (cardTypeCode(t) == code) return t;
  return std::nullopt;
}

std::string playedCardName(const CardDef& card) {
  return card.type == CardType::L ? "the " + card.name + " card" : card.name;
}

int CardTable::totalCards() const {
  int n = 0;
  for (const auto& c : cards) n += c.count;
  return n;
}

std::optional<CardIndex> CardTable::find(const std::string& id) const {
  for (std::size_t i = 0; i < cards.size(); ++i)
    if (cards[i].id == id) return static_cast<CardIndex>(i);
  return std::nullopt;
}

namespace {

// Card ids are words of the notation ("move march"): no space, never empty.
bool isIdentifier(const std::string& s) {
  if (s.empty() || s.size() > 40) return false;
  for (char ch : s)
    if (!((ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '-')) return false;
  return s.front() != '-' && s.back() != '-';
}

void readRestrictions(JsonReader& r, const nlohmann::json& j, const std::string& ptr,
                      CardRestrictions& out) {
  ObjectReader o(r, j, ptr);
  out.actorTag = o.string("actor", false);
  out.versusTag = o.string("versus", false);
  out.leaderType = o.string("leader", false);
  out.versusInRiver = o.boolean("versusInRiver").value_or(false);
  out.flankOrRear = o.boolean("flankOrRear").value_or(false);
  out.singleUnit = o.boolean("singleUnit").value_or(false);
  out.riverMove = o.boolean("riverMove").value_or(false);
  out.alongRiver = o.boolean("alongRiver").value_or(false);
  o.finish();
}

}  // namespace

namespace {
// The words of a printed note, as an abbreviation would stand among them.
std::set<std::string> noteWords(const std::string& note) {
  std::set<std::string> words;
  std::string word;
  for (char ch : note + ' ') {
    if (std::isalnum(static_cast<unsigned char>(ch))) {
      word += ch;
    } else if (!word.empty()) {
      words.insert(word);
      word.clear();
    }
  }
  return words;
}
}  // namespace

CardTable parseCardTable(const nlohmann::json& j, const std::string& file) {
  JsonReader r(file);
  CardTable table;
  table.file = file;
  ObjectReader root(r, j, "");
  if (auto f = root.string("format"); f && *f != "hydaspes-cards")
    r.problem("/format", "must be \"hydaspes-cards\", not \"" + *f + "\"");
  if (auto v = root.integer("version", true, 1, 1000); v && *v != 1)
    r.problem("/version", "version " + std::to_string(*v) + " is not supported (this build reads 1)");
  table.name = root.string("name", false).value_or("");

  std::map<std::string, std::vector<std::string>> useCodes;
  if (const auto* uc = root.object("useCodes")) {
    ObjectReader codes(r, *uc, "/useCodes");
    for (const auto& [code, value] : uc->items()) {
      (void)value;
      if (auto sides = codes.stringArray(code)) {
        if (sides->empty()) r.problem(codes.pointerTo(code), "must name at least one side");
        useCodes[code] = *sides;
      }
    }
    codes.finish();
  }

  // The short forms of the printed notes ("OUSWI"): each a word of some
  // card's note, each with its meaning.
  if (const auto* ab = root.object("abbreviations", false)) {
    ObjectReader shortForms(r, *ab, "/abbreviations");
    for (const auto& [shortForm, value] : ab->items()) {
      (void)value;
      const auto meaning = shortForms.string(shortForm);
      const bool word = !shortForm.empty() && std::all_of(shortForm.begin(), shortForm.end(), [](char ch) {
        return std::isalnum(static_cast<unsigned char>(ch)) != 0;
      });
      if (!word)
        r.problem(shortForms.pointerTo(shortForm), "a short form must be one word of letters and digits");
      else if (meaning && meaning->empty())
        r.problem(shortForms.pointerTo(shortForm), "must say what \"" + shortForm + "\" stands for");
      else if (meaning)
        table.abbreviations.push_back({shortForm, *meaning});
    }
    shortForms.finish();
  }

  std::set<std::string> ids;
  if (const auto* cards = root.array("cards")) {
    if (cards->empty()) r.problem("/cards", "must hold at least one card");
    if (cards->size() > kMaxCardEntries)
      r.problem("/cards", "holds " + std::to_string(cards->size()) + " entries; at most " +
                              std::to_string(kMaxCardEntries) + " are supported");
    for (std::size_t i = 0; i < cards->size() && i < kMaxCardEntries; ++i) {
      const std::string ptr = pointerChild("/cards", i);
      ObjectReader o(r, (*cards)[i], ptr);
      if (!o.valid()) continue;
      CardDef c;
      if (auto id = o.string("id")) {
        c.id = *id;
        if (!isIdentifier(c.id))
          r.problem(o.pointerTo("id"), "\"" + c.id + "\" must be lowercase letters, digits and hyphens");
        else if (c.id == "free")  // "move free" is the free move
          r.problem(o.pointerTo("id"), "\"free\" is a word of the notation (move free); choose another id");
        else if (!ids.insert(c.id).second)
          r.problem(o.pointerTo("id"), "\"" + c.id + "\" is used by an earlier card");
      }
      c.name = o.string("name").value_or("");
      if (c.name.empty() && o.has("name")) r.problem(o.pointerTo("name"), "must not be empty");
      c.count = o.integer("count", true, 1, 60).value_or(1);
      // Checks that depend on the type or value are skipped when those are
      // already reported, so that one mistake gives one problem.
      bool typeKnown = false;
      bool valueReported = false;
      if (auto t = o.string("type")) {
        if (auto type = parseCardType(*t)) {
          c.type = *type;
          typeKnown = true;
        } else {
          r.problem(o.pointerTo("type"), "\"" + *t + "\" is not a card type (M, R, N, A, D, NAD, MA, DA, S, L, X)");
        }
      }
      if (auto u = o.string("use")) {
        c.useCode = *u;
        auto it = useCodes.find(*u);
        if (it == useCodes.end()) r.problem(o.pointerTo("use"), "\"" + *u + "\" is not one of the useCodes");
        else c.sides = it->second;
      }
      if (const auto* v = o.any("value")) {
        if (v->is_null()) c.value.reset();
        else if (v->is_number_integer() && v->get<long long>() >= 0 && v->get<long long>() <= 20)
          c.value = v->get<int>();
        else {
          r.problem(o.pointerTo("value"), "must be null or an integer from 0 to 20");
          valueReported = true;
        }
      }
      c.printedValue = o.string("printedValue", false).value_or("");
      c.reach = o.integer("reach", false, 1, 12).value_or(1);
      c.note = o.string("note").value_or("");
      if (auto e = o.string("effect", false)) {
        if (*e == "draw-two") c.effect = CardEffect::DrawTwo;
        else if (*e == "cancel-negate") c.effect = CardEffect::CancelNegate;
        else r.problem(o.pointerTo("effect"), "\"" + *e + "\" is not an effect (draw-two, cancel-negate)");
      }
      if (c.type == CardType::S && c.effect == CardEffect::None && o.has("type"))
        r.problem(ptr, "a special (S) card needs an \"effect\"");
      if (typeKnown && c.type != CardType::S && c.effect != CardEffect::None)
        r.problem(o.pointerTo("effect"), "only special (S) cards have an effect");
      const bool movesOrAttacks = c.type == CardType::M || c.type == CardType::R || c.type == CardType::L ||
                                  c.type == CardType::MA;
      if (typeKnown && movesOrAttacks && !c.value && !valueReported) r.problem(o.pointerTo("value"), "a " + cardTypeCode(c.type) + " card needs a value");
      if (const auto* rj = o.object("restrictions", false))
        readRestrictions(r, *rj, o.pointerTo("restrictions"), c.restrictions);
      if (const auto* ej = o.array("errata", false)) {
        for (std::size_t k = 0; k < ej->size(); ++k) {
          ObjectReader e(r, (*ej)[k], pointerChild(o.pointerTo("errata"), k));
          CardErratum err;
          err.field = e.string("field").value_or("");
          err.printed = e.string("printed").value_or("");
          err.reason = e.string("reason").value_or("");
          e.finish();
          c.errata.push_back(std::move(err));
        }
      }
      o.finish();
      table.cards.push_back(std::move(c));
    }
  }
  root.finish();
  for (const CardAbbreviation& a : table.abbreviations) {
    const bool used = std::any_of(table.cards.begin(), table.cards.end(), [&](const CardDef& c) {
      const auto in = table.abbreviationsIn(c);
      return std::find(in.begin(), in.end(), a) != in.end();
    });
    if (!used) r.problem(pointerChild("/abbreviations", a.shortForm), "\"" + a.shortForm + "\" is in no card's note");
  }
  r.throwIfProblems();
  return table;
}

std::vector<CardAbbreviation> CardTable::abbreviationsIn(const CardDef& c) const {
  const std::set<std::string> words = noteWords(c.note);
  std::vector<CardAbbreviation> out;
  for (const CardAbbreviation& a : abbreviations)
    if (words.count(a.shortForm)) out.push_back(a);
  return out;
}

CardTable loadCardTable(const std::string& path) { return parseCardTable(readJsonFile(path), path); }

}  // namespace hydaspes
