#include "panels/combat_panel.h"

#include <QLabel>
#include <QVBoxLayout>


namespace hydaspes::client {

CombatPanel::CombatPanel(QWidget* parent) : QWidget(parent) {
  auto* layout = new QVBoxLayout(this);
  body_ = new QLabel(this);
  body_->setWordWrap(true);
  body_->setTextFormat(Qt::RichText);
  body_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
  layout->addWidget(body_);
  layout->addStretch();
}

namespace {
QString modifierList(const std::vector<Modifier>& mods) {
  if (mods.empty()) return QStringLiteral("<i>none</i>");
  QStringList lines;
  for (const auto& m : mods) lines << QStringLiteral("%1%2 %3").arg(m.value > 0 ? "+" : "").arg(m.value).arg(QString::fromStdString(m.reason).toHtmlEscaped());
  return lines.join(QStringLiteral("<br>"));
}
QString signedTotal(int v) { return v >= 0 ? QStringLiteral("+%1").arg(v) : QString::number(v); }

// A die as a die face (U+2680..U+2685), large.
QString die(int pips) {
  if (pips < 1 || pips > 6) return QString::number(pips);
  return QStringLiteral("<span style=\"font-size:26px\">%1</span>").arg(QChar(0x2680 + pips - 1));
}

QString modifierSum(const std::vector<Modifier>& mods) {
  QStringList parts;
  for (const auto& m : mods) parts << QStringLiteral("%1 %2").arg(signedTotal(m.value), QString::fromStdString(m.reason).toHtmlEscaped());
  return parts.isEmpty() ? QString() : QStringLiteral(" <small>(%1)</small>").arg(parts.join(QStringLiteral(", ")));
}

// The last round: both sides' dice as dice, totals with their ledger, and
// the result in words.
QString lastRoundHtml(const RoundResult& r, const QString& heading) {
  QString html = QStringLiteral("<b>%1</b><br>").arg(heading);
  html += QStringLiteral("%1 %2%3 = <b>%4</b>%5<br>")
              .arg(r.attacker.toHtmlEscaped(), die(r.dice[0]), die(r.dice[1]))
              .arg(r.totals[0])
              .arg(modifierSum(r.modifiers.attacker));
  html += QStringLiteral("%1 %2%3 = <b>%4</b>%5<br>")
              .arg(r.defender.toHtmlEscaped(), die(r.dice[2]), die(r.dice[3]))
              .arg(r.totals[1])
              .arg(modifierSum(r.modifiers.defender));
  html += QStringLiteral("<p style=\"font-size:15px\"><b>%1</b></p>").arg(r.result.toHtmlEscaped());
  return html;
}
}  // namespace

void CombatPanel::show(const CombatSummary& c) {
  if (!c.active) {
    // The last combat's last round stays until the next combat starts.
    body_->setText(c.last ? lastRoundHtml(*c.last, tr("Last round")) + tr("<i>No combat in progress.</i>")
                          : tr("<i>No combat in progress.</i>"));
    return;
  }
  QString html;
  if (c.rolled && c.last)
    html += lastRoundHtml(*c.last, tr("Round %1 rolled").arg(c.round)) +
            tr("<i>Below: the next round, if the attacker fights on</i><br>");
  else if (c.rolled)
    html += tr("<b>Round %1 rolled</b>: %2+%3 = %4 against %5+%6 = %7<br><i>Below: the next round, if the attacker fights on</i><br>")
                .arg(c.round).arg(c.dice[0]).arg(c.dice[1]).arg(c.totals[0]).arg(c.dice[2]).arg(c.dice[3]).arg(c.totals[1]);
  else
    html += tr("<b>Round %1</b><br>").arg(c.round);
  html += tr("<b>Attacker</b> %1 in %2: %3<br>%4<br>")
              .arg(c.attacker, c.attackerCell, c.attackerUnits, modifierList(c.modifiers.attacker));
  html += tr("<b>Defender</b> %1 in %2: %3<br>%4<br>")
              .arg(c.defender, c.defenderCell, c.defenderUnits, modifierList(c.modifiers.defender));
  html += tr("<b>Totals</b>: 2D6 %1 against 2D6 %2<br>")
              .arg(signedTotal(c.modifiers.attackerTotal()), signedTotal(c.modifiers.defenderTotal()));
  html += tr("<b>Next round</b>: attacker wins %1%, tie %2%, defender wins %3%<br>")
              .arg(c.odds.attackerWins * 100, 0, 'f', 1)
              .arg(c.odds.tie * 100, 0, 'f', 1)
              .arg(c.odds.defenderWins * 100, 0, 'f', 1);
  if (!c.cardsPlayed.isEmpty())
    html += tr("<b>Cards played</b>: %1").arg(c.cardsPlayed.join(QStringLiteral(", ")).toHtmlEscaped());
  body_->setText(html);
}

QString CombatPanel::text() const { return body_->text(); }

}  // namespace hydaspes::client
