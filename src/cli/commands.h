// The sub-commands of hydaspes-cli. Each returns the process exit code.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace hydaspes::cli {

struct GameInputs {
  std::string scenario;
  std::string cards;
  std::uint64_t seed = 1;
  std::vector<int> dice;
  std::string moves;
  bool json = false;
  std::string as;  // side id whose hand is shown
  bool alwaysAsk = false;
  std::string save;  // write the game played as a save
};

int validateCommand(const std::vector<std::string>& files);
int playCommand(const GameInputs& in, bool listLegal);

struct SelfplayOptions {
  std::string scenario;
  std::string cards;
  int games = 100;
  std::uint64_t seed = 1;
  int maxTurns = 200;
  int deepEvery = 1;
  std::string saveDir;
};
int selfplayCommand(const SelfplayOptions& opt);

struct MatchOptions {
  std::string scenario;
  std::string cards;
  std::string bots[2] = {"ismcts", "random"};  // specs (bot/bot_spec.h) named for each side
  int games = 200;
  std::uint64_t seed = 1;
  int maxTurns = 200;
  bool fixedSeats = false;  // every game the bots keep the sides they are named for
  std::string saveDir;
};
int matchCommand(const MatchOptions& opt);

struct ReplayOptions {
  std::string save;
  long long to = -1;  // -1: the end
  bool json = false;
  bool markdown = false;
  std::string as;
  std::string bot;  // a bot spec: print the action it would choose next
  bool analyse = false;  // with bot: print the search's estimate of each choice
};
int replayCommand(const ReplayOptions& opt);

}  // namespace hydaspes::cli
