#include "panels/combat_panel.h"

#include <QLabel>
#include <QVBoxLayout>

#include "app/words.h"
#include "hydaspes/combat_modifiers.h"

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
QString stackList(const GameState& st, Cell c) {
  const Game& g = st.game();
  QStringList names;
  for (UnitMask m = st.unitsAt(c); m; m &= m - 1)
    names << QString::fromStdString(g.scenario().typeOf(static_cast<UnitIndex>(__builtin_ctzll(m))).shortName);
  return names.join(QStringLiteral(", "));
}
QString modifierList(const std::vector<Modifier>& mods) {
  if (mods.empty()) return QStringLiteral("<i>none</i>");
  QStringList lines;
  for (const auto& m : mods) lines << QStringLiteral("%1%2 %3").arg(m.value > 0 ? "+" : "").arg(m.value).arg(QString::fromStdString(m.reason).toHtmlEscaped());
  return lines.join(QStringLiteral("<br>"));
}
}  // namespace

void CombatPanel::show(const GameState& st) {
  const Combat& c = st.combat();
  if (!c.active) {
    body_->setText(tr("<i>No combat in progress.</i>"));
    return;
  }
  const Game& g = st.game();
  const CombatModifiers mods = combatModifiers(st);
  const RoundOdds odds = roundOdds(mods.attackerTotal(), mods.defenderTotal());
  QString html;
  if (c.rolled)
    html += tr("<b>Round %1 rolled</b>: %2+%3 = %4 against %5+%6 = %7<br><i>Below: the next round, if the attacker fights on</i><br>")
                .arg(c.round).arg(c.dice[0]).arg(c.dice[1]).arg(c.totals[0]).arg(c.dice[2]).arg(c.dice[3]).arg(c.totals[1]);
  else
    html += tr("<b>Round %1</b><br>").arg(c.round);
  html += tr("<b>Attacker</b> %1 in %2: %3<br>%4<br>")
              .arg(sideName(g, st.activeSide()), QString::fromStdString(g.board().cellName(c.attackerCell)),
                   stackList(st, c.attackerCell), modifierList(mods.attacker));
  html += tr("<b>Defender</b> %1 in %2: %3<br>%4<br>")
              .arg(sideName(g, otherSide(st.activeSide())), QString::fromStdString(g.board().cellName(c.defenderCell)),
                   stackList(st, c.defenderCell), modifierList(mods.defender));
  html += tr("<b>Totals</b>: 2D6 %1 against 2D6 %2<br>")
              .arg(mods.attackerTotal() >= 0 ? QStringLiteral("+%1").arg(mods.attackerTotal()) : QString::number(mods.attackerTotal()))
              .arg(mods.defenderTotal() >= 0 ? QStringLiteral("+%1").arg(mods.defenderTotal()) : QString::number(mods.defenderTotal()));
  html += tr("<b>Next round</b>: attacker wins %1%, tie %2%, defender wins %3%<br>")
              .arg(odds.attackerWins * 100, 0, 'f', 1)
              .arg(odds.tie * 100, 0, 'f', 1)
              .arg(odds.defenderWins * 100, 0, 'f', 1);
  if (!st.inPlay().empty()) {
    QStringList played;
    for (CardIndex card : st.inPlay()) played << QString::fromStdString(g.cards()[card].name);
    html += tr("<b>Cards played</b>: %1").arg(played.join(QStringLiteral(", ")).toHtmlEscaped());
  }
  body_->setText(html);
}

QString CombatPanel::text() const { return body_->text(); }

}  // namespace hydaspes::client
