#include <iostream>

#include "commands.h"
#include "hydaspes/game_record.h"
#include "hydaspes/load_error.h"
#include "hydaspes/replay_timeline.h"
#include "hydaspes/saved_game.h"
#include "state_printer.h"

namespace hydaspes::cli {

int replayCommand(const ReplayOptions& opt) {
  try {
    const SavedGame save = loadSave(opt.save);
    const GamePtr game = gameOfSave(save, opt.save);
    std::optional<SideIndex> seat;
    if (!opt.as.empty()) {
      seat = game->scenario().findSide(opt.as);
      if (!seat) {
        std::cerr << "--as: \"" << opt.as << "\" is not a side of this game\n";
        return 2;
      }
    }
    if (opt.markdown) {
      std::cout << gameRecordMarkdown(ReplayTimeline::ofSave(game, save, opt.save), save);
      return 0;
    }
    const std::size_t upTo = opt.to < 0 ? save.decisions.size() : static_cast<std::size_t>(opt.to);
    if (upTo > save.decisions.size()) {
      std::cerr << "--to: the save holds " << save.decisions.size() << " decisions\n";
      return 2;
    }
    const GameState st = replaySave(game, save, upTo, opt.save);
    printState(st, seat, opt.json);
    return 0;
  } catch (const LoadError& e) {
    std::cerr << e.what() << '\n';
    return 1;
  }
}

}  // namespace hydaspes::cli
