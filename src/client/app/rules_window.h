// The rules at hand: docs/rules.md (built into the program) rendered, with a
// search box and a way to jump to a ruling by its ID (F1 or Help > Rules,
// and "Rule M2" from a refusal), and the card table as a browsable list:
// every card with its type, who may use it, its value, how many there are
// and its restriction in words. A window beside the game, never modal.
#pragma once

#include <QDialog>

#include "hydaspes/game.h"

class QLineEdit;
class QTabWidget;
class QTextBrowser;
class QTreeWidget;
class QLabel;

namespace hydaspes::client {

class RulesWindow : public QDialog {
  Q_OBJECT
 public:
  explicit RulesWindow(QWidget* parent = nullptr);
  // The card table of the game on screen.
  void setCards(const Game& game);
  // Shows the entry of ruling `id` ("M4"); false when there is none.
  bool showRule(const QString& id);
  // Finds `text` from the current place on, wrapping round; false when absent.
  bool find(const QString& text);
  QString currentBlockText() const;  // the paragraph at the cursor (tests)
  int cardCount() const;

 protected:
  // Page Up and Page Down typed in the search box page through the rules.
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  QTabWidget* tabs_;
  QLineEdit* search_;
  QTextBrowser* text_;
  QTreeWidget* cards_;
  QLabel* shortForms_;  // under the card table: what its notes' short forms stand for
  QLabel* status_;
};

}  // namespace hydaspes::client
