// DimsPage: torch.chunk along any dim (R1.1, R1.3): a shape, a dim (negative too) and a GPU count
// give each chunk's shape, or PyTorch's error text.
#pragma once

#include "explorer/rules_page.h"

class QLineEdit;
class QPlainTextEdit;
class QSpinBox;

class DimsPage : public RulesPage {
  Q_OBJECT
 public:
  explicit DimsPage(QWidget* parent = nullptr);
  void setShape(const QString& shape, int dim);
  QString resultText() const;

 protected:
  void compute() override;
  void retranslate() override;

 private:
  QLineEdit* shape_;
  QSpinBox* dim_;
  QPlainTextEdit* result_;
};
