// The language the window speaks: English (the source text), German (the
// shipped translation) or the pseudo-locale that lengthens every string by
// 40% to find clipped text. Chosen in Settings ("" follows the system's
// locale) or by `hydaspes --language CODE`; installed once, before the
// first window is built, so a change takes effect at the next start.
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

class QCoreApplication;

namespace hydaspes::client {

struct LanguageChoice {
  QString code;  // "" (the system's), "en", "de"
  QString name;  // in its own words: "English", "Deutsch"
};

// The languages offered in Settings, the system's first.
QList<LanguageChoice> languageChoices();

// The CODE of `--language CODE` or `--language=CODE` among the program's
// arguments; a null string when there is none.
QString languageArgument(const QStringList& arguments);

// The language code the window will speak for `choice` ("", "en", "de",
// "pseudo") on this system: "de" when the system asks for German and the
// choice is "", "en" for a language without a translation.
QString effectiveLanguage(const QString& choice);

// Installs the translators for `choice` on `app` (the game's strings, and
// Qt's own standard buttons when the system has them). Returns the code of
// the language installed.
QString installLanguage(QCoreApplication& app, const QString& choice);

}  // namespace hydaspes::client
