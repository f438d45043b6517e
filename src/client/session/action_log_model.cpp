#include "session/action_log_model.h"
#include "session/action_words.h"

#include "hydaspes/action_text.h"
#include "hydaspes/match.h"

namespace hydaspes::client {

ActionLogModel::ActionLogModel(QObject* parent) : QAbstractListModel(parent) {}

int ActionLogModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

QVariant ActionLogModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || index.row() >= rowCount()) return {};
  const Row& r = rows_[static_cast<std::size_t>(index.row())];
  switch (role) {
    case Qt::DisplayRole: return r.line;
    case Qt::ToolTipRole:
    case NotationRole: return r.notation;
    case FirstDecisionRole: return QVariant::fromValue<qulonglong>(r.first);
    case EndDecisionRole: return QVariant::fromValue<qulonglong>(r.end);
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
    beginRemoveRows({}, static_cast<int>(cut), static_cast<int>(rows_.size()) - 1);
    rows_.resize(cut);
    endRemoveRows();
  }
  if (from >= actions.size()) return;
  const Game& game = timeline.at(0).game();
  beginInsertRows({}, static_cast<int>(rows_.size()), static_cast<int>(rows_.size() + actions.size() - from) - 1);
  for (std::size_t i = from; i < actions.size(); ++i) {
    const MatchAction& a = actions[i];
    const ActionText text = describeAction(timeline, a.first, a.end);
    QStringList notation;
    for (std::size_t k = 0; k < text.notation.size(); ++k)
      notation << QStringLiteral("%1. %2").arg(a.first + k + 1).arg(QString::fromStdString(text.notation[k]));
    rows_.push_back(Row{actionLine(text, game), actionSummary(text, game),
                        notation.join(QLatin1Char('\n')), a.first, a.end, i, false});
  }
  endInsertRows();
}

void ActionLogModel::addNote(const QString& text) {
  beginInsertRows({}, rowCount(), rowCount());
  rows_.push_back(Row{text, QString(), QString(), 0, 0, 0, true});
  endInsertRows();
}

void ActionLogModel::clear() {
  beginResetModel();
  rows_.clear();
  endResetModel();
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
