// One action on the undo stack (H4): "Undo Rush: Allies ×4 b2→a3". Pushed
// when a gesture has already made the action, so its first redo does
// nothing; a gesture that goes on with an action still being declared merges
// into that action's command, as the undoframework example merges a drag.
#pragma once

#include <QString>
#include <QUndoCommand>
#include <cstddef>

namespace hydaspes::client {

class GameSession;

class ActionCommand : public QUndoCommand {
 public:
  ActionCommand(GameSession* session, std::size_t action, const QString& title);

  void undo() override;
  void redo() override;
  int id() const override { return 1; }
  bool mergeWith(const QUndoCommand* other) override;

 private:
  GameSession* session_;
  std::size_t action_;
  bool done_ = true;  // the gesture made it already
};

}  // namespace hydaspes::client
