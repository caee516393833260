// DdpPages: the DDP tab's pages: the ring replaying the run, DataParallel vs DDP, and the two
// losses; the corner beside their tabs holds the world size, Start and Stop in projector mode
// (ddp/ddp_form.h).
#pragma once

#include <QTabWidget>

class DdpCompare;
class DdpLossCompare;
class DdpRingView;

class DdpPages : public QTabWidget {
  Q_OBJECT

 public:
  explicit DdpPages(QWidget* parent = nullptr);

  DdpRingView* ring() const { return ring_; }
  DdpCompare* compare() const { return compare_; }
  DdpLossCompare* losses() const { return losses_; }
  QWidget* corner() const { return corner_; }
  // The page a lesson stop or --view names: the ring or DataParallel vs DDP.
  void showComparePage(bool compare);
  bool comparePageShown() const;

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void retranslate();

  DdpRingView* ring_;
  DdpCompare* compare_;
  DdpLossCompare* losses_;
  QWidget* corner_;
};
