#include "panels/review_panel.h"

#include <QLabel>
#include <QListWidget>
#include <QProgressBar>
#include <QVBoxLayout>
#include <algorithm>

#include "panels/chance_chart.h"

namespace hydaspes::client {

ReviewPanel::ReviewPanel(QWidget* parent) : QWidget(parent) {
  auto* layout = new QVBoxLayout(this);
  status_ = new QLabel(this);
  status_->setWordWrap(true);
  progress_ = new QProgressBar(this);
  chart_ = new ChanceChart(this);
  flags_ = new QListWidget(this);
  flags_->setWordWrap(true);
  flags_->setAccessibleName(tr("Actions that cost their maker 10 points or more"));
  layout->addWidget(status_);
  layout->addWidget(progress_);
  layout->addWidget(chart_);
  layout->addWidget(flags_, 1);
  connect(chart_, &ChanceChart::actionClicked, this, [this](int action) {
    if (action >= 0 && action < static_cast<int>(review_.actionStarts.size()))
      emit positionChosen(review_.actionStarts[static_cast<std::size_t>(action)]);
    else if (!review_.actionStarts.empty())
      emit positionChosen(SIZE_MAX);  // the end of the record
  });
  connect(flags_, &QListWidget::currentRowChanged, this, [this](int row) {
    if (row >= 0 && row < static_cast<int>(review_.flags.size())) emit positionChosen(review_.flags[static_cast<std::size_t>(row)].first);
  });
}

void ReviewPanel::showProgress(int done, int total) {
  progress_->show();
  progress_->setRange(0, total);
  progress_->setValue(done);
  status_->setText(tr("The search reviews every action from its maker's own information…"));
}

void ReviewPanel::showReview(const ReviewLook& review) {
  review_ = review;
  progress_->hide();
  std::vector<int> flagged;
  for (const ReviewLook::Flag& f : review.flags) flagged.push_back(static_cast<int>(f.action));
  chart_->setValues(review.alexander, flagged);
  const int n = static_cast<int>(review.flags.size());
  status_->setText(n == 0   ? tr("No action cost its maker 10 points of winning chance.")
                          : tr("%n action(s) cost their maker 10 points or more (red on the chart). Click one to go there.",
                               nullptr, n));
  flags_->blockSignals(true);
  flags_->clear();
  for (const ReviewLook::Flag& f : review.flags) {
    auto* item = new QListWidgetItem(tr("%1\n%2's winning chance: %3% as played, %4% with %5 (−%6)")
                                         .arg(f.line, f.maker)
                                         .arg(f.after)
                                         .arg(f.before)
                                         .arg(f.better)
                                         .arg(f.before - f.after),
                                     flags_);
    item->setToolTip(item->text());
  }
  flags_->setCurrentRow(-1);
  flags_->blockSignals(false);
}

void ReviewPanel::showPosition(std::size_t position) {
  const auto& starts = review_.actionStarts;
  if (starts.empty()) return chart_->setCurrent(-1);
  // The action whose start is the last at or before `position`.
  const auto it = std::upper_bound(starts.begin(), starts.end(), position);
  chart_->setCurrent(it == starts.begin() ? 0 : static_cast<int>(it - starts.begin()) - 1);
}

}  // namespace hydaspes::client
