// ModelWords (model_words.h).
#include "common/model_words.h"

QString ModelWords::label(dp::TrainModel model) {
  switch (model) {
    case dp::TrainModel::Linear: return tr("Linear(in, out)");
    case dp::TrainModel::Mlp: return tr("MLP: Linear(in, 16), ReLU, Linear(16, out)");
    case dp::TrainModel::Mlp3: return tr("MLP3: Linear(in, 32), ReLU, Linear(32, 32), ReLU, Linear(32, out)");
    case dp::TrainModel::Layers: break;
  }
  return tr("Linear layers of the given widths");
}
