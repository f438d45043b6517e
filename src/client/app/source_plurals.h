// English is the language the strings are written in, so Qt shows them
// as written; a counted string ("%n card(s)") needs its "(s)" resolved by
// the count. This translator does that for every string with %n, and
// nothing else: "1 card", "3 cards". Installed first, so that a real
// translation (German) is asked before it.
#pragma once

#include <QTranslator>

namespace hydaspes::client {

// `source` with each "(s)" kept as "s" when n != 1 and dropped when n == 1.
QString resolvedPlural(const QString& source, int n);

class SourcePlurals : public QTranslator {
 public:
  using QTranslator::QTranslator;
  bool isEmpty() const override { return false; }
  QString translate(const char* context, const char* sourceText, const char* disambiguation = nullptr,
                    int n = -1) const override;
};

}  // namespace hydaspes::client
