// Hand-written parser for dpviz-cli: "--name value" or "--name=value", strict integers.
#include "cli_args.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <functional>
#include <map>
#include <set>
#include <tuple>

#include "core/limits.h"

namespace cli {
namespace {

constexpr const char* kProg = "dpviz-cli";

struct Fail {
  std::string message;
};

[[noreturn]] void fail(const std::string& message) { throw Fail{std::string(kProg) + ": " + message}; }

std::string shown(const std::string& text) {
  std::string s = text.size() > 40 ? text.substr(0, 40) + "..." : text;
  for (auto& c : s) {
    if (static_cast<unsigned char>(c) < 0x20) c = '?';
  }
  return "'" + s + "'";
}

std::int64_t to_int(const std::string& name, const std::string& text, std::int64_t lo, std::int64_t hi) {
  std::int64_t value = 0;
  const char* begin = text.data();
  const char* end = begin + text.size();
  if (!text.empty() && text[0] == '+') ++begin;  // from_chars rejects a leading '+'
  const auto [ptr, ec] = std::from_chars(begin, end, value);
  if (text.empty() || begin == end || ec == std::errc::invalid_argument || ptr != end) {
    fail(name + ": expected an integer, got " + shown(text));
  }
  if (ec == std::errc::result_out_of_range || value < lo || value > hi) {
    // A value past 64 bits gets both bounds where one would be false ("of at least 0" for 2^63).
    const bool overflow = ec == std::errc::result_out_of_range;
    const bool above = overflow && text[0] != '-';
    const bool below = overflow && text[0] == '-';
    std::string range = "from " + std::to_string(lo) + " to " + std::to_string(hi);
    if (lo == INT64_MIN && hi == INT64_MAX) range = "that fits in 64 bits";
    else if (hi == INT64_MAX && !above) range = "of at least " + std::to_string(lo);
    else if (lo == INT64_MIN && !below) range = "of at most " + std::to_string(hi);
    fail(name + ": expected an integer " + range + ", got " + shown(text));
  }
  return value;
}

// "512M", "2G", "1048576": bytes, with an optional K/M/G/T (binary) suffix.
std::uint64_t to_bytes(const std::string& name, const std::string& text) {
  std::string digits = text;
  int shift = 0;
  if (!digits.empty()) {
    const std::string units = "KMGT";
    const auto u = units.find(static_cast<char>(std::toupper(static_cast<unsigned char>(digits.back()))));
    if (u != std::string::npos) {
      shift = 10 * static_cast<int>(u + 1);
      digits.pop_back();
    }
  }
  const std::int64_t v = to_int(name, digits, 1, INT64_MAX >> shift);
  return static_cast<std::uint64_t>(v) << shift;
}

// A finite decimal number ("0.1", "1e-3"); SGD checks the sign with PyTorch's message.
double to_double(const std::string& name, const std::string& text) {
  double value = 0;
  const char* begin = text.data();
  const char* end = begin + text.size();
  if (!text.empty() && text[0] == '+') ++begin;
  const auto [ptr, ec] = std::from_chars(begin, end, value);
  if (text.empty() || begin == end || ec != std::errc() || ptr != end || !std::isfinite(value)) {
    fail(name + ": expected a number, got " + shown(text));
  }
  return value;
}

// "5,16,2": the widths of --layers.
std::vector<std::int64_t> to_widths(const std::string& text) {
  std::vector<std::int64_t> widths;
  std::size_t start = 0;
  for (;;) {
    const auto comma = text.find(',', start);
    const std::string part = text.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
    widths.push_back(to_int("--layers", part, dp::kFeaturesRange.min, dp::kFeaturesRange.max));
    if (static_cast<std::int64_t>(widths.size()) > dp::kLayerCountRange.max + 1) {
      fail("--layers: at most " + std::to_string(dp::kLayerCountRange.max + 1) + " widths");
    }
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  if (widths.size() < 2) fail("--layers: expected at least two widths (input,...,output), got " + shown(text));
  return widths;
}

std::vector<std::int64_t> to_shape(const std::string& text) {
  std::vector<std::int64_t> dims;
  if (text.empty()) return dims;  // a 0-dim tensor: chunk rejects it with PyTorch's text
  std::size_t start = 0;
  for (;;) {
    const auto comma = text.find(',', start);
    const std::string part = text.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
    dims.push_back(to_int("--shape", part, 0, INT64_MAX));
    if (dims.size() > 16) fail("--shape: at most 16 dims");
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  return dims;
}

using Handler = std::function<void(Options&, const std::string&)>;
struct Flag {
  bool takes_value;
  Handler handle;
};

std::map<std::string, Flag> tutorial_flags() {
  constexpr std::int64_t big = std::int64_t{1} << 40;
  return {
      {"--gpus", {true, [](Options& o, const std::string& v) { o.run.gpus = int(to_int("--gpus", v, dp::kGpuRange.min, dp::kGpuRange.max)); }}},
      {"--batch-size", {true, [](Options& o, const std::string& v) {
         o.run.batch_size = to_int("--batch-size", v, INT64_MIN, INT64_MAX);  // DataLoader checks (R12.4)
       }}},
      {"--data-size", {true, [](Options& o, const std::string& v) { o.run.data_size = to_int("--data-size", v, 0, big); }}},
      {"--input-size", {true, [](Options& o, const std::string& v) { o.run.input_size = to_int("--input-size", v, 0, 1 << 20); }}},
      {"--output-size", {true, [](Options& o, const std::string& v) { o.run.output_size = to_int("--output-size", v, 0, 1 << 20); }}},
      {"--seed", {true, [](Options& o, const std::string& v) {
         o.run.seed = static_cast<std::uint64_t>(to_int("--seed", v, 0, INT64_MAX));
       }}},
      {"--shuffle", {false, [](Options& o, const std::string&) { o.run.shuffle = true; }}},
      {"--no-shuffle", {false, [](Options& o, const std::string&) { o.run.shuffle = false; }}},
      {"--drop-last", {false, [](Options& o, const std::string&) { o.run.drop_last = true; }}},
      {"--json", {false, [](Options& o, const std::string&) { o.json = true; }}},
      {"--order", {true, [](Options& o, const std::string& v) {
         if (v == "completion") o.order = Order::Completion;
         else if (v == "index") o.order = Order::Index;
         else fail("--order: expected 'completion' or 'index', got " + shown(v));
       }}},
      {"--backend", {true, [](Options& o, const std::string& v) {
         const std::optional<dp::Backend> backend = dp::parse_backend(v);
         if (!backend) fail("--backend: expected 'sim' or 'cuda', got " + shown(v));
         o.run.backend = *backend;
       }}},
      {"--memory-budget", {true, [](Options& o, const std::string& v) {
         o.run.memory_budget_bytes = to_bytes("--memory-budget", v);
       }}},
      {"--trace", {true, [](Options& o, const std::string& v) {
         if (v.empty()) fail("--trace: expected a file name");
         o.trace_path = v;
       }}},
      {"--gemm", {true, [](Options& o, const std::string& v) {
         const std::optional<dp::GemmLibrary> library = dp::parse_gemm_library(v);
         if (!library) fail("--gemm: expected 'openblas', 'onednn' or 'portable', got " + shown(v));
         if (*library == dp::GemmLibrary::OneDnn && !dp::onednn_built()) fail("--gemm: this build has no oneDNN (use 'openblas')");
         o.gemm = library;
       }}},
  };
}

// The tutorial's data and device options, plus the model, the optimizer and the replayed case.
std::map<std::string, Flag> train_flags() {
  std::map<std::string, Flag> flags = tutorial_flags();
  flags.erase("--order");
  flags.insert({
      {"--model", {true, [](Options& o, const std::string& v) {
         const std::optional<dp::TrainModel> m = dp::parse_train_model(v);  // "layers" is --layers' own
         if (!m || *m == dp::TrainModel::Layers) fail("--model: expected " + dp::train_model_choices('\'', false) + ", got " + shown(v));
         o.run.train_model = *m;
       }}},
      {"--layers", {true, [](Options& o, const std::string& v) {
         o.run.train_model = dp::TrainModel::Layers;
         o.run.layers = to_widths(v);
         o.run.input_size = o.run.layers.front();
         o.run.output_size = o.run.layers.back();
       }}},
      {"--epochs", {true, [](Options& o, const std::string& v) {
         o.run.epochs = to_int("--epochs", v, dp::kEpochsRange.min, dp::kEpochsRange.max);
       }}},
      {"--lr", {true, [](Options& o, const std::string& v) { o.run.lr = to_double("--lr", v); }}},
      {"--momentum", {true, [](Options& o, const std::string& v) { o.run.momentum = to_double("--momentum", v); }}},
      {"--case", {true, [](Options& o, const std::string& v) {
         if (v.empty()) fail("--case: expected a file name");
         o.case_path = v;
       }}},
  });
  return flags;
}

// What may come with --case: the case is the run; only where it runs and what is written.
void check_train_combination(const std::set<std::string>& given) {
  if (given.count("--model") && given.count("--layers")) fail("--model and --layers cannot be used together");
  if (given.count("--layers") && (given.count("--input-size") || given.count("--output-size"))) {
    fail("--layers gives the input and output sizes: leave out --input-size and --output-size");
  }
  if (!given.count("--case")) return;
  for (const auto& name : given) {
    if (name != "--case" && name != "--gpus" && name != "--backend" && name != "--trace" && name != "--json" &&
        name != "--memory-budget" && name != "--gemm") {
      fail(name + " cannot be used with --case: the case gives the model, data and optimizer (only --gpus, "
                  "--backend, --trace, --json, --memory-budget and --gemm may be added)");
    }
  }
}

std::map<std::string, Flag> split_flags() {
  return {
      {"--batch", {true, [](Options& o, const std::string& v) { o.batch = to_int("--batch", v, 0, INT64_MAX); }}},
      {"--gpus", {true, [](Options& o, const std::string& v) { o.chunks = to_int("--gpus", v, INT64_MIN, dp::kGpuRange.max);  /* chunk checks k > 0 (R1.1) */ }}},
      {"--shape", {true, [](Options& o, const std::string& v) { o.shape = to_shape(v); }}},
      {"--dim", {true, [](Options& o, const std::string& v) { o.dim = to_int("--dim", v, INT64_MIN, INT64_MAX); }}},
  };
}

// "400,1200000": --bytes; "float32,float16": --dtypes.
std::vector<std::string> to_list(const std::string& name, const std::string& text) {
  std::vector<std::string> parts;
  std::size_t start = 0;
  for (;;) {
    const auto comma = text.find(',', start);
    parts.push_back(text.substr(start, comma == std::string::npos ? std::string::npos : comma - start));
    if (parts.size() > 100000) fail(name + ": at most 100000 entries");
    if (comma == std::string::npos) return parts;
    start = comma + 1;
  }
}

std::map<std::string, Flag> bucket_flags() {
  return {
      {"--bytes", {true, [](Options& o, const std::string& v) {
         o.bucket_bytes.clear();
         for (const auto& part : to_list("--bytes", v)) o.bucket_bytes.push_back(std::uint64_t(to_int("--bytes", part, 0, INT64_MAX >> 8)));
       }}},
      {"--dtypes", {true, [](Options& o, const std::string& v) {
         o.bucket_dtypes = to_list("--dtypes", v);
         for (const auto& d : o.bucket_dtypes) {
           static const std::set<std::string> known{"float32", "float16", "bfloat16", "float64", "int64", "int32", "uint8"};
           if (!known.count(d)) fail("--dtypes: unknown dtype " + shown(d) + " (float32, float16, bfloat16, float64, int64, int32, uint8)");
         }
       }}},
      {"--first-bucket-bytes", {true, [](Options& o, const std::string& v) {
         o.first_bucket_bytes = std::uint64_t(to_int("--first-bucket-bytes", v, 1, INT64_MAX >> 8));
       }}},
      {"--cap-mb", {true, [](Options& o, const std::string& v) {
         const double mb = to_double("--cap-mb", v);
         if (!(mb > 0) || mb > 1e9) fail("--cap-mb: expected a number above 0, got " + shown(v));
         o.cap_bytes = std::max<std::uint64_t>(1, std::uint64_t(mb * 1024 * 1024));  // int(bucket_cap_mb * 1024 * 1024)
       }}},
      {"--initial", {false, [](Options& o, const std::string&) { o.initial = true; }}},
  };
}

// "chunk_sizes,ring_steps": --kinds, each a kind's name (the kinds table of docs/design.md).
std::vector<dp::quiz::Kind> to_kinds(const std::string& text) {
  std::string valid;
  for (dp::quiz::Kind k : dp::quiz::all_kinds()) valid += (valid.empty() ? "" : ", ") + std::string(dp::quiz::kind_name(k));
  std::vector<dp::quiz::Kind> kinds;
  for (const auto& part : to_list("--kinds", text)) {
    const std::optional<dp::quiz::Kind> k = dp::quiz::kind_from_name(part);
    if (!k) fail("--kinds: unknown kind " + shown(part) + " (valid kinds: " + valid + ")");
    kinds.push_back(*k);
  }
  return kinds;
}

std::map<std::string, Flag> quiz_flags() {
  return {
      {"--seed", {true, [](Options& o, const std::string& v) {
         o.quiz_seed = static_cast<std::uint64_t>(to_int("--seed", v, 0, INT64_MAX));
       }}},
      {"--count", {true, [](Options& o, const std::string& v) { o.quiz_count = int(to_int("--count", v, 1, 1000)); }}},
      {"--kinds", {true, [](Options& o, const std::string& v) { o.quiz_kinds = to_kinds(v); }}},
      {"--lang", {true, [](Options& o, const std::string& v) {
         if (v != "en" && v != "zh_CN") fail("--lang: expected 'en' or 'zh_CN', got " + shown(v));
         o.quiz_lang = v;
       }}},
      {"--json", {false, [](Options& o, const std::string&) { o.quiz_format = QuizFormat::Json; }}},
      {"--gift", {false, [](Options& o, const std::string&) { o.quiz_format = QuizFormat::Gift; }}},
      {"--answers", {false, [](Options& o, const std::string&) { o.quiz_answers = true; }}},
  };
}

}  // namespace

std::pair<std::string, std::optional<std::string>> split_option(const std::string& arg) {
  if (const auto eq = arg.find('='); arg.rfind("--", 0) == 0 && eq != std::string::npos) {
    return {arg.substr(0, eq), arg.substr(eq + 1)};
  }
  return {arg, std::nullopt};
}

ParseResult parse(const std::vector<std::string>& args) {
  ParseResult result;
  try {
    for (const auto& a : args) {
      if (a == "--help" || a == "-h") return {Options{}, ""};
      if (a == "--version") {
        Options o;
        o.command = Command::Version;
        return {o, ""};
      }
    }
    if (args.empty()) fail("missing command: 'tutorial', 'train', 'split', 'buckets' or 'quiz' (see dpviz-cli --help)");
    Options o;
    std::map<std::string, Flag> flags;
    if (args[0] == "tutorial") {
      o.command = Command::Tutorial;
      flags = tutorial_flags();
    } else if (args[0] == "train") {
      o.command = Command::Train;
      o.run.mode = dp::RunMode::Train;
      flags = train_flags();
    } else if (args[0] == "split") {
      o.command = Command::Split;
      flags = split_flags();
    } else if (args[0] == "buckets") {
      o.command = Command::Buckets;
      flags = bucket_flags();
    } else if (args[0] == "quiz") {
      o.command = Command::Quiz;
      flags = quiz_flags();
    } else {
      fail("unknown command " + shown(args[0]) + ": expected 'tutorial', 'train', 'split', 'buckets' or 'quiz' (see dpviz-cli --help)");
    }
    bool have_batch = false, have_gpus = false, have_dim = false;
    std::set<std::string> given;
    for (std::size_t i = 1; i < args.size(); ++i) {
      // Not a structured binding: clang 14 (the fuzz build) cannot capture one in a lambda.
      std::string name;
      std::optional<std::string> value;
      std::tie(name, value) = split_option(args[i]);
      const auto it = flags.find(name);
      if (it == flags.end()) {
        fail((name.rfind("-", 0) == 0 ? "unknown option " : "unexpected argument ") + shown(name) +
             " for '" + args[0] + "' (see dpviz-cli --help)");
      }
      if (it->second.takes_value) {
        if (!value) {
          if (i + 1 >= args.size()) fail(name + " needs a value");
          value = args[++i];
        }
      } else if (value) {
        fail(name + " takes no value");
      }
      it->second.handle(o, value.value_or(""));
      given.insert(name);
      have_batch |= name == "--batch";
      have_gpus |= name == "--gpus";
      have_dim |= name == "--dim";
    }
    if (o.command == Command::Train) check_train_combination(given);
    if (o.command == Command::Split) {
      if (!have_gpus) fail("split needs --gpus N");
      if (!have_batch && !o.shape) fail("split needs --batch B (or --shape d0,d1,...)");
      if (have_dim && !o.shape) fail("--dim needs --shape");
    }
    if (o.command == Command::Buckets) {
      if (!given.count("--bytes")) fail("buckets needs --bytes B0,B1,...");
      if (!o.bucket_dtypes.empty() && o.bucket_dtypes.size() != o.bucket_bytes.size()) {
        fail("--dtypes: expected " + std::to_string(o.bucket_bytes.size()) + " dtypes (one per --bytes entry), got " +
             std::to_string(o.bucket_dtypes.size()));
      }
    }
    if (o.command == Command::Quiz) {
      if (given.count("--json") && given.count("--gift")) fail("--json and --gift cannot be used together");
      if (o.quiz_answers && o.quiz_format != QuizFormat::Text) {
        fail("--answers is for the text mode (--json and --gift hold the answers already)");
      }
    }
    result.options = o;
  } catch (const Fail& f) {
    result.error = f.message;
  }
  return result;
}

std::string help_text() {
  std::string text = R"(dpviz-cli: PyTorch's nn.DataParallel, run for real on simulated GPUs, printed as the
"Data Parallelism" tutorial prints it.

Usage:
  dpviz-cli tutorial [options]     run the tutorial's loop and print its lines
  dpviz-cli train [options]        train a model wrapped in DataParallel (MSELoss, SGD), step by step
  dpviz-cli train --case CASE.json [--gpus N] [--backend sim|cuda]
                                   replay one training case made by PyTorch (see --case); print
                                   its losses and final parameters as JSON
  dpviz-cli split --batch B --gpus N [--shape d0,d1,... --dim D]
                                   print torch.chunk's piece sizes, e.g. [2, 2, 2, 2, 2]
  dpviz-cli buckets --bytes B0,B1,... [--dtypes float32,...] [--first-bucket-bytes 1048576]
                    [--cap-mb 25] [--initial]
                                   DDP's gradient buckets (torch 1.13's assignment) as JSON:
                                   {"buckets":[[0,1],...],"reducer_order":[[...],...]};
                                   --initial: the first iteration's, one bucket per dtype
  dpviz-cli quiz [--seed S] [--count N] [--kinds a,b] [--lang en|zh_CN] [--answers | --json | --gift]
                                   questions from the rules (predict, then reveal): the same
                                   seed gives the same questions on every machine
  dpviz-cli --help | --version

tutorial options:
  --gpus N            simulated GPUs, @GPUS@ (default 8). With 0 or 1 the model is not wrapped
                      in DataParallel, as in the tutorial: no header, one line per batch.
  --batch-size B      DataLoader batch_size (default 30)
  --data-size N       samples in the RandomDataset (default 100); 0 prints nothing
  --input-size I      Linear in_features (default 5)
  --output-size O     Linear out_features (default 2)
  --seed S            seed for the data, the weights and the shuffle (default 0)
  --shuffle | --no-shuffle
                      shuffle the samples (default: shuffle, as the tutorial does)
  --drop-last         drop the last, smaller batch
  --order completion|index
                      per-replica lines in the order the replicas finished (default, as
                      PyTorch prints them) or in replica order
  --backend sim|cuda  simulated GPUs (default) or real CUDA GPUs
  --memory-budget M   refuse a run whose tensors need more than M bytes (K, M, G, T suffixes;
                      default: half of this machine's memory)
  --trace FILE.json   write every phase of every step as a Chrome trace (open it in
                      https://ui.perfetto.dev); written atomically
  --gemm openblas|onednn|portable
                      the library of the matrix products (default: onednn where this build has
                      it, else openblas; portable: dpviz's own kernel, the browser edition's;
                      dpviz-cli --version names it)
  --json              one JSON object per batch instead of the tutorial's lines:
                      {"batch":0,"input":[30,5],"chunks":[15,15],"devices":[0,1],
                       "output":[30,2],"times_ns":[...],"completion_order":[...]}

train options (and the tutorial's --gpus, --batch-size, --data-size, --input-size, --output-size,
--seed, --shuffle/--no-shuffle, --drop-last, --backend, --memory-budget, --trace, --gemm):
  --model linear|mlp|mlp3
                      Linear(in, out) (default); Linear(in, 16), ReLU, Linear(16, out); or
                      Linear(in, 32), ReLU, Linear(32, 32), ReLU, Linear(32, out)
  --layers 5,16,2     Linear layers of these widths with ReLU between (sets in and out)
  --epochs E          passes over the data (default 1)
  --lr LR             SGD learning rate (default 0.1)
  --momentum M        SGD momentum (default 0)
  --json              one JSON object per step instead of the lines: the loss and, per replica,
                      the forward chunk, the gradient chunk sent back and the bytes its
                      gradients add on device 0:
                      {"step":0,"epoch":0,"batch":0,"loss":1.13,"input":[30,5],"devices":[0,1],
                       "chunks":[15,15],"grad_chunks":[15,15],"reduce_device":0,
                       "reduce_bytes":[48,48],"times_ns":{...},"memory":[...]}
  --case CASE.json    a `single` training case (`ddp` cases run under mpirun with dpviz-ddp):
                      {"config":{"mode":"single","model":"mlp","n":64,"in":5,"out":2,
                       "batch":16,"lr":0.05,"momentum":0.0,"epochs":1,"seed":5,
                       "drop_last":false},"initial_params":[{"name":"0.weight","shape":[16,5],
                       "values":[...]},...],"x":[[...],...],"y":[[...],...]}; a shuffled case
                      ("shuffle":true) adds "epoch_orders", torch's sample order per epoch.
                      The cases PyTorch made are the "cases" of train.json, installed as
                      /usr/share/doc/dpviz/examples/train.json (tests/data/train.json in the
                      source); the format is in /usr/share/doc/dpviz/semantics.md
                      (docs/semantics.md). Prints
                      {"losses":[...],"final_params":[{"name":...,"shape":[...],"values":[...]}]}
  Data are random (--seed); targets are a fixed random linear map of them, so the loss falls.

split options:
  --batch B           rows in the batch (dim 0 of a [B] tensor)
  --gpus N            number of chunks (as DataParallel passes len(device_ids))
  --shape d0,d1,...   a tensor shape instead of --batch
  --dim D             the dim to split along (default 0; negative dims count from the end)

quiz options:
  --seed S            which questions (default 1; a non-negative integer)
  --count N           how many, 1 to 1000 (default 10); every kind appears in any 60 in a row
  --kinds a,b         only these kinds (default all): chunk_sizes, idle_gpus, last_batch,
                      gathered_shape, chunk_shapes, grad_bytes_to_gpu0, ring_steps, ddp_shard
  --lang en|zh_CN     the language of the text and GIFT modes (default en)
  (text)              each question and its four options, then its answer and why once you
                      press Enter (or type 1-4 first to be told whether you were right); from
                      a pipe, one line of input per question, end of input stops
  --answers           text with the answers inline, nothing read
  --json              one object a line: {"kind","config","question":{"en","zh_CN"},
                      "options" (multiple choice only),"answer"}
  --gift              Moodle's GIFT import format: one question a line, blank lines between,
                      {=right#why ~wrong#why ...} or {#number}

Options take "--name value" or "--name=value". Bad input prints one line on stderr (PyTorch's
own message where PyTorch has one) and exits with status 2. Warnings PyTorch would emit
(UserWarning) go to stderr.
)";
  const std::string gpus = std::to_string(dp::kGpuRange.min) + ".." + std::to_string(dp::kGpuRange.max);
  text.replace(text.find("@GPUS@"), 6, gpus);
  return text;
}

}  // namespace cli
