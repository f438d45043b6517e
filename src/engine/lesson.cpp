#include "hydaspes/lesson.h"

#include <algorithm>
#include <filesystem>

#include "hydaspes/data_files.h"
#include "hydaspes/game.h"
#include "hydaspes/notation.h"
#include "hydaspes/refusal.h"
#include "json_reader.h"

namespace hydaspes {

using nlohmann::json;

namespace {

// `text` begins with the whole words of `prefix`: "at f6" matches "at f6",
// "take" matches "take all", but "at" does not match "attack routed".
bool startsWith(const std::string& text, const std::string& prefix) {
  if (text.size() < prefix.size() || !std::equal(prefix.begin(), prefix.end(), text.begin())) return false;
  return text.size() == prefix.size() || text[prefix.size()] == ' ' || (!prefix.empty() && prefix.back() == ' ');
}

// A step's `group`: `d` takes none of the units outside it, and a
// destination is chosen only once every one of them is taken.
bool keepsToGroup(const GameState& before, const Decision& d, const std::vector<std::string>& group) {
  if (group.empty() || (d.verb != Verb::Take && d.verb != Verb::TakeAll && d.verb != Verb::To)) return true;
  UnitMask wanted = 0;
  for (const std::string& id : group)
    if (const auto u = before.game().scenario().findUnit(id)) wanted |= unitBit(*u);
  UnitMask taken = before.pending().group;
  if (d.verb == Verb::To) return taken == wanted;
  if (d.verb == Verb::Take) {
    taken |= unitBit(d.arg);
  } else if (before.isLegal(d)) {  // take all: the units it would take
    GameState after = before;
    after.apply(d);
    taken = after.pending().group;
  }
  return (taken & ~wanted) == 0;
}

LessonTrigger parseTrigger(JsonReader& reader, const json& j, const std::string& pointer) {
  LessonTrigger t;
  ObjectReader o(reader, j, pointer);
  if (!o.valid()) return t;
  const int kinds = o.has("decision") + o.has("phase") + (o.has("unit") || o.has("cell")) + o.has("gameOver");
  if (kinds != 1) reader.problem(pointer, "needs exactly one of decision, phase, unit and cell, gameOver");
  if (o.has("decision")) {
    t.kind = LessonTrigger::Kind::Decision;
    if (auto d = o.string("decision")) {
      t.decision = *d;
      if (d->empty()) reader.problem(o.pointerTo("decision"), "is empty");
    }
  } else if (o.has("phase")) {
    t.kind = LessonTrigger::Kind::Phase;
    if (auto p = o.string("phase")) {
      if (auto phase = parsePhase(*p)) t.phase = *phase;
      else reader.problem(o.pointerTo("phase"), "\"" + *p + "\" is not a phase (tactics, deception, maneuver, attack, end)");
    }
  } else if (o.has("unit") || o.has("cell")) {
    t.kind = LessonTrigger::Kind::UnitIn;
    if (auto u = o.string("unit")) t.unit = *u;
    if (auto c = o.string("cell")) t.cell = *c;
  } else if (o.has("gameOver")) {
    t.kind = LessonTrigger::Kind::GameOver;
    if (auto g = o.boolean("gameOver", true); g && !*g) reader.problem(o.pointerTo("gameOver"), "must be true");
  }
  o.finish();
  return t;
}

}  // namespace

Lesson parseLesson(const json& j, const std::string& file) {
  JsonReader reader(file);
  Lesson lesson;
  lesson.file = file;
  ObjectReader o(reader, j, "");
  if (!o.valid()) reader.throwIfProblems();
  if (auto f = o.string("format"); f && *f != "hydaspes-lesson")
    reader.problem(o.pointerTo("format"), "is \"" + *f + "\", not \"hydaspes-lesson\"");
  if (auto v = o.integer("version", true, 1, 1000); v && *v != 1)
    reader.problem(o.pointerTo("version"), "version " + std::to_string(*v) + " is newer than this program reads (1)");
  if (auto id = o.string("id")) lesson.id = *id;
  if (auto title = o.string("title")) lesson.title = *title;
  if (auto summary = o.string("summary", false)) lesson.summary = *summary;
  if (const json* opening = o.object("opening")) lesson.opening = *opening;
  if (auto seed = o.integer("seed", false, 0, 1 << 30)) lesson.seed = static_cast<std::uint64_t>(*seed);
  if (const json* dice = o.array("dice", false)) {
    for (std::size_t i = 0; i < dice->size(); ++i) {
      const auto v = integerValue((*dice)[i]);
      if (!v || *v < 1 || *v > 6) reader.problem(pointerChild(o.pointerTo("dice"), i), "is not a die's face (1 to 6)");
      else lesson.dice.push_back(static_cast<int>(*v));
    }
  }
  if (auto ask = o.boolean("alwaysAsk")) lesson.alwaysAsk = *ask;
  if (const json* steps = o.array("steps")) {
    if (steps->empty()) reader.problem(o.pointerTo("steps"), "has no step");
    for (std::size_t i = 0; i < steps->size(); ++i) {
      const std::string at = pointerChild(o.pointerTo("steps"), i);
      ObjectReader s(reader, (*steps)[i], at);
      if (!s.valid()) continue;
      LessonStep step;
      if (auto say = s.string("say")) step.say = *say;
      if (auto cells = s.stringArray("highlight", false)) step.highlight = *cells;
      if (auto allow = s.stringArray("allow", false)) step.allow = *allow;
      if (auto group = s.stringArray("group", false)) {
        step.group = *group;
        if (group->empty()) reader.problem(s.pointerTo("group"), "is empty: leave it out to allow any group");
      }
      if (const json* until = s.object("until")) step.until = parseTrigger(reader, *until, s.pointerTo("until"));
      s.finish();
      lesson.steps.push_back(std::move(step));
    }
  }
  if (auto solution = o.stringArray("solution")) {
    lesson.solution = *solution;
    if (solution->empty()) reader.problem(o.pointerTo("solution"), "is empty");
  }
  o.finish();
  reader.throwIfProblems();
  return lesson;
}

Lesson loadLesson(const std::string& path) { return parseLesson(readJsonFile(path), path); }

std::vector<Lesson> loadLessons(const std::string& dir) {
  std::vector<std::string> files;
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(dir, ec))
    if (entry.is_regular_file() && entry.path().extension() == ".json") files.push_back(entry.path().string());
  std::sort(files.begin(), files.end());
  std::vector<Lesson> lessons;
  for (const std::string& f : files) lessons.push_back(loadLesson(f));
  return lessons;
}

std::string defaultLessonDir() { return defaultDataDir() + "/tutorial"; }

SavedGame lessonOpening(const Lesson& lesson) {
  SavedGame s;
  s.scenario = readJsonFile(defaultScenarioPath());
  s.scenario["opening"] = lesson.opening;
  s.cards = readJsonFile(defaultDataDir() + "/hydaspes-cards.json");
  s.seed = lesson.seed;
  s.forcedDice = lesson.dice;
  s.options.alwaysAsk = lesson.alwaysAsk;
  s.mode = "solo";
  // Cells and units the steps name must exist: a typo would leave a step
  // that can never end.
  const GamePtr game = gameOfSave(s, lesson.file);
  JsonReader reader(lesson.file);
  for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
    const LessonStep& step = lesson.steps[i];
    const std::string at = pointerChild(pointerChild("", "steps"), i);
    for (std::size_t k = 0; k < step.highlight.size(); ++k)
      if (!game->board().parseCell(step.highlight[k]))
        reader.problem(pointerChild(pointerChild(at, "highlight"), k), "\"" + step.highlight[k] + "\" is not a cell");
    for (std::size_t k = 0; k < step.group.size(); ++k) {
      const std::string& id = step.group[k];
      const std::string where = pointerChild(pointerChild(at, "group"), k);
      if (!game->scenario().findUnit(id)) reader.problem(where, "\"" + id + "\" is not a unit");
      else if (std::find(step.group.begin(), step.group.begin() + static_cast<std::ptrdiff_t>(k), id) !=
               step.group.begin() + static_cast<std::ptrdiff_t>(k))
        reader.problem(where, "\"" + id + "\" is named twice");
    }
    if (step.until.kind == LessonTrigger::Kind::UnitIn) {
      if (!game->scenario().findUnit(step.until.unit))
        reader.problem(pointerChild(pointerChild(at, "until"), "unit"), "\"" + step.until.unit + "\" is not a unit");
      if (!game->board().parseCell(step.until.cell))
        reader.problem(pointerChild(pointerChild(at, "until"), "cell"), "\"" + step.until.cell + "\" is not a cell");
    }
  }
  reader.throwIfProblems();
  return s;
}

std::vector<Decision> playLessonSolution(const Lesson& lesson) {
  const SavedGame opening = lessonOpening(lesson);
  GameState st = replaySave(gameOfSave(opening, lesson.file), opening, 0, lesson.file);
  LessonRun run(lesson);
  std::vector<Decision> played;
  const auto fail = [&](std::size_t i, const std::string& why) {
    throw LoadError({{lesson.file, pointerChild(pointerChild("", "solution"), i), why}});
  };
  for (std::size_t i = 0; i < lesson.solution.size(); ++i) {
    const std::string& text = lesson.solution[i];
    const ParseResult d = parseDecision(st.game(), text);
    if (!d.decision) fail(i, d.error);
    if (run.finished()) fail(i, "the lesson has already ended");
    if (auto refused = st.refusal(*d.decision)) fail(i, "\"" + text + "\" is not legal: " + citedText(*refused, st.game()));
    const std::string step = "step " + std::to_string(run.stepIndex() + 1);
    if (!run.allows(st, *d.decision)) fail(i, step + " does not allow \"" + text + "\"");
    const std::vector<Decision> legal = st.legalDecisions();
    if (std::none_of(legal.begin(), legal.end(), [&](const Decision& x) { return run.allows(st, x); }))
      fail(i, step + " allows no legal decision here: the learner would be stuck");
    st.apply(*d.decision);
    run.advance(*d.decision, st);
    played.push_back(*d.decision);
  }
  if (!run.finished())
    throw LoadError({{lesson.file, "/solution", "ends at step " + std::to_string(run.stepIndex() + 1) + " of " +
                                                  std::to_string(lesson.steps.size())}});
  return played;
}

LessonRun::LessonRun(Lesson lesson) : lesson_(std::move(lesson)) {}

bool LessonRun::allows(const GameState& before, const Decision& d) const {
  const LessonStep* s = step();
  if (!s) return true;
  if (!keepsToGroup(before, d, s->group)) return false;
  if (s->allow.empty()) return true;
  const std::string text = printDecision(before.game(), d);
  return std::any_of(s->allow.begin(), s->allow.end(), [&](const std::string& p) { return startsWith(text, p); });
}

bool LessonRun::triggered(const LessonTrigger& t, const std::string& made, const GameState& after) const {
  switch (t.kind) {
    case LessonTrigger::Kind::Decision: return startsWith(made, t.decision);
    case LessonTrigger::Kind::Phase: return !after.isTerminal() && after.phase() == t.phase;
    case LessonTrigger::Kind::GameOver: return after.isTerminal();
    case LessonTrigger::Kind::UnitIn: {
      const auto unit = after.game().scenario().findUnit(t.unit);
      const auto cell = after.game().board().parseCell(t.cell);
      if (!unit || !cell) return false;
      const UnitStatus& u = after.units()[*unit];
      return u.alive && u.cell == *cell;
    }
  }
  return false;
}

void LessonRun::advance(const Decision& d, const GameState& after) {
  const LessonStep* s = step();
  if (!s) return;
  if (triggered(s->until, printDecision(after.game(), d), after)) ++step_;
}

void LessonRun::replay(const GameState& opening, const std::vector<Decision>& decisions) {
  step_ = 0;
  GameState st = opening;
  for (const Decision& d : decisions) {
    st.apply(d);
    advance(d, st);
  }
}

}  // namespace hydaspes
