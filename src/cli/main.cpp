// hydaspes-cli: validate data files, play decisions from a file, list the
// legal decisions, and check the engine by random self-play.
#include <CLI/CLI.hpp>
#include <iostream>

#include "commands.h"
#include "hydaspes/game.h"

int main(int argc, char** argv) {
  using namespace hydaspes::cli;
  CLI::App app{"Hydaspes command-line tool: Alexander against Porus, 326 BC"};
  app.require_subcommand(1);

  std::vector<std::string> files;
  auto* validate = app.add_subcommand("validate", "Check scenario, card table, save, state or tutorial lesson files");
  validate->add_option("files", files, "Files to check")->required()->check(CLI::ExistingFile);

  GameInputs in;
  in.scenario = hydaspes::defaultScenarioPath();
  const auto addGameOptions = [&in](CLI::App* cmd, bool movesRequired) {
    cmd->add_option("--scenario", in.scenario, "Scenario file")->capture_default_str();
    cmd->add_option("--cards", in.cards, "Card table (default: the one the scenario names)");
    cmd->add_option("--seed", in.seed, "Seed of the shuffles and dice")->capture_default_str();
    cmd->add_option("--dice", in.dice, "Dice to roll first, in order: 6,1,3,...")->delimiter(',');
    auto* moves = cmd->add_option("--moves", in.moves, "Decisions in notation, one per line");
    if (movesRequired) moves->required();
    cmd->add_flag("--json", in.json, "Print the state as JSON");
    cmd->add_option("--as", in.as, "Show this side's hand (greek or indian)");
    cmd->add_flag("--always-ask", in.alwaysAsk, "Offer every reaction window (H3)");
    cmd->add_option("--save", in.save, "Write the game played as a save file");
  };
  auto* play = app.add_subcommand("play", "Apply decisions and print the resulting state");
  addGameOptions(play, true);
  auto* legal = app.add_subcommand("legal", "List the legal decisions after the given ones");
  addGameOptions(legal, false);

  SelfplayOptions sp;
  sp.scenario = hydaspes::defaultScenarioPath();
  auto* selfplay = app.add_subcommand("selfplay", "Random legal games, checking the engine after every decision");
  selfplay->add_option("--scenario", sp.scenario, "Scenario file")->capture_default_str();
  selfplay->add_option("--cards", sp.cards, "Card table");
  selfplay->add_option("--games", sp.games, "Number of games")->capture_default_str();
  selfplay->add_option("--seed", sp.seed, "First seed")->capture_default_str();
  selfplay->add_option("--max-turns", sp.maxTurns, "Stop a game after this many turns")->capture_default_str();
  selfplay->add_option("--deep-every", sp.deepEvery,
                       "Clone, JSON round trip and hash checks after every Nth decision (cheap checks run after each)")
      ->capture_default_str()->check(CLI::Range(1, 1000000));

  selfplay->add_option("--save-dir", sp.saveDir, "Write every game played as a save in this folder");

  MatchOptions mt;
  mt.scenario = hydaspes::defaultScenarioPath();
  auto* match = app.add_subcommand("match", "Two computer players play a series, seats alternating");
  match->add_option("--scenario", mt.scenario, "Scenario file")->capture_default_str();
  match->add_option("--cards", mt.cards, "Card table");
  match->add_option("--greek", mt.bots[0],
                    "Bot of the first side in even games: random, hunter, flatmc[:level=N], ismcts[:level=N] "
                    "(levels 1-4, the default 4; also iterations=N, time=SECONDS, seed=N, random=SHARE, "
                    "exposure=WEIGHT, fear=WEIGHT, shelter=WEIGHT, hunt=WEIGHT, turns=N, chase=SHARE, guard=0|1, escort=UNITS, army=SHARE, river=0|1, spare=0|1, "
                    "risk=SHARE, strike=0|1, refuge=0|1, wall=0|1, wipe=SHARE, join=0|1, swift=0|1, keep=0|1; ismcts also leaf=SHARE, contempt=LOGITS, depth=ACTIONS, "
                    "halving=WIDTH)")
      ->capture_default_str();
  match->add_option("--indian", mt.bots[1], "Bot of the second side in even games (odd games swap seats)")
      ->capture_default_str();
  match->add_option("--games", mt.games, "Number of games")->capture_default_str()->check(CLI::Range(1, 1000000));
  match->add_option("--seed", mt.seed, "Seed of the first game (game i uses seed + i)")->capture_default_str();
  match->add_option("--max-turns", mt.maxTurns, "Stop a game after this many turns")->capture_default_str();
  match->add_option("--save-dir", mt.saveDir, "Write every game played as a save in this folder");
  match->add_flag("--fixed-seats", mt.fixedSeats,
                  "Keep each bot on the side it is named for in every game (to measure one side's play)");

  ReplayOptions rp;
  auto* replay = app.add_subcommand("replay", "Replay a saved game, checking every hash, and print the state");
  replay->add_option("save", rp.save, "Saved game")->required()->check(CLI::ExistingFile);
  replay->add_option("--to", rp.to, "Stop after this many decisions (default: all)");
  replay->add_flag("--json", rp.json, "Print the state as JSON");
  replay->add_option("--as", rp.as, "Show this side's hand");
  replay->add_option("--bot", rp.bot,
                     "Print the action this computer player (as in match) would choose there for the side to decide, "
                     "from what that side knows");
  replay->add_flag("--analyse", rp.analyse,
                   "With --bot (ismcts): print the search's winning chance for each choice it weighed, most tried first");
  replay->add_flag("--markdown", rp.markdown, "Print the whole game as a Markdown record instead of the state")
      ->excludes("--json");

  CLI11_PARSE(app, argc, argv);
  if (*validate) return validateCommand(files);
  if (*play) return playCommand(in, false);
  if (*legal) return playCommand(in, true);
  if (*selfplay) return selfplayCommand(sp);
  if (*replay) return replayCommand(rp);
  if (*match) return matchCommand(mt);
  return 2;
}
