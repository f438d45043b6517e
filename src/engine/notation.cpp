// docs/notation.md: "move march", "from b2", "take phalanx1", "to c4", "face S".
#include "hydaspes/notation.h"

#include <array>
#include <string>
#include <vector>

namespace hydaspes {

namespace {

struct VerbText {
  Verb verb;
  std::string_view text;
};
// Multi-word verbs first so that "break off" and "move free" match whole.
constexpr std::array<VerbText, 21> kVerbs{{
    {Verb::BreakOff, "break off"}, {Verb::MoveFree, "move free"}, {Verb::TakeAll, "take all"},
    {Verb::End, "end"},           {Verb::Play, "play"},          {Verb::Deceive, "deceive"},
    {Verb::Discard, "discard"},   {Verb::Move, "move"},          {Verb::Attack, "attack"},
    {Verb::From, "from"},         {Verb::Take, "take"},          {Verb::To, "to"},
    {Verb::Face, "face"},         {Verb::Negate, "negate"},      {Verb::Cancel, "cancel"},
    {Verb::Pass, "pass"},         {Verb::At, "at"},              {Verb::Support, "support"},
    {Verb::Defend, "defend"},     {Verb::Kill, "kill"},          {Verb::Continue, "continue"},
}};

std::string_view verbText(Verb v) {
  for (const auto& vt : kVerbs)
    if (vt.verb == v) return vt.text;
  return "?";
}

std::vector<std::string> words(std::string_view text) {
  std::vector<std::string> out;
  std::string cur;
  for (char ch : text) {
    if (ch == ' ' || ch == '\t' || ch == '\r' || ch == '\n') {
      if (!cur.empty()) out.push_back(std::move(cur));
      cur.clear();
    } else {
      cur += ch;
    }
  }
  if (!cur.empty()) out.push_back(std::move(cur));
  return out;
}

}  // namespace

ArgKind argKind(Verb v) {
  switch (v) {
    case Verb::Play:
    case Verb::Deceive:
    case Verb::Discard:
    case Verb::Move:
    case Verb::Attack:
    case Verb::Negate:
    case Verb::Cancel:
    case Verb::Support:
    case Verb::Defend: return ArgKind::OfCard;
    case Verb::From:
    case Verb::To:
    case Verb::At: return ArgKind::OfCell;
    case Verb::Take:
    case Verb::Kill: return ArgKind::OfUnit;
    case Verb::Face: return ArgKind::OfFacing;
    default: return ArgKind::None;
  }
}

std::string printDecision(const Game& game, const Decision& d) {
  std::string out(verbText(d.verb));
  switch (argKind(d.verb)) {
    case ArgKind::None: break;
    case ArgKind::OfCard:
      out += ' ';
      out += d.arg < game.cards().size() ? game.cards()[d.arg].id : "?";
      break;
    case ArgKind::OfCell: out += ' ' + game.board().cellName(d.arg); break;
    case ArgKind::OfUnit:
      out += ' ';
      out += d.arg < game.scenario().units.size() ? game.scenario().units[d.arg].id : "?";
      break;
    case ArgKind::OfFacing: out += ' ' + std::string(facingName(static_cast<Facing>(d.arg & 7))); break;
  }
  return out;
}

ParseResult parseDecision(const Game& game, std::string_view text) {
  const auto w = words(text);
  if (w.empty()) return {std::nullopt, "an empty line is no decision"};
  for (const auto& vt : kVerbs) {
    const auto vw = words(vt.text);
    if (w.size() < vw.size() || !std::equal(vw.begin(), vw.end(), w.begin())) continue;
    const std::size_t rest = w.size() - vw.size();
    const ArgKind kind = argKind(vt.verb);
    if (kind == ArgKind::None) {
      if (rest != 0) continue;  // "move march" is not "move free"
      return {Decision{vt.verb, 0}, ""};
    }
    if (rest != 1) return {std::nullopt, "\"" + std::string(vt.text) + "\" takes one word after it"};
    const std::string& arg = w.back();
    switch (kind) {
      case ArgKind::OfCard:
        if (auto c = game.cards().find(arg)) return {Decision{vt.verb, *c}, ""};
        return {std::nullopt, "no card is called \"" + arg + "\""};
      case ArgKind::OfCell:
        if (auto c = game.board().parseCell(arg)) return {Decision{vt.verb, *c}, ""};
        return {std::nullopt, "\"" + arg + "\" is not a cell of the board"};
      case ArgKind::OfUnit:
        if (auto u = game.scenario().findUnit(arg)) return {Decision{vt.verb, *u}, ""};
        return {std::nullopt, "no unit is called \"" + arg + "\""};
      case ArgKind::OfFacing:
        if (auto f = parseFacing(arg)) return {Decision{vt.verb, static_cast<std::uint8_t>(*f)}, ""};
        return {std::nullopt, "\"" + arg + "\" is not a facing (N, NE, E, SE, S, SW, W, NW)"};
      case ArgKind::None: break;
    }
  }
  return {std::nullopt, "\"" + w.front() + "\" is not a decision"};
}

std::string describeDecision(const Game& game, SideIndex side, const Decision& d) {
  const std::string who = game.scenario().sides[side].name;
  const auto card = [&] { return d.arg < game.cards().size() ? game.cards()[d.arg].name : std::string("?"); };
  const auto cell = [&] { return game.board().cellName(d.arg); };
  const auto unit = [&] { return d.arg < game.scenario().units.size() ? game.scenario().typeOf(d.arg).name + " (" + game.scenario().units[d.arg].id + ")" : std::string("?"); };
  switch (d.verb) {
    case Verb::End: return who + " ends the phase";
    case Verb::Play: return who + " plays " + card() + " to draw two cards";
    case Verb::Deceive: return who + " plays " + card() + " and looks at the enemy hand";
    case Verb::Discard: return who + " discards " + card();
    case Verb::MoveFree: return who + " makes the free move";
    case Verb::Move: return who + " plays " + card() + " to move";
    case Verb::Attack: return who + " plays " + card() + " to attack";
    case Verb::From: return who + " acts from " + cell();
    case Verb::Take: return who + " takes " + unit();
    case Verb::TakeAll: return who + " takes the whole stack";
    case Verb::To: return who + " moves to " + cell();
    case Verb::Face: return who + " faces " + std::string(facingName(static_cast<Facing>(d.arg & 7)));
    case Verb::Negate: return who + " negates the move with " + card();
    case Verb::Cancel: return who + " cancels the negate with " + card();
    case Verb::Pass: return who + " passes";
    case Verb::At: return who + " attacks the stack in " + cell();
    case Verb::Support: return who + " plays " + card() + " for +1";
    case Verb::Defend: return who + " defends with " + card();
    case Verb::Kill: return who + " chooses the casualty: " + unit();
    case Verb::Continue: return who + " fights on";
    case Verb::BreakOff: return who + " breaks off the combat";
  }
  return who;
}

}  // namespace hydaspes
