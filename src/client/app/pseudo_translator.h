// The pseudo-locale: every string the window shows comes back 40% longer,
// so a screenshot shows which labels would clip a longer language (German
// runs about 30% longer than English). Placeholders (%1, %n), accelerators
// (&) and rich-text tags are kept whole; the padding goes at the end of the
// visible text. The data's words (card and unit names, context DataWords)
// stay as they are: their room is fixed by the counters and cards.
#pragma once

#include <QTranslator>

namespace hydaspes::client {

// `text` lengthened by 40% of its visible characters (at least one).
QString pseudoLengthened(const QString& text);

class PseudoTranslator : public QTranslator {
 public:
  using QTranslator::QTranslator;
  bool isEmpty() const override { return false; }
  QString translate(const char* context, const char* sourceText, const char* disambiguation = nullptr,
                    int n = -1) const override;
};

}  // namespace hydaspes::client
