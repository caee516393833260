// A deliberately plain reference of what DataParallel and the ring all-reduce do, written apart from
// the engine and used by the tests as the expected value (as llm.c checks its kernels against a plain
// loop and nccl-tests checks a collective against sums it makes itself). It includes no engine or UI
// header: nothing here can agree with the code under test by sharing it. Slow and obvious on purpose:
// loops that walk the data rather than formulas, no cleverness to get wrong the same way twice.
//
// The rules, as docs/semantics.md states them:
//   torch.chunk (R1.2): pieces of ceil(n / k) rows, the last what is left; k empty pieces when n is 0.
//   scatter (R7.1): the GPUs take the pieces in order; GPUs past the last piece get none.
//   gather (R9.3): the outputs concatenated in GPU order on the output device.
//   reduce (R10.3): the sum of every replica's gradient.
//   ring all-reduce (R14.2): a bucket of whole elements cut into W pieces (the first ones one element
//   longer when they do not divide); W−1 reduce-scatter steps, in each every rank sending to the next
//   one the piece it last added to; then W−1 all-gather steps passing the finished pieces on.
#pragma once

#include <cstdint>
#include <vector>

namespace reference {

// torch.chunk: the rows of each piece, walking the rows from the top.
inline std::vector<std::int64_t> chunk(std::int64_t rows, std::int64_t pieces) {
  std::vector<std::int64_t> out;
  if (pieces <= 0) return out;
  if (rows == 0) return std::vector<std::int64_t>(std::size_t(pieces), 0);
  std::int64_t each = 0;
  while (each * pieces < rows) ++each;  // the smallest piece that covers the rows in `pieces` goes
  std::int64_t row = 0;
  while (row < rows) {
    std::int64_t take = 0;
    while (take < each && row < rows) {
      ++take;
      ++row;
    }
    out.push_back(take);
  }
  return out;
}

// Scatter: the rows each of `gpus` GPUs gets (0 for an idle one).
inline std::vector<std::int64_t> scatter(std::int64_t rows, int gpus) {
  std::vector<std::int64_t> per_gpu(std::size_t(gpus), 0);
  const std::vector<std::int64_t> pieces = chunk(rows, gpus);
  for (std::size_t i = 0; i < pieces.size() && i < per_gpu.size(); ++i) per_gpu[i] = pieces[i];
  return per_gpu;
}

// Gather: the rows on the output device, one replica's output after another.
inline std::int64_t gather(const std::vector<std::int64_t>& rows_per_replica) {
  std::int64_t rows = 0;
  for (const std::int64_t r : rows_per_replica) rows += r;
  return rows;
}

// Reduce: every replica's gradient added up, element by element.
inline std::vector<double> reduce(const std::vector<std::vector<double>>& grads) {
  std::vector<double> sum(grads.empty() ? 0 : grads[0].size(), 0.0);
  for (const auto& g : grads) {
    for (std::size_t i = 0; i < g.size() && i < sum.size(); ++i) sum[i] += g[i];
  }
  return sum;
}

// The ring's pieces of a bucket of `elements`: deal the elements out one at a time to piece 0, 1,
// …, W−1, 0, 1, … and then count each piece's share (the first pieces get the one left over).
inline std::vector<std::int64_t> ringPieceElements(std::int64_t elements, int world) {
  std::vector<std::int64_t> count(std::size_t(world > 0 ? world : 0), 0);
  if (world <= 0) return count;
  // Dealing round by round: whole rounds give every piece one; the last, short round the first ones.
  std::int64_t left = elements;
  while (left >= world) {
    for (auto& c : count) ++c;
    left -= world;
  }
  for (std::int64_t p = 0; p < left; ++p) ++count[std::size_t(p)];
  return count;
}

// The same in bytes, for a bucket of `bytes` of `element_bytes`-byte elements.
inline std::vector<std::int64_t> ringPieceBytes(std::int64_t bytes, int world, int element_bytes = 4) {
  std::vector<std::int64_t> out = ringPieceElements(bytes / element_bytes, world);
  for (auto& b : out) b *= element_bytes;
  return out;
}

// One ring transfer: rank `from` sends piece `piece` to the next rank; `add` in reduce-scatter.
struct Transfer {
  int from = 0;
  int to = 0;
  int piece = 0;
  bool add = true;
};

// The ring played out: every step's transfers. Each rank remembers which piece it touched last (its
// own in the first step: rank r starts with piece r); in reduce-scatter it sends that piece and the
// receiver adds it to its own copy, which becomes the receiver's last-touched piece. Once a rank's
// last-touched piece holds all W contributions, all-gather passes finished pieces on the same way.
inline std::vector<std::vector<Transfer>> ringSteps(int world) {
  std::vector<std::vector<Transfer>> steps;
  if (world < 2) return steps;
  std::vector<int> last(static_cast<std::size_t>(world), 0);
  for (int r = 0; r < world; ++r) last[std::size_t(r)] = r;
  // holders[r][p]: how many ranks' contributions rank r's copy of piece p holds.
  std::vector<std::vector<int>> holds(std::size_t(world), std::vector<int>(std::size_t(world), 1));
  const auto next = [world](int r) { return r + 1 == world ? 0 : r + 1; };
  bool gathering = false;
  for (;;) {
    bool done = true;
    for (int r = 0; r < world; ++r) {
      for (int p = 0; p < world; ++p) done = done && holds[std::size_t(r)][std::size_t(p)] == world;
    }
    if (done) break;
    if (!gathering) {
      bool all_finished = true;  // every rank holds one finished piece: reduce-scatter is over
      for (int r = 0; r < world; ++r) all_finished = all_finished && holds[std::size_t(r)][std::size_t(last[std::size_t(r)])] == world;
      gathering = all_finished;
    }
    std::vector<Transfer> step;
    for (int r = 0; r < world; ++r) step.push_back({r, next(r), last[std::size_t(r)], !gathering});
    const auto before = holds;
    for (const Transfer& t : step) {
      int& mine = holds[std::size_t(t.to)][std::size_t(t.piece)];
      const int sent = before[std::size_t(t.from)][std::size_t(t.piece)];
      mine = t.add ? mine + sent : sent;
      last[std::size_t(t.to)] = t.piece;
    }
    steps.push_back(step);
  }
  return steps;
}

// The bytes one rank sends over the whole ring all-reduce of a bucket: the pieces it sends, added up.
inline std::int64_t ringBytesSent(std::int64_t bytes, int world, int rank, int element_bytes = 4) {
  const std::vector<std::int64_t> pieces = ringPieceBytes(bytes, world, element_bytes);
  std::int64_t sent = 0;
  for (const auto& step : ringSteps(world)) sent += pieces[std::size_t(step[std::size_t(rank)].piece)];
  return sent;
}

// The all-reduce done with numbers: each rank's bucket (equal lengths) summed element by element,
// the result every rank ends with.
inline std::vector<double> allReduce(const std::vector<std::vector<double>>& buckets) { return reduce(buckets); }

}  // namespace reference
