#include "app/pseudo_translator.h"

#include <QStringList>

#include "app/source_plurals.h"

namespace hydaspes::client {

namespace {

// The characters a reader sees in one line: rich-text tags, accelerator
// marks and placeholders are not counted.
int visibleLength(const QString& line) {
  int n = 0;
  bool inTag = false;
  for (qsizetype i = 0; i < line.size(); ++i) {
    const QChar c = line[i];
    if (c == QLatin1Char('<')) inTag = true;
    else if (c == QLatin1Char('>') && inTag) inTag = false;
    else if (inTag || c == QLatin1Char('&')) continue;
    else if (c == QLatin1Char('%') && i + 1 < line.size() && (line[i + 1].isDigit() || line[i + 1] == QLatin1Char('n'))) ++i;
    else ++n;
  }
  return n;
}

}  // namespace

QString pseudoLengthened(const QString& text) {
  QStringList lines = text.split(QLatin1Char('\n'));
  for (QString& line : lines) {
    const int visible = visibleLength(line);
    if (visible == 0) continue;
    const int extra = std::max(1, (visible * 2 + 4) / 5);  // 40%, rounded
    line += QString(extra, QChar(0x00EB));                // ë: a letter of average width
  }
  return lines.join(QLatin1Char('\n'));
}

QString PseudoTranslator::translate(const char* context, const char* sourceText, const char* disambiguation,
                                    int n) const {
  Q_UNUSED(disambiguation)
  const QString source = QString::fromUtf8(sourceText);
  // Qt asks its translators for the layout direction; that is not a text.
  if (source == QLatin1String("QT_LAYOUT_DIRECTION") || qstrcmp(context, "QGuiApplication") == 0) return QString();
  // The data's words (names on counters and cards) are sized by the data:
  // each translation is held to the room it has by the German screenshot
  // tests, not by a uniform 40%.
  if (qstrcmp(context, "DataWords") == 0) return QString();
  return pseudoLengthened(n >= 0 ? resolvedPlural(source, n) : source);
}

}  // namespace hydaspes::client
