// What the enumeration of a bot's candidate actions (action_candidates.h)
// leaves out besides its pruning of unit groups, destinations and facings.
#pragma once

namespace hydaspes {

// How many other units of his stack a guarded main leader keeps with him
// (all of them when fewer are there): four since 2026-11-27, two before
// (docs/computer-opponent.md, guard).
inline constexpr int kLeaderEscort = 4;
// And, when enemy units move farther than he does, at least this share of
// his side's army (the scenario's units of his side, rounded down),
// whichever is more: half since 2026-11-28, none before
// (docs/computer-opponent.md, army).
inline constexpr double kLeaderArmyShare = 0.5;

inline constexpr double kDefendMainLeaderAt = 0.2;
inline constexpr double kRiverPerilAt = 0.5;
inline constexpr double kSpareMainLeaderAt = 0.15;
inline constexpr double kStrikeMainLeaderAt = 0.3;

struct CandidateRules {
  // V1, K4: any round lost by the stack of a main leader may cost the game,
  // and a leader sent off alone is easily hunted down (play-testers won
  // that way). With this rule he stays with at least leaderEscort other
  // units of his stack (all of them when fewer), whether he moves or they
  // do; he may move with his whole stack or with the units of one or two
  // other types.
  bool guardMainLeader = true;
  // How many other units a guarded main leader keeps with him (`escort=`
  // in a bot spec). Above two he may also go with the units of two other
  // types. Testers as Alexander hunted down Porus sent off with two or
  // three units (turns 7, 7 and 13 of three games they won).
  int leaderEscort = kLeaderEscort;
  // Or this share of his side's army, if more, when enemy units outpace him
  // (`army=`; mainLeaderOutpaced in evaluation.h): Porus's eight of
  // sixteen; Alexander, whom none outpaces, keeps leaderEscort. Testers as
  // Alexander hunted down Porus gone off with four (turns 5 and 11 of
  // 2026-11-28's games); kept six, the bot's Alexander stalled.
  double leaderArmyShare = kLeaderArmyShare;
  // C4, T6: over the hand limit, a card the side may never play is
  // discarded before any it may.
  bool discardUnplayableFirst = true;
  // T2, C3: a Tactics card is played for two new cards: over the hand limit
  // the side still chooses which to keep (T6), so a side holding one plays
  // it rather than end its Tactics phase. The search rated the two alike
  // (13.1% and 12.3% in a tester's game) and a bot's Porus, holding no
  // move card, ended the phase with Tactics in hand.
  bool playTactics = true;
  // V1, K2, K4: when the stack of its main leader is attacked, or any of
  // its stacks once one more loss is half its army, and the attacker would
  // win the round at least kDefendMainLeaderAt of the time even against a
  // support card, a side holding a Defence card ends the combat with it
  // (testers killed Porus on turn 1 while the bot, holding War Skills or
  // Evasion, played a card for +1 instead; a tester won the battle against
  // the bot's last Phalanx so).
  bool defendMainLeader = true;
  // M4, K3: a move does not end in a river cell where an enemy stack,
  // next to it or coming next to it this turn, would win a round at least
  // kRiverPerilAt of the time (attacking a stack in the river is at +3):
  // testers destroyed the bot's stacks left there round after round, and
  // its leaders sent there alone. A move-then-attack still may.
  bool keepOutOfRiverReach = true;
  // V1, K4: a stack holding its side's main leader loses the game with any
  // round it loses, and wins one unit with a round it wins: it attacks (or
  // fights on) only the enemy main leader's stack, or where it would lose
  // a round, even against a support card, at most kSpareMainLeaderAt of the
  // time. Without it, a bot lost 14 games in 200 so, 13 of them as Porus.
  bool spareMainLeader = true;
  // The most such a stack risks losing a round (`risk=` in a bot spec):
  // 0.15 since 2026-11-27 (0.3 before, even among bots, 95 to 102). Each
  // lost round stakes the game for one unit won; a tester won when Porus's
  // stack of ten attacked his at 84% and lost the round.
  double spareRisk = kSpareMainLeaderAt;
  // V1, K4: in the Attack phase, a stack without its side's main leader
  // that can attack the enemy main leader's stack and win the first round,
  // even against a support card, at least kStrikeMainLeaderAt of the time
  // does so: a won round there wins the game. Without it the bot, valuing
  // the threat, kept a stack beside Porus without striking (seed 2, turn 1:
  // Craterus in his flank at 44% a round), and won on turn 1 in 2 games of
  // 80 against itself, while testers playing Alexander won on turn 1 in
  // about half of theirs. Only while a lost round leaves the side at most
  // half way to losing the battle by losses (V1). The bots' setting
  // (bot_spec.h); hints and
  // reviews go without it, so that they weigh every candidate.
  bool strikeMainLeader = false;
  // V1, B4, K3: a move of a group holding its side's main leader may also
  // end where a hunt over several turns would least likely kill him
  // (huntRefuge in evaluation.h: the fewest open ways in, in his front, on
  // Hills, in a big stack), facing so. Testers' cavalry came round Porus's
  // stack in the open and struck its flank or rear (`refuge=` in a bot
  // spec; tried and not kept, docs/computer-opponent.md, hunt).
  bool seekRefuge = false;
  // V1, M3: a move of a group without its side's main leader may also end
  // in the way in to him whose closing leaves a hunt least likely to kill
  // him (huntPerilAfterWall in evaluation.h), when it lowers that chance:
  // testers as Porus walled him in on the b7 hills (`wall=` in a bot spec;
  // tried and not kept, docs/computer-opponent.md, hunt).
  bool wallMainLeader = false;
  // K3-K5, M3: a plain move does not end where an enemy stack, next to it
  // or coming next to it this turn, would destroy the whole stack there at
  // least this share of the time (wipePerils in evaluation.h; 0: no such
  // rule). Testers' stacks of ten or eleven picked off the bot's small
  // stacks one at a time (`wipe=` in a bot spec).
  double wipePerilAt = 0.0;
  // M3: a move of a group may also end on the biggest friendly stack it can
  // join, so that the search may gather a side's army (`join=`).
  bool joinFriends = false;
  // M1, M2: a guarded main leader may also go with every unit of his stack
  // at least as fast as he is, when they are at least leaderEscort: Porus
  // kept half the army with him, the eight Punjab Infantry, who move 2 to
  // his 3, and a hunting stack moving 3 caught him (`swift=` in a bot spec).
  bool swiftEscort = false;
  // K2, V1: a side whose main leader stands and who holds one card that
  // can end a combat with a Defence keeps it for that: the hunter struck
  // Porus while the bot held no card to defend with (`keep=` in a bot spec).
  bool keepDefence = false;
};


}  // namespace hydaspes
