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
    <message numerus="yes">
        <source>CUDA (%n GPU(s): %1)</source>
        <translation>
            <numerusform>CUDA（%n 个 GPU：%1）</numerusform></translation>
    </message>
    <message>
        <source>memory: %1 needed, over the %2 budget</source>
        <translation>内存：需要 %1，超出 %2 的预算</translation>
    </message>
    <message>
        <source>memory: %1 of the %2 budget</source>
        <translation>内存：%1（预算 %2）</translation>
    </message>
    <message>
        <source>Runs that would need more than the budget (half of this machine's memory) are refused before anything is allocated.</source>
        <translation>需要的内存超过预算（本机内存的一半）的运行，会在分配任何内存之前被拒绝。</translation>
    </message>
    <message>
        <source>CUDA (looking for GPUs…)</source>
        <translation>CUDA（正在查找 GPU…）</translation>
    </message>
    <message>
        <source>GPUs: %1 to %2 (on CUDA, those beyond the physical GPUs are virtual)</source>
        <translation>GPU：%1 到 %2 个（CUDA 下超出物理 GPU 数量的为虚拟 GPU）</translation>
    </message>
</context>
<context>
    <name>DdpPage</name>
    <message>
        <source>%1 = %2 rows</source>
        <translation>%1 = %2 行</translation>
    </message>
    <message>
        <source>DataParallel splits each batch; DDP splits the dataset.</source>
        <translation>DataParallel 切分的是每个批次；DDP 切分的是数据集。</translation>
    </message>
    <message numerus="yes">
        <source>DataParallel: one process cuts each of the %n batch(es) into chunks for the GPUs and gathers the outputs on cuda:0.</source>
        <translation>
            <numerusform>DataParallel：一个进程把 %n 个批次中的每一个切成块分给各 GPU，再把输出收集到 cuda:0 上。</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>DDP: %1 processes, one per GPU, each load only their own %n sample(s) (DistributedSampler) and batch them themselves.</source>
        <translation>
            <numerusform>DDP：%1 个进程，每个 GPU 一个，各自只加载属于自己的 %n 个样本（DistributedSampler），并自行分批。</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n index(es) repeated from the start to pad the ranks to equal length.</source>
        <translation>
            <numerusform>从开头重复了 %n 个索引，把各 rank 补齐到相同长度。</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>drop_last leaves out the last %n sample(s).</source>
        <translation>
            <numerusform>drop_last 丢弃了最后 %n 个样本。</numerusform></translation>
    </message>
    <message>
        <source>Data size</source>
        <translation>数据量</translation>
    </message>
    <message>
        <source>Batch size</source>
        <translation>批大小</translation>
    </message>
    <message>
        <source>GPUs (ranks)</source>
        <translation>GPU 数（rank 数）</translation>
    </message>
    <message>
        <source>drop_last (sampler)</source>
        <translation>drop_last（采样器）</translation>
    </message>
    <message>
        <source>shuffle (sampler)</source>
        <translation>shuffle（采样器）</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>DataParallel: rows per batch</source>
        <translation>DataParallel：每个批次的行数</translation>
    </message>
    <message>
        <source>DDP: samples</source>
        <translation>DDP：样本数</translation>
    </message>
    <message>
        <source>DDP: dataset indices</source>
        <translation>DDP：数据集索引</translation>
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
        <source>in %1 → out %2</source>
        <translation>输入 %1 → 输出 %2</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>输入 %1</translation>
    </message>
    <message>
        <source>out %1</source>
        <translation>输出 %1</translation>
    </message>
    <message>
        <source>failed: raised an error</source>
        <translation>失败：抛出了异常</translation>
    </message>
    <message>
        <source>simulated</source>
        <translation>模拟</translation>
    </message>
    <message>
        <source>virtual, on %1</source>
        <translation>虚拟，运行在 %1 上</translation>
    </message>
    <message>
        <source>peak %1 KiB</source>
        <translation>峰值 %1 KiB</translation>
    </message>
    <message>
        <source>peak %1 MiB</source>
        <translation>峰值 %1 MiB</translation>
    </message>
    <message>
        <source>forward %1 µs (measured)</source>
        <translation>前向 %1 µs（实测）</translation>
    </message>
    <message>
        <source>shares the original's parameters</source>
        <translation>共享原模块的参数</translation>
    </message>
</context>
<context>
    <name>DimsPage</name>
    <message>
        <source>Enter the sizes of the dims, such as 4, 10, 3.</source>
        <translation>请输入各维的大小，例如 4, 10, 3。</translation>
    </message>
    <message numerus="yes">
        <source>x.shape = %1: torch.chunk(x, %2, dim=%3) gives %n piece(s) along dim %4</source>
        <translation>
            <numerusform>x.shape = %1：torch.chunk(x, %2, dim=%3) 沿第 %4 维得到 %n 块</numerusform></translation>
    </message>
    <message>
        <source>GPU %1: %2</source>
        <translation>GPU %1：%2</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) idle</source>
        <translation>
            <numerusform>%n 个 GPU 空闲</numerusform></translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>形状</translation>
    </message>
    <message>
        <source>dim</source>
        <translation>dim（维）</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数量</translation>
    </message>
    <message>
        <source>Sizes of the tensor's dims, comma-separated</source>
        <translation>张量各维的大小，用逗号分隔</translation>
    </message>
</context>
<context>
    <name>EpochPage</name>
    <message numerus="yes">
        <source>%n batch(es) per epoch</source>
        <translation>
            <numerusform>每个 epoch 有 %n 个批次</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>; drop_last drops the last %n row(s)</source>
        <translation>
            <numerusform>；drop_last 丢弃了最后 %n 行</numerusform></translation>
    </message>
    <message>
        <source>; the first %1 are listed</source>
        <translation>；只列出前 %1 个</translation>
    </message>
    <message>
        <source>Data size</source>
        <translation>数据量</translation>
    </message>
    <message>
        <source>Batch size</source>
        <translation>批大小</translation>
    </message>
    <message>
        <source>drop_last</source>
        <translation>drop_last</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数量</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>单步批次</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>行数</translation>
    </message>
    <message>
        <source>Chunks</source>
        <translation>块</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>规则</translation>
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
    <name>LegendItem</name>
    <message>
        <source>dataset: one stripe per sample</source>
        <translation>数据集：每个样本一条</translation>
    </message>
    <message>
        <source>batch: its rows, cut into chunks</source>
        <translation>批次：其中各行，切分成数据块</translation>
    </message>
    <message>
        <source>colour: the GPU a chunk goes to</source>
        <translation>颜色：数据块要去的 GPU</translation>
    </message>
    <message>
        <source>slot: the chunk a GPU holds</source>
        <translation>槽：GPU 持有的数据块</translation>
    </message>
    <message>
        <source>gauge: peak memory (fullest GPU = full)</source>
        <translation>指示条：显存峰值（最满的 GPU 为满格）</translation>
    </message>
    <message>
        <source>bar: progress of the current phase</source>
        <translation>进度条：当前阶段的进度</translation>
    </message>
    <message>
        <source>bold outline: the output device</source>
        <translation>粗边框：输出设备</translation>
    </message>
    <message>
        <source>output: gathered in replica order</source>
        <translation>输出：按副本顺序收集（gather）</translation>
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
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Rules explorer</source>
        <translation>规则探索</translation>
    </message>
    <message>
        <source>Tutorial</source>
        <translation>教程</translation>
    </message>
    <message>
        <source>&amp;Pitfalls</source>
        <translation>常见陷阱(&amp;P)</translation>
    </message>
    <message>
        <source>Scaling</source>
        <translation>扩展性</translation>
    </message>
    <message>
        <source>Some settings in %1 could not be read (%2); using the defaults for them.</source>
        <translation>设置文件 %1 中有些设置无法读取（%2）；这些设置将使用默认值。</translation>
    </message>
    <message>
        <source>an unknown preset</source>
        <translation>未知的预设</translation>
    </message>
    <message>
        <source>CUDA: %1</source>
        <translation>CUDA：%1</translation>
    </message>
</context>
<context>
    <name>PitfallPanel</name>
    <message>
        <source>Close the scenario</source>
        <translation>关闭此场景</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Replicas in print order</source>
        <translation>按打印顺序排列的副本</translation>
    </message>
    <message>
        <source>Output checksum (FNV-1a)</source>
        <translation>输出校验和（FNV-1a）</translation>
    </message>
    <message>
        <source>Pitfall: %1</source>
        <translation>陷阱：%1</translation>
    </message>
</context>
<context>
    <name>Pitfalls</name>
    <message>
        <source>Batch smaller than the GPU count</source>
        <translation>批次小于 GPU 数量</translation>
    </message>
    <message>
        <source>A batch of 3 rows on 8 GPUs: ⌈3/8⌉ = 1 row per chunk, so only 3 chunks. GPUs 3–7 get nothing and stay idle. DataParallel never splits a row, and it does not balance: the chunk rule alone decides.</source>
        <translation>8 个 GPU 上一个 3 行的批次：⌈3/8⌉ = 每块 1 行，所以只有 3 块。GPU 3–7 什么也得不到，一直空闲。DataParallel 从不拆分一行，也不做负载均衡：只由切块规则决定。</translation>
    </message>
    <message>
        <source>7 GPUs, one idle</source>
        <translation>7 个 GPU，一个空闲</translation>
    </message>
    <message>
        <source>30 rows on 7 GPUs: ⌈30/7⌉ = 5 rows per chunk, and 30/5 = 6 chunks. The 7th GPU gets nothing, even though 30 rows could have been spread as 5, 5, 4, 4, 4, 4, 4.</source>
        <translation>7 个 GPU 上 30 行：⌈30/7⌉ = 每块 5 行，30/5 = 6 块。第 7 个 GPU 什么也得不到，尽管 30 行本可以分成 5, 5, 4, 4, 4, 4, 4。</translation>
    </message>
    <message>
        <source>The last, partial batch</source>
        <translation>最后一个不完整的批次</translation>
    </message>
    <message>
        <source>100 rows in batches of 30 leave a last batch of 10. On 8 GPUs it is cut into chunks of ⌈10/8⌉ = 2: 5 chunks, so 3 GPUs are idle for that batch. Use drop_last=True to skip it.</source>
        <translation>100 行按每批 30 行分，最后剩下一个 10 行的批次。在 8 个 GPU 上它被切成 ⌈10/8⌉ = 2 行一块：5 块，所以这个批次有 3 个 GPU 空闲。使用 drop_last=True 可以跳过它。</translation>
    </message>
    <message>
        <source>Unbalanced GPUs</source>
        <translation>不均衡的 GPU</translation>
    </message>
    <message>
        <source>A model that returns a scalar</source>
        <translation>返回标量的模型</translation>
    </message>
    <message>
        <source>The model returns output.sum(), a 0-dim tensor, in each replica. Scalars cannot be concatenated, so gather makes each a vector of one and warns (see the log): the result is one value per replica, torch.Size([4]), not one loss. Take .mean() or .sum() of it.</source>
        <translation>模型在每个副本中返回 output.sum()，一个 0 维张量。标量无法拼接，所以 gather 把每个标量变成长度为 1 的向量并发出警告（见日志）：结果是每个副本一个值，torch.Size([4])，而不是一个损失值。请再对它取 .mean() 或 .sum()。</translation>
    </message>
    <message>
        <source>A replica that raises</source>
        <translation>抛出异常的副本</translation>
    </message>
    <message>
        <source>Replica 2 raises ValueError in forward. DataParallel waits for every replica, throws the other replicas' results away, and raises the error of the lowest failing replica, wrapped as "Caught ValueError in replica 2 on device 2." (see the log).</source>
        <translation>副本 2 在 forward 中抛出 ValueError。DataParallel 会等待所有副本结束，丢弃其他副本的结果，并抛出编号最小的失败副本的错误，包装为 "Caught ValueError in replica 2 on device 2."（见日志）。</translation>
    </message>
    <message>
        <source>Print order is not deterministic</source>
        <translation>打印顺序是不确定的</translation>
    </message>
    <message>
        <source>The replicas run at the same time and print when they finish, so the order of the "In Model" lines can change from run to run. The gathered output cannot: it is always concatenated in replica order. The table runs the first batch several times.</source>
        <translation>各副本同时运行，完成时各自打印，所以 "In Model" 行的顺序每次运行都可能不同。而收集后的输出不会变：它总是按副本顺序拼接。下表把第一个批次运行了多次。</translation>
    </message>
    <message>
        <source>Why GPU 0 holds more memory</source>
        <translation>为什么 GPU 0 占用更多显存</translation>
    </message>
    <message>
        <source>The outputs of all replicas are gathered on the output device, cuda:0, which also holds the original model. Its memory gauge (on the right of each card, the engine's own accounting) stands highest. With big outputs this is why GPU 0 runs out of memory first.</source>
        <translation>所有副本的输出都收集到输出设备 cuda:0 上，它同时还保存着原始模型。它的显存条（每张卡片右侧，来自引擎自己的统计）最高。输出很大时，这就是 GPU 0 最先显存不足的原因。</translation>
    </message>
    <message>
        <source>GPU 3 has half the memory and half the cores of GPU 0. When it is built, DataParallel compares the devices and warns about the weakest one (see the log); it still gives every GPU an equal chunk, so cuda:3 finishes last and the whole step waits for it.</source>
        <translation>GPU 3 的显存和核心数都只有 GPU 0 的一半。DataParallel 在创建时会比较各设备，并对最弱的那个发出警告（见日志）；但它仍然给每个 GPU 相同大小的数据块，所以 cuda:3 最后完成，整个步骤都要等它。</translation>
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
    <name>RuleText</name>
    <message numerus="yes">
        <source>an empty batch: each of the %n GPU(s) gets an empty chunk</source>
        <translation>
            <numerusform>空批次：%n 个 GPU 各得到一个空块</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>⌈%1/%2⌉ = %3 → %n chunk(s) of %3</source>
        <translation>
            <numerusform>⌈%1/%2⌉ = %3 → %n 块，每块 %3 行</numerusform></translation>
    </message>
    <message>
        <source>⌈%1/%2⌉ = %3 → %4 chunks: %5 of %3 and the last of %6</source>
        <translation>⌈%1/%2⌉ = %3 → %4 块：%5 块各 %3 行，最后一块 %6 行</translation>
    </message>
    <message>
        <source>; GPU %1 idle</source>
        <translation>；GPU %1 空闲</translation>
    </message>
    <message>
        <source>; GPUs %1–%2 idle</source>
        <translation>；GPU %1–%2 空闲</translation>
    </message>
</context>
<context>
    <name>RulesExplorer</name>
    <message>
        <source>batch %1 on %2 GPUs: %3</source>
        <translation>%2 个 GPU 上的批次 %1：%3</translation>
    </message>
    <message>
        <source>Click to run it.</source>
        <translation>点击即可运行。</translation>
    </message>
    <message>
        <source>GPUs used</source>
        <translation>使用的 GPU 数</translation>
    </message>
    <message>
        <source>Imbalance (largest chunk ÷ smallest)</source>
        <translation>不均衡度（最大块 ÷ 最小块）</translation>
    </message>
    <message>
        <source>Idle GPUs</source>
        <translation>空闲 GPU 数</translation>
    </message>
    <message>
        <source>batch size</source>
        <translation>批次大小</translation>
    </message>
    <message>
        <source>GPU count</source>
        <translation>GPU 数量</translation>
    </message>
    <message>
        <source>Hover over a cell to see the rule worked through; click it to run that batch.</source>
        <translation>把鼠标移到格子上可看到规则的推算过程；点击即可运行该批次。</translation>
    </message>
    <message>
        <source>Other dims</source>
        <translation>其他维度</translation>
    </message>
    <message>
        <source>Whole epoch</source>
        <translation>整个 epoch</translation>
    </message>
    <message>
        <source>DDP vs DataParallel</source>
        <translation>DDP 与 DataParallel 对比</translation>
    </message>
</context>
<context>
    <name>ScalingView</name>
    <message>
        <source>simulated GPUs (batch 30)</source>
        <translation>模拟 GPU 数（批次 30）</translation>
    </message>
    <message>
        <source>batch size (8 simulated GPUs)</source>
        <translation>批次大小（8 个模拟 GPU）</translation>
    </message>
    <message>
        <source>Step time vs GPU count</source>
        <translation>每步时间与 GPU 数量</translation>
    </message>
    <message>
        <source>Step time vs batch size</source>
        <translation>每步时间与批次大小</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>测量</translation>
    </message>
    <message>
        <source>Median of repeated steps of Linear(5, 2), measured on the engine thread (dpviz-bench --sweep).</source>
        <translation>Linear(5, 2) 多次重复步骤的中位数，在引擎线程上测得（dpviz-bench --sweep）。</translation>
    </message>
    <message>
        <source>time per step (µs)</source>
        <translation>每步时间（µs）</translation>
    </message>
    <message>
        <source>DataParallel step</source>
        <translation>DataParallel 一步</translation>
    </message>
    <message>
        <source>plain forward, one device</source>
        <translation>单设备上的普通前向</translation>
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
<context>
    <name>Tutorial</name>
    <message>
        <source>Data Parallelism</source>
        <translation>数据并行（选读）</translation>
    </message>
    <message>
        <source>&lt;p&gt;In this tutorial we will learn how to use multiple GPUs with &lt;code&gt;DataParallel&lt;/code&gt;.&lt;/p&gt;&lt;p&gt;It is very easy to use GPUs with PyTorch. You can put the model on a GPU with &lt;code&gt;model.to(device)&lt;/code&gt;, and copy all your tensors to the GPU with &lt;code&gt;mytensor = my_tensor.to(device)&lt;/code&gt;. Note that &lt;code&gt;my_tensor.to(device)&lt;/code&gt; does not copy the tensor in place: it returns a new copy on the GPU, so you need to assign it to a new tensor and use that tensor on the GPU.&lt;/p&gt;&lt;p&gt;Running forward and backward propagation on multiple GPUs is natural, but PyTorch uses only one GPU by default. You can run your model in parallel on multiple GPUs easily with &lt;code&gt;model = nn.DataParallel(model)&lt;/code&gt;. That is the core of this tutorial; we look at it in more detail below.&lt;/p&gt;</source>
        <translation>&lt;p&gt;在这个教程里，我们将学习如何使用 &lt;code&gt;DataParallel&lt;/code&gt; 来使用多GPU。&lt;/p&gt;&lt;p&gt;PyTorch非常容易就可以使用多GPU，用如下方式把一个模型放到GPU上：&lt;code&gt;model.to(device)&lt;/code&gt;，然后复制所有的张量到GPU上：&lt;code&gt;mytensor = my_tensor.to(device)&lt;/code&gt;。请注意，只调用&lt;code&gt;my_tensor.to(device)&lt;/code&gt;并没有复制张量到GPU上，而是返回了一个copy。所以你需要把它赋值给一个新的张量并在GPU上使用这个张量。&lt;/p&gt;&lt;p&gt;在多GPU上执行前向和反向传播是自然而然的事。但是PyTorch默认将只使用一个GPU。使用&lt;code&gt;DataParallel&lt;/code&gt;可以轻易的让模型并行运行在多个GPU上：&lt;code&gt;model = nn.DataParallel(model)&lt;/code&gt;。这才是这篇教程的核心，接下来我们将更详细的介绍它。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Imports and parameters</source>
        <translation>导入和参数</translation>
    </message>
    <message>
        <source>&lt;p&gt;Import the PyTorch modules and define the parameters.&lt;/p&gt;</source>
        <translation>&lt;p&gt;导入PyTorch模块和定义参数。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Device</translation>
    </message>
    <message>
        <source>&lt;p&gt;The device the model and the data go to: the first GPU if there is one.&lt;/p&gt;</source>
        <translation>&lt;p&gt;模型和数据所在的设备：有GPU时是第一个GPU。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Dummy dataset</source>
        <translation>虚拟数据集</translation>
    </message>
    <message>
        <source>&lt;p&gt;Make a dummy (random) dataset. You only need to implement &lt;code&gt;__getitem__&lt;/code&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;制作一个虚拟（随机）数据集，你只需实现 &lt;code&gt;__getitem__&lt;/code&gt;。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Simple model</source>
        <translation>简单模型</translation>
    </message>
    <message>
        <source>&lt;p&gt;For the demo, our model just gets an input, performs a linear operation, and gives an output. &lt;code&gt;DataParallel&lt;/code&gt; works with any model (CNN, RNN, Capsule Net and so on).&lt;/p&gt;&lt;p&gt;We put a print statement inside the model to print the sizes of the input and output tensors. Pay attention to what is printed at batch rank 0.&lt;/p&gt;</source>
        <translation>&lt;p&gt;作为演示，我们的模型只接受一个输入，执行一个线性操作，然后得到结果。说明：&lt;code&gt;DataParallel&lt;/code&gt;能在任何模型（CNN，RNN，Capsule Net等）上使用。&lt;/p&gt;&lt;p&gt;我们在模型内部放置了一条打印语句来打印输入和输出向量的大小。请注意批次的秩为0时打印的内容。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Create a model and DataParallel</source>
        <translation>创建一个模型和数据并行</translation>
    </message>
    <message>
        <source>&lt;p&gt;This is the core part of the tutorial. First, we make a model instance and check whether we have multiple GPUs. If we do, we wrap our model with &lt;code&gt;nn.DataParallel&lt;/code&gt;. Then we put the model on the GPU with &lt;code&gt;model.to(device)&lt;/code&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;这是本教程的核心部分。首先，我们需要创建一个模型实例和检测我们是否有多个GPU。如果有多个GPU，使用&lt;code&gt;nn.DataParallel&lt;/code&gt;来包装我们的模型。然后通过&lt;code&gt;model.to(device)&lt;/code&gt;把模型放到GPU上。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Run the model</source>
        <translation>运行模型</translation>
    </message>
    <message>
        <source>&lt;p&gt;Now we can see the sizes of the input and output tensors.&lt;/p&gt;</source>
        <translation>&lt;p&gt;现在可以看到输入和输出张量的大小。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>&lt;p&gt;With no GPU or one GPU, the 30 inputs of a batch give 30 outputs, as expected. With several GPUs you get the results below: each GPU prints its own chunk.&lt;/p&gt;</source>
        <translation>&lt;p&gt;当没有或者只有一个GPU时，对30个输入和输出进行批处理，得到了期望的一样得到30个输入和输出，但是如果你有多个GPU，你得到如下的结果：每个GPU打印它自己的那一块。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>总结</translation>
    </message>
    <message>
        <source>&lt;p&gt;DataParallel splits your data automatically and sends the job to multiple models on several GPUs. After each model finishes its job, DataParallel collects and merges the results before returning them to you.&lt;/p&gt;&lt;p&gt;For more information, see https://pytorch.org/tutorials/beginner/former_torchies/parallelism_tutorial.html.&lt;/p&gt;</source>
        <translation>&lt;p&gt;DataParallel会自动的划分数据，并将作业发送到多个GPU上的多个模型。并在每个模型完成作业后，收集合并结果并返回。&lt;/p&gt;&lt;p&gt;更多信息请看这里：https://pytorch.org/tutorials/beginner/former_torchies/parallelism_tutorial.html。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>TutorialPane</name>
    <message>
        <source>Run this step</source>
        <translation>运行这一步</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n 个 GPU</numerusform></translation>
    </message>
    <message>
        <source>Run it and compare with the tutorial</source>
        <translation>运行并与教程对照</translation>
    </message>
    <message>
        <source>The tutorial printed</source>
        <translation>教程的输出</translation>
    </message>
    <message>
        <source>dpviz printed</source>
        <translation>dpviz 的输出</translation>
    </message>
    <message>
        <source>Within a batch the replicas' lines may come in any order: the replicas run at the same time and print when they finish, so each line is matched against the same batch of the tutorial's printout.</source>
        <translation>同一批次内各副本的行可能以任意顺序出现：各副本同时运行、完成时打印，所以每一行都与教程输出中同一批次的行对照。</translation>
    </message>
    <message>
        <source>Not compared yet.</source>
        <translation>尚未对照。</translation>
    </message>
    <message>
        <source>%1 GPUs: all %2 lines match the tutorial.</source>
        <translation>%1 个 GPU：全部 %2 行都与教程一致。</translation>
    </message>
    <message>
        <source>%1 GPUs: %2 of %3 lines match the tutorial.</source>
        <translation>%1 个 GPU：%3 行中有 %2 行与教程一致。</translation>
    </message>
</context>
</TS>