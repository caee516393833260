// The training run's model and synthetic data: the models of the train contract built from a
// RunConfig, and targets for random inputs that a model can learn (a fixed random linear map).
#pragma once

#include <cstdint>
#include <memory>

#include "nn/module.h"
#include "run/run_config.h"
#include "run/train_case.h"

namespace dp {

// TrainModel::Linear is Linear(in, out) itself (parameters "weight", "bias"); the others are a
// Sequential of Linear layers with a ReLU between each two ("0.weight", "0.bias", "2.weight", ...).
// Layer i is initialised as torch does (uniform in ±1/sqrt(in)) from seed + i, on `device`.
std::unique_ptr<Module> make_train_model(const RunConfig& config, Device& device);

// y = x·Tᵀ for a fixed random T [out, in] drawn from `seed`: x [n, in] → y [n, out], on x's device.
Tensor teacher_targets(const Tensor& x, std::int64_t out, std::uint64_t seed);

// A replayed case's initial parameters (names and shapes must be the model's named_parameters(),
// else ValueError saying which).
void set_case_parameters(Module& model, const TrainCase& replay);

}  // namespace dp
