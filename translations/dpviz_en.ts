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
    <message>
        <source>GPUs: 1 to 64 (on CUDA, those beyond the physical GPUs are virtual)</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>CUDA (%n GPU(s): %1)</source>
        <translation>
            <numerusform>CUDA (%n GPU: %1)</numerusform><numerusform>CUDA (%n GPUs: %1)</numerusform></translation>
    </message>
</context>
<context>
    <name>DataParallelView</name>
    <message>
        <source>forward %1 µs (measured)</source>
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
        <source>failed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>in %1 → out %2</source>
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
        <source>virtual, on cuda:%1</source>
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
</TS>