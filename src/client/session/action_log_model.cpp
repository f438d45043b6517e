#include "session/action_log_model.h"
#include "session/action_words.h"

#include "hydaspes/action_text.h"
#include "hydaspes/match.h"

namespace hydaspes::client {

ActionLogModel::ActionLogModel(QObject* parent) : QAbstractListModel(parent) {}

int ActionLogModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : static_cast<int>(shown().size());
}

QVariant ActionLogModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || index.row() >= rowCount()) return {};
  const Row& r = shown()[static_cast<std::size_t>(index.row())];
  switch (role) {
    case Qt::DisplayRole: return r.line;
    case Qt::ToolTipRole:
    case NotationRole: return r.notation;
    case FirstDecisionRole: return QVariant::fromValue<qulonglong>(r.first);
    case EndDecisionRole: return QVariant::fromValue<qulonglong>(r.end);
    case OutcomeClausesRole: return QVariant::fromValue(r.outcomes);
    default: return {};
  }
}

void ActionLogModel::sync(const ReplayTimeline& timeline, const std::vector<MatchAction>& actions, std::size_t from) {
  // Rows of actions from `from` on go, with whatever follows them.
  std::size_t cut = rows_.size();
  for (std::size_t i = 0; i < rows_.size(); ++i)
    if (!rows_[i].note && rows_[i].action >= from) {
      cut = i;
      break;
    }
  if (cut < rows_.size()) {
    if (!held_) beginRemoveRows({}, static_cast<int>(cut), static_cast<int>(rows_.size()) - 1);
    rows_.resize(cut);
    if (!held_) endRemoveRows();
  }
  if (from >= actions.size()) return;
  const Game& game = timeline.at(0).game();
  if (!held_) beginInsertRows({}, static_cast<int>(rows_.size()), static_cast<int>(rows_.size() + actions.size() - from) - 1);
  for (std::size_t i = from; i < actions.size(); ++i) {
    const MatchAction& a = actions[i];
    const ActionText text = describeAction(timeline, a.first, a.end);
    QStringList notation;
    for (std::size_t k = 0; k < text.notation.size(); ++k)
      notation << QStringLiteral("%1. %2").arg(a.first + k + 1).arg(QString::fromStdString(text.notation[k]));
    rows_.push_back(Row{actionLine(text, game), actionSummary(text, game),
                        notation.join(QLatin1Char('\n')), outcomeClauses(text), a.first, a.end, i, false});
  }
  if (!held_) endInsertRows();
}

void ActionLogModel::addNote(const QString& text) {
  const int at = static_cast<int>(rows_.size());
  if (!held_) beginInsertRows({}, at, at);
  rows_.push_back(Row{text, QString(), QString(), {}, 0, 0, 0, true});
  if (!held_) endInsertRows();
}

void ActionLogModel::clear() {
  beginResetModel();  // another game: nothing of the old one is held back
  held_.reset();
  rows_.clear();
  endResetModel();
}

void ActionLogModel::holdBack() {
  if (!held_) held_ = rows_;
}

void ActionLogModel::release() {
  if (!held_) return;
  std::vector<Row>& seen = *held_;
  // Rows up to the first that differs stay; views are told of the rest as
  // removed and inserted again, as sync() tells them.
  std::size_t same = 0;
  while (same < seen.size() && same < rows_.size() && seen[same] == rows_[same]) ++same;
  if (same < seen.size()) {
    beginRemoveRows({}, static_cast<int>(same), static_cast<int>(seen.size()) - 1);
    seen.resize(same);
    endRemoveRows();
  }
  if (same < rows_.size()) {
    beginInsertRows({}, static_cast<int>(same), static_cast<int>(rows_.size()) - 1);
    held_.reset();
    endInsertRows();
  }
  held_.reset();
}

QStringList ActionLogModel::lines() const {
  QStringList out;
  for (const Row& r : rows_) out << r.line;
  return out;
}

int ActionLogModel::rowOfDecision(std::size_t position) const {
  if (position == 0) return -1;
  for (std::size_t i = 0; i < rows_.size(); ++i)
    if (!rows_[i].note && rows_[i].first < position && position <= rows_[i].end) return static_cast<int>(i);
  return -1;
}

QString ActionLogModel::summaryOf(std::size_t action) const {
  for (auto it = rows_.rbegin(); it != rows_.rend(); ++it)  // the newest actions are asked for
    if (!it->note && it->action == action) return it->summary;
  return {};
}

std::size_t ActionLogModel::positionAfter(int row) const {
  if (row < 0 || row >= rowCount()) return 0;
  const Row& r = rows_[static_cast<std::size_t>(row)];
  return r.note ? 0 : r.end;
}

}  // namespace hydaspes::client
