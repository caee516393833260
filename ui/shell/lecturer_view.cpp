// The lecturer's window: labels fed from the PredictState, the round's clock and the class vote.
#include "shell/lecturer_view.h"

#include <QCloseEvent>
#include <QDir>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

#include "common/language.h"
#include "quiz/round_clock.h"
#include "shell/settings.h"
#include "vote/class_vote.h"

LecturerView::LecturerView(PredictState* state, RoundClock* clock, ClassVote* vote, Settings* settings, QWidget* parent)
    : QWidget(parent, Qt::Window), state_(state), clock_(clock), vote_(vote), settings_(settings) {
  setObjectName(QStringLiteral("LecturerView"));
  thresholds_ = guidance::checked(settings_->guideLow(), settings_->guideHigh());
  const auto label = [this](const char* name, bool wrap = true) {
    auto* l = new QLabel(this);
    l->setObjectName(QLatin1String(name));
    l->setWordWrap(wrap);
    return l;
  };
  note_ = label("LecturerNote");
  question_ = label("LecturerQuestion");
  round_ = label("LecturerRound");
  counts_ = label("LecturerCounts");
  share_ = label("LecturerShare");
  advice_ = label("LecturerAdvice");
  bands_ = label("LecturerBands", false);
  record_ = label("LecturerRecord");
  keys_ = label("LecturerKeys");
  note_->setStyleSheet(QStringLiteral("color: #a4260f;"));
  QFont big = advice_->font();
  big.setBold(true);
  big.setPointSizeF(big.pointSizeF() * 1.25);
  advice_->setFont(big);
  share_->setFont(big);
  record_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  low_ = new QSpinBox(this);
  high_ = new QSpinBox(this);
  low_->setObjectName(QStringLiteral("LecturerLow"));
  high_->setObjectName(QStringLiteral("LecturerHigh"));
  for (QSpinBox* box : {low_, high_}) {
    box->setRange(guidance::kMinPercent, guidance::kMaxPercent);
    box->setSuffix(QStringLiteral(" %"));
  }
  low_->setValue(thresholds_.low);
  high_->setValue(thresholds_.high);
  const auto setBands = [this] {
    // Kept in order: the other box follows one that passes it.
    if (low_->value() > high_->value()) (sender() == low_ ? high_ : low_)->setValue(sender() == low_ ? low_->value() : high_->value());
    thresholds_ = guidance::checked(low_->value(), high_->value());
    settings_->setGuideLow(thresholds_.low);
    settings_->setGuideHigh(thresholds_.high);
    refresh();
  };
  connect(low_, &QSpinBox::valueChanged, this, setBands);
  connect(high_, &QSpinBox::valueChanged, this, setBands);
  auto* bands = new QHBoxLayout;
  bands->addWidget(bands_);
  bands->addWidget(low_);
  bands->addWidget(new QLabel(QStringLiteral("–"), this));
  bands->addWidget(high_);
  bands->addStretch(1);
  auto* column = new QVBoxLayout(this);
  for (QLabel* l : {note_, question_, round_, counts_, share_, advice_}) column->addWidget(l);
  column->addLayout(bands);
  column->addStretch(1);
  column->addWidget(record_);
  column->addWidget(keys_);
  connect(state_, &PredictState::changed, this, &LecturerView::refresh);
  connect(clock_, &RoundClock::tick, this, &LecturerView::refresh);
  connect(clock_, &RoundClock::deadlineChanged, this, &LecturerView::refresh);
  connect(vote_, &ClassVote::tallyChanged, this, &LecturerView::refresh);
  connect(vote_, &ClassVote::runningChanged, this, &LecturerView::refresh);
  resize(460, 420);
  retranslate();
}

void LecturerView::changeEvent(QEvent* event) {
  QWidget::changeEvent(event);
  if (event->type() == QEvent::LanguageChange) retranslate();
}

void LecturerView::closeEvent(QCloseEvent* event) {
  QWidget::closeEvent(event);
  emit closed();
}

void LecturerView::retranslate() {
  setWindowTitle(tr("Lecturer's view"));
  note_->setText(tr("For your eyes: keep this window on your own screen, not on the projector."));
  bands_->setText(tr("Discuss and vote again between"));
  keys_->setText(tr("Enter: close the vote · T: 30 s more · S: skip the question"));
  refresh();
}

void LecturerView::refresh() {
  using Stage = PredictState::Stage;
  if (!state_ || !clock_ || !vote_) return;
  const Stage stage = state_->stage();
  const bool open = state_->isOpen();
  question_->setText(open ? QString::fromStdString(state_->question().text.in(Language::current().toStdString())) : tr("No question is open."));
  QString round;
  switch (stage) {
    case Stage::Round1: round = tr("First vote open"); break;
    case Stage::Round2: round = tr("Second vote open"); break;
    case Stage::Chart: round = tr("Both votes closed: reveal next"); break;
    case Stage::Asking: round = tr("Self-study: one student answers"); break;
    case Stage::Revealed: round = tr("Answer revealed"); break;
    case Stage::Closed: break;
  }
  if (clock_->running()) round += tr(" · %1 left").arg(RoundClock::text(clock_->remainingMs()));
  round_->setText(round);
  round_->setVisible(open);
  // Every option's count in each vote so far: the lecturer sees what the room does not.
  QStringList lines;
  const bool class_mode = open && state_->askedMode() == PredictState::Mode::Class;
  for (int r = 1; r <= 2 && class_mode; ++r) {
    if (r == 2 && stage == Stage::Round1) break;
    QStringList counts;
    for (int i = 0; i < state_->optionCount(); ++i) counts << QStringLiteral("%1: %2").arg(i + 1).arg(state_->votes(r, i));
    lines << (r == 1 ? tr("First vote") : tr("Second vote")) + QStringLiteral("  ") + counts.join(QStringLiteral(" · "));
  }
  counts_->setText(lines.join(QLatin1Char('\n')));
  counts_->setVisible(!lines.isEmpty());
  const std::optional<guidance::Reading> reading = guidance::afterFirstVote(*state_, thresholds_);
  share_->setVisible(reading.has_value());
  advice_->setVisible(reading.has_value());
  if (reading) {
    share_->setText(guidance::shareText(*reading));
    advice_->setText(guidance::adviceText(reading->advice, thresholds_));
  }
  const QString path = vote_->running() ? vote_->recordPath() : QString();
  record_->setText(path.isEmpty() ? QString() : tr("Class record: %1").arg(QDir::toNativeSeparators(path)));
  record_->setVisible(!path.isEmpty());
}
