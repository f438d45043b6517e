#include "session/action_command.h"

#include "session/game_session.h"

namespace hydaspes::client {

ActionCommand::ActionCommand(GameSession* session, std::size_t action, const QString& title)
    : QUndoCommand(title), session_(session), action_(action) {}

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
