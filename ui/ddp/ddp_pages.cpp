// DdpPages: the ring, the comparison and the losses as tabs (ddp/ddp_pages.h).
#include "ddp/ddp_pages.h"

#include <QEvent>
#include <QHBoxLayout>

#include "ddp/ddp_compare.h"
#include "ddp/ddp_loss_compare.h"
#include "ddp/ddp_ring_view.h"

DdpPages::DdpPages(QWidget* parent) : QTabWidget(parent) {
  setObjectName("DdpPages");
  setDocumentMode(true);
  ring_ = new DdpRingView(this);
  compare_ = new DdpCompare(this);
  losses_ = new DdpLossCompare(this);
  addTab(ring_, QString());
  addTab(compare_, QString());
  addTab(losses_, QString());
  corner_ = new QWidget(this);  // projector mode's world size, Start and Stop (DdpForm::setProjector)
  auto* corner_row = new QHBoxLayout(corner_);
  corner_row->setContentsMargins(0, 0, 4, 0);
  setCornerWidget(corner_, Qt::TopRightCorner);
  corner_->hide();
  retranslate();
}

void DdpPages::showComparePage(bool compare) { setCurrentWidget(compare ? static_cast<QWidget*>(compare_) : ring_); }

bool DdpPages::comparePageShown() const { return currentWidget() == compare_; }

void DdpPages::changeEvent(QEvent* event) {
  QTabWidget::changeEvent(event);
  if (event->type() == QEvent::LanguageChange) retranslate();
}

void DdpPages::retranslate() {
  setTabText(0, tr("Ring"));
  setTabText(1, tr("DataParallel vs DDP"));
  setTabText(2, tr("Loss"));
}
