// The window's languages: English counted strings, the pseudo-locale that
// finds clipped text, and German, loaded as the program loads it.
#include <catch2/catch.hpp>

#include <QApplication>
#include <QComboBox>
#include <algorithm>
#include <functional>
#include <QLabel>
#include <QMenuBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QTranslator>

#include "app/language.h"
#include "app/layout_check.h"
#include "app/main_window.h"
#include "app/pseudo_translator.h"
#include "app/settings_dialog.h"
#include "app/source_plurals.h"
#include "app/words.h"
#include "hydaspes/match.h"
#include "hydaspes/refusal.h"
#include "hydaspes/rng.h"
#include "hydaspes/state.h"
#include "test_support.h"
#include "panels/decision_bar.h"
#include "session/action_words.h"
#include "session/refusal_words.h"

using namespace hydaspes;
using namespace hydaspes::client;

namespace {

// German, installed for the life of this value, as installLanguage does.
class German {
 public:
  German() { loaded_ = translator_.load(QStringLiteral(":/i18n/hydaspes_de.qm")) && QApplication::installTranslator(&translator_); }
  ~German() { QApplication::removeTranslator(&translator_); }
  bool loaded() const { return loaded_; }

 private:
  QTranslator translator_;
  bool loaded_ = false;
};

// Every refusal message, with three arguments to fill any placeholder.
std::vector<Refusal> everyRefusal() {
  std::vector<Refusal> all;
  for (int m = 0; m <= static_cast<int>(RefusalMessage::NotInLosingStack); ++m)
    all.push_back({"M1", static_cast<RefusalMessage>(m), {RefusalArg::number(3), RefusalArg::number(5), RefusalArg::number(7)}});
  return all;
}

// Random games as the log words them: each action of each commit of 1 to 4
// random decisions, and the modifiers of the combat under way.
void walkActions(int games, const std::function<void(const ActionText&, const Game&)>& action,
                 const std::function<void(const Modifier&, const Game&)>& modifier) {
  const GamePtr game = Game::load(defaultScenarioPath());
  Rng pick(77);
  for (int n = 0; n < games; ++n) {
    const GameState first = GameState::newGame(game, 500 + static_cast<std::uint64_t>(n));
    Match m(game, startSave(game->scenario().file, game->cards().file, first, 500 + static_cast<std::uint64_t>(n)),
            UndoPolicy::Anything);
    while (!m.state().isTerminal() && m.state().turn() <= 30) {
      const Match::Commit c = m.commit(test::randomGesture(m.state(), pick));
      REQUIRE(c.ok());
      for (std::size_t i = c.firstAction; i < m.actions().size(); ++i)
        action(describeAction(m.timeline(), m.actions()[i].first, m.actions()[i].end), *game);
      const CombatModifiers now = combatModifiers(m.state());
      for (const auto* side : {&now.attacker, &now.defender})
        for (const Modifier& mod : *side) modifier(mod, *game);
    }
  }
}

bool placeholderLeft(const QString& text) { return text.contains(QRegularExpression(QStringLiteral("%[0-9n]"))); }

}  // namespace

TEST_CASE("i18n: English resolves counted strings by their count", "[i18n]") {
  CHECK(resolvedPlural(QStringLiteral("%n card(s)"), 1) == QStringLiteral("%n card"));
  CHECK(resolvedPlural(QStringLiteral("%n card(s)"), 0) == QStringLiteral("%n cards"));
  // As the window asks for them (client_tests' main installs English).
  CHECK(QCoreApplication::translate("PresentationWords", "%n card(s)", nullptr, 1) == QStringLiteral("1 card"));
  CHECK(QCoreApplication::translate("PresentationWords", "%n card(s)", nullptr, 9) == QStringLiteral("9 cards"));
  // Strings without a count stay as written.
  CHECK(QCoreApplication::translate("RefusalWords", "Units are already taken") == QStringLiteral("Units are already taken"));
}

TEST_CASE("i18n: the pseudo-locale lengthens every text by 40% and keeps its markup", "[i18n]") {
  const QString plain = pseudoLengthened(QStringLiteral("End phase"));
  CHECK(plain.startsWith(QStringLiteral("End phase")));
  CHECK(plain.size() >= 9 * 14 / 10);
  // Accelerators, placeholders and tags are not counted and stay whole.
  const QString marked = pseudoLengthened(QStringLiteral("&Game <b>%1</b>"));
  CHECK(marked.startsWith(QStringLiteral("&Game <b>%1</b>")));
  CHECK(marked.size() - 15 == 2);  // "Game " (5 letters) + 40%, rounded: 2
  // Each line of a text grows on its own.
  const QStringList lines = pseudoLengthened(QStringLiteral("Turn 3\nAlexander")).split(QLatin1Char('\n'));
  REQUIRE(lines.size() == 2);
  CHECK(lines[0].size() > 6);
  CHECK(lines[1].size() > 9);
  PseudoTranslator pseudo;
  CHECK(pseudo.translate("x", "%n card(s)", nullptr, 1).startsWith(QStringLiteral("%n card")));
  CHECK_FALSE(pseudo.translate("x", "%n card(s)", nullptr, 1).contains(QStringLiteral("(s)")));
  CHECK(pseudo.translate("QGuiApplication", "QT_LAYOUT_DIRECTION").isEmpty());  // left to right stays
  CHECK(pseudo.translate("DataWords", "Alexander").isEmpty());                  // a counter's name stays
}

TEST_CASE("i18n: a language chosen is the one spoken, or English without a translation", "[i18n]") {
  CHECK(effectiveLanguage(QStringLiteral("de")) == QStringLiteral("de"));
  CHECK(effectiveLanguage(QStringLiteral("en")) == QStringLiteral("en"));
  CHECK(effectiveLanguage(QStringLiteral("fr")) == QStringLiteral("en"));
  CHECK(effectiveLanguage(QStringLiteral("pseudo")) == QStringLiteral("pseudo"));
  const QString system = effectiveLanguage(QString());
  CHECK((system == QStringLiteral("en") || system == QStringLiteral("de")));
  CHECK(languageArgument({QStringLiteral("hydaspes"), QStringLiteral("--language"), QStringLiteral("de")}) == QStringLiteral("de"));
  CHECK(languageArgument({QStringLiteral("hydaspes"), QStringLiteral("--language=pseudo")}) == QStringLiteral("pseudo"));
  CHECK(languageArgument({QStringLiteral("hydaspes"), QStringLiteral("--solo")}).isNull());
  // Settings offers the system's language, English and German, and keeps the choice.
  QStringList codes, names;
  for (const LanguageChoice& c : languageChoices()) codes << c.code, names << c.name;
  CHECK(codes == QStringList{QString(), QStringLiteral("en"), QStringLiteral("de")});
  CHECK(names.mid(1) == QStringList{QStringLiteral("English"), QStringLiteral("Deutsch")});
  Preferences p = Preferences::load();
  const Preferences was = p;
  p.language = QStringLiteral("de");
  SettingsDialog dialog(p);
  CHECK(dialog.preferences().language == QStringLiteral("de"));
  // Kept for the next start, which installs it (main.cpp).
  dialog.preferences().save();
  CHECK(Preferences::load().language == QStringLiteral("de"));
  was.save();
}

TEST_CASE("i18n: every refusal has words in English and in German, with every argument in place", "[i18n][refusal]") {
  const GamePtr game = Game::load(defaultScenarioPath());
  QStringList english;
  for (const Refusal& r : everyRefusal()) {
    const QString words = refusalWords(r, *game);
    INFO(static_cast<int>(r.message) << ": " << words.toStdString());
    CHECK_FALSE(words.isEmpty());
    CHECK_FALSE(placeholderLeft(words));
    CHECK(citedRuling(citing(r, *game)) == QStringLiteral("M1"));
    english << words;
  }
  German german;
  REQUIRE(german.loaded());
  int differing = 0, i = 0;
  for (const Refusal& r : everyRefusal()) {
    const QString words = refusalWords(r, *game);
    INFO(static_cast<int>(r.message) << ": " << words.toStdString());
    CHECK_FALSE(placeholderLeft(words));
    // The German cites the ruling in its own words, and the link still finds it.
    CHECK(citedRuling(citing(r, *game)) == QStringLiteral("M1"));
    differing += words != english[i++] ? 1 : 0;
  }
  CHECK(differing == static_cast<int>(english.size()));
}

TEST_CASE("i18n: in German the window's menus, buttons and refusals are German", "[i18n]") {
  German german;
  REQUIRE(german.loaded());
  MainWindow window;
  window.resize(1366, 768);
  window.startGame(PlayMode::Solo, 1, QString(), QString());
  window.show();
  QApplication::processEvents();
  // Each string as the class that shows it asks for it, so a wrong context
  // (the English left in the German window) fails here.
  QStringList menus;
  for (QAction* a : window.menuBar()->actions()) menus << a->text();
  const QString game = QCoreApplication::translate("hydaspes::client::MainWindow", "&Game");
  CHECK(game != QStringLiteral("&Game"));
  CHECK(menus.contains(game));
  CHECK_FALSE(menus.contains(QStringLiteral("&Game")));
  const QStringList buttons = window.decisions()->labels();
  REQUIRE(window.session()->state().phase() == Phase::Deception);
  CHECK(buttons.contains(QCoreApplication::translate("Words", "End Deception phase")));
  CHECK_FALSE(buttons.contains(QStringLiteral("End Deception phase")));
  // A refusal said in German cites its ruling, which the link finds.
  const GameState& st = window.session()->state();
  const QString why = refusedWhy(st, {Verb::Pass, 0});
  REQUIRE_FALSE(why.isEmpty());
  CHECK_FALSE(why.contains(QStringLiteral("Not now")));
  CHECK_FALSE(citedRuling(why).isEmpty());
}

TEST_CASE("i18n: the log's words in English are the engine's, word for word", "[i18n][H4]") {
  int actions = 0, modifiers = 0;
  walkActions(
      40,
      [&](const ActionText& text, const Game& g) {
        ++actions;
        INFO(text.summary);
        CHECK(actionSummary(text, g).toStdString() == text.summary);
        CHECK(actionLine(text, g).toStdString() == text.line(g));
      },
      [&](const Modifier& m, const Game& g) {
        ++modifiers;
        CHECK(modifierWords(m, g).toStdString() == m.reason);
      });
  INFO(actions << " actions, " << modifiers << " modifiers");
  CHECK(actions > 1000);
  CHECK(modifiers > 10);
}

TEST_CASE("i18n: the log's words in German fill every argument", "[i18n][H4]") {
  German german;
  REQUIRE(german.loaded());
  int actions = 0, differing = 0;
  walkActions(
      10,
      [&](const ActionText& text, const Game& g) {
        ++actions;
        const QString line = actionLine(text, g);
        INFO(line.toStdString());
        CHECK_FALSE(placeholderLeft(line));
        differing += line.toStdString() != text.line(g) ? 1 : 0;
      },
      [&](const Modifier& m, const Game& g) { CHECK_FALSE(placeholderLeft(modifierWords(m, g))); });
  CHECK(differing > actions / 2);  // answers name a side and a card: most lines differ
  const GamePtr game = Game::load(defaultScenarioPath());
  for (const ModifierReason& r : modifierReasons()) {
    const QString words = modifierWords({std::string(r.english), 1, "K3", r.kind, {0, 0}}, *game);
    CHECK_FALSE(placeholderLeft(words));
  }
  CHECK(victoryWords(VictoryReason::LeaderFallen) != QStringLiteral("the enemy main leader has fallen"));
}

// The log keeps a cut row's outcomes by counting its clauses at " — "
// (LogRowDelegate): in each language the pieces must be the clauses.
TEST_CASE("i18n: the log names a line's outcomes by the clauses it splits into, in English and in German",
          "[i18n][H4]") {
  const auto check = [](int games) {
    int outcomes = 0;
    walkActions(
        games,
        [&](const ActionText& text, const Game& g) {
          const QString line = actionLine(text, g);
          INFO(line.toStdString());
          const QStringList pieces = line.split(QStringLiteral(" \u2014 "));
          // The first clause follows the head after ": ", in the same piece,
          // except the turn's draw, which follows a dash: a piece more.
          const qsizetype aside =
              !text.head.empty() && !text.clauses.empty() && text.clauses.front().word == ActionWord::TurnDraws ? 1 : 0;
          CHECK(pieces.size() == std::max<qsizetype>(1, static_cast<qsizetype>(text.clauses.size())) + aside);
          for (int piece : outcomeClauses(text)) {  // the pieces the outcomes stand in
            ++outcomes;
            REQUIRE(piece < pieces.size());
            REQUIRE(piece >= aside);
            CHECK(pieces[piece].endsWith(phraseWords(text.clauses[static_cast<std::size_t>(piece - aside)], g)));
          }
        },
        [](const Modifier&, const Game&) {});
    return outcomes;
  };
  CHECK(check(20) > 50);
  German german;
  REQUIRE(german.loaded());
  CHECK(check(5) > 10);
}

TEST_CASE("i18n: the bundled data's words are in the German translation", "[i18n]") {
  const auto words = bundledDataWords();
  REQUIRE(words.size() > 100);  // sides, units, labels, cards, notes, lessons
  // English shows them as written.
  for (const char* w : words) CHECK(dataText(w) == QString::fromUtf8(w));
  German german;
  REQUIRE(german.loaded());
  int differing = 0;
  for (const char* w : words) {
    const QString text = dataText(w);
    CHECK_FALSE(text.isEmpty());
    differing += text != QString::fromUtf8(w) ? 1 : 0;
  }
  // Proper names (Alexander, Porus, Coenus...) stay; most words do not.
  CHECK(differing > static_cast<int>(words.size()) * 3 / 4);
  // A card and a lesson line as the window shows them.
  const GamePtr game = Game::load(defaultScenarioPath());
  const auto& cards = game->cards().cards;
  const auto noted = std::find_if(cards.begin(), cards.end(), [](const CardDef& c) { return !c.note.empty(); });
  REQUIRE(noted != cards.end());
  CHECK(dataText(noted->note) != QString::fromStdString(noted->note));
  // Words not in the bundled data (another scenario's) stay as written.
  CHECK(dataText("Bucephalus the Horse") == QStringLiteral("Bucephalus the Horse"));
}

TEST_CASE("i18n: why undo is refused, worded as the engine words it, and in German", "[i18n][H4]") {
  const GamePtr game = Game::load(defaultScenarioPath());
  std::vector<UndoBlock> blocks;
  using R = UndoBlock::Reason;
  for (R r : {R::NothingDone, R::OpenedHere, R::BattleDecided}) blocks.push_back({r, {}, 0});
  for (SideIndex s : {SideIndex{0}, SideIndex{1}}) {
    blocks.push_back({R::OtherSidesAction, {}, s});
    for (int k = 1; k <= static_cast<int>(UndoLesson::Kind::NoCardForCombat); ++k)
      blocks.push_back({R::Taught, {static_cast<UndoLesson::Kind>(k), s}, 0});
  }
  QStringList english;
  for (const UndoBlock& b : blocks) {
    CHECK(undoBlockWords(b, *game).toStdString() == englishText(b, *game));
    english << undoBlockWords(b, *game);
  }
  German german;
  REQUIRE(german.loaded());
  for (std::size_t i = 0; i < blocks.size(); ++i) {
    const QString words = undoBlockWords(blocks[i], *game);
    INFO(words.toStdString());
    CHECK_FALSE(placeholderLeft(words));
    CHECK(words != english[static_cast<qsizetype>(i)]);
  }
}

TEST_CASE("i18n: the layout check finds a label, a button or a chooser too narrow for its words", "[i18n][layout]") {
  QWidget root;
  auto* fits = new QLabel(QStringLiteral("Turn 1"), &root);
  fits->setGeometry(0, 0, 200, 30);
  auto* cut = new QLabel(QStringLiteral("Alexander may play a Deception card"), &root);
  cut->setGeometry(0, 40, 60, 30);
  auto* wrapped = new QLabel(QStringLiteral("A long line that wraps onto many lines in a short label"), &root);
  wrapped->setWordWrap(true);
  wrapped->setGeometry(0, 80, 80, 20);
  auto* button = new QPushButton(QStringLiteral("End phase and pass the turn"), &root);
  button->setGeometry(0, 110, 40, 30);
  auto* chooser = new QComboBox(&root);
  chooser->addItem(QStringLiteral("Everything"));
  chooser->setGeometry(0, 150, 60, 30);
  auto* roomy = new QComboBox(&root);
  roomy->addItem(QStringLiteral("2 per second"));
  roomy->setGeometry(100, 150, 200, 30);
  root.resize(300, 200);
  root.show();
  QApplication::processEvents();
  const QStringList problems = clippedTexts(root);
  INFO(problems.join(QLatin1Char('\n')).toStdString());
  CHECK(problems.size() == 4);
  CHECK(problems.filter(QStringLiteral("Deception card")).size() == 1);
  CHECK(problems.filter(QStringLiteral("Everything")).size() == 1);
  CHECK(problems.filter(QStringLiteral("per second")).isEmpty());
  CHECK(problems.filter(QStringLiteral("wraps onto")).size() == 1);
  CHECK(problems.filter(QStringLiteral("End phase")).size() == 1);
  CHECK(problems.filter(QStringLiteral("Turn 1")).isEmpty());
}
