#include "app/source_plurals.h"

namespace hydaspes::client {

QString resolvedPlural(const QString& source, int n) {
  QString text = source;
  return text.replace(QLatin1String("(s)"), n == 1 ? QString() : QStringLiteral("s"));
}

QString SourcePlurals::translate(const char* context, const char* sourceText, const char* disambiguation, int n) const {
  Q_UNUSED(context)
  Q_UNUSED(disambiguation)
  if (n < 0) return QString();  // not counted: as written
  const QString source = QString::fromUtf8(sourceText);
  return source.contains(QLatin1String("%n")) ? resolvedPlural(source, n) : QString();
}

}  // namespace hydaspes::client
