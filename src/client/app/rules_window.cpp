#include "app/rules_window.h"

#include "board/art.h"

#include <QFile>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QShortcut>
#include <QAbstractTextDocumentLayout>
#include <QScreen>
#include <QScrollBar>
#include <algorithm>
#include <QTabWidget>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

#include "app/words.h"

namespace hydaspes::client {

namespace {

// docs/rules.md as players read it: every passage marked for developers
// (between the HTML comments "developers" and "/developers": how the tests
// and the sources name the rulings, where each is carried out, the tools'
// own limits, dated clarifications) left out. A passage on lines of its own
// goes with its line end; one inside a paragraph leaves the paragraph
// whole. An opening with no closing hides the rest of the text.
QString forPlayers(const QString& markdown) {
  static const QString open = QStringLiteral("<!-- developers -->");
  static const QString close = QStringLiteral("<!-- /developers -->");
  QString shown;
  qsizetype at = 0;
  for (;;) {
    const qsizetype start = markdown.indexOf(open, at);
    if (start < 0) break;
    const qsizetype closing = markdown.indexOf(close, start + open.size());
    qsizetype end = closing < 0 ? markdown.size() : closing + close.size();
    if ((start == 0 || markdown[start - 1] == u'\n') && end < markdown.size() && markdown[end] == u'\n') ++end;
    shown += QStringView(markdown).mid(at, start - at);
    at = end;
  }
  shown += QStringView(markdown).mid(at);
  return shown;
}

}  // namespace

RulesWindow::RulesWindow(QWidget* parent) : QDialog(parent) {
  setWindowTitle(tr("Hydaspes — rules"));
  setModal(false);
  const QSize screen = parent && parent->screen() ? parent->screen()->availableGeometry().size() : QSize(1366, 768);
  // Wide enough for the card table's longest restriction beside its other
  // columns ("Target unit entering or leaving River"); on a big screen
  // taller and wider still (a tester at 1920x1080 maximised it to read).
  resize(std::min(1100, screen.width() * 9 / 10), std::min(960, screen.height() * 9 / 10));
  auto* layout = new QVBoxLayout(this);
  tabs_ = new QTabWidget(this);
  auto* rulesPage = new QWidget(tabs_);
  auto* rulesLayout = new QVBoxLayout(rulesPage);
  auto* row = new QHBoxLayout;
  search_ = new QLineEdit(rulesPage);
  search_->setPlaceholderText(tr("Search the rules, or a ruling's ID such as M4"));
  search_->setClearButtonEnabled(true);
  row->addWidget(search_);
  status_ = new QLabel(rulesPage);
  row->addWidget(status_);
  rulesLayout->addLayout(row);
  text_ = new QTextBrowser(rulesPage);
  text_->setOpenExternalLinks(false);
  QFile file(QStringLiteral(":/docs/rules.md"));
  if (file.open(QIODevice::ReadOnly)) text_->setMarkdown(forPlayers(QString::fromUtf8(file.readAll())));
  else text_->setPlainText(tr("The rules text is missing from this build."));
  rulesLayout->addWidget(text_);
  tabs_->addTab(rulesPage, tr("&Rules"));
  auto* cardsPage = new QWidget(tabs_);
  auto* cardsLayout = new QVBoxLayout(cardsPage);
  cards_ = new QTreeWidget(cardsPage);
  cards_->setHeaderLabels({tr("Card"), tr("Type"), tr("Used by"), tr("Value"), tr("Copies"), tr("Restriction")});
  cards_->setRootIsDecorated(false);
  cards_->setSortingEnabled(true);
  cards_->setWordWrap(true);
  cards_->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
  cards_->header()->setStretchLastSection(true);
  cardsLayout->addWidget(cards_);
  // Testers read "OUSWI" in a leader card's restriction as nothing at all.
  shortForms_ = new QLabel(cardsPage);
  shortForms_->setObjectName(QStringLiteral("cardShortForms"));
  shortForms_->setWordWrap(true);
  shortForms_->setTextFormat(Qt::RichText);
  connect(shortForms_, &QLabel::linkActivated, this, [this](const QString& id) { showRule(id); });
  cardsLayout->addWidget(shortForms_);
  tabs_->addTab(cardsPage, tr("&Cards"));
  layout->addWidget(tabs_);
  search_->setFocus();  // type at once: a ruling's ID or words
  // Ctrl+W (the platform's Close) closes it, as Escape does: a tester tried it.
  auto* closing = new QShortcut(QKeySequence::Close, this);
  connect(closing, &QShortcut::activated, this, &QDialog::close);
  search_->installEventFilter(this);
  text_->installEventFilter(this);
  text_->viewport()->installEventFilter(this);
  // As it is typed, the search finds its words from the top (a ruling's ID
  // jumps to its entry); Enter finds them again further on.
  connect(search_, &QLineEdit::textEdited, this, [this](const QString& typed) {
    const QString wanted = typed.trimmed();
    if (wanted.size() < 2) {
      status_->clear();
      return;
    }
    bool found = QRegularExpression(QStringLiteral("^[A-Z][0-9]+$")).match(wanted).hasMatch() && showRule(wanted);
    if (!found) {
      tabs_->setCurrentIndex(0);
      text_->moveCursor(QTextCursor::Start);
      found = text_->find(wanted);
    }
    status_->setText(found ? QString() : tr("not found"));
  });
  connect(search_, &QLineEdit::returnPressed, this, [this] {
    const QString wanted = search_->text().trimmed();
    if (wanted.isEmpty()) return;
    const bool found = QRegularExpression(QStringLiteral("^[A-Z][0-9]+$")).match(wanted).hasMatch() ? showRule(wanted)
                                                                                                  : find(wanted);
    status_->setText(found ? QString() : tr("not found"));
  });
}

void RulesWindow::setCards(const Game& game) {
  cards_->setSortingEnabled(false);
  cards_->clear();
  const CardTable& table = game.cards();
  for (int i = 0; i < table.size(); ++i) {
    const CardDef& c = table[static_cast<CardIndex>(i)];
    const QString value = c.printedValue.empty() ? (c.value ? QString::number(*c.value) : QStringLiteral("–"))
                                                 : QString::fromStdString(c.printedValue);
    auto* item = new QTreeWidgetItem({dataText(c.name), cardTypeWords(c.type), cardUseWords(c), value,
                                      QString::number(c.count), dataText(c.note)});
    item->setToolTip(5, cardNote(game.cards(), c));
    const QPixmap icon = Art::instance().pixmap(QStringLiteral("cards/") + QString::fromStdString(cardTypeCode(c.type)),
                                                QSize(16, 16), devicePixelRatioF());
    if (!icon.isNull()) item->setIcon(1, QIcon(icon));
    cards_->addTopLevelItem(item);
  }
  cards_->setSortingEnabled(true);
  cards_->sortByColumn(0, Qt::AscendingOrder);
  QStringList forms;
  for (const CardAbbreviation& a : table.abbreviations)
    forms << tr("<b>%1</b>: %2", "a short form of the card notes and what it stands for")
                 .arg(QString::fromStdString(a.shortForm).toHtmlEscaped(), dataText(a.meaning).toHtmlEscaped());
  bool leaders = false;
  for (int i = 0; i < table.size(); ++i) leaders = leaders || table[static_cast<CardIndex>(i)].type == CardType::L;
  if (leaders)
    forms << tr("A leader card (L) moves, attacks or defends for its leader's stack only: the leader's unit, the units "
                "stacked with him, or both (<a href=\"C7\">C7</a>).");
  shortForms_->setText(forms.join(QStringLiteral("<br>")));
  shortForms_->setVisible(!forms.isEmpty());
}

int RulesWindow::cardCount() const { return cards_->topLevelItemCount(); }

bool RulesWindow::eventFilter(QObject* watched, QEvent* event) {
  // A new width wraps the text anew, and the browser lays it out a piece at
  // a time: until the last piece, the scroll bar's range is a guess from
  // the old width, and a tester maximising the window saw the bar stop
  // short of the end. Laid out to its last line at once, the range is true.
  if (watched == text_->viewport() && event->type() == QEvent::Resize) {
    QTimer::singleShot(0, this, [this] {
      QTextDocument* doc = text_->document();
      doc->documentLayout()->blockBoundingRect(doc->lastBlock());
    });
    return QDialog::eventFilter(watched, event);
  }
  // The search box has the focus from the start; a tester pressed Page Down
  // there and the rules did not move.
  // A page keeps its last lines in sight at the top of the next: a whole
  // viewport's step cut a table row at the edge, and a tester read it as
  // rows skipped.
  if ((watched == search_ || watched == text_) && event->type() == QEvent::KeyPress) {
    const auto* key = static_cast<QKeyEvent*>(event);
    if ((key->key() == Qt::Key_PageDown || key->key() == Qt::Key_PageUp) && key->modifiers() == Qt::NoModifier) {
      tabs_->setCurrentIndex(0);
      QScrollBar* bar = text_->verticalScrollBar();
      const int line = text_->fontMetrics().lineSpacing();
      const int step = std::max(line, text_->viewport()->height() - 2 * line);
      bar->setValue(bar->value() + (key->key() == Qt::Key_PageDown ? step : -step));
      return true;
    }
    // Ctrl+Home and Ctrl+End go to the rules' start and end; so do Home and
    // End in the rules themselves (in the search box they move in the
    // line). A tester who had clicked into the text pressed them and the
    // rules did not move.
    const bool home = key->key() == Qt::Key_Home, end = key->key() == Qt::Key_End;
    const bool jump = key->modifiers() == Qt::ControlModifier || (watched == text_ && key->modifiers() == Qt::NoModifier);
    if ((home || end) && jump) {
      tabs_->setCurrentIndex(0);
      QScrollBar* bar = text_->verticalScrollBar();
      bar->setValue(home ? bar->minimum() : bar->maximum());
      return true;
    }
  }
  return QDialog::eventFilter(watched, event);
}

bool RulesWindow::showRule(const QString& id) {
  tabs_->setCurrentIndex(0);
  // Each ruling's entry is a paragraph that opens with its ID in bold.
  const QRegularExpression opening(QStringLiteral("^%1\\b").arg(QRegularExpression::escape(id)));
  for (QTextBlock b = text_->document()->begin(); b.isValid(); b = b.next()) {
    if (!opening.match(b.text()).hasMatch()) continue;
    QTextCursor cursor(b);
    cursor.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
    text_->setTextCursor(cursor);
    // The entry at the top of the view, not at its bottom edge.
    const qreal top = text_->document()->documentLayout()->blockBoundingRect(b).top();
    text_->verticalScrollBar()->setValue(static_cast<int>(top) - 8);
    return true;
  }
  return false;
}

bool RulesWindow::find(const QString& text) {
  tabs_->setCurrentIndex(0);
  if (text_->find(text)) return true;
  text_->moveCursor(QTextCursor::Start);  // wrap round
  return text_->find(text);
}

QString RulesWindow::currentBlockText() const { return text_->textCursor().block().text(); }

}  // namespace hydaspes::client
