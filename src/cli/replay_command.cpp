#include <iomanip>
#include <iostream>

#include "commands.h"
#include "hydaspes/action_text.h"
#include "hydaspes/bot/bot_spec.h"
#include "hydaspes/bot/search_analysis.h"
#include "hydaspes/bot/seat_knowledge.h"
#include "hydaspes/game_record.h"
#include "hydaspes/notation.h"
#include "hydaspes/observation.h"
#include "hydaspes/load_error.h"
#include "hydaspes/replay_timeline.h"
#include "hydaspes/saved_game.h"
#include "state_printer.h"

namespace hydaspes::cli {

namespace {
// What the bot of `spec` would do after the first `upTo` decisions of
// `save`, seeing only what the side then deciding has been shown (H1).
int printBotAction(const GamePtr& game, const SavedGame& save, std::size_t upTo, const std::string& file,
                   const BotSpec& spec, bool analyse) {
  GameState st = openingOfSave(game, save);
  std::vector<SeatKnowledge> knowledge;
  for (int s = 0; s < kSideCount; ++s) knowledge.emplace_back(game, st.observe(static_cast<SideIndex>(s)));
  for (std::size_t i = 0; i < upTo; ++i) {
    const ParseResult parsed = parseDecision(*game, save.decisions[i]);
    if (!parsed.decision) throw LoadError({{file, "/decisions", "decision " + std::to_string(i + 1) + ": " + parsed.error}});
    const SideIndex by = st.decidingSide();
    EventLog events;
    st.apply(*parsed.decision, &events);
    for (int s = 0; s < kSideCount; ++s)
      knowledge[static_cast<std::size_t>(s)].update(by, *parsed.decision, events, st.observe(static_cast<SideIndex>(s)));
  }
  if (st.isTerminal()) {
    std::cerr << "--bot: the game is over there\n";
    return 2;
  }
  const SideIndex side = st.decidingSide();
  if (analyse) {
    const SearchAnalysis a = analyseChoices(knowledge[static_cast<std::size_t>(side)].information(), spec.budget(),
                                            spec.seed.value_or(1), spec.searchConfig());
    std::cout << a.iterations << " iterations; winning chance for " << game->scenario().sides[side].id
              << ", with its 95% interval:\n"
              << std::fixed << std::setprecision(1);
    for (const ChoiceEstimate& c : a.choices)
      std::cout << c.visits << " visits, " << 100 * c.winChance << "% (" << 100 * c.low << "-" << 100 * c.high
                << "%): " << describeAction(st, c.action).summary << '\n';
    return 0;
  }
  const std::unique_ptr<Bot> bot = makeBot(spec, spec.seed.value_or(1));
  const Action action = bot->choose(knowledge[static_cast<std::size_t>(side)].information(), spec.budget());
  const ActionText text = describeAction(st, action);
  std::cout << text.summary << '\n';
  for (const std::string& n : text.notation) std::cout << "  " << n << '\n';
  return 0;
}
}  // namespace

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
    if (!opt.bot.empty()) {
      BotSpec spec;
      try {
        spec = parseBotSpec(opt.bot);
      } catch (const std::invalid_argument& e) {
        std::cerr << "--bot: " << e.what() << '\n';
        return 2;
      }
      replaySave(game, save, upTo, opt.save);  // checks every hash first
      if (opt.analyse && spec.kind != "ismcts") {
        std::cerr << "--analyse: only an ismcts bot has a search to show\n";
        return 2;
      }
      return printBotAction(game, save, upTo, opt.save, spec, opt.analyse);
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
