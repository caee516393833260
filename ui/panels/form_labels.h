// Sets the texts of a QFormLayout's row labels (made as empty QLabels), for retranslation.
#pragma once

#include <QFormLayout>
#include <QLabel>
#include <QStringList>

inline void setFormLabels(QFormLayout* form, const QStringList& labels) {
  for (int i = 0; i < labels.size() && i < form->rowCount(); ++i) {
    if (auto* item = form->itemAt(i, QFormLayout::LabelRole)) {
      if (auto* label = qobject_cast<QLabel*>(item->widget())) label->setText(labels[i]);
    }
  }
}
