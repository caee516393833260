// The panel's layout and its one size: every text is set from one pixel size, the largest (from
// the caption's size down to kMinPixelSize) at which the question, the tiles, the chart and the
// reveal all fit the room the stage had.
#include "quiz/predict_panel.h"

#include <QEvent>
#include <QFrame>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QMouseEvent>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <functional>

#include "common/language.h"
#include "common/no_break.h"
#include "common/rule_codes.h"
#include "quiz/round_clock.h"
#include "quiz/vote_chart.h"

namespace {

constexpr int kWindowPixelSize = 20;

void setPixelSize(QWidget* w, int px, bool bold = false) {
  QFont f = w->font();
  f.setPixelSize(std::max(1, px));
  f.setBold(bold);
  w->setFont(f);
}

QLabel* wrapped(QWidget* parent, const char* name) {
  auto* l = new QLabel(parent);
  l->setObjectName(QLatin1String(name));
  l->setWordWrap(true);
  l->setTextFormat(Qt::PlainText);
  return l;
}

// A label's text fits: every word within its width, every line within its height.
bool labelFits(const QLabel* l) {
  if (!l->isVisibleTo(l->window()) || l->text().isEmpty()) return true;
  const QRect r = l->contentsRect();
  const QFontMetrics fm(l->font());
  // Every piece the label cannot break: a word between spaces, cut again between Chinese characters
  // (where lines may break: "…的数据集，num_replicas=8，…" is not one word, "[4," and "num_replicas=8" are).
  const auto breaksAround = [](QChar c) {
    return (c.unicode() >= 0x2E80 && c.unicode() <= 0x9FFF) || (c.unicode() >= 0xFF00 && c.unicode() <= 0xFFEF);
  };
  for (const QString& word : l->text().split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts)) {
    QString piece;
    for (const QChar c : word + QChar(0x3000)) {  // an ideographic space ends the last piece
      if (!breaksAround(c)) {
        piece += c;
        continue;
      }
      if (fm.horizontalAdvance(piece) > r.width() || fm.horizontalAdvance(c) > r.width()) return false;
      piece.clear();
    }
  }
  // Its lines at its width, measured as the label itself lays them out to paint them.
  if (l->wordWrap()) return l->heightForWidth(l->width()) <= l->height();
  return fm.horizontalAdvance(l->text()) <= r.width() && fm.height() <= r.height();
}

}  // namespace

// One option: its number, its text, and in class mode the hands counted for it.
class PredictTile : public QFrame {
 public:
  PredictTile(int index, QWidget* parent) : QFrame(parent) {
    setObjectName(QStringLiteral("PredictTile%1").arg(index + 1));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    setCursor(Qt::PointingHandCursor);
    // The grid's stretch alone sets the widths: every tile of a row equally wide, whatever its text.
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    number = new QLabel(QString::number(index + 1), this);
    number->setObjectName(QStringLiteral("PredictTileNumber"));
    number->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    number->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Preferred);
    text = wrapped(this, "PredictTileText");
    text->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    text->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    votes_label = wrapped(this, "PredictTileVotes");
    votes_label->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    votes = new QSpinBox(this);
    votes->setObjectName(QStringLiteral("PredictTileVotesBox"));
    votes->setRange(0, PredictState::kMaxVotes);
    // The number, then the option's text beside it; the hands counted under them (class mode).
    auto* top = new QHBoxLayout;
    top->setSpacing(12);
    top->addWidget(number, 0);
    top->addWidget(text, 1);
    auto* row = new QHBoxLayout;
    row->addWidget(votes_label, 1);
    row->addWidget(votes, 0);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(10, 6, 10, 6);
    layout->addLayout(top, 1);
    layout->addLayout(row);
  }
  void setMark(int mark) {  // 0: none, 1: picked, 2: right, 3: picked and wrong
    static const QColor colours[] = {QColor(0xf4, 0xf6, 0xf8), QColor(0xd6, 0xe6, 0xf5), QColor(0xc8, 0xec, 0xc9),
                                     QColor(0xf6, 0xd0, 0xcc)};
    QPalette p = palette();
    p.setColor(QPalette::Window, colours[std::clamp(mark, 0, 3)]);
    p.setColor(QPalette::WindowText, Qt::black);
    setPalette(p);
  }
  std::function<void()> clicked;
  QLabel* number;
  QLabel* text;
  QLabel* votes_label;
  QSpinBox* votes;

 protected:
  void mousePressEvent(QMouseEvent* event) override {
    if (event->button() == Qt::LeftButton && clicked) clicked();
  }
};

PredictPanel::PredictPanel(PredictState* state, QWidget* parent) : QWidget(parent), state_(state) {
  setObjectName(QStringLiteral("PredictPanel"));
  setAutoFillBackground(true);
  // The panel fits its text to the place it has (fit()); what its layout would need at the least
  // size never reaches the window, which a reveal must not grow (1024×768 grew to 1024×801 in en).
  setMinimumSize(1, 1);
  question_ = wrapped(this, "PredictQuestion");
  grid_ = new QGridLayout;
  grid_->setSpacing(10);
  for (int i = 0; i < PredictState::kMaxOptions; ++i) {
    auto* tile = new PredictTile(i, this);
    tile->clicked = [this, i] { state_->pick(i); };
    connect(tile->votes, &QSpinBox::valueChanged, this, [this, i](int n) {
      const int round = state_->stage() == PredictState::Stage::Round2 ? 2 : 1;
      if (state_->votes(round, i) != n) state_->setVotes(round, i, n);
    });
    tiles_ << tile;
  }
  arrange(false);
  chart_ = new VoteChart(this);
  verdict_ = wrapped(this, "PredictVerdict");
  verdict_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
  primary_ = new QPushButton(this);
  primary_->setObjectName(QStringLiteral("PredictPrimary"));
  primary_->setDefault(true);
  connect(primary_, &QPushButton::clicked, state_, [this] { state_->advance(); });
  score_button_ = new QPushButton(this);
  score_button_->setObjectName(QStringLiteral("PredictScoreButton"));
  score_button_->setCheckable(true);
  score_button_->setFlat(true);
  score_ = new QLabel(this);
  score_->setObjectName(QStringLiteral("PredictScore"));
  score_->hide();
  connect(score_button_, &QPushButton::toggled, this, [this] { refresh(); });
  clock_label_ = new QLabel(this);
  clock_label_->setObjectName(QStringLiteral("PredictClock"));
  clock_label_->hide();
  auto* buttons = new QHBoxLayout;
  buttons->addWidget(score_button_);
  buttons->addWidget(score_);
  buttons->addStretch(1);
  buttons->addWidget(clock_label_);
  buttons->addWidget(primary_);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(16, 10, 16, 10);
  layout->setSpacing(10);
  layout->addWidget(question_);
  layout->addLayout(grid_, 3);
  layout->addWidget(chart_, 2);
  layout->addWidget(verdict_, 0);
  layout->addLayout(buttons);
  connect(state_, &PredictState::changed, this, &PredictPanel::refresh);
  applySize(kWindowPixelSize, kWindowPixelSize);
  refresh();
}

void PredictPanel::arrange(bool one_row) {
  one_row_ = one_row;
  for (PredictTile* t : tiles_) grid_->removeWidget(t);
  for (int i = 0; i < tiles_.size(); ++i) grid_->addWidget(tiles_[i], one_row ? 0 : i / 2, one_row ? i : i % 2);
  for (int c = 0; c < 4; ++c) grid_->setColumnStretch(c, one_row || c < 2 ? 1 : 0);

}

QWidget* PredictPanel::tile(int index) const { return tiles_.value(index); }

QSpinBox* PredictPanel::votesBox(int option) const { return option >= 0 && option < tiles_.size() ? tiles_[option]->votes : nullptr; }

int PredictPanel::questionPixelSize() const { return question_->font().pixelSize(); }

int PredictPanel::tilePixelSize() const { return tiles_[0]->text->font().pixelSize(); }

void PredictPanel::setProjector(bool on, double zoom) {
  projector_ = on;
  zoom_ = zoom;
  fit();
}

void PredictPanel::setOpenRoundHidden(bool hidden) {
  if (hidden == open_round_hidden_) return;
  open_round_hidden_ = hidden;
  refresh();
}

void PredictPanel::refresh() {
  using Stage = PredictState::Stage;
  const PredictState& s = *state_;
  const std::string lang = Language::current().toStdString();
  const Stage stage = s.stage();
  const bool class_mode = s.askedMode() == PredictState::Mode::Class;
  const bool revealed = stage == Stage::Revealed;
  const auto& q = s.question();
  no_break::setText(question_, QString::fromStdString(q.text.in(lang)));
  for (int i = 0; i < tiles_.size(); ++i) {
    PredictTile* t = tiles_[i];
    const bool shown = i < s.optionCount();
    t->setVisible(shown);
    if (!shown) continue;
    no_break::setText(t->text, QString::fromStdString(q.options[std::size_t(i)].text.in(lang)));
    const bool voting = class_mode && (stage == Stage::Round1 || stage == Stage::Round2) && !open_round_hidden_;
    const int round = stage == Stage::Round2 ? 2 : 1;
    t->votes->setVisible(voting);
    t->votes_label->setVisible(voting);
    if (voting) {
      const QSignalBlocker block(t->votes);
      t->votes->setValue(s.votes(round, i));
      t->votes_label->setText(round == 1 ? tr("hands:") : tr("first vote %1 · hands now:").arg(s.votes(1, i)));
    }
    int mark = 0;
    if (!class_mode && s.choice() == i) mark = 1;
    if (revealed && i == q.right) mark = 2;
    if (revealed && !class_mode && s.choice() == i && i != q.right) mark = 3;
    t->setMark(mark);
    t->number->setText(revealed && i == q.right ? QStringLiteral("%1 ✓").arg(i + 1)
                       : mark == 3             ? QStringLiteral("%1 ✗").arg(i + 1)
                                               : QString::number(i + 1));
  }
  // While phones vote (and their counts are not shown live), round 2's counts stay off the
  // projector until the reveal: the chart comes with the answer.
  const bool chart = class_mode && (revealed || (stage == Stage::Chart && !open_round_hidden_));
  row_wanted_ = chart || revealed;  // fit() lays the tiles in one row only where each option stays on one line
  chart_->setVisible(chart);
  if (chart) {
    QVector<int> first, second;
    for (int i = 0; i < s.optionCount(); ++i) {
      first << s.votes(1, i);
      second << s.votes(2, i);
    }
    chart_->setVotes(first, second, revealed ? q.right : -1);
  }
  QString verdict;
  if (revealed) {
    const QString lang_q = Language::current();
    const int answer = q.right + 1;
    if (class_mode || s.choice() < 0) {
      verdict = tr("Answer: %1. %2").arg(QString::number(answer), rule_codes::strip(s.ruleWhy(lang_q)));
    } else if (s.answeredRight()) {
      verdict = tr("Right: %1. %2").arg(QString::number(answer), rule_codes::strip(s.ruleWhy(lang_q)));
    } else {
      // One arg() for all: the engine's sentences are inserted as they are, never read for markers.
      verdict = tr("Not %1: %2\nThe answer is %3. %4")
                    .arg(QString::number(s.choice() + 1), rule_codes::strip(s.pickedWhy(lang_q)), QString::number(answer),
                         rule_codes::strip(s.ruleWhy(lang_q)));
    }
  }
  const bool counted = class_mode && stage == Stage::Chart && open_round_hidden_;
  if (counted) verdict = tr("Both votes are in: %1 and %2 ballots. The counts show with the answer.").arg(s.totalVotes(1)).arg(s.totalVotes(2));
  no_break::setText(verdict_, verdict);
  verdict_->setVisible(revealed || counted);
  // In one row the tiles give the chart, or the reveal's sentence, most of the height.
  auto* column = static_cast<QVBoxLayout*>(layout());
  column->setStretchFactor(grid_, chart ? 2 : 1);
  column->setStretchFactor(chart_, chart ? 3 : 0);
  column->setStretchFactor(verdict_, revealed && !chart ? 1 : 0);
  switch (stage) {
    case Stage::Round1: primary_->setText(tr("Discuss and vote again (Enter)")); break;
    case Stage::Round2: primary_->setText(tr("Show both votes (Enter)")); break;
    case Stage::Chart:
    case Stage::Asking: primary_->setText(tr("Reveal (Enter)")); break;
    default: primary_->setText(tr("Continue (Enter)")); break;
  }
  // The score: self-study only, and only when asked for (never in the way).
  score_button_->setText(tr("Score"));
  score_button_->setVisible(!class_mode);
  score_->setVisible(!class_mode && score_button_->isChecked());
  score_->setText(tr("%1 of %2 right").arg(s.right()).arg(s.answered()));
  showClock();
  fit();
}

void PredictPanel::setClock(RoundClock* clock) {
  clock_ = clock;
  connect(clock, &RoundClock::tick, this, &PredictPanel::showClock);
  connect(clock, &RoundClock::deadlineChanged, this, &PredictPanel::showClock);
  showClock();
}

void PredictPanel::showClock() {
  const bool running = clock_ && clock_->running();
  clock_label_->setVisible(running);
  if (running) clock_label_->setText(tr("%1 left").arg(RoundClock::text(clock_->remainingMs())));
}

void PredictPanel::applySize(int question_px, int px) {
  setPixelSize(question_, question_px, true);
  const int tile_px = std::max(kMinPixelSize, int(std::lround(px * 1.2)));
  const int small = std::max(kMinPixelSize, int(std::lround(px * 0.8)));
  for (PredictTile* t : tiles_) {
    setPixelSize(t->text, tile_px);
    setPixelSize(t->number, int(std::lround(tile_px * 1.2)), true);
  setPixelSize(t->votes_label, small);
    setPixelSize(t->votes, small);
  }
  setPixelSize(verdict_, px);
  setPixelSize(primary_, small, true);
  setPixelSize(clock_label_, px, true);
  setPixelSize(score_button_, small);
  setPixelSize(score_, small);
  chart_->setPixelSize(small);
}

bool PredictPanel::optionsOnOneLine() const {
  for (const PredictTile* t : tiles_) {
    if (!t->isVisibleTo(this) || t->text->text().isEmpty()) continue;
    const int w = t->text->contentsRect().width();
    if (QFontMetrics(t->text->font()).horizontalAdvance(t->text->text()) > w) return false;
  }
  return true;
}

bool PredictPanel::fitsNow() const {
  if (layout()->totalHeightForWidth(width()) > height() && layout()->hasHeightForWidth()) return false;
  if (layout()->totalMinimumSize().height() > height()) return false;
  return textFits();
}

bool PredictPanel::textFits() const {
  if (!labelFits(question_) || !labelFits(verdict_)) return false;
  for (const PredictTile* t : tiles_) {
    if (!t->isVisibleTo(const_cast<PredictPanel*>(this))) continue;
    if (!labelFits(t->text) || !labelFits(t->votes_label)) return false;
    if (QFontMetrics(t->number->font()).horizontalAdvance(t->number->text()) > t->number->contentsRect().width()) return false;
  }
  const QFontMetrics fm(primary_->font());
  return fm.horizontalAdvance(primary_->text()) <= primary_->width();
}

void PredictPanel::fit() {
  // Hidden, the children's sizes are not known yet: showEvent fits.
  if (fitting_ || !isVisible() || width() <= 0 || height() <= 0) return;
  fitting_ = true;
  // The question keeps the caption's size while the rest can shrink; then it shrinks too (never
  // under 18 px in projector mode while anything else can give).
  const int question = projector_ ? int(std::lround(kProjectorPixelSize * zoom_)) : kWindowPixelSize;
  const int least_question = projector_ ? std::min(question, 18) : kMinPixelSize;
  const auto fits = [this](int q, int px, bool one_line = false) {
    applySize(q, px);
    layout()->activate();
    return fitsNow() && (!one_line || optionsOnOneLine());
  };
  // The votes' bars keep a third of the height: a chart squeezed flat says nothing.
  chart_->setMinimumHeight(std::max(110, height() / 3));
  bool done = false;
  // An option read at a glance is on one line ("[4, 4, 4, 4, 4, 4, 4, 2]", not "2]" alone below):
  // that, down to the question's size, before larger text on more lines. Over the chart or the
  // reveal's sentence the tiles take one row where that holds there, else 2 × 2 as when asking.
  if (row_wanted_) {
    arrange(true);
    for (int px = question * 3 / 2; px >= question && !done; --px) done = fits(question, px, true);
  }
  if (!done && one_row_) arrange(false);
  for (int px = question * 3 / 2; px >= question && !done; --px) done = fits(question, px, true);
  for (int px = question * 3 / 2; px >= kMinPixelSize && !done; --px) done = fits(question, px);
  for (int q = question - 1; q >= least_question && !done; --q) done = fits(q, kMinPixelSize);
  if (!done) fits(least_question, kMinPixelSize);  // the best there is (the tests measure it)
  fitting_ = false;
}

void PredictPanel::resizeEvent(QResizeEvent* event) {
  QWidget::resizeEvent(event);
  fit();
}

void PredictPanel::showEvent(QShowEvent* event) {
  QWidget::showEvent(event);
  fit();
}

void PredictPanel::changeEvent(QEvent* event) {
  QWidget::changeEvent(event);
  if (event->type() == QEvent::LanguageChange) refresh();
}
