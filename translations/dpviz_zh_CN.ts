<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ControlsPanel</name>
    <message>
        <source>speed %1×</source>
        <translation>速度 %1×</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>预设</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数量</translation>
    </message>
    <message>
        <source>Batch size</source>
        <translation>批大小</translation>
    </message>
    <message>
        <source>Data size</source>
        <translation>数据量</translation>
    </message>
    <message>
        <source>Input features</source>
        <translation>输入特征数</translation>
    </message>
    <message>
        <source>Output features</source>
        <translation>输出特征数</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>打乱</translation>
    </message>
    <message>
        <source>drop_last</source>
        <translation>drop_last</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <source>Output device</source>
        <translation>输出设备</translation>
    </message>
    <message>
        <source>Backend</source>
        <translation>后端</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>shuffle the samples</source>
        <translation>打乱样本顺序</translation>
    </message>
    <message>
        <source>drop the last, smaller batch</source>
        <translation>丢弃最后一个较小的批次</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>Simulated GPUs (CPU threads)</source>
        <translation>模拟 GPU（CPU 线程）</translation>
    </message>
    <message>
        <source>CUDA (no CUDA device)</source>
        <translation>CUDA（没有 CUDA 设备）</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>单步阶段</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>单步批次</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>重置</translation>
    </message>
    <message>
        <source>cpu (output_device=-1)</source>
        <translation>cpu（output_device=-1）</translation>
    </message>
    <message>
        <source>GPUs: 1 to 64 (on CUDA, those beyond the physical GPUs are virtual)</source>
        <translation>GPU：1 到 64 个（CUDA 下超出物理 GPU 数量的为虚拟 GPU）</translation>
    </message>
    <message numerus="yes">
        <source>CUDA (%n GPU(s): %1)</source>
        <translation>
            <numerusform>CUDA（%n 个 GPU：%1）</numerusform></translation>
    </message>
</context>
<context>
    <name>DataParallelView</name>
    <message>
        <source>forward %1 µs (measured)</source>
        <translation>前向 %1 µs（实测）</translation>
    </message>
</context>
<context>
    <name>DeviceCardItem</name>
    <message>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <source>idle: no chunk</source>
        <translation>空闲：没有分到数据块</translation>
    </message>
    <message>
        <source>receiving chunk</source>
        <translation>正在接收数据块</translation>
    </message>
    <message>
        <source>receiving parameters</source>
        <translation>正在接收参数</translation>
    </message>
    <message>
        <source>computing</source>
        <translation>正在计算</translation>
    </message>
    <message>
        <source>done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>sending output</source>
        <translation>正在发送输出</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>in %1 → out %2</source>
        <translation>输入 %1 → 输出 %2</translation>
    </message>
</context>
<context>
    <name>Explanation</name>
    <message>
        <source>Nothing to run: the DataLoader yields no batch.</source>
        <translation>没有可运行的内容：DataLoader 不产生任何批次。</translation>
    </message>
    <message>
        <source>Press Play (Space) or step (→) to run the first batch.</source>
        <translation>按“播放”（空格键）或单步（→）运行第一个批次。</translation>
    </message>
    <message>
        <source>Load: the DataLoader collates batch %1 (%2 rows) on the CPU.</source>
        <translation>加载：DataLoader 在 CPU 上组装第 %1 个批次（%2 行）。</translation>
    </message>
    <message>
        <source>input.to(device): the whole batch is copied to the GPU.</source>
        <translation>input.to(device)：整个批次被复制到 GPU。</translation>
    </message>
    <message>
        <source>Scatter: %1. Each chunk is copied to its GPU.</source>
        <translation>分发（scatter）：%1。每个数据块被复制到它的 GPU。</translation>
    </message>
    <message>
        <source>Forward: the model runs on the whole batch.</source>
        <translation>前向：模型在整个批次上运行。</translation>
    </message>
    <message numerus="yes">
        <source>Parallel apply: %n replica(s) run at the same time; each prints its line when it finishes, so the order changes from run to run.</source>
        <translation>
            <numerusform>并行执行：%n 个副本同时运行；每个副本完成时打印自己的一行，所以每次运行的顺序都可能不同。</numerusform></translation>
    </message>
    <message>
        <source>Gather: the outputs are concatenated on the output device in replica order.</source>
        <translation>收集（gather）：各输出按副本顺序在输出设备上拼接。</translation>
    </message>
    <message>
        <source>Done: output %1; the Outside line is printed after the gather.</source>
        <translation>完成：输出 %1；Outside 这一行在收集之后打印。</translation>
    </message>
    <message numerus="yes">
        <source>Replicate: the parameters are broadcast from cuda:0 to the other %n used GPU(s); replica 0 is the original module.</source>
        <translation>
            <numerusform>复制（replicate）：参数从 cuda:0 广播到其余 %n 个被使用的 GPU；副本 0 就是原模块本身。</numerusform></translation>
    </message>
</context>
<context>
    <name>FlowItem</name>
    <message>
        <source>%1 rows on one GPU: the model is not wrapped, no split</source>
        <translation>一个 GPU 上的 %1 行：模型没有被包装，不切分</translation>
    </message>
    <message>
        <source>0 rows → %1 empty chunks</source>
        <translation>0 行 → %1 个空数据块</translation>
    </message>
    <message>
        <source>⌈%1/%2⌉ = %3 rows per chunk → %4 chunks</source>
        <translation>⌈%1/%2⌉ = 每块 %3 行 → %4 个数据块</translation>
    </message>
    <message numerus="yes">
        <source>; %n GPU(s) idle</source>
        <translation>
            <numerusform>；%n 个 GPU 空闲</numerusform></translation>
    </message>
    <message>
        <source>dataset: %1 samples</source>
        <translation>数据集：%1 个样本</translation>
    </message>
    <message>
        <source>final batch: %1 rows</source>
        <translation>最后一个批次：%1 行</translation>
    </message>
    <message>
        <source>batch %1: %2 rows</source>
        <translation>批次 %1：%2 行</translation>
    </message>
    <message>
        <source>output on %1</source>
        <translation>输出位于 %1</translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <source>Copy all</source>
        <translation>全部复制</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清空</translation>
    </message>
    <message>
        <source>The tutorial's printed lines appear here as the replicas finish.</source>
        <translation>副本完成时，教程打印的各行会显示在这里。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>simulated</source>
        <translation>模拟</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>错误：%1</translation>
    </message>
    <message>
        <source>Starting the engine…</source>
        <translation>正在启动引擎…</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n GPU(s) · batch %2 of %3</source>
        <translation>
            <numerusform>%1 · %n 个 GPU · 第 %2 批，共 %3 批</numerusform></translation>
    </message>
    <message>
        <source>Simulated GPUs (CPU threads)</source>
        <translation>模拟 GPU（CPU 线程）</translation>
    </message>
    <message>
        <source>About dpviz</source>
        <translation>关于 dpviz</translation>
    </message>
    <message>
        <source>&lt;b&gt;dpviz %1&lt;/b&gt;&lt;p&gt;Watch PyTorch's nn.DataParallel split, run and gather each batch, on simulated or real GPUs.&lt;/p&gt;&lt;p&gt;License: GPL-3.0-or-later.&lt;/p&gt;</source>
        <translation>&lt;b&gt;dpviz %1&lt;/b&gt;&lt;p&gt;在模拟或真实的 GPU 上观看 PyTorch 的 nn.DataParallel 如何切分、运行并收集每个批次。&lt;/p&gt;&lt;p&gt;许可证：GPL-3.0-or-later。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>dpviz — DataParallel visualizer</source>
        <translation>dpviz — 数据并行可视化</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <translation>播放或暂停（空格键）</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>单步阶段</translation>
    </message>
    <message>
        <source>Step one phase (→)</source>
        <translation>前进一个阶段（→）</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>单步批次</translation>
    </message>
    <message>
        <source>Step one batch (Shift+→)</source>
        <translation>前进一个批次（Shift+→）</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>重置</translation>
    </message>
    <message>
        <source>Start the epoch again (Home)</source>
        <translation>重新开始本轮（Home）</translation>
    </message>
    <message>
        <source>Export trace (Perfetto)…</source>
        <translation>导出跟踪（Perfetto）…</translation>
    </message>
    <message>
        <source>Export log…</source>
        <translation>导出日志…</translation>
    </message>
    <message>
        <source>Save screenshot…</source>
        <translation>保存截图…</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
    <message>
        <source>Presentation mode</source>
        <translation>演示模式</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>控制</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>输出</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>日志</translation>
    </message>
    <message>
        <source>Timings</source>
        <translation>计时</translation>
    </message>
    <message>
        <source>Chrome trace (*.json)</source>
        <translation>Chrome 跟踪文件 (*.json)</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation>文本 (*.txt)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 图片 (*.png)</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>另存为</translation>
    </message>
    <message>
        <source>Could not save</source>
        <translation>无法保存</translation>
    </message>
    <message>
        <source>Cannot write %1:
%2</source>
        <translation>无法写入 %1：
%2</translation>
    </message>
    <message>
        <source>the window could not be rendered</source>
        <translation>无法渲染窗口</translation>
    </message>
    <message>
        <source>CUDA</source>
        <translation>CUDA</translation>
    </message>
    <message>
        <source>virtual, on cuda:%1</source>
        <translation>虚拟，运行在 cuda:%1 上</translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <source>Tutorial: 1 GPU (not wrapped)</source>
        <translation>教程：1 个 GPU（不包装）</translation>
    </message>
    <message>
        <source>Tutorial: 2 GPUs</source>
        <translation>教程：2 个 GPU</translation>
    </message>
    <message>
        <source>Tutorial: 3 GPUs</source>
        <translation>教程：3 个 GPU</translation>
    </message>
    <message>
        <source>Tutorial: 8 GPUs</source>
        <translation>教程：8 个 GPU</translation>
    </message>
    <message>
        <source>Batch of 3 on 8 GPUs</source>
        <translation>8 个 GPU 上批大小为 3</translation>
    </message>
    <message>
        <source>Batch of 30 on 7 GPUs (one idle)</source>
        <translation>7 个 GPU 上批大小为 30（一个空闲）</translation>
    </message>
</context>
<context>
    <name>TimingsView</name>
    <message>
        <source>forward</source>
        <translation>前向</translation>
    </message>
    <message>
        <source>Per-device time (µs)</source>
        <translation>各设备耗时（µs）</translation>
    </message>
    <message>
        <source>Timeline of this step (µs)</source>
        <translation>本步时间线（µs）</translation>
    </message>
    <message>
        <source>Step time per batch (µs)</source>
        <translation>每批次的步耗时（µs）</translation>
    </message>
    <message>
        <source>time (µs)</source>
        <translation>时间（µs）</translation>
    </message>
    <message>
        <source>time since the step began (µs)</source>
        <translation>自本步开始的时间（µs）</translation>
    </message>
    <message>
        <source>batch</source>
        <translation>批次</translation>
    </message>
    <message>
        <source>step time (µs)</source>
        <translation>步耗时（µs）</translation>
    </message>
    <message>
        <source>scatter + gather</source>
        <translation>分发 + 收集</translation>
    </message>
    <message>
        <source>load</source>
        <translation>加载</translation>
    </message>
    <message>
        <source>replicate</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>step time</source>
        <translation>步耗时</translation>
    </message>
    <message>
        <source>host</source>
        <translation>主机</translation>
    </message>
</context>
</TS>