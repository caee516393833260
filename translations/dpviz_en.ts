<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
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
        <source>DataParallel: rows per batch</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>DDP: samples</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>DDP: dataset indices</source>
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
        <source>forward %1 µs (measured)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>shares the original's parameters</source>
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
        <source>Batch</source>
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
        <source>Load: the DataLoader collates batch %1 (%2 rows) on the CPU.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>input.to(device): the whole batch is copied to the GPU.</source>
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
        <source>Gather: the outputs are concatenated on the output device in replica order.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Done: output %1; the Outside line is printed after the gather.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>Replicate: the parameters are broadcast from cuda:0 to the other %n used GPU(s); replica 0 is the original module.</source>
        <translation>
            <numerusform>Replicate: the parameters are broadcast from cuda:0 to the other %n used GPU; replica 0 is the original module.</numerusform><numerusform>Replicate: the parameters are broadcast from cuda:0 to the other %n used GPUs; replica 0 is the original module.</numerusform></translation>
    </message>
</context>
<context>
    <name>FlowItem</name>
    <message>
        <source>%1 rows on one GPU: the model is not wrapped, no split</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>0 rows → %1 empty chunks</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>⌈%1/%2⌉ = %3 rows per chunk → %4 chunks</source>
        <translation type="unfinished" />
    </message>
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
        <source>dpviz — DataParallel visualizer</source>
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
        <source>Reset</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Start the epoch again (Home)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Export trace (Perfetto)…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Export log…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Save screenshot…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Quit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Presentation mode</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;File</source>
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
        <source>&amp;Help</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Controls</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Output</source>
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
        <source>Run</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rules explorer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Tutorial</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Pitfalls</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Scaling</source>
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
</context>
<context>
    <name>PitfallPanel</name>
    <message>
        <source>Close the scenario</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Run</source>
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
        <source>Replica 2 raises ValueError in forward. DataParallel waits for every replica, throws the other replicas' results away, and raises the error of the lowest failing replica, wrapped as "Caught ValueError in replica 2 on device 2." (see the log).</source>
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
        <source>The outputs of all replicas are gathered on the output device, cuda:0, which also holds the original model. Its memory gauge (on the right of each card, the engine's own accounting) stands highest. With big outputs this is why GPU 0 runs out of memory first.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPU 3 has half the memory and half the cores of GPU 0. When it is built, DataParallel compares the devices and warns about the weakest one (see the log); it still gives every GPU an equal chunk, so cuda:3 finishes last and the whole step waits for it.</source>
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
</context>
<context>
    <name>RulesExplorer</name>
    <message>
        <source>batch %1 on %2 GPUs: %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Click to run it.</source>
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
        <source>Hover over a cell to see the rule worked through; click it to run that batch.</source>
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
        <source>Median of repeated steps of Linear(5, 2), measured on the engine thread (dpviz-bench --sweep).</source>
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
</context>
<context>
    <name>TimingsView</name>
    <message>
        <source>forward</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Per-device time (µs)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Timeline of this step (µs)</source>
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
        <source>step time</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>host</source>
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
        <source>&lt;p&gt;In this tutorial we will learn how to use multiple GPUs with &lt;code&gt;DataParallel&lt;/code&gt;.&lt;/p&gt;&lt;p&gt;It is very easy to use GPUs with PyTorch. You can put the model on a GPU with &lt;code&gt;model.to(device)&lt;/code&gt;, and copy all your tensors to the GPU with &lt;code&gt;mytensor = my_tensor.to(device)&lt;/code&gt;. Note that &lt;code&gt;my_tensor.to(device)&lt;/code&gt; does not copy the tensor in place: it returns a new copy on the GPU, so you need to assign it to a new tensor and use that tensor on the GPU.&lt;/p&gt;&lt;p&gt;Running forward and backward propagation on multiple GPUs is natural, but PyTorch uses only one GPU by default. You can run your model in parallel on multiple GPUs easily with &lt;code&gt;model = nn.DataParallel(model)&lt;/code&gt;. That is the core of this tutorial; we look at it in more detail below.&lt;/p&gt;</source>
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
        <source>&lt;p&gt;Make a dummy (random) dataset. You only need to implement &lt;code&gt;__getitem__&lt;/code&gt;.&lt;/p&gt;</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Simple model</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&lt;p&gt;For the demo, our model just gets an input, performs a linear operation, and gives an output. &lt;code&gt;DataParallel&lt;/code&gt; works with any model (CNN, RNN, Capsule Net and so on).&lt;/p&gt;&lt;p&gt;We put a print statement inside the model to print the sizes of the input and output tensors. Pay attention to what is printed at batch rank 0.&lt;/p&gt;</source>
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
        <source>&lt;p&gt;With no GPU or one GPU, the 30 inputs of a batch give 30 outputs, as expected. With several GPUs you get the results below: each GPU prints its own chunk.&lt;/p&gt;</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Summary</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&lt;p&gt;DataParallel splits your data automatically and sends the job to multiple models on several GPUs. After each model finishes its job, DataParallel collects and merges the results before returning them to you.&lt;/p&gt;&lt;p&gt;For more information, see https://pytorch.org/tutorials/beginner/former_torchies/parallelism_tutorial.html.&lt;/p&gt;</source>
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
</TS>