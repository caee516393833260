// ChartDeck: a few charts laid out for the room they get: side by side when wide, the widest on
// top of the others when tall, else one chart at a time (the one in focus takes all the room) with
// a column of buttons to pick it. A low dock at 1024×768 then shows one readable chart, not three
// slivers; a projector shows them all, large.
#pragma once

#include <QList>
#include <QSize>
#include <QStringList>
#include <QWidget>

class QButtonGroup;
class QGridLayout;
class QToolButton;
class QVBoxLayout;

class ChartDeck : public QWidget {
  Q_OBJECT
 public:
  enum class Arrangement { Row, Rows, Focus };
  // The smallest size a chart is given when more than one is shown: below it, one at a time.
  static constexpr QSize kMinChart{300, 200};
  static constexpr int kMinFocusHeight = 120;  // a dock's lowest useful height, one chart

  explicit ChartDeck(QWidget* parent = nullptr);
  // Charts in order, `stretch` the share of a row (equal shares when the row is too narrow for
  // them); the one with the most goes on top in rows.
  void addChart(QWidget* chart, int stretch = 1);
  void setButtonTexts(const QStringList& texts);  // the focus buttons' (short) names, in order
  void setFocusChart(int index);
  Arrangement arrangement() const { return arrangement_; }
  QList<QWidget*> charts() const { return charts_; }
  QToolButton* button(int index) const;

 protected:
  void resizeEvent(QResizeEvent* event) override;

 private:
  Arrangement fitting(QSize size) const;
  bool stretchedRow(QSize size) const;  // a row wide enough for the charts' own shares
  void arrange(Arrangement a);

  QList<QWidget*> charts_;
  QList<int> stretch_;
  QList<QToolButton*> buttons_;
  QButtonGroup* group_;
  QWidget* buttonColumn_;
  QVBoxLayout* buttonLayout_;
  QGridLayout* grid_;
  Arrangement arrangement_ = Arrangement::Focus;
  bool arranged_ = false;
  bool stretched_ = false;
  int focus_ = 0;
};
