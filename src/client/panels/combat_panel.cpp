#include "panels/combat_panel.h"

#include <QLabel>
#include <QVBoxLayout>

#include "board/art.h"
#include "panels/dice_view.h"

namespace hydaspes::client {

namespace {
QLabel* richLabel(QWidget* parent) {
  auto* label = new QLabel(parent);
  label->setWordWrap(true);
  label->setTextFormat(Qt::RichText);
  label->setAlignment(Qt::AlignTop | Qt::AlignLeft);
  return label;
}
}  // namespace

CombatPanel::CombatPanel(QWidget* parent) : QWidget(parent) {
  auto* layout = new QVBoxLayout(this);
  heading_ = richLabel(this);
  dice_ = new DiceView(this);
  dice_->hide();
  // What came of the round and what the next may cost, under the dice: the
  // top of the panel says what happened, however short the dock.
  result_ = richLabel(this);
  result_->setObjectName(QStringLiteral("roundResult"));
  stakes_ = richLabel(this);
  body_ = richLabel(this);
  connect(body_, &QLabel::linkActivated, this, &CombatPanel::ruleLinkActivated);
  connect(stakes_, &QLabel::linkActivated, this, &CombatPanel::ruleLinkActivated);
  // The result is told once the dice have come to rest, not while they
  // tumble; so is the rest (the next round's +1 would name the winner).
  connect(dice_, &DiceView::settled, result_, [this] {
    result_->setVisible(!result_->text().isEmpty());
    body_->setVisible(true);
  });
  layout->addWidget(heading_);
  layout->addWidget(dice_);
  layout->addWidget(result_);
  layout->addWidget(stakes_);
  layout->addWidget(body_);
  layout->addStretch();
}

namespace {
QString signedTotal(int v) { return v >= 0 ? QStringLiteral("+%1").arg(v) : QString::number(v); }

// "+1 bigger stack (2 against 1) K3", the ruling ID a link to its rule.
QString modifierLine(const Modifier& m) {
  QString line = QStringLiteral("%1 %2").arg(signedTotal(m.value), QString::fromStdString(m.reason).toHtmlEscaped());
  if (!m.rule.empty()) line += QStringLiteral(" <a href=\"%1\">%1</a>").arg(QString::fromStdString(m.rule));
  return line;
}

QString modifierList(const std::vector<Modifier>& mods) {
  if (mods.empty()) return CombatPanel::tr("<i>no modifier</i>");
  QStringList lines;
  for (const auto& m : mods) lines << modifierLine(m);
  return lines.join(QStringLiteral("<br>"));
}

QString ledger(const QString& side, const std::vector<Modifier>& mods) {
  int total = 0;
  for (const auto& m : mods) total += m.value;
  return QStringLiteral("<b>%1 %2</b><br>%3<br>").arg(side.toHtmlEscaped(), signedTotal(total), modifierList(mods));
}

// The last round's two ledgers (its dice are drawn by the DiceView, its
// result stands under them).
QString lastRoundHtml(const RoundResult& r) {
  return ledger(r.attacker, r.modifiers.attacker) + ledger(r.defender, r.modifiers.defender);
}

QString resultHtml(const RoundResult& r) {
  return QStringLiteral("<span style=\"font-size:15px\"><b>%1</b></span>").arg(r.result.toHtmlEscaped());
}

// "⚠ At stake: if Porus wins a round, ... (V1)", the ruling a link.
QString stakesHtml(const QStringList& stakes) {
  QStringList lines;
  for (const QString& s : stakes) {
    QString line = s.toHtmlEscaped();
    line.replace(QStringLiteral("(V1)"), QStringLiteral("(<a href=\"V1\">V1</a>)"));
    lines << QStringLiteral("\u26a0 ") + line;
  }
  return lines.isEmpty() ? QString() : QStringLiteral("<span style=\"color:#9b2d1f\"><b>%1</b></span>").arg(lines.join(QStringLiteral("<br>")));
}

DiceView::Row rowOf(const RoundResult& r, int which) {
  const int side = which == 0 ? r.attackerSide : 1 - r.attackerSide;
  const std::size_t first = which == 0 ? 0 : 2;
  return {which == 0 ? r.attacker : r.defender, Art::sideColour(side), {r.dice[first], r.dice[first + 1]},
          r.totals[static_cast<std::size_t>(which)]};
}
}  // namespace

void CombatPanel::show(const CombatSummary& c, AnimationSpeed roll) {
  // The dice of the round just rolled, or of the last combat's last round;
  // not those of a previous round while the next one is being prepared.
  const bool showLast = c.last && (!c.active || c.rolled) && c.previews.empty();
  dice_->setVisible(showLast);
  if (showLast) {
    dice_->setRows(rowOf(*c.last, 0), rowOf(*c.last, 1));
    dice_->roll(roll);
  }
  result_->setText(showLast ? resultHtml(*c.last) : QString());
  result_->setVisible(showLast && !dice_->rolling());
  stakes_->setText(c.active ? stakesHtml(c.atStake) : QString());
  stakes_->setVisible(c.active && !c.atStake.isEmpty());
  if (!c.active && !c.previews.empty()) {
    // Each stack that may be attacked, before one is chosen; before the
    // stack that attacks is chosen too, each pair.
    const bool pairs = c.attackerCell.isEmpty();
    heading_->setText(pairs ? tr("<b>Choose the stack that attacks</b>, then the stack to attack")
                            : tr("<b>Choose the stack to attack</b> from %1 (%2)").arg(c.attackerCell, c.attackerUnits.toHtmlEscaped()));
    QString html;
    for (const CombatSummary::AttackPreview& p : c.previews) {
      const QString where = pairs ? tr("%1→%2", "the stack that attacks, the stack attacked: c4→b4").arg(p.source, p.target) : p.target;
      html += tr("<b>%1</b> (%2): a first round won %3%, tied %4%, lost %5% (2D6 %6 against 2D6 %7)<br>")
                  .arg(where, p.defenderUnits.toHtmlEscaped())
                  .arg(p.odds.attackerWins * 100, 0, 'f', 1)
                  .arg(p.odds.tie * 100, 0, 'f', 1)
                  .arg(p.odds.defenderWins * 100, 0, 'f', 1)
                  .arg(signedTotal(p.attackerTotal), signedTotal(p.defenderTotal));
      if (!p.atStake.isEmpty()) html += stakesHtml(p.atStake) + QStringLiteral("<br>");
    }
    html += tr("<i>Cards played in the round may add +1 to either side.</i>");
    body_->setText(html);
    body_->setVisible(true);
    return;
  }
  if (!c.active) {
    // The last combat's last round stays until the next combat starts.
    // Said to be over at the top: a tester read a combat of turns before,
    // still shown in the computer's turn, as one going on.
    if (!c.last)
      heading_->setText(tr("<i>No combat in progress.</i>"));
    else if (c.last->turn > 0 && !c.last->attackerCell.isEmpty())
      heading_->setText(tr("<b>Combat over</b> (turn %1, %2→%3): its last round")
                            .arg(c.last->turn)
                            .arg(c.last->attackerCell, c.last->defenderCell));
    else
      heading_->setText(tr("<b>Combat over</b>: its last round"));
    body_->setText(c.last ? lastRoundHtml(*c.last) + tr("<i>That combat is over.</i>") : QString());
    body_->setVisible(!dice_->rolling());
    return;
  }
  QString html;
  const QString odds = tr("<b>Next round</b>: attacker wins %1%, tie %2%, defender wins %3%<br>")
                           .arg(c.odds.attackerWins * 100, 0, 'f', 1)
                           .arg(c.odds.tie * 100, 0, 'f', 1)
                           .arg(c.odds.defenderWins * 100, 0, 'f', 1);
  bool oddsShown = false;
  if (c.rolled && c.last) {
    // Fight on or break off: the next round's odds first, in sight without
    // scrolling, then the round just rolled, then the next one in detail.
    heading_->setText(tr("<b>Round %1 rolled</b>").arg(c.round));
    // While the winner still chooses the loss the battle may end with it
    // (V1: the stakes above say when), so the next round is an "if" twice.
    html += (c.casualtyPending ? tr("<i>If the battle goes on once the loss is chosen, and the attacker fights on:</i><br>")
                               : tr("<i>If the attacker fights on:</i><br>")) +
            odds;
    oddsShown = true;
    html += tr("<hr><i>The round just rolled</i><br>") + lastRoundHtml(*c.last) + tr("<hr><i>The next round in detail</i><br>");
  } else if (c.rolled) {
    heading_->setText(tr("<b>Round %1 rolled</b>: %2+%3 = %4 against %5+%6 = %7")
                          .arg(c.round).arg(c.dice[0]).arg(c.dice[1]).arg(c.totals[0]).arg(c.dice[2]).arg(c.dice[3]).arg(c.totals[1]));
    html += tr("<i>The next round, if the attacker fights on</i><br>");
  } else {
    heading_->setText(tr("<b>Round %1</b>").arg(c.round));
  }
  // The odds first: what a player answering a round reads before the dice.
  if (!oddsShown) html += odds;
  html += tr("<b>Totals</b>: 2D6 %1 against 2D6 %2<br>")
              .arg(signedTotal(c.modifiers.attackerTotal()), signedTotal(c.modifiers.defenderTotal()));
  // "Greeks", not "Alexander": the army, not the unit of that name.
  html += tr("<b>Attacker</b> %1, stack in %2: %3<br>%4<br>")
              .arg(c.attacker.toHtmlEscaped(), c.attackerCell, c.attackerUnits.toHtmlEscaped(), modifierList(c.modifiers.attacker));
  html += tr("<b>Defender</b> %1, stack in %2: %3<br>%4<br>")
              .arg(c.defender.toHtmlEscaped(), c.defenderCell, c.defenderUnits.toHtmlEscaped(), modifierList(c.modifiers.defender));
  if (!c.cardsPlayed.isEmpty())
    html += tr("<b>Cards played</b>: %1").arg(c.cardsPlayed.join(QStringLiteral(", ")).toHtmlEscaped());
  body_->setText(html);
  body_->setVisible(!dice_->rolling());
}

QString CombatPanel::text() const {
  QStringList parts{heading_->text()};
  for (const QLabel* l : {result_, stakes_})
    if (!l->text().isEmpty()) parts << l->text();
  parts << body_->text();
  return parts.join(QLatin1Char('\n'));
}

}  // namespace hydaspes::client
