// ClassSummary: one rich-text page in a scroll area (it never grows the window), remade from the
// lesson and the answers in the current language.
#include "lessons/class_summary.h"

#include <QEvent>
#include <QLabel>
#include <QRegularExpression>
#include <QScrollArea>
#include <QVBoxLayout>
#include <cmath>
#include <numeric>

#include "common/language.h"
#include "common/no_break.h"

namespace {

// What a stop covered, in a few words: its caption's lead ("Scatter", "Timings"), or its first
// sentence, shortened.
QString covered(const QString& caption) {
  const qsizetype colon = caption.indexOf(QRegularExpression(QStringLiteral("[:：]")));
  if (colon > 0 && colon <= 48) return caption.left(colon).trimmed();
  // A sentence ends at "。", or at "." before a space or the end ("torch.chunk" goes on).
  const qsizetype end = caption.indexOf(QRegularExpression(QStringLiteral("。|\\.(?=\\s|$)")));
  QString first = end > 0 ? caption.left(end) : caption;
  if (first.size() > 70) first = first.left(68).trimmed() + QStringLiteral("…");
  return first;
}

}  // namespace

ClassSummary::ClassSummary(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("ClassSummary"));
  body_ = new QLabel(this);
  body_->setObjectName(QStringLiteral("ClassSummaryText"));
  body_->setWordWrap(true);
  body_->setTextFormat(Qt::RichText);
  body_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
  body_->setMargin(16);
  auto* scroll = new QScrollArea(this);
  scroll->setWidget(body_);
  scroll->setWidgetResizable(true);
  scroll->setFrameShape(QFrame::NoFrame);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(scroll);
}

void ClassSummary::showClass(const Lesson& lesson, const QList<ClassAnswer>& answers) {
  lesson_ = lesson;
  answers_ = answers;
  retranslate();
}

QString ClassSummary::text() const { return no_break::plain(body_->text().remove(QRegularExpression(QStringLiteral("<[^>]*>")))); }

QString ClassSummary::voteShare(const std::array<int, ClassAnswer::kOptions>& votes, int right) {
  const int total = std::accumulate(votes.begin(), votes.end(), 0);
  if (total == 0) return tr("no votes");
  const int hits = right >= 0 && right < ClassAnswer::kOptions ? votes[std::size_t(right)] : 0;
  return tr("%1 of %2 right (%3 %)").arg(hits).arg(total).arg(int(std::lround(100.0 * hits / total)));
}

void ClassSummary::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslate();
  QWidget::changeEvent(event);
}

void ClassSummary::retranslate() {
  const QString language = Language::current();
  const std::string lang = language.toStdString();
  QString html = QStringLiteral("<h2>%1</h2>").arg(tr("End of class: %1").arg(lesson_.title.in(language).toHtmlEscaped()));
  html += QStringLiteral("<p><b>%1</b></p><ol>").arg(tr("What we covered"));
  for (int i = 0; i < int(lesson_.stops.size()); ++i) {
    html += QStringLiteral("<li>%1</li>").arg(covered(lesson_.captionAt(i, language)).toHtmlEscaped());
  }
  html += QStringLiteral("</ol>");
  // The plan's questions in stop order, each with what the class answered.
  QList<int> asked;
  for (int i = 0; i < int(lesson_.stops.size()); ++i) {
    if (lesson_.stops[std::size_t(i)].quiz) asked << i;
  }
  if (!asked.isEmpty()) {
    html += QStringLiteral("<p><b>%1</b></p><table cellspacing=\"0\" cellpadding=\"4\" border=\"1\">").arg(tr("The questions"));
    html += QStringLiteral("<tr><th>%1</th><th>%2</th><th>%3</th><th>%4</th><th>%5</th></tr>")
                .arg(tr("Stop", "the end-of-class table's column of lesson stops"), tr("Question"), tr("Answer"), tr("First vote"),
                     tr("Second vote"));
    for (const int stop : asked) {
      const ClassAnswer* answer = nullptr;
      for (const ClassAnswer& a : answers_) {
        if (a.stop == stop) answer = &a;
      }
      QString text, right, first, second;
      if (answer) {
        const dp::quiz::Question& q = answer->question;
        text = QString::fromStdString(q.text.in(lang));
        if (q.right >= 0 && q.right < int(q.options.size())) right = QString::fromStdString(q.options[std::size_t(q.right)].text.in(lang));
        if (answer->skipped) {
          first = tr("skipped");
        } else if (answer->self_study) {
          first = answer->choice < 0 ? tr("no answer") : answer->choice == q.right ? tr("right") : tr("wrong");
        } else {
          first = voteShare(answer->round1, q.right);
          second = voteShare(answer->round2, q.right);
        }
      } else {
        try {
          if (const std::optional<dp::quiz::Question> q = lesson_.quizAt(stop)) text = QString::fromStdString(q->text.in(lang));
        } catch (const std::exception&) {
        }
        first = tr("not asked");
      }
      if (answer && answer->skipped) right.clear();  // a skipped question keeps its answer hidden
      html += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td><td>%4</td><td>%5</td></tr>")
                  .arg(stop + 1)
                  .arg(text.toHtmlEscaped(), right.toHtmlEscaped(), first.toHtmlEscaped(), second.toHtmlEscaped());
    }
    html += QStringLiteral("</table>");
  }
  body_->setText(html);
}
