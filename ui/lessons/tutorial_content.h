// The tutorial's sections (PyTorch's "Data Parallelism", and its zh translation): title,
// text and code cell, with what "Run this step" does for each. Texts are English sources for tr()
// (context "Tutorial"); the zh_CN translations are the notebook's own words.
#pragma once

#include <QString>
#include <vector>

enum class TutorialAction {
  None,         // prose only
  Configure,    // the parameters: the tutorial's sizes, engine rebuilt
  ShowDevices,  // the devices: cards for every GPU
  LoadBatch,    // the dataset and loader: the first batch is drawn from the data
  Wrap,         // the model wrapped in DataParallel: the header is printed
  RunEpoch,     // for data in rand_loader: the whole epoch runs
  Compare,      // the results: the printout compared with the tutorial's
};

struct TutorialSection {
  const char* id;
  const char* title;  // QT_TRANSLATE_NOOP("Tutorial", ...)
  const char* text;   // rich text
  const char* code;   // Python, the same in every language; empty when none
  TutorialAction action;
};

const std::vector<TutorialSection>& tutorialSections();
QString sectionTitle(const TutorialSection& section);
QString sectionText(const TutorialSection& section);
