#include "panels/whole_action_window.h"

#include <QDialogButtonBox>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace hydaspes::client {

WholeActionWindow::WholeActionWindow(QWidget* parent) : QDialog(parent) {
  setObjectName(QStringLiteral("wholeActionWindow"));
  setWindowTitle(tr("The whole action"));
  text_ = new QTextBrowser(this);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(text_);
  layout->addWidget(buttons);
  resize(520, 420);
}

void WholeActionWindow::showLine(const QString& line) {
  // The first clause says who did what; each after it (a round, a card, a
  // casualty, how it came out) gets a line of its own.
  const QStringList clauses = line.split(QStringLiteral(" \u2014 "));
  QString html = QStringLiteral("<p><b>%1</b></p>").arg(clauses.front().toHtmlEscaped());
  if (clauses.size() > 1) {
    html += QStringLiteral("<ul>");
    for (qsizetype i = 1; i < clauses.size(); ++i) html += QStringLiteral("<li>%1</li>").arg(clauses[i].toHtmlEscaped());
    html += QStringLiteral("</ul>");
  }
  text_->setHtml(html);
  show();
  raise();
  activateWindow();
}

QString WholeActionWindow::shownText() const { return text_->toPlainText(); }

}  // namespace hydaspes::client
