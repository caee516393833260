// DimsPage: torch.chunk along any dim (R1.1, R1.3): a shape, a dim (negative too) and a GPU count
// give each chunk's shape, or PyTorch's error text.
#pragma once

#include <QWidget>

class QFormLayout;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;

class DimsPage : public QWidget {
  Q_OBJECT
 public:
  explicit DimsPage(QWidget* parent = nullptr);
  void setInput(const QString& shape, int dim, int gpus);
  QString resultText() const;

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void retranslate();
  void compute();

  QFormLayout* form_;
  QLineEdit* shape_;
  QSpinBox* dim_;
  QSpinBox* gpus_;
  QPlainTextEdit* result_;
};
