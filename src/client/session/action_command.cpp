#include "session/action_command.h"

#include "hydaspes/action_text.h"
#include "session/game_session.h"

namespace hydaspes::client {

namespace {
QString actionTitle(const Match& m, std::size_t i) {
  const MatchAction& a = m.actions().at(i);
  std::vector<Decision> ds;
  for (std::size_t k = a.first; k < a.end; ++k) ds.push_back(m.timeline().step(k).decision);
  return QString::fromStdString(describeAction(m.timeline().at(a.first), ds).summary);
}
}  // namespace

ActionCommand::ActionCommand(GameSession* session, std::size_t action)
    : QUndoCommand(actionTitle(session->match(), action)), session_(session), action_(action) {}

void ActionCommand::undo() {
  session_->undoAction();
  done_ = false;
}

void ActionCommand::redo() {
  if (done_) return;
  session_->redoAction();
  done_ = true;
}

bool ActionCommand::mergeWith(const QUndoCommand* other) {
  const auto* next = static_cast<const ActionCommand*>(other);
  if (next->action_ != action_) return false;
  setText(next->text());  // the action as it now stands
  return true;
}

}  // namespace hydaspes::client
