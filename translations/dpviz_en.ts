<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>CellBatchView</name>
    <message>
        <source>Run it in the Run tab</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Sets the batch size and GPU count in the controls and runs the first batch.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>Batch %1 on %n GPU(s): chunks %2</source>
        <translation>
            <numerusform>Batch %1 on %n GPU: chunks %2</numerusform><numerusform>Batch %1 on %n GPUs: chunks %2</numerusform></translation>
    </message>
</context>
<context>
    <name>CellRunText</name>
    <message>
        <source>data size raised from %1 to %2, so that one batch of %2 rows exists</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>output device %1 does not exist on %n GPU(s), so it is cuda:0</source>
        <translation>
            <numerusform>output device %1 does not exist on %n GPU, so it is cuda:0</numerusform><numerusform>output device %1 does not exist on %n GPUs, so it is cuda:0</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Rules explorer: batch size %1 on %n GPU(s); the first batch runs.</source>
        <translation>
            <numerusform>Rules explorer: batch size %1 on %n GPU; the first batch runs.</numerusform><numerusform>Rules explorer: batch size %1 on %n GPUs; the first batch runs.</numerusform></translation>
    </message>
    <message>
        <source>Data size %1 and the other settings are kept.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Changed: %1.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ClassSummary</name>
    <message>
        <source>no votes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 of %2 right (%3 %)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>End of class: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>What we covered</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The questions</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Question</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Answer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>First vote</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Second vote</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>skipped</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no answer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>right</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>wrong</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>not asked</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Stop</source>
        <comment>the end-of-class table's column of lesson stops</comment>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ControlsPanel</name>
    <message>
        <source>speed %1×</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Preset</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Batch size</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Data size</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Input features</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Output features</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Shuffle</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>drop_last</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Seed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Output device</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Backend</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Speed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>shuffle the samples</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>drop the last, smaller batch</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Custom</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Simulated GPUs (CPU threads)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>CUDA (no CUDA device)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Phase</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Batch</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Reset</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cpu (output_device=-1)</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>CUDA (%n GPU(s): %1)</source>
        <translation>
            <numerusform>CUDA (%n GPU: %1)</numerusform><numerusform>CUDA (%n GPUs: %1)</numerusform></translation>
    </message>
    <message>
        <source>memory: %1 needed, over the %2 budget</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>memory: %1 of the %2 budget</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Runs that would need more than the budget (half of this machine's memory) are refused before anything is allocated.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>CUDA (looking for GPUs…)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPUs: %1 to %2 (on CUDA, those beyond the physical GPUs are virtual)</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n byte</numerusform><numerusform>%n bytes</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n CUDA device(s): %1</source>
        <translation>
            <numerusform>%n CUDA device: %1</numerusform><numerusform>%n CUDA devices: %1</numerusform></translation>
    </message>
    <message>
        <source>this build has no CUDA backend (no CUDA toolkit at build time)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1, %2 = %3</source>
        <comment>the CUDA runtime's error text, its name, its number</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the driver reports no CUDA-capable device</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no CUDA device could be queried</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>0 CUDA devices (%1)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>CostWords</name>
    <message>
        <source>%1× %2, %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 nodes × %2, %3 Gb/s %4</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 datasheet (NVIDIA, %2): FP32 %3 TFLOP/s, NVLink %4 GB/s per GPU (both directions), PCIe Gen%5 x16.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 datasheet (NVIDIA, %2): FP32 %3 TFLOP/s, PCIe Gen%4 x16, no NVLink.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Host copies: about %1 GB/s from pinned memory (CUDA's bandwidthTest), %2 µs per copy (estimated).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>All-reduce between GPUs: about %1 GB/s bus bandwidth over NVSwitch (nccl-tests), %2 µs per ring step (estimated).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>All-reduce between GPUs through PCIe switches: about %1 GB/s bus bandwidth, %2 µs per ring step (both estimated).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Kernel launch: %1 µs (estimated).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Between the nodes: one InfiniBand port per node, %1 GB/s each way (%2 datasheet), %3 µs per message through NCCL (estimated).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A %1 has %2 such ports, which NCCL drives as parallel rings; this profile models one.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>there is nothing to model</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>DataParallel runs in one process on one machine: this profile has %1 GPUs per node, the step uses %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>this profile has %1 GPUs, the step asks for %2 ranks</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>DdpCompare</name>
    <message>
        <source>Modelled hardware:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPU %1 / rank %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 B</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 µs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Modelled, not measured (%1): one training step takes %2 with DataParallel and %3 with DDP.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>An α–β model: kernel = launch + FLOPs / peak; copy = α + bytes / β; ring all-reduce = 2(W−1) × (α + bytes / W / β). Sources: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Modelled, not measured (%1): one training step takes %2 with DDP; DataParallel is not on this profile (%3).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Modelled, not measured (%1): one training step takes %2 with DataParallel; DDP is not on this profile (%3).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Modelled, not measured (%1): the step is not on this profile, neither with DataParallel (%2) nor with DDP (%3).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>DP
total</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>DDP:
all-reduce
sent</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>DP:
gradients
reduced</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>DP:
batch
scattered</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>DP:
parameters
broadcast</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>DP:
outputs
gathered</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>DP:
output
gradient
sent back</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The same global batch of %1 rows: DataParallel on %2 GPUs (one process) against DDP on %2 ranks (local batch %3). Bytes each device sends or receives in one training step:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Transfer model (PyTorch on CUDA): each GPU receives its chunk; the outputs and the output gradient are copies between cuda:0 and each GPU; the broadcast and the gradient reduce are NCCL collectives, in which GPU 0 sends or receives one copy of the parameters. Without NCCL, GPU 0 would receive the other replicas' gradients: %1.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>DdpErrorWords</name>
    <message>
        <source>no step finished for %1 s: step %2 waits on %3, which cannot be reached</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no step finished for %1 s: step %2 waits on a rank that is stuck or a host that cannot be reached</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no step finished for %1 s: a rank is stuck or a host cannot be reached</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>rank %1 exited; mpirun stopped the others</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a rank exited; mpirun stopped the others</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>rank %1 failed: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a rank failed: %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>DdpEvents</name>
    <message>
        <source>%1 event without "%2"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 event: "%2" must be %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>an integer from %1 to %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a number from %1 to %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a string of at most %1 characters</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a list of at most %1 items</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 event: unknown key "%2"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 event: "%2" appears twice</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a list of {"name", "bytes"} objects</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a list of lists of parameter indices</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a list of host names</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>phase event: it ends (%1 µs) before it starts (%2 µs)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>an event must be a JSON object {…}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>an event object must name its kind in "event"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>true or false</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a hexadecimal string</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unknown event "%1"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a line of %1 bytes, longer than any event</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a line with a NUL byte: not JSON text</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>not a JSON object (%1 at column %2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>one of %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 or %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a word of lowercase letters (%1)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>DdpForm</name>
    <message>
        <source>World size</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Local batch</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Learning rate</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Epochs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ranks: mpirun starts one dpviz-ddp process per rank</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rows each rank takes per step; the global batch is world size × local batch</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>OpenMPI hostfile</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Hostfile</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>this machine (no hostfile)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>An OpenMPI hostfile (NAME slots=N a line): mpirun starts the ranks on its hosts over ssh</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>DdpLossCompare</name>
    <message>
        <source>DataParallel could not run this configuration: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Start a run: DDP's loss at every step (the mean of the ranks' losses) appears here over DataParallel's with the same global batch.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The data (%1 samples) does not divide into global batches of %2: DistributedSampler pads every rank's shard with repeated samples, DataParallel's last batch is smaller, so the last step differs.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>The curves coincide: each of the %n rank(s) takes its own %1 rows, and DDP averages the ranks' gradients of their own mean losses, which for equal shards is the gradient of the mean loss over all %2 rows. DataParallel sums its replicas' gradients of that one mean loss on cuda:0: the same gradient, the same SGD step.</source>
        <translation>
            <numerusform>The curves coincide: each of the %n rank takes its own %1 rows, and DDP averages the ranks' gradients of their own mean losses, which for equal shards is the gradient of the mean loss over all %2 rows. DataParallel sums its replicas' gradients of that one mean loss on cuda:0: the same gradient, the same SGD step.</numerusform><numerusform>The curves coincide: each of the %n ranks takes its own %1 rows, and DDP averages the ranks' gradients of their own mean losses, which for equal shards is the gradient of the mean loss over all %2 rows. DataParallel sums its replicas' gradients of that one mean loss on cuda:0: the same gradient, the same SGD step.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>DataParallel, global batch on %n GPU(s)</source>
        <translation>
            <numerusform>DataParallel, global batch on %n GPU</numerusform><numerusform>DataParallel, global batch on %n GPUs</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>DDP, mean of %n rank(s)</source>
        <translation>
            <numerusform>DDP, mean of %n rank</numerusform><numerusform>DDP, mean of %n ranks</numerusform></translation>
    </message>
    <message>
        <source>loss (MSELoss)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>step</source>
        <comment>axis title: the training step's number</comment>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>DdpPage</name>
    <message>
        <source>%1 = %2 rows</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>DataParallel splits each batch; DDP splits the dataset.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>DataParallel: one process cuts each of the %n batch(es) into chunks for the GPUs and gathers the outputs on cuda:0.</source>
        <translation>
            <numerusform>DataParallel: one process cuts each of the %n batch into chunks for the GPUs and gathers the outputs on cuda:0.</numerusform><numerusform>DataParallel: one process cuts each of the %n batches into chunks for the GPUs and gathers the outputs on cuda:0.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>DDP: %1 processes, one per GPU, each load only their own %n sample(s) (DistributedSampler) and batch them themselves.</source>
        <translation>
            <numerusform>DDP: %1 processes, one per GPU, each load only their own %n sample (DistributedSampler) and batch them themselves.</numerusform><numerusform>DDP: %1 processes, one per GPU, each load only their own %n samples (DistributedSampler) and batch them themselves.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n index(es) repeated from the start to pad the ranks to equal length.</source>
        <translation>
            <numerusform>%n index repeated from the start to pad the ranks to equal length.</numerusform><numerusform>%n indexes repeated from the start to pad the ranks to equal length.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>drop_last leaves out the last %n sample(s).</source>
        <translation>
            <numerusform>drop_last leaves out the last %n sample.</numerusform><numerusform>drop_last leaves out the last %n samples.</numerusform></translation>
    </message>
    <message>
        <source>Data size</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Batch size</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPUs (ranks)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>drop_last (sampler)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>shuffle (sampler)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>DataParallel:
rows per batch</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>DDP:
samples</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>DDP:
dataset indices</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>DdpPages</name>
    <message>
        <source>Ring</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>DataParallel vs DDP</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Loss</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>DdpProcess</name>
    <message>
        <source>mpirun was not found: install OpenMPI (sudo apt install openmpi-bin) to run DDP.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>dpviz-ddp was not found next to dpviz: build it with OpenMPI installed (sudo apt install openmpi-bin libopenmpi-dev).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the DDP run could not start or was killed. %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the DDP run exited with status %1 before it finished. %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>exited with status %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1; mpirun stopped the others</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>killed by signal %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>killed by signal %1 (%2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the recorded run %1 cannot be read</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>DdpReplay</name>
    <message>
        <source>Waiting for the ranks' first step…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Pick the world size and the local batch, then Start: mpirun starts one process per rank.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>DdpRingView</name>
    <message>
        <source>failed: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>waiting</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>loads its own batch</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>forward</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>loss</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>backward</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>all-reduce</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>all-reduce · bucket %1 · step %2/%3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>SGD step on its own copy</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>stepped</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Pick the world size and the local batch, then Start: mpirun starts one process per rank.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Step %1 of %2 · epoch %3 · %4 ranks × local batch %5 = global batch %6 · %7</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>reduce-scatter</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>all-gather</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Measured on this machine (%1): %2 µs into the step; every rank runs the same step on its own shard</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>rank %1 · %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>loss %1 (its own mean)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>loss: after the step</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>shard: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>buckets</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>all-reduce · bucket %1 · waiting for the others</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>All-reduce of bucket %1 (%2 B), %3, ring step %4/%5: each rank sends 1/%7 of it (%6 B) to the next · %8 µs per step</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>failed: see above</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>forward and loss on its own batch</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>backward: filling its buckets</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>reduce-scatter · bucket %1/%2 · step %3/%4</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>reduce-scatter %1/%2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>RS %1/%2</source>
        <comment>reduce-scatter ring step, short</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <source>all-gather · bucket %1/%2 · step %3/%4</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>all-gather %1/%2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>AG %1/%2</source>
        <comment>all-gather ring step, short</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <source>SGD step</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>load</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>waiting for the others</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>all-reduce %1/%2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>loss %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>loss: later</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>bucket %1/%2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>bucket</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>red dashes: across the network</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: rank %2</source>
        <comment>a host of the ring and its rank</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: ranks %2</source>
        <comment>a host of the ring and its ranks</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 B</source>
        <comment>a ring piece's size in bytes</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 KiB</source>
        <comment>a ring piece's size</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 MiB</source>
        <comment>a ring piece's size</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <source>lost: %1 cannot be reached</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>lost: host unreachable</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>lost</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>waited in step %1, then stopped</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>stopped</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>loss: none, the step never finished</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>loss: none</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>DdpRunChecks</name>
    <message>
        <source>line %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a second "start" event</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>"global_batch" %1 is not world × local_batch = %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>"buckets" and "bucket_bytes" differ in length</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>"hosts" must name one host per rank</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a bucket holds parameter %1 of %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>parameter %1 is in two buckets</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>rank %1 in a world of %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a phase of step %1 where step %2 was expected</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>bucket %1 of %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>step %1 where step %2 was expected</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 losses for %2 ranks</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the first event must be "start"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a shard of epoch %1 before epoch %2's</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>"done" after %1 steps says %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>an error naming host %1, which runs no rank</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>DdpUnits</name>
    <message>
        <source>Step %1 of %2, forward: each of the %3 ranks loads its own %4 rows (its shard; global batch %5), runs the forward pass on its own copy of the model and computes its own loss.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Backward: the one rank computes its gradients; with one rank there is nothing to all-reduce.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Backward: each rank computes the gradients of its own loss. They fill the buckets (%1 here), the last layer's first; a full bucket is ready to all-reduce.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Optimizer step: the one rank updates its model with its gradients.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Optimizer step: every rank updates its own copy of the model with the same mean gradients, so all %1 copies stay identical; no parameters are sent.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Measured on this machine (%1): load, forward and loss took up to %2 µs on a rank</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Measured on this machine (%1): backward took up to %2 µs on a rank</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Measured on this machine (%1): bucket %2's all-reduce (%3) took %4 µs on all ranks, ≈ %5 µs a ring step</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Measured on this machine (%1): the optimizer step took up to %2 µs on a rank</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>CPU ranks, MPI</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPU ranks, NCCL</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPU ranks, MPI through host memory</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Step %1 of %2 never finished: %3 could not be reached, no step finished for %4 s, and every rank stopped.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Step %1 of %2 never finished: %3. Every rank stopped.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Recorded: %1 of %2 steps finished before the run stopped</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1–%2</source>
        <comment>the smallest and the largest ring piece</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Bucket %1 of %2, reduce-scatter, ring step %3 of %4: each rank sends 1/%5 of the bucket (%6) to the next rank and adds what it receives to its own part.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Bucket %1 of %2, all-gather, ring step %3 of %4: each rank sends a fully summed 1/%5 of the bucket (%6) to the next rank, which keeps it in place of its own copy.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Bucket %1 of %2, all-gather, ring step %3 of %4: the last summed pieces (%6 each) arrive; every rank now holds the whole sum, already the mean gradient: each gradient was divided by %5 as it was copied into the bucket.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>DdpView</name>
    <message>
        <source>Running: %1 of %2 steps received.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Done: %1 steps; every rank ended with bit-identical parameters (checksum %2).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Done: %1 steps, but the ranks' parameters differ.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ranks run on GPUs, one per GPU, and all-reduce with NCCL (the backend is CUDA).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ranks run on the CPU and all-reduce with OpenMPI; with CUDA as the backend they run on GPUs (NCCL).</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>DeviceCardItem</name>
    <message>
        <source>waiting</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>idle: no chunk</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>receiving chunk</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>receiving parameters</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>computing</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>done</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>sending output</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>in %1 → out %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>in %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>out %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>failed: raised an error</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>simulated</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>virtual, on %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>peak %1 KiB</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>peak %1 MiB</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>shares the original's parameters</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>backward: computing gradients</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>gradients ready</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>summing the gradients</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>SGD: updating the parameters</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>parameters %1 · gradients %2 · reduce buffers %3 · momentum %4</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>sending gradients</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>measured %1 µs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 µs</source>
        <comment>measured forward time, short</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <source>idle</source>
        <comment>card state, short</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <source>receiving</source>
        <comment>card state, short</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <source>sending</source>
        <comment>card state, short</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <source>failed</source>
        <comment>card state, short</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <source>backward</source>
        <comment>card state, short</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <source>summing</source>
        <comment>card state, short</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 KiB</source>
        <comment>peak memory, short</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 MiB</source>
        <comment>peak memory, short</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <source>warm-up %1 µs</source>
        <comment>the first batch's measured forward time (threads start, memory is touched the first time)</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <source>original</source>
        <comment>card state, short</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <source>params in</source>
        <comment>card state, short</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <source>grads done</source>
        <comment>card state, short</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <source>grads out</source>
        <comment>card state, short</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <source>SGD step</source>
        <comment>card state, short</comment>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>DimsPage</name>
    <message>
        <source>Enter the sizes of the dims, such as 4, 10, 3.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>x.shape = %1: torch.chunk(x, %2, dim=%3) gives %n piece(s) along dim %4</source>
        <translation>
            <numerusform>x.shape = %1: torch.chunk(x, %2, dim=%3) gives %n piece along dim %4</numerusform><numerusform>x.shape = %1: torch.chunk(x, %2, dim=%3) gives %n pieces along dim %4</numerusform></translation>
    </message>
    <message>
        <source>GPU %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%n GPU(s) idle</source>
        <translation>
            <numerusform>%n GPU idle</numerusform><numerusform>%n GPUs idle</numerusform></translation>
    </message>
    <message>
        <source>Shape</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>dim</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Sizes of the tensor's dims, comma-separated</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>EpochPage</name>
    <message numerus="yes">
        <source>%n batch(es) per epoch</source>
        <translation>
            <numerusform>%n batch per epoch</numerusform><numerusform>%n batches per epoch</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>; drop_last drops the last %n row(s)</source>
        <translation>
            <numerusform>; drop_last drops the last %n row</numerusform><numerusform>; drop_last drops the last %n rows</numerusform></translation>
    </message>
    <message>
        <source>; the first %1 are listed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Data size</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Batch size</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>drop_last</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rows</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Chunks</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rule</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Batch</source>
        <comment>epoch table: the batch's number</comment>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Explanation</name>
    <message>
        <source>Nothing to run: the DataLoader yields no batch.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Press Play (Space) or step (→) to run the first batch.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Scatter: %1. Each chunk is copied to its GPU.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Forward: the model runs on the whole batch.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>Parallel apply: %n replica(s) run at the same time; each prints its line when it finishes, so the order changes from run to run.</source>
        <translation>
            <numerusform>Parallel apply: %n replica run at the same time; each prints its line when it finishes, so the order changes from run to run.</numerusform><numerusform>Parallel apply: %n replicas run at the same time; each prints its line when it finishes, so the order changes from run to run.</numerusform></translation>
    </message>
    <message>
        <source>Done: output %1; the Outside line is printed after the gather.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ready</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Load</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Scatter</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Replicate</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Forward</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Gather</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Done</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>Load: the DataLoader collates batch %1 of %2 (%n row(s)) on the CPU.</source>
        <translation>
            <numerusform>Load: the DataLoader collates batch %1 of %2 (%n row) on the CPU.</numerusform><numerusform>Load: the DataLoader collates batch %1 of %2 (%n rows) on the CPU.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>input.to(device): the whole batch (%n row(s)) is copied to cuda:0.</source>
        <translation>
            <numerusform>input.to(device): the whole batch (%n row) is copied to cuda:0.</numerusform><numerusform>input.to(device): the whole batch (%n rows) is copied to cuda:0.</numerusform></translation>
    </message>
    <message>
        <source>Replicate: one chunk, so one replica, which shares the original module's parameters.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>Replicate: cuda:0 broadcasts the parameters to the %n other GPU(s) in use; replica 0 shares the original module's parameters.</source>
        <translation>
            <numerusform>Replicate: cuda:0 broadcasts the parameters to the %n other GPU in use; replica 0 shares the original module's parameters.</numerusform><numerusform>Replicate: cuda:0 broadcasts the parameters to the %n other GPUs in use; replica 0 shares the original module's parameters.</numerusform></translation>
    </message>
    <message>
        <source>Parallel apply: replica %1 on %2 raises; DataParallel waits until the other replicas finish.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>Gather: the %n output(s) are concatenated on %1 in replica order.</source>
        <translation>
            <numerusform>Gather: the %n output are concatenated on %1 in replica order.</numerusform><numerusform>Gather: the %n outputs are concatenated on %1 in replica order.</numerusform></translation>
    </message>
    <message>
        <source>Failed: DataParallel re-raised replica %1's error (%2); the batch has no output and the loop ends.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>Gather: %n scalar(s) cannot be concatenated, so each becomes a vector of one, then they are concatenated on %1 (see the warning).</source>
        <translation>
            <numerusform>Gather: %n scalar cannot be concatenated, so each becomes a vector of one, then they are concatenated on %1 (see the warning).</numerusform><numerusform>Gather: %n scalars cannot be concatenated, so each becomes a vector of one, then they are concatenated on %1 (see the warning).</numerusform></translation>
    </message>
    <message>
        <source>Loss</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Backward</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Reduce</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Optimizer step</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n byte</numerusform><numerusform>%n bytes</numerusform></translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 MiB</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Loss: MSELoss (mean) of the gathered output against the targets, on %1: %2.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Backward: the gradients of the loss with respect to every parameter, on %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Reduce: each replica's gradients (%1) are summed onto %2, %3 arriving from the other GPUs: the sum equals one device's gradient of the whole batch.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Optimizer step: SGD updates the parameters on %1 only; the next forward copies them to the other GPUs again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Done: step %1 of %2, loss %3; the parameters on %4 are updated.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>Backward: the output's gradient is cut with the forward's sizes (%1 rows) and sent back; every replica computes its parameters' gradients on its own GPU, all at the same time (%n replica(s)).</source>
        <translation>
            <numerusform>Backward: the output's gradient is cut with the forward's sizes (%1 rows) and sent back; every replica computes its parameters' gradients on its own GPU, all at the same time (%n replica).</numerusform><numerusform>Backward: the output's gradient is cut with the forward's sizes (%1 rows) and sent back; every replica computes its parameters' gradients on its own GPU, all at the same time (%n replicas).</numerusform></translation>
    </message>
</context>
<context>
    <name>ExportAnimationDialog</name>
    <message>
        <source>Export animation</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>to</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>of %n batch(es)</source>
        <translation>
            <numerusform>of %n batch</numerusform><numerusform>of %n batches</numerusform></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>File (.mp4 or .gif):</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Batches:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Save as</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>MP4 video (*.mp4);;GIF animation (*.gif)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The animation as it plays at 1×, %1 frames a second: %2 s of video. It is rendered frame by frame, so the video is smooth however fast this computer is.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rendering %1…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rendering %1: frame %2 of %3…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Wrote %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not export the animation</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Keep the transport bar (projector mode's buttons) in the video</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>FlowItem</name>
    <message numerus="yes">
        <source>; %n GPU(s) idle</source>
        <translation>
            <numerusform>; %n GPU idle</numerusform><numerusform>; %n GPUs idle</numerusform></translation>
    </message>
    <message>
        <source>dataset: %1 samples</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>final batch: %1 rows</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>batch %1: %2 rows</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>output on %1</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%n row(s) on one GPU: the model is not wrapped, no split</source>
        <translation>
            <numerusform>%n row on one GPU: the model is not wrapped, no split</numerusform><numerusform>%n rows on one GPU: the model is not wrapped, no split</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>0 rows → %n empty chunk(s)</source>
        <translation>
            <numerusform>0 rows → %n empty chunk</numerusform><numerusform>0 rows → %n empty chunks</numerusform></translation>
    </message>
    <message>
        <source>⌈%1/%2⌉ = %3 → %4</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%n row(s) per chunk</source>
        <translation>
            <numerusform>%n row per chunk</numerusform><numerusform>%n rows per chunk</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n chunk(s)</source>
        <translation>
            <numerusform>%n chunk</numerusform><numerusform>%n chunks</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n byte</numerusform><numerusform>%n bytes</numerusform></translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 MiB</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>Σ %n replica(s) · %1 received</source>
        <translation>
            <numerusform>Σ %n replica · %1 received</numerusform><numerusform>Σ %n replicas · %1 received</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n sample(s)</source>
        <comment>the dataset's label, short</comment>
        <translation>
            <numerusform>%n sample</numerusform><numerusform>%n samples</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Σ %n replica(s)</source>
        <translation>
            <numerusform>Σ %n replica</numerusform><numerusform>Σ %n replicas</numerusform></translation>
    </message>
</context>
<context>
    <name>Hostfile</name>
    <message>
        <source>hostfile %1: cannot be read (%2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>hostfile %1: larger than 1 MiB</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>hostfile %1, line %2: '%3' is not a host name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>hostfile %1, line %2: expected slots=N (N at least 1) after the host name, got '%3'</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>hostfile %1: names no host</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 ranks but the hostfile has %2 slots (%3): lower the ranks or add slots</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>LecturerView</name>
    <message>
        <source>Lecturer's view</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>For your eyes: keep this window on your own screen, not on the projector.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Discuss and vote again between</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Enter: close the vote · T: 30 s more · S: skip the question</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No question is open.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>First vote open</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Second vote open</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Both votes closed: reveal next</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Self-study: one student answers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Answer revealed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source> · %1 left</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>First vote</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Second vote</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Class record: %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>LegendItem</name>
    <message>
        <source>dataset: one stripe per sample</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>batch: its rows, cut into chunks</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>colour: the GPU a chunk goes to</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>slot: the chunk a GPU holds</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>gauge: peak memory (fullest GPU = full)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>bar: progress of the current phase</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>bold outline: the output device</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>output: gathered in replica order</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>training gauge: parameters, gradients, reduce buffers, momentum</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>LessonBanner</name>
    <message>
        <source>Previous stop (Page Up)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Next stop (Page Down)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Close the lesson</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>stop %1 of %2 · %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Predict first: this stop's caption comes with the answer.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Paused here: what comes next answers the question of stop %1. Page Down goes on to it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Paused here: what comes next answers the skipped question of stop %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>End of class: what was covered and the votes (Page Down)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>LessonController</name>
    <message>
        <source>the lesson needs a title in English and in Chinese</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>stop %1 needs a caption in English and in Chinese</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>LessonEditor</name>
    <message>
        <source>%1. at %2 — %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Title (English, then Chinese)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Title in English</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Title in Chinese</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Add the current state as a stop</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Move the stop up</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Move the stop down</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Caption (English, then Chinese)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>What to say at this stop, in English</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>What to say at this stop, in Chinese</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>load</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>scatter</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>replicate</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>forward</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>gather</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>done</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rules explorer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Timings</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Scaling</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>loss</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>backward</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>reduce</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>step</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Loss</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>DDP</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rules explorer: DDP vs DataParallel</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Pause at batch, phase; show view; ask a prediction</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No prediction</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>DataParallel vs DDP</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Predict: %1</source>
        <extracomment>%1: a question kind in a few words, such as "Rows in each chunk"</extracomment>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>LessonFiles</name>
    <message>
        <source>Open lesson</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>dpviz lessons (*.dpviz)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>New lesson from current state</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Open lesson…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Save lesson</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Save lesson as…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Close lesson</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Recent lessons</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Lessons</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Lesson</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1%2 — dpviz</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>dpviz — DataParallel visualizer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot open the lesson</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot save the lesson</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The lesson was not saved: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Unsaved lesson</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The lesson has changes that are not saved. Save them?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>stop %1 of %2</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>LessonReader</name>
    <message>
        <source>true or false</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a number</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a string</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a list</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>an object</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>"%1" must be %2, not %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unknown key %1 in %2 (expected one of: %3)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>key %1 appears twice in %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 is missing the required key "%2"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>an integer from %1 to %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>"%1" must be %2, got %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>"%1" must be one of %2, got %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>an object with "en" and "zh_CN"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>"%1.%2" must not be empty</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>"%1.%2" is longer than %3 characters</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a number from %1 to %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>"at" must be "batch:phase" with a batch from 1 and a phase among %1, got %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a list of objects</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a step</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>stop %1: output_device %2 is not one of its %3 GPUs (or -1 for the CPU)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>stop %1 is at batch %2, but its configuration has %3 batches (data_size %4, batch_size %5)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>stop %1: with %2 GPU the model is not wrapped, so there is no %3 phase</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a lesson must be a JSON object {…}, not %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the lesson</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>"format" must be "dpviz-lesson", got %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>lesson format version %1 is newer than this dpviz reads (%2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a list of stops</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>"steps" must hold at least one stop</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>: is not UTF-8 text (it looks like UTF-16); save it as UTF-8</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>: is not a text file (it contains NUL bytes)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>: no such file</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>: is a folder, not a lesson file</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>: is not a regular file</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>: is %1 MiB; a lesson file is at most %2 MiB</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>: cannot be read (%1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>: is larger than %1 MiB, the most a lesson file may be</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>stop %1: there is a %2 phase only in training ("mode": "train")</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>stop %1 is at step %2, but its training has %3 steps (%4 batches × %5 epochs)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>"rank" belongs only to the kind ddp_shard</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>stop %1: its quiz cannot be asked here: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a recording is replayed in the DDP tab: it needs "view": "ddp"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>"replay_at" belongs to a stop with a "recording"</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <source>Copy all</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The tutorial's printed lines appear here as the replicas finish.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>LossView</name>
    <message>
        <source>Switch Training on in the controls to see the loss at every step.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The loss of every step appears here, next to the same training on one device.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>loss (MSE, mean)</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>DataParallel on %n GPU(s)</source>
        <translation>
            <numerusform>DataParallel on %n GPU</numerusform><numerusform>DataParallel on %n GPUs</numerusform></translation>
    </message>
    <message>
        <source>one device</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>The two curves coincide (the largest difference so far is %1, float rounding): on %n GPU(s), DataParallel sums the replicas' gradients on cuda:0, and that sum is exactly the gradient one device computes for the whole batch's mean loss, so every SGD step is the same step.</source>
        <translation>
            <numerusform>The two curves coincide (the largest difference so far is %1, float rounding): on %n GPU, DataParallel sums the replicas' gradients on cuda:0, and that sum is exactly the gradient one device computes for the whole batch's mean loss, so every SGD step is the same step.</numerusform><numerusform>The two curves coincide (the largest difference so far is %1, float rounding): on %n GPUs, DataParallel sums the replicas' gradients on cuda:0, and that sum is exactly the gradient one device computes for the whole batch's mean loss, so every SGD step is the same step.</numerusform></translation>
    </message>
    <message>
        <source>The loss rose, %1 → %2 at step %3, on the same batch: the SGD step overshot (a smaller learning rate would not).</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>The loss rose, %1 → %2 at step %3: a different batch, and the model has taken only %n SGD step(s).</source>
        <translation>
            <numerusform>The loss rose, %1 → %2 at step %3: a different batch, and the model has taken only %n SGD step.</numerusform><numerusform>The loss rose, %1 → %2 at step %3: a different batch, and the model has taken only %n SGD steps.</numerusform></translation>
    </message>
    <message>
        <source>step</source>
        <comment>axis title: the training step's number</comment>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>The two curves coincide exactly: on %n GPU(s), DataParallel sums the replicas' gradients on cuda:0, and that sum is exactly the gradient one device computes for the whole batch's mean loss, so every SGD step is the same step.</source>
        <translation>
            <numerusform>The two curves coincide exactly: on %n GPU, DataParallel sums the replicas' gradients on cuda:0, and that sum is exactly the gradient one device computes for the whole batch's mean loss, so every SGD step is the same step.</numerusform><numerusform>The two curves coincide exactly: on %n GPUs, DataParallel sums the replicas' gradients on cuda:0, and that sum is exactly the gradient one device computes for the whole batch's mean loss, so every SGD step is the same step.</numerusform></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>simulated</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Error: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Starting the engine…</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%1 · %n GPU(s) · batch %2 of %3</source>
        <translation>
            <numerusform>%1 · %n GPU · batch %2 of %3</numerusform><numerusform>%1 · %n GPUs · batch %2 of %3</numerusform></translation>
    </message>
    <message>
        <source>Simulated GPUs (CPU threads)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>About dpviz</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&lt;b&gt;dpviz %1&lt;/b&gt;&lt;p&gt;Watch PyTorch's nn.DataParallel split, run and gather each batch, on simulated or real GPUs.&lt;/p&gt;&lt;p&gt;License: GPL-3.0-or-later.&lt;/p&gt;</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Chrome trace (*.json)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Save as</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not save</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot write %1:
%2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the window could not be rendered</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>CUDA</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Some settings in %1 could not be read (%2); using the defaults for them.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>an unknown preset</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>CUDA: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>batch %1 of %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>, </source>
        <comment>between the problems of the settings file</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rules explorer: how DataParallel's scatter splits every batch size over every GPU count.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>DDP vs DataParallel: DataParallel splits each batch; DDP's DistributedSampler gives each rank its own share of the dataset.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Timings: how long each device spent in each phase of the batch, and each batch's step time.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Scaling: how a step's time grows with the GPU count and the batch size.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Loss: the training loss at every step, on the GPUs and on one device.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The last Scaling measurement in the settings could not be read: the bundled example is shown.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>DataParallel vs DDP: the bytes each device sends or receives in one training step, and the step modelled on named hardware.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>step %1 of %2</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%1 · %n GPU(s) · step %2 of %3</source>
        <translation>
            <numerusform>%1 · %n GPU · step %2 of %3</numerusform><numerusform>%1 · %n GPUs · step %2 of %3</numerusform></translation>
    </message>
</context>
<context>
    <name>ModelWords</name>
    <message>
        <source>Linear(in, out)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>MLP: Linear(in, 16), ReLU, Linear(16, out)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>MLP3: Linear(in, 32), ReLU, Linear(32, 32), ReLU, Linear(32, out)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Linear layers of the given widths</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ModelledWords</name>
    <message>
        <source>%1 cannot run this step: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Modelled, not measured: this batch's chunks on %1, from an α–β model (kernel = launch + FLOPs / peak, copy = α + bytes / β on the link it crosses).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>kernel = launch + FLOPs / peak; copy = α + bytes / β; broadcast and reduce over k GPUs = (k−1)·α + bytes / β. Sources: %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>PeerGuidance</name>
    <message>
        <source>First vote: %1 % right (%2 of %3).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Under %1 %: re-teach the idea, then ask again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Over %1 %: explain it briefly and move on.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Between %1 % and %2 %: let them discuss with their neighbours, then vote again.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>PitfallPanel</name>
    <message>
        <source>Close the scenario</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Replicas in print order</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Output checksum (FNV-1a)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Pitfall: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Run</source>
        <comment>repeats table: the run's number</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The log: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>In this run, cuda:%1 was the slowest.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Pitfalls</name>
    <message>
        <source>Batch smaller than the GPU count</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A batch of 3 rows on 8 GPUs: ⌈3/8⌉ = 1 row per chunk, so only 3 chunks. GPUs 3–7 get nothing and stay idle. DataParallel never splits a row, and it does not balance: the chunk rule alone decides.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>7 GPUs, one idle</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>30 rows on 7 GPUs: ⌈30/7⌉ = 5 rows per chunk, and 30/5 = 6 chunks. The 7th GPU gets nothing, even though 30 rows could have been spread as 5, 5, 4, 4, 4, 4, 4.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The last, partial batch</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>100 rows in batches of 30 leave a last batch of 10. On 8 GPUs it is cut into chunks of ⌈10/8⌉ = 2: 5 chunks, so 3 GPUs are idle for that batch. Use drop_last=True to skip it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Unbalanced GPUs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A model that returns a scalar</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The model returns output.sum(), a 0-dim tensor, in each replica. Scalars cannot be concatenated, so gather makes each a vector of one and warns (see the log): the result is one value per replica, torch.Size([4]), not one loss. Take .mean() or .sum() of it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A replica that raises</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Print order is not deterministic</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The replicas run at the same time and print when they finish, so the order of the "In Model" lines can change from run to run. The gathered output cannot: it is always concatenated in replica order. The table runs the first batch several times.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Why GPU 0 holds more memory</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Replica 2 raises ValueError in forward; the other replicas finish and print their lines. DataParallel waits for all of them, throws their results away and raises the error of the lowest failing replica, wrapped as "Caught ValueError in replica 2 on device 2." (see the log). The exception ends the loop: no Outside line, no output.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The outputs of all replicas are gathered on the output device, cuda:0, which also holds the original model. Its card shows the highest peak memory (the engine's own accounting). With big outputs this is why GPU 0 runs out of memory first.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPU 3 has half the memory and half the cores of GPU 0. When it is built, DataParallel compares the devices and warns about the weakest one (see the log); it still gives every GPU an equal chunk, so cuda:3, with half the cores, usually finishes last, and the whole step waits for the slowest card (the cards' measured times say which it was in this run).</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>PredictPanel</name>
    <message>
        <source>hands:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>first vote %1 · hands now:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Answer: %1. %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Right: %1. %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Not %1: %2
The answer is %3. %4</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Discuss and vote again (Enter)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Show both votes (Enter)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Reveal (Enter)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Continue (Enter)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 of %2 right</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Both votes are in: %1 and %2 ballots. The counts show with the answer.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 left</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>PredictRuns</name>
    <message>
        <source>Predict: everyone picks an answer; count the hands for each option.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Discuss with your neighbours, then vote again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The first vote and the second, side by side. Now the reveal.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Predict: pick the answer you expect (1–4), then Enter.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The reveal: the engine's answer and the rule behind it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Predict: everyone votes on their phone. Votes in: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Discuss with your neighbours, then vote again on your phone.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Both votes are in. Their counts show with the answer.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <source>Tutorial: 1 GPU (not wrapped)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Tutorial: 2 GPUs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Tutorial: 3 GPUs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Tutorial: 8 GPUs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Batch of 3 on 8 GPUs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Batch of 30 on 7 GPUs (one idle)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ProjectorTransport</name>
    <message>
        <source>speed %1×</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Animation speed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>⏸ pauses at every phase (P)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>RuleText</name>
    <message numerus="yes">
        <source>an empty batch: each of the %n GPU(s) gets an empty chunk</source>
        <translation>
            <numerusform>an empty batch: each of the %n GPU gets an empty chunk</numerusform><numerusform>an empty batch: each of the %n GPUs gets an empty chunk</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>⌈%1/%2⌉ = %3 → %n chunk(s) of %3</source>
        <translation>
            <numerusform>⌈%1/%2⌉ = %3 → %n chunk of %3</numerusform><numerusform>⌈%1/%2⌉ = %3 → %n chunks of %3</numerusform></translation>
    </message>
    <message>
        <source>⌈%1/%2⌉ = %3 → %4 chunks: %5 of %3 and the last of %6</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>; GPU %1 idle</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>; GPUs %1–%2 idle</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>[%1]</source>
        <comment>a list of chunk sizes</comment>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>RulesExplorer</name>
    <message>
        <source>batch %1 on %2 GPUs: %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPUs used</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Imbalance (largest chunk ÷ smallest)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Idle GPUs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>batch size</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPU count</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Other dims</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Whole epoch</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>DDP vs DataParallel</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>The ring marks the current setting: batch %1 on %n GPU(s).</source>
        <translation>
            <numerusform>The ring marks the current setting: batch %1 on %n GPU.</numerusform><numerusform>The ring marks the current setting: batch %1 on %n GPUs.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>The current setting, batch %1 on %n GPU(s), is beyond the map.</source>
        <translation>
            <numerusform>The current setting, batch %1 on %n GPU, is beyond the map.</numerusform><numerusform>The current setting, batch %1 on %n GPUs, is beyond the map.</numerusform></translation>
    </message>
    <message>
        <source>Heat map</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Hover over a cell to see the rule worked through; click it to see its batch below.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Click to see its batch below.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>RunSession</name>
    <message numerus="yes">
        <source>Training %1 with MSELoss and SGD(lr=%2, momentum=%3) on %n GPU(s): %4 steps, %5 per epoch</source>
        <translation>
            <numerusform>Training %1 with MSELoss and SGD(lr=%2, momentum=%3) on %n GPU: %4 steps, %5 per epoch</numerusform><numerusform>Training %1 with MSELoss and SGD(lr=%2, momentum=%3) on %n GPUs: %4 steps, %5 per epoch</numerusform></translation>
    </message>
    <message>
        <source>step %1 of %2 (epoch %3, batch %4): loss %5; gradients summed on %6</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>replica %1 failed on purpose (a pitfall scenario)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ScalingSource</name>
    <message numerus="yes">
        <source>%n-core %1</source>
        <translation>
            <numerusform>%n-core %1</numerusform><numerusform>%n-core %1</numerusform></translation>
    </message>
    <message>
        <source>CPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Measured on a %1 (bundled example)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Measured on this computer (%1), %2</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ScalingSummary</name>
    <message numerus="yes">
        <source>On this machine a step on %n simulated GPU(s) takes %1× as long as one plain forward of batch %2 (%3 vs %4): the work is too small to gain from splitting.</source>
        <translation>
            <numerusform>On this machine a step on %n simulated GPU takes %1× as long as one plain forward of batch %2 (%3 vs %4): the work is too small to gain from splitting.</numerusform><numerusform>On this machine a step on %n simulated GPUs takes %1× as long as one plain forward of batch %2 (%3 vs %4): the work is too small to gain from splitting.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>On this machine a step on %n simulated GPU(s) takes %1× the time of one plain forward of batch %2 (%3 vs %4): splitting pays off.</source>
        <translation>
            <numerusform>On this machine a step on %n simulated GPU takes %1× the time of one plain forward of batch %2 (%3 vs %4): splitting pays off.</numerusform><numerusform>On this machine a step on %n simulated GPUs takes %1× the time of one plain forward of batch %2 (%3 vs %4): splitting pays off.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>On this machine a step on %n simulated GPU(s) takes about as long as one plain forward of batch %2 (%1×: %3 vs %4).</source>
        <translation>
            <numerusform>On this machine a step on %n simulated GPU takes about as long as one plain forward of batch %2 (%1×: %3 vs %4).</numerusform><numerusform>On this machine a step on %n simulated GPUs takes about as long as one plain forward of batch %2 (%1×: %3 vs %4).</numerusform></translation>
    </message>
    <message>
        <source>From %1 to %2 GPUs the step time goes from %3 to %4.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>At batch %1 a step on %n simulated GPU(s) takes %2× as long as one plain forward (%3 vs %4).</source>
        <translation>
            <numerusform>At batch %1 a step on %n simulated GPU takes %2× as long as one plain forward (%3 vs %4).</numerusform><numerusform>At batch %1 a step on %n simulated GPUs takes %2× as long as one plain forward (%3 vs %4).</numerusform></translation>
    </message>
    <message>
        <source>From batch %1 on it is no slower (%2 vs %3): only then is there enough work per chunk to outweigh the fixed cost of each GPU.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Even at batch %1 it is slower (%2 vs %3): here splitting never pays off.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>On that machine a step on %n simulated GPU(s) took %1× as long as one plain forward of batch %2 (%3 vs %4): the work is too small to gain from splitting.</source>
        <translation>
            <numerusform>On that machine a step on %n simulated GPU took %1× as long as one plain forward of batch %2 (%3 vs %4): the work is too small to gain from splitting.</numerusform><numerusform>On that machine a step on %n simulated GPUs took %1× as long as one plain forward of batch %2 (%3 vs %4): the work is too small to gain from splitting.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>On that machine a step on %n simulated GPU(s) took %1× the time of one plain forward of batch %2 (%3 vs %4): splitting pays off.</source>
        <translation>
            <numerusform>On that machine a step on %n simulated GPU took %1× the time of one plain forward of batch %2 (%3 vs %4): splitting pays off.</numerusform><numerusform>On that machine a step on %n simulated GPUs took %1× the time of one plain forward of batch %2 (%3 vs %4): splitting pays off.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>On that machine a step on %n simulated GPU(s) took about as long as one plain forward of batch %2 (%1×: %3 vs %4).</source>
        <translation>
            <numerusform>On that machine a step on %n simulated GPU took about as long as one plain forward of batch %2 (%1×: %3 vs %4).</numerusform><numerusform>On that machine a step on %n simulated GPUs took about as long as one plain forward of batch %2 (%1×: %3 vs %4).</numerusform></translation>
    </message>
</context>
<context>
    <name>ScalingView</name>
    <message>
        <source>simulated GPUs (batch 30)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>batch size (8 simulated GPUs)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Step time vs GPU count</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Step time vs batch size</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Measure</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>time per step (µs)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>DataParallel step</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>plain forward, one device</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Median of repeated steps of Linear(5, 2) on simulated GPUs, %1, measured on the engine thread (dpviz-bench --sweep).</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%n CPU core(s)</source>
        <translation>
            <numerusform>%n CPU core</numerusform><numerusform>%n CPU cores</numerusform></translation>
    </message>
    <message>
        <source>Measure times the tutorial's Linear(5, 2) on simulated GPUs: batch 30 on 1 to 64 GPUs, and batches 30 to 65536 on 8 GPUs, each next to a plain forward of the same batch on one device. It takes a few seconds.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Warm-up steps are left out, so these times are those of a warm step, where Timings shows each step of the window's own run, the first batch's warm-up included.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>%1 = '%2'</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the file cannot be read</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the file is not in INI format</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unknown entry '%1'</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ShortcutSheet</name>
    <message>
        <source>Every key dpviz answers to. The arrows and Space work everywhere in the window.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>What it does</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <comment>the shortcut sheet's window title</comment>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>TimingsCaption</name>
    <message>
        <source>Run a batch to see its measured times.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>Measured on %1 with CUDA events, %n GPU(s).</source>
        <translation>
            <numerusform>Measured on %1 with CUDA events, %n GPU.</numerusform><numerusform>Measured on %1 with CUDA events, %n GPUs.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>They share %n physical GPU(s), so virtual GPUs take turns.</source>
        <translation>
            <numerusform>They share %n physical GPU, so virtual GPUs take turns.</numerusform><numerusform>They share %n physical GPUs, so virtual GPUs take turns.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n CPU core(s)</source>
        <translation>
            <numerusform>%n CPU core</numerusform><numerusform>%n CPU cores</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Measured on %n simulated GPU(s) = %n worker thread(s) on %1: they take turns, so the replicas run one after another, not at the same time.</source>
        <translation>
            <numerusform>Measured on %n simulated GPU = %n worker thread on %1: they take turns, so the replicas run one after another, not at the same time.</numerusform><numerusform>Measured on %n simulated GPUs = %n worker threads on %1: they take turns, so the replicas run one after another, not at the same time.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Measured on %n simulated GPU(s) = %n worker thread(s) on %1: each thread can have a core of its own.</source>
        <translation>
            <numerusform>Measured on %n simulated GPU = %n worker thread on %1: each thread can have a core of its own.</numerusform><numerusform>Measured on %n simulated GPUs = %n worker threads on %1: each thread can have a core of its own.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Ideal parallel: each GPU's work as its CUDA events timed it, every one of the %n GPU(s) starting at the same instant.</source>
        <translation>
            <numerusform>Ideal parallel: each GPU's work as its CUDA events timed it, every one of the %n GPU starting at the same instant.</numerusform><numerusform>Ideal parallel: each GPU's work as its CUDA events timed it, every one of the %n GPUs starting at the same instant.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Ideal parallel: each GPU's own work (its thread's CPU time, without the waits for a core), every one of the %n GPU(s) on a core of its own and all starting at the same instant.</source>
        <translation>
            <numerusform>Ideal parallel: each GPU's own work (its thread's CPU time, without the waits for a core), every one of the %n GPU on a core of its own and all starting at the same instant.</numerusform><numerusform>Ideal parallel: each GPU's own work (its thread's CPU time, without the waits for a core), every one of the %n GPUs on a core of its own and all starting at the same instant.</numerusform></translation>
    </message>
    <message>
        <source>As measured is the CUDA events' time; ideal parallel starts every GPU's work at once; modelled is the cost model's estimate.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>As measured is wall time, the waits included; ideal parallel is each GPU's own CPU time, all starting at once; modelled is the cost model's estimate.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Matrix products: %1 (%2).</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>TimingsView</name>
    <message>
        <source>Per-device time (µs)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Step time per batch (µs)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>time (µs)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>time since the step began (µs)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>batch</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>step time (µs)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>scatter + gather</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>load</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>replicate</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>host</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>As measured</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ideal parallel</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>This step, ideal parallel (µs)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>This step, as measured (µs)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>forward (each GPU's colour)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPU (cuda:N)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>As measured: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ideal parallel: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The timeline as the engine stamped it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Modelled: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Modelled</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>This step, modelled on %1 (µs): a model, not a measurement</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>working</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>waiting for a core</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Per device</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>This step</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Per batch</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>waiting to start</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>This tab shows single steps of the run in the window, as they happened: the first batch's include the warm-up (threads starting, memory touched for the first time), so they are far longer than the later ones, which Scaling's medians resemble.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>↑ warm-up: %1 µs,
above the scale</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>warm-up: %1 µs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>↑ warm-up
%1 µs</source>
        <comment>a step time above the chart's scale</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <source>warm-up
%1 µs</source>
        <comment>a step time on the chart</comment>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>TrainingControls</name>
    <message>
        <source>Model</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Learning rate</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Momentum</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Epochs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Training: the whole step</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Off: the tutorial's forward only. On: each batch is a whole training step: loss, backward, the gradients summed on cuda:0, SGD (SEMANTICS R10).</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>Data Parallelism</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Imports and parameters</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&lt;p&gt;Import the PyTorch modules and define the parameters.&lt;/p&gt;</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Device</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&lt;p&gt;The device the model and the data go to: the first GPU if there is one.&lt;/p&gt;</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Dummy dataset</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Simple model</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Create a model and DataParallel</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&lt;p&gt;This is the core part of the tutorial. First, we make a model instance and check whether we have multiple GPUs. If we do, we wrap our model with &lt;code&gt;nn.DataParallel&lt;/code&gt;. Then we put the model on the GPU with &lt;code&gt;model.to(device)&lt;/code&gt;.&lt;/p&gt;</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Run the model</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&lt;p&gt;Now we can see the sizes of the input and output tensors.&lt;/p&gt;</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Results</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Summary</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&lt;p&gt;Authors: Sung Kim and Jenny Kang&lt;/p&gt;&lt;p&gt;In this tutorial we will learn how to use multiple GPUs with &lt;code&gt;DataParallel&lt;/code&gt;.&lt;/p&gt;&lt;p&gt;It is very easy to use GPUs with PyTorch. You can put the model on a GPU with &lt;code&gt;model.to(device)&lt;/code&gt;, and copy all your tensors to the GPU with &lt;code&gt;mytensor = my_tensor.to(device)&lt;/code&gt;. Note that calling &lt;code&gt;my_tensor.to(device)&lt;/code&gt; alone does not change &lt;code&gt;my_tensor&lt;/code&gt;: it returns a new copy on the GPU, so you need to assign it to a new tensor and use that tensor on the GPU. (&lt;b&gt;dpviz note&lt;/b&gt;: the Chinese notebook says the opposite here, that the call does not copy the tensor to the GPU; it does, into a new tensor, and leaves &lt;code&gt;my_tensor&lt;/code&gt; as it was.)&lt;/p&gt;&lt;p&gt;Running forward and backward propagation on multiple GPUs is natural, but PyTorch uses only one GPU by default. You can run your model in parallel on multiple GPUs easily with &lt;code&gt;model = nn.DataParallel(model)&lt;/code&gt;. That is the core of this tutorial; we look at it in more detail below.&lt;/p&gt;</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&lt;p&gt;For the demo, our model just gets an input, performs a linear operation, and gives an output. &lt;code&gt;DataParallel&lt;/code&gt; works with any model (CNN, RNN, Capsule Net and so on).&lt;/p&gt;&lt;p&gt;We put a print statement inside the model to print the sizes of the input and output tensors. Pay attention to what is printed at batch rank 0. (&lt;b&gt;dpviz note&lt;/b&gt;: “batch rank 0” means dim 0 of the batch, the batch dimension, which DataParallel splits: in the sizes each replica prints, dim 0 is the number of rows of its own chunk.)&lt;/p&gt;</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&lt;p&gt;With no GPU or one GPU, a batch of 30 inputs gives 30 outputs, as expected. With several GPUs you get the results below.&lt;/p&gt;&lt;p&gt;(&lt;b&gt;dpviz note&lt;/b&gt;: each GPU prints the size of its own chunk; the Outside line, printed after the gather, shows the whole batch again.)&lt;/p&gt;</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&lt;p&gt;Make a dummy (random) dataset. You only need to implement &lt;code&gt;__getitem__&lt;/code&gt;.&lt;/p&gt;&lt;p&gt;(&lt;b&gt;dpviz note&lt;/b&gt;: &lt;code&gt;__len__&lt;/code&gt; is needed too: &lt;code&gt;DataLoader(shuffle=True)&lt;/code&gt; draws the order from a &lt;code&gt;RandomSampler&lt;/code&gt;, which asks for &lt;code&gt;len(dataset)&lt;/code&gt;; the code below has both.)&lt;/p&gt;</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&lt;p&gt;DataParallel splits your data automatically and sends the job to multiple models on several GPUs. After each model finishes its job, DataParallel collects and merges the results before returning them to you.&lt;/p&gt;&lt;p&gt;(&lt;b&gt;dpviz note&lt;/b&gt;: the "multiple models" are one model's replicas, one on each GPU, made from the same module before every forward; not different models.)&lt;/p&gt;&lt;p&gt;For more information, see:&lt;br&gt;https://pytorch.org/tutorials/beginner/former_torchies/parallelism_tutorial.html&lt;/p&gt;&lt;p&gt;(&lt;b&gt;dpviz note&lt;/b&gt;: that address was in the old former_torchies part of the PyTorch tutorials, written for users coming from Lua Torch, and is out of date; DataParallel's current documentation is at the address below.)&lt;br&gt;https://pytorch.org/docs/stable/generated/torch.nn.DataParallel.html&lt;/p&gt;</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>TutorialFeedback</name>
    <message>
        <source>Failed: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Working…</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>Done: the parameters are set (input_size %1, output_size %2, batch_size %3, data_size %4) on %n GPU(s).</source>
        <translation>
            <numerusform>Done: the parameters are set (input_size %1, output_size %2, batch_size %3, data_size %4) on %n GPU.</numerusform><numerusform>Done: the parameters are set (input_size %1, output_size %2, batch_size %3, data_size %4) on %n GPUs.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Done: %n GPU(s), the cards in the scene (%1); device = cuda:0.</source>
        <translation>
            <numerusform>Done: %n GPU, the cards in the scene (%1); device = cuda:0.</numerusform><numerusform>Done: %n GPUs, the cards in the scene (%1); device = cuda:0.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Done: the first batch is drawn from the data: %n row(s) of input_size %1, batch 1 of %2.</source>
        <translation>
            <numerusform>Done: the first batch is drawn from the data: %n row of input_size %1, batch 1 of %2.</numerusform><numerusform>Done: the first batch is drawn from the data: %n rows of input_size %1, batch 1 of %2.</numerusform></translation>
    </message>
    <message>
        <source>Done: one GPU, so the model is not wrapped: no DataParallel, no header.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>Done: %n GPU(s), so the model is wrapped in DataParallel; the log shows “%1”.</source>
        <translation>
            <numerusform>Done: %n GPU, so the model is wrapped in DataParallel; the log shows “%1”.</numerusform><numerusform>Done: %n GPUs, so the model is wrapped in DataParallel; the log shows “%1”.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Done: %n batch(es) ran; the log holds what they printed.</source>
        <translation>
            <numerusform>Done: %n batch ran; the log holds what they printed.</numerusform><numerusform>Done: %n batches ran; the log holds what they printed.</numerusform></translation>
    </message>
    <message>
        <source>Running: batch %1 of %2…</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>TutorialPane</name>
    <message>
        <source>Run this step</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n GPU</numerusform><numerusform>%n GPUs</numerusform></translation>
    </message>
    <message>
        <source>Run it and compare with the tutorial</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The tutorial printed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>dpviz printed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Within a batch the replicas' lines may come in any order: the replicas run at the same time and print when they finish, so each line is matched against the same batch of the tutorial's printout.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Not compared yet.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 GPUs: all %2 lines match the tutorial.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 GPUs: %2 of %3 lines match the tutorial.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>VoteChart</name>
    <message>
        <source>First vote</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Second vote</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 %</source>
        <comment>a share of the votes, on the chart's axis</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Bars: the share of the votes for each option, in the first vote and in the second</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>VoteProjector</name>
    <message>
        <source>Vote from your phone</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>PIN</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%n student(s) connected</source>
        <translation>
            <numerusform>%n student connected</numerusform><numerusform>%n students connected</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Second vote: %n vote(s) in</source>
        <translation>
            <numerusform>Second vote: %n vote in</numerusform><numerusform>Second vote: %n votes in</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>First vote: %n vote(s) in</source>
        <translation>
            <numerusform>First vote: %n vote in</numerusform><numerusform>First vote: %n votes in</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n connection(s) refused or timed out</source>
        <translation>
            <numerusform>%n connection refused or timed out</numerusform><numerusform>%n connections refused or timed out</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n ballot(s) refused: wrong PIN, or too many phones at once</source>
        <translation>
            <numerusform>%n ballot refused: wrong PIN, or too many phones at once</numerusform><numerusform>%n ballots refused: wrong PIN, or too many phones at once</numerusform></translation>
    </message>
    <message>
        <source>Scan the code (no PIN needed), or open this address on the room's network and type the PIN:</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>VoteRuns</name>
    <message>
        <source>Class vote</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The class vote cannot start: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The class record cannot be written any more: %1
The vote goes on; export its record now (File › Export › Class record) to keep what was counted.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Round %1 is still taking votes (%2 counted). Quit anyway?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Every ballot counted is in the class record: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Quit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot read the class record: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Export the class record</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Export the class report</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>VoteScreen</name>
    <message>
        <source>Show the vote's address and QR code</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The join screen of the class vote: address, PIN, QR code and the count (J)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The class vote's join screen, or back (while a vote runs)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <source>Pause</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Phase</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Step one phase (→)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Batch</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Step one batch (Shift+→)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Step one phase back (←)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Reset</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Start the epoch again (Home)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Animation (MP4, GIF)…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Trace (Perfetto)…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Log (text)…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Screenshot (PNG)…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Quit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Projector mode</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Leave projector mode</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Zoom in</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Zoom out</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Normal size</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Legend</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Pause at “Done” between batches</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>About dpviz</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Next lesson stop</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Previous lesson stop</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Export</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Pitfalls</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Play or pause</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Step one phase</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Step one phase back (the recorded run is replayed, not run again)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Step one batch</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Start the epoch again</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Projector mode on or off</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Larger text</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Smaller text</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Text at its normal size</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Save a screenshot</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>This list of keys</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Pause at every phase</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Pause at the end of every phase, on or off</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Worksheet (PDF)…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Predict before reveal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Predictions: the class votes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Predictions: self-study</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Pick option %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Reveal, or go on</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A question open: pick option 1, 2, 3 or 4</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A question open: reveal, or go on</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Class vote from phones</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Students vote on the open question from their phones, on this room's network</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Skip the question</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A question open: skip it (asked again, its votes kept, when its lesson stop comes back)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Class vote: show the counts live</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Off: the counts stay hidden while a vote is open, so the room does not follow the leading answer; both votes show once the second closes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Class record (CSV)…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Class report (PDF)…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 s more for this vote</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Think time per vote</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>None: each vote waits for Enter</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 min</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A timed vote open: %1 seconds more</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Lecturer's view</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Your own window: the live counts, the time left, and after the first vote what to do next; keep it off the projector</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The lecturer's own window, on or off</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>WindowParts</name>
    <message>
        <source>Run</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rules explorer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>DDP</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Controls</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Log</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Timings</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Scaling</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Loss</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Output</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Tutorial</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The question was skipped, so its answer stays hidden. To ask it, come back to this stop: Page Up, then Page Down.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Worksheet</name>
    <message>
        <source>Answer:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Data parallelism — answer key</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Data parallelism — worksheet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Each answer with the one rule that gives it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Tick one box for each question with options; write the number in the box for the others. The empty boxes under the GPUs and ranks are for your working.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Date:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>all</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Seed %1 · questions: %2 · kinds: %3 · language: %4</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>To make it again:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>batch: %1 rows</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>dataset: %1 samples</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>world size: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 ranks in a ring</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Chinese</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>English</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>WorksheetDialog</name>
    <message>
        <source>Export worksheet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>File (.pdf):</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Seed:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Questions:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Language:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Kinds:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Save as</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Also write the answer key: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Wrote %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not write the worksheet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Writing %1…</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>classreport</name>
    <message>
        <source>%1 %</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Class report</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 · phones: %2 · ballots: %3 · questions: %4 (revealed: %5, skipped: %6)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No question was voted on twice.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Right in the first vote: %1 · after discussion: %2 · gain: %3 points (the mean over the questions voted on twice: %4)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>first vote</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>second vote</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the right answer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Question %1 · stop %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Question %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source> (vote %1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Gain: %1 points</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No ballots.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Skipped: the answer was not shown.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Not revealed before the record ended.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Made by dpviz %1 from the class record %2. To make it again: dpviz --class-report %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>First vote: %1 right (%2 voters)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Second vote: %1 right (%2 voters)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Wrong → right: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Right → wrong: %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>dpviz_web</name>
    <message>
        <source>%1 µs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The replicas run their chunks at the same time; the slowest took %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The replicas run their chunks one after another on this page's one thread; together they took %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPU %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>idle</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>waiting</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no chunk</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Choose the GPUs, the batch size and the data size, then run.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The batch</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Output</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>dpviz: DataParallel in the browser</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>DataParallel, step by step</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The run</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Batch size</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Data size</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Stage</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Step back</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>To the end</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Lines by replica</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>What the tutorial prints</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rules explorer: torch.chunk</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>How DataParallel cuts N rows for k GPUs: every chunk has the same rows except the last, and some GPUs may get none.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rows N</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPUs k</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Each simulated GPU is a thread of its own (a Web Worker): the replicas run at the same time, as on the desktop.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>This page is not cross-origin isolated, so the browser gives it no threads: the replicas take turns on one thread, and each time shown is one replica's own.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The engine is dpviz's own C++, compiled to WebAssembly; the times are measured in this browser.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The engine could not be loaded: %1</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>The DataLoader hands over batch %1 of %2: %n row(s).</source>
        <translation>
            <numerusform>The DataLoader hands over batch %1 of %2: %n row.</numerusform><numerusform>The DataLoader hands over batch %1 of %2: %n rows.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>torch.chunk cuts the batch into %n chunk(s): %1.</source>
        <translation>
            <numerusform>torch.chunk cuts the batch into %n chunk: %1.</numerusform><numerusform>torch.chunk cuts the batch into %n chunks: %1.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>The model is copied to the %n GPU(s) that got a chunk.</source>
        <translation>
            <numerusform>The model is copied to the %n GPU that got a chunk.</numerusform><numerusform>The model is copied to the %n GPUs that got a chunk.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) back</source>
        <translation>
            <numerusform>%n row back</numerusform><numerusform>%n rows back</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n row(s), model</source>
        <translation>
            <numerusform>%n row, model</numerusform><numerusform>%n rows, model</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n row(s)</source>
        <translation>
            <numerusform>%n row</numerusform><numerusform>%n rows</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Batch %1: %n row(s)</source>
        <translation>
            <numerusform>Batch %1: %n row</numerusform><numerusform>Batch %1: %n rows</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>chunk %1: %n row(s)</source>
        <translation>
            <numerusform>chunk %1: %n row</numerusform><numerusform>chunk %1: %n rows</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n chunk(s): [%1]. GPUs without a chunk: %2.</source>
        <translation>
            <numerusform>%n chunk: [%1]. GPUs without a chunk: %2.</numerusform><numerusform>%n chunks: [%1]. GPUs without a chunk: %2.</numerusform></translation>
    </message>
    <message>
        <source>Explore on my own</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Follow the projector</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Following the projector: the lecturer's run, step by step, on this device's own engine.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>The outputs are gathered on %1: %n row(s) again.</source>
        <translation>
            <numerusform>The outputs are gathered on %1: %n row again.</numerusform><numerusform>The outputs are gathered on %1: %n rows again.</numerusform></translation>
    </message>
    <message>
        <source>MSELoss of the whole batch on %1: %2.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The loss's gradient is cut as the batch was: %1 rows back to the replicas.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Backward: each replica computes its gradients at the same time; the slowest took %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Backward: the replicas compute their gradients one after another; together they took %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The gradients are summed on %1: %2 bytes from each replica.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>SGD updates the parameters on %1, once for the whole batch.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>loss %1</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%n gradient row(s)</source>
        <translation>
            <numerusform>%n gradient row</numerusform><numerusform>%n gradient rows</numerusform></translation>
    </message>
    <message>
        <source>sums the gradients</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 bytes sent</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>optimizer step (SGD)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>What runs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The tutorial's forward</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A training step (MSELoss, SGD)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>What the training prints</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>sentences</name>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation type="unfinished" />
    </message>
</context>
</TS>