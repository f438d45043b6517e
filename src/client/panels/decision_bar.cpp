#include "panels/decision_bar.h"

#include <QHBoxLayout>
#include <QPushButton>

#include "app/words.h"

namespace hydaspes::client {

DecisionBar::DecisionBar(QWidget* parent) : QWidget(parent) {
  row_ = new QHBoxLayout(this);
  row_->setContentsMargins(6, 2, 6, 2);
  row_->addStretch();
}

void DecisionBar::setDecisions(const Game& g, const std::vector<Decision>& decisions) {
  for (auto& [b, d] : buttons_) {  // a button may be in its own click handler: delete it later
    row_->removeWidget(b);
    b->hide();
    b->setParent(nullptr);
    b->deleteLater();
  }
  buttons_.clear();
  int index = 0;
  for (const auto& d : decisions) {
    auto* b = new QPushButton(buttonText(g, d), this);
    b->setObjectName(QStringLiteral("decision-%1").arg(index++));
    connect(b, &QPushButton::clicked, this, [this, d] { emit chosen(d); });
    row_->insertWidget(row_->count() - 1, b);
    buttons_.emplace_back(b, d);
  }
  if (!buttons_.empty()) buttons_.front().first->setDefault(true);
}

QStringList DecisionBar::labels() const {
  QStringList out;
  for (const auto& [b, d] : buttons_) out << b->text();
  return out;
}

bool DecisionBar::trigger(const QString& label) {
  for (const auto& [b, d] : buttons_) {
    if (b->text() == label) {
      b->click();
      return true;
    }
  }
  return false;
}

}  // namespace hydaspes::client
