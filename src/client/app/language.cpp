#include "app/language.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include "app/pseudo_translator.h"
#include "app/source_plurals.h"

namespace hydaspes::client {

namespace {

// The languages the game has a translation for, beside English (the
// source): the translations built into the program, ":/i18n/hydaspes_de.qm".
QStringList translated() {
  QStringList codes;
  for (const QString& file : QDir(QStringLiteral(":/i18n")).entryList({QStringLiteral("hydaspes_*.qm")}, QDir::Files, QDir::Name))
    codes << file.section(QLatin1Char('_'), 1).section(QLatin1Char('.'), 0, 0);
  return codes;
}

}  // namespace

QList<LanguageChoice> languageChoices() {
  // Each language in its own words: "Deutsch".
  const auto nameOf = [](const QString& code) {
    if (code == QLatin1String("en")) return QStringLiteral("English");
    const QString name = QLocale(code).nativeLanguageName();
    return name.left(1).toUpper() + name.mid(1);
  };
  // The system's choice names the language it comes to here.
  QList<LanguageChoice> choices{{QString(), QCoreApplication::translate("Language", "As the system (%1)")
                                                .arg(nameOf(effectiveLanguage(QString())))},
                                {QStringLiteral("en"), nameOf(QStringLiteral("en"))}};
  for (const QString& code : translated()) choices.push_back({code, nameOf(code)});
  return choices;
}

QString languageArgument(const QStringList& arguments) {
  for (qsizetype i = 1; i < arguments.size(); ++i) {
    const QString& a = arguments[i];
    if (a == QLatin1String("--language") || a == QLatin1String("-language"))
      return i + 1 < arguments.size() ? arguments[i + 1] : QString(QLatin1String(""));
    if (a.startsWith(QLatin1String("--language="))) return a.mid(11);
  }
  return QString();
}

QString effectiveLanguage(const QString& choice) {
  if (choice == QLatin1String("pseudo") || choice == QLatin1String("en")) return choice;
  if (translated().contains(choice)) return choice;
  if (!choice.isEmpty()) return QStringLiteral("en");
  // The first of the system's languages we have, before English.
  for (const QString& ui : QLocale::system().uiLanguages()) {
    const QString code = ui.section(QLatin1Char('-'), 0, 0).toLower();
    if (code == QLatin1String("en")) return code;
    if (translated().contains(code)) return code;
  }
  return QStringLiteral("en");
}

QString installLanguage(QCoreApplication& app, const QString& choice) {
  const QString code = effectiveLanguage(choice);
  app.installTranslator(new SourcePlurals(&app));
  if (code == QLatin1String("pseudo")) {
    app.installTranslator(new PseudoTranslator(&app));
    return code;
  }
  if (code == QLatin1String("en")) return code;
  // Qt's own words (standard buttons, file dialogs), if the system has them
  // (Debian's qt6-translations-l10n).
  auto* qt = new QTranslator(&app);
  if (qt->load(QLocale(code), QStringLiteral("qtbase"), QStringLiteral("_"),
               QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
    app.installTranslator(qt);
  else
    delete qt;
  auto* game = new QTranslator(&app);
  if (game->load(QStringLiteral(":/i18n/hydaspes_%1.qm").arg(code))) {
    app.installTranslator(game);
    QLocale::setDefault(QLocale(code));
    return code;
  }
  delete game;
  return QStringLiteral("en");
}

}  // namespace hydaspes::client
