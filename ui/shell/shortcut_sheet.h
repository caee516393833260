// ShortcutSheet: the dialog F1 (or ?) opens, listing every key the window answers to and what it
// does. The window fills it from its own actions, so a key cannot be missing from the list.
#pragma once

#include <QDialog>
#include <QList>
#include <QPair>

class QLabel;
class QTableWidget;

class ShortcutSheet : public QDialog {
  Q_OBJECT
 public:
  struct Row {
    QString keys;  // "Ctrl+= / Ctrl++", as the platform writes keys
    QString what;  // what the keys do, translated
  };

  explicit ShortcutSheet(QWidget* parent = nullptr);
  void setRows(const QList<Row>& rows);
  const QList<Row>& rows() const { return rows_; }
  // Whether some row lists `keys` (one key sequence, as the platform writes it).
  bool lists(const QString& keys) const;

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void retranslate();

  QLabel* intro_;
  QTableWidget* table_;
  QList<Row> rows_;
};
