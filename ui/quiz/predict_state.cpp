// PredictState's stages and the score.
#include "quiz/predict_state.h"

#include <algorithm>

PredictState::PredictState(QObject* parent) : QObject(parent) {}

void PredictState::setMode(Mode mode) { mode_ = mode; }

int PredictState::optionCount() const { return std::min<int>(kMaxOptions, int(question_.options.size())); }

void PredictState::open(const dp::quiz::Question& question) {
  question_ = question;
  asked_mode_ = mode_;
  votes_ = {};
  choice_ = -1;
  stage_ = asked_mode_ == Mode::Class ? Stage::Round1 : Stage::Asking;
  emit changed();
}

void PredictState::close() {
  if (stage_ == Stage::Closed) return;
  stage_ = Stage::Closed;
  emit changed();
  emit closed();
}

bool PredictState::pick(int option) {
  if (option < 0 || option >= optionCount()) return false;
  switch (stage_) {
    case Stage::Round1:
    case Stage::Round2: {
      int& n = votes_[stage_ == Stage::Round1 ? 0 : 1][std::size_t(option)];
      if (n >= kMaxVotes) return false;
      ++n;
      break;
    }
    case Stage::Asking:
      choice_ = option;
      break;
    default:
      return false;
  }
  emit changed();
  return true;
}

bool PredictState::setVotes(int round, int option, int count) {
  if (round < 1 || round > 2 || option < 0 || option >= optionCount() || count < 0 || count > kMaxVotes) return false;
  votes_[std::size_t(round - 1)][std::size_t(option)] = count;
  emit changed();
  return true;
}

bool PredictState::setVotes(int round, const std::array<int, kMaxOptions>& counts) {
  if (round < 1 || round > 2) return false;
  for (int n : counts) {
    if (n < 0 || n > kMaxVotes) return false;
  }
  votes_[std::size_t(round - 1)] = counts;
  emit changed();
  return true;
}

int PredictState::votes(int round, int option) const {
  if (round < 1 || round > 2 || option < 0 || option >= kMaxOptions) return 0;
  return votes_[std::size_t(round - 1)][std::size_t(option)];
}

int PredictState::totalVotes(int round) const {
  int n = 0;
  for (int i = 0; i < kMaxOptions; ++i) n += votes(round, i);
  return n;
}

PredictState::Stage PredictState::advance() {
  switch (stage_) {
    case Stage::Closed: return stage_;
    case Stage::Round1: stage_ = Stage::Round2; break;
    case Stage::Round2: stage_ = Stage::Chart; break;
    case Stage::Chart: stage_ = Stage::Revealed; break;
    case Stage::Asking:
      stage_ = Stage::Revealed;
      if (choice_ >= 0) {  // scored once, at the reveal
        ++answered_;
        if (choice_ == question_.right) ++right_;
      }
      break;
    case Stage::Revealed:
      close();
      return stage_;
  }
  emit changed();
  return stage_;
}

QString PredictState::ruleWhy(const QString& lang) const {
  return QString::fromStdString(question_.why.in(lang.toStdString()));
}

QString PredictState::pickedWhy(const QString& lang) const {
  if (choice_ < 0 || choice_ >= optionCount()) return {};
  return QString::fromStdString(question_.options[std::size_t(choice_)].why.in(lang.toStdString()));
}

void PredictState::resetScore() {
  answered_ = right_ = 0;
  emit changed();
}
