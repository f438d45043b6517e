// The log as a list of actions (H4's unit): one row per action in words,
// its decisions in notation as the tooltip, and where it sits in the record
// so a replay can go to it. A Qt item model; LogDock shows it.
#pragma once

#include <QAbstractListModel>
#include <QList>
#include <QString>
#include <optional>
#include <vector>

namespace hydaspes {
class ReplayTimeline;
struct MatchAction;
}  // namespace hydaspes

namespace hydaspes::client {

class ActionLogModel : public QAbstractListModel {
  Q_OBJECT
 public:
  // OutcomeClausesRole: a QList<int>, the clauses of the row's words (split
  // at " — ") that tell how its action came out (outcomeClauses()).
  enum Role { NotationRole = Qt::UserRole + 1, FirstDecisionRole, EndDecisionRole, OutcomeClausesRole };

  explicit ActionLogModel(QObject* parent = nullptr);

  int rowCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role) const override;

  // Rows for `actions` of `timeline` from row `from` on; rows past the last
  // action go. Rows before `from` are kept as they are.
  void sync(const ReplayTimeline& timeline, const std::vector<MatchAction>& actions, std::size_t from);
  // A line that is not an action (a heading, "Playing on from ...").
  void addNote(const QString& text);
  void clear();

  // Views keep seeing the rows as they are now until release(): a round's
  // dice tumble before the log tells its totals and losses. The model's own
  // answers (lines(), rowOfDecision(), summaryOf()) are always up to date.
  void holdBack();
  // Views get every change made since holdBack(); nothing if not held.
  void release();
  bool isHeld() const { return held_.has_value(); }

  QStringList lines() const;
  // The row of the action that decision `position` (1-based) belongs to; -1: none.
  int rowOfDecision(std::size_t position) const;
  // The record position after the action of `row`.
  std::size_t positionAfter(int row) const;
  // The action's words without the turn and side ("Rush: Allies ×4 b2→a3"),
  // as the undo menu names it; empty when the log has no row for it.
  QString summaryOf(std::size_t action) const;

 private:
  struct Row {
    QString line;
    QString summary;
    QString notation;
    QList<int> outcomes;  // outcomeClauses() of its words
    std::size_t first = 0, end = 0;  // its decisions in the record
    std::size_t action = 0;          // its index among the match's actions
    bool note = false;
    bool operator==(const Row&) const = default;
  };
  const std::vector<Row>& shown() const { return held_ ? *held_ : rows_; }
  std::vector<Row> rows_;
  std::optional<std::vector<Row>> held_;  // what views see while held back
};

}  // namespace hydaspes::client
