#!/usr/bin/env python3
"""Fills translations/dpviz_zh_CN.ts from the table below (run after lupdate adds strings), and
gives dpviz_en.ts its English plural forms ("%n GPU(s)" -> "%n GPU" / "%n GPUs").

Usage: python3 tools/zh_CN_translations.py   -- rewrites both .ts in place; prints what is missing.
PyTorch's own printed lines are never translated; only the app's prose is.
"""
import sys
import xml.etree.ElementTree as ET

ZH = {
    'CUDA (looking for GPUs…)': 'CUDA（正在查找 GPU…）',
    'Some settings in %1 could not be read (%2); using the defaults for them.': '设置文件 %1 中有些设置无法读取（%2）；这些设置将使用默认值。',
    'an unknown preset': '未知的预设',
    'memory: %1 needed, over the %2 budget': '内存：需要 %1，超出 %2 的预算',
    'memory: %1 of the %2 budget': '内存：%1（预算 %2）',
    "Runs that would need more than the budget (half of this machine's memory) are refused before anything is allocated.": '需要的内存超过预算（本机内存的一半）的运行，会在分配任何内存之前被拒绝。',
    'Scaling': '扩展性',
    'simulated GPUs (batch 30)': '模拟 GPU 数（批次 30）',
    'batch size (8 simulated GPUs)': '批次大小（8 个模拟 GPU）',
    'Step time vs GPU count': '每步时间与 GPU 数量',
    'Step time vs batch size': '每步时间与批次大小',
    'Measure': '测量',
    'Median of repeated steps of Linear(5, 2), measured on the engine thread (dpviz-bench --sweep).': 'Linear(5, 2) 多次重复步骤的中位数，在引擎线程上测得（dpviz-bench --sweep）。',
    'time per step (µs)': '每步时间（µs）',
    'DataParallel step': 'DataParallel 一步',
    'plain forward, one device': '单设备上的普通前向',
    'peak %1 KiB': '峰值 %1 KiB',
    'peak %1 MiB': '峰值 %1 MiB',
    '%1 = %2 rows': '%1 = %2 行',
    'DataParallel splits each batch; DDP splits the dataset.': 'DataParallel 切分的是每个批次；DDP 切分的是数据集。',
    'DataParallel: one process cuts each of the %n batch(es) into chunks for the GPUs and gathers the outputs on cuda:0.': 'DataParallel：一个进程把 %n 个批次中的每一个切成块分给各 GPU，再把输出收集到 cuda:0 上。',
    'DDP: %1 processes, one per GPU, each load only their own %n sample(s) (DistributedSampler) and batch them themselves.': 'DDP：%1 个进程，每个 GPU 一个，各自只加载属于自己的 %n 个样本（DistributedSampler），并自行分批。',
    '%n index(es) repeated from the start to pad the ranks to equal length.': '从开头重复了 %n 个索引，把各 rank 补齐到相同长度。',
    'drop_last leaves out the last %n sample(s).': 'drop_last 丢弃了最后 %n 个样本。',
    'GPUs (ranks)': 'GPU 数（rank 数）',
    'drop_last (sampler)': 'drop_last（采样器）',
    'shuffle (sampler)': 'shuffle（采样器）',
    'GPU': 'GPU',
    'DataParallel: rows per batch': 'DataParallel：每个批次的行数',
    'DDP: samples': 'DDP：样本数',
    'DDP: dataset indices': 'DDP：数据集索引',
    'Enter the sizes of the dims, such as 4, 10, 3.': '请输入各维的大小，例如 4, 10, 3。',
    'x.shape = %1: torch.chunk(x, %2, dim=%3) gives %n piece(s) along dim %4': 'x.shape = %1：torch.chunk(x, %2, dim=%3) 沿第 %4 维得到 %n 块',
    'GPU %1: %2': 'GPU %1：%2',
    '%n GPU(s) idle': '%n 个 GPU 空闲',
    'Shape': '形状',
    'dim': 'dim（维）',
    "Sizes of the tensor's dims, comma-separated": '张量各维的大小，用逗号分隔',
    '%n batch(es) per epoch': '每个 epoch 有 %n 个批次',
    '; drop_last drops the last %n row(s)': '；drop_last 丢弃了最后 %n 行',
    '; the first %1 are listed': '；只列出前 %1 个',
    'Rows': '行数',
    'Chunks': '块',
    'Rule': '规则',
    'Run': '运行',
    'Rules explorer': '规则探索',
    'Tutorial': '教程',
    '&Pitfalls': '常见陷阱(&P)',
    'Close the scenario': '关闭此场景',
    'Replicas in print order': '按打印顺序排列的副本',
    'Output checksum (FNV-1a)': '输出校验和（FNV-1a）',
    'Pitfall: %1': '陷阱：%1',
    'Batch smaller than the GPU count': '批次小于 GPU 数量',
    'A batch of 3 rows on 8 GPUs: ⌈3/8⌉ = 1 row per chunk, so only 3 chunks. GPUs 3–7 get nothing and stay idle. DataParallel never splits a row, and it does not balance: the chunk rule alone decides.': '8 个 GPU 上一个 3 行的批次：⌈3/8⌉ = 每块 1 行，所以只有 3 块。GPU 3–7 什么也得不到，一直空闲。DataParallel 从不拆分一行，也不做负载均衡：只由切块规则决定。',
    '7 GPUs, one idle': '7 个 GPU，一个空闲',
    '30 rows on 7 GPUs: ⌈30/7⌉ = 5 rows per chunk, and 30/5 = 6 chunks. The 7th GPU gets nothing, even though 30 rows could have been spread as 5, 5, 4, 4, 4, 4, 4.': '7 个 GPU 上 30 行：⌈30/7⌉ = 每块 5 行，30/5 = 6 块。第 7 个 GPU 什么也得不到，尽管 30 行本可以分成 5, 5, 4, 4, 4, 4, 4。',
    'The last, partial batch': '最后一个不完整的批次',
    '100 rows in batches of 30 leave a last batch of 10. On 8 GPUs it is cut into chunks of ⌈10/8⌉ = 2: 5 chunks, so 3 GPUs are idle for that batch. Use drop_last=True to skip it.': '100 行按每批 30 行分，最后剩下一个 10 行的批次。在 8 个 GPU 上它被切成 ⌈10/8⌉ = 2 行一块：5 块，所以这个批次有 3 个 GPU 空闲。使用 drop_last=True 可以跳过它。',
    'Unbalanced GPUs': '不均衡的 GPU',
    'GPU 3 has half the memory and half the cores of GPU 0. When it is built, DataParallel compares the devices and warns about the weakest one (see the log); it still gives every GPU an equal chunk, so cuda:3 finishes last and the whole step waits for it.': 'GPU 3 的显存和核心数都只有 GPU 0 的一半。DataParallel 在创建时会比较各设备，并对最弱的那个发出警告（见日志）；但它仍然给每个 GPU 相同大小的数据块，所以 cuda:3 最后完成，整个步骤都要等它。',
    'A model that returns a scalar': '返回标量的模型',
    'The model returns output.sum(), a 0-dim tensor, in each replica. Scalars cannot be concatenated, so gather makes each a vector of one and warns (see the log): the result is one value per replica, torch.Size([4]), not one loss. Take .mean() or .sum() of it.': '模型在每个副本中返回 output.sum()，一个 0 维张量。标量无法拼接，所以 gather 把每个标量变成长度为 1 的向量并发出警告（见日志）：结果是每个副本一个值，torch.Size([4])，而不是一个损失值。请再对它取 .mean() 或 .sum()。',
    'A replica that raises': '抛出异常的副本',
    'Replica 2 raises ValueError in forward. DataParallel waits for every replica, throws the other replicas\' results away, and raises the error of the lowest failing replica, wrapped as "Caught ValueError in replica 2 on device 2." (see the log).': '副本 2 在 forward 中抛出 ValueError。DataParallel 会等待所有副本结束，丢弃其他副本的结果，并抛出编号最小的失败副本的错误，包装为 "Caught ValueError in replica 2 on device 2."（见日志）。',
    'Print order is not deterministic': '打印顺序是不确定的',
    'The replicas run at the same time and print when they finish, so the order of the "In Model" lines can change from run to run. The gathered output cannot: it is always concatenated in replica order. The table runs the first batch several times.': '各副本同时运行，完成时各自打印，所以 "In Model" 行的顺序每次运行都可能不同。而收集后的输出不会变：它总是按副本顺序拼接。下表把第一个批次运行了多次。',
    'Why GPU 0 holds more memory': '为什么 GPU 0 占用更多显存',
    "The outputs of all replicas are gathered on the output device, cuda:0, which also holds the original model. Its memory gauge (on the right of each card, the engine's own accounting) stands highest. With big outputs this is why GPU 0 runs out of memory first.": '所有副本的输出都收集到输出设备 cuda:0 上，它同时还保存着原始模型。它的显存条（每张卡片右侧，来自引擎自己的统计）最高。输出很大时，这就是 GPU 0 最先显存不足的原因。',
    'an empty batch: each of the %n GPU(s) gets an empty chunk': '空批次：%n 个 GPU 各得到一个空块',
    '⌈%1/%2⌉ = %3 → %n chunk(s) of %3': '⌈%1/%2⌉ = %3 → %n 块，每块 %3 行',
    '⌈%1/%2⌉ = %3 → %4 chunks: %5 of %3 and the last of %6': '⌈%1/%2⌉ = %3 → %4 块：%5 块各 %3 行，最后一块 %6 行',
    '; GPU %1 idle': '；GPU %1 空闲',
    '; GPUs %1–%2 idle': '；GPU %1–%2 空闲',
    'batch %1 on %2 GPUs: %3': '%2 个 GPU 上的批次 %1：%3',
    'Click to run it.': '点击即可运行。',
    'GPUs used': '使用的 GPU 数',
    'Imbalance (largest chunk ÷ smallest)': '不均衡度（最大块 ÷ 最小块）',
    'Idle GPUs': '空闲 GPU 数',
    'batch size': '批次大小',
    'GPU count': 'GPU 数量',
    'Hover over a cell to see the rule worked through; click it to run that batch.': '把鼠标移到格子上可看到规则的推算过程；点击即可运行该批次。',
    'Other dims': '其他维度',
    'Whole epoch': '整个 epoch',
    'DDP vs DataParallel': 'DDP 与 DataParallel 对比',
    'Data Parallelism': '数据并行（选读）',
    '<p>In this tutorial we will learn how to use multiple GPUs with <code>DataParallel</code>.</p><p>It is very easy to use GPUs with PyTorch. You can put the model on a GPU with <code>model.to(device)</code>, and copy all your tensors to the GPU with <code>mytensor = my_tensor.to(device)</code>. Note that <code>my_tensor.to(device)</code> does not copy the tensor in place: it returns a new copy on the GPU, so you need to assign it to a new tensor and use that tensor on the GPU.</p><p>Running forward and backward propagation on multiple GPUs is natural, but PyTorch uses only one GPU by default. You can run your model in parallel on multiple GPUs easily with <code>model = nn.DataParallel(model)</code>. That is the core of this tutorial; we look at it in more detail below.</p>': '<p>在这个教程里，我们将学习如何使用 <code>DataParallel</code> 来使用多GPU。</p><p>PyTorch非常容易就可以使用多GPU，用如下方式把一个模型放到GPU上：<code>model.to(device)</code>，然后复制所有的张量到GPU上：<code>mytensor = my_tensor.to(device)</code>。请注意，只调用<code>my_tensor.to(device)</code>并没有复制张量到GPU上，而是返回了一个copy。所以你需要把它赋值给一个新的张量并在GPU上使用这个张量。</p><p>在多GPU上执行前向和反向传播是自然而然的事。但是PyTorch默认将只使用一个GPU。使用<code>DataParallel</code>可以轻易的让模型并行运行在多个GPU上：<code>model = nn.DataParallel(model)</code>。这才是这篇教程的核心，接下来我们将更详细的介绍它。</p>',
    'Imports and parameters': '导入和参数',
    '<p>Import the PyTorch modules and define the parameters.</p>': '<p>导入PyTorch模块和定义参数。</p>',
    'Device': 'Device',
    '<p>The device the model and the data go to: the first GPU if there is one.</p>': '<p>模型和数据所在的设备：有GPU时是第一个GPU。</p>',
    'Dummy dataset': '虚拟数据集',
    '<p>Make a dummy (random) dataset. You only need to implement <code>__getitem__</code>.</p>': '<p>制作一个虚拟（随机）数据集，你只需实现 <code>__getitem__</code>。</p>',
    'Simple model': '简单模型',
    '<p>For the demo, our model just gets an input, performs a linear operation, and gives an output. <code>DataParallel</code> works with any model (CNN, RNN, Capsule Net and so on).</p><p>We put a print statement inside the model to print the sizes of the input and output tensors. Pay attention to what is printed at batch rank 0.</p>': '<p>作为演示，我们的模型只接受一个输入，执行一个线性操作，然后得到结果。说明：<code>DataParallel</code>能在任何模型（CNN，RNN，Capsule Net等）上使用。</p><p>我们在模型内部放置了一条打印语句来打印输入和输出向量的大小。请注意批次的秩为0时打印的内容。</p>',
    'Create a model and DataParallel': '创建一个模型和数据并行',
    '<p>This is the core part of the tutorial. First, we make a model instance and check whether we have multiple GPUs. If we do, we wrap our model with <code>nn.DataParallel</code>. Then we put the model on the GPU with <code>model.to(device)</code>.</p>': '<p>这是本教程的核心部分。首先，我们需要创建一个模型实例和检测我们是否有多个GPU。如果有多个GPU，使用<code>nn.DataParallel</code>来包装我们的模型。然后通过<code>model.to(device)</code>把模型放到GPU上。</p>',
    'Run the model': '运行模型',
    '<p>Now we can see the sizes of the input and output tensors.</p>': '<p>现在可以看到输入和输出张量的大小。</p>',
    'Results': '结果',
    '<p>With no GPU or one GPU, the 30 inputs of a batch give 30 outputs, as expected. With several GPUs you get the results below: each GPU prints its own chunk.</p>': '<p>当没有或者只有一个GPU时，对30个输入和输出进行批处理，得到了期望的一样得到30个输入和输出，但是如果你有多个GPU，你得到如下的结果：每个GPU打印它自己的那一块。</p>',
    'Summary': '总结',
    '<p>DataParallel splits your data automatically and sends the job to multiple models on several GPUs. After each model finishes its job, DataParallel collects and merges the results before returning them to you.</p><p>For more information, see https://pytorch.org/tutorials/beginner/former_torchies/parallelism_tutorial.html.</p>': '<p>DataParallel会自动的划分数据，并将作业发送到多个GPU上的多个模型。并在每个模型完成作业后，收集合并结果并返回。</p><p>更多信息请看这里：https://pytorch.org/tutorials/beginner/former_torchies/parallelism_tutorial.html。</p>',
    'Run this step': '运行这一步',
    '%n GPU(s)': '%n 个 GPU',
    'Run it and compare with the tutorial': '运行并与教程对照',
    'The tutorial printed': '教程的输出',
    'dpviz printed': 'dpviz 的输出',
    "Within a batch the replicas' lines may come in any order: the replicas run at the same time and print when they finish, so each line is matched against the same batch of the tutorial's printout.": '同一批次内各副本的行可能以任意顺序出现：各副本同时运行、完成时打印，所以每一行都与教程输出中同一批次的行对照。',
    'Not compared yet.': '尚未对照。',
    '%1 GPUs: all %2 lines match the tutorial.': '%1 个 GPU：全部 %2 行都与教程一致。',
    '%1 GPUs: %2 of %3 lines match the tutorial.': '%1 个 GPU：%3 行中有 %2 行与教程一致。',
    'speed %1×': '速度 %1×',
    'Preset': '预设',
    'GPUs': 'GPU 数量',
    'Batch size': '批大小',
    'Data size': '数据量',
    'Input features': '输入特征数',
    'Output features': '输出特征数',
    'Shuffle': '打乱',
    'drop_last': 'drop_last',
    'Seed': '随机种子',
    'Output device': '输出设备',
    'Backend': '后端',
    'Speed': '速度',
    'shuffle the samples': '打乱样本顺序',
    'drop the last, smaller batch': '丢弃最后一个较小的批次',
    'GPUs: %1 to %2 (on CUDA, those beyond the physical GPUs are virtual)': 'GPU：%1 到 %2 个（CUDA 下超出物理 GPU 数量的为虚拟 GPU）',
    'CUDA (%n GPU(s): %1)': 'CUDA（%n 个 GPU：%1）',
    'CUDA': 'CUDA',
    'virtual, on %1': '虚拟，运行在 %1 上',
    'CUDA: %1': 'CUDA：%1',
    'Custom': '自定义',
    'Simulated GPUs (CPU threads)': '模拟 GPU（CPU 线程）',
    'CUDA (no CUDA device)': 'CUDA（没有 CUDA 设备）',
    'Play': '播放',
    'Phase': '单步阶段',
    'Batch': '单步批次',
    'Reset': '重置',
    'cpu (output_device=-1)': 'cpu（output_device=-1）',
    'forward %1 µs (measured)': '前向 %1 µs（实测）',
    'waiting': '等待中',
    'idle: no chunk': '空闲：没有分到数据块',
    'receiving chunk': '正在接收数据块',
    'receiving parameters': '正在接收参数',
    'computing': '正在计算',
    'done': '完成',
    'sending output': '正在发送输出',
    'failed': '失败',
    'in %1 → out %2': '输入 %1 → 输出 %2',
    'Nothing to run: the DataLoader yields no batch.': '没有可运行的内容：DataLoader 不产生任何批次。',
    'Press Play (Space) or step (→) to run the first batch.': '按“播放”（空格键）或单步（→）运行第一个批次。',
    'Load: the DataLoader collates batch %1 (%2 rows) on the CPU.': '加载：DataLoader 在 CPU 上组装第 %1 个批次（%2 行）。',
    'input.to(device): the whole batch is copied to the GPU.': 'input.to(device)：整个批次被复制到 GPU。',
    'Scatter: %1. Each chunk is copied to its GPU.': '分发（scatter）：%1。每个数据块被复制到它的 GPU。',
    'Forward: the model runs on the whole batch.': '前向：模型在整个批次上运行。',
    'Parallel apply: %n replica(s) run at the same time; each prints its line when it finishes, so the order changes from run to run.':
        '并行执行：%n 个副本同时运行；每个副本完成时打印自己的一行，所以每次运行的顺序都可能不同。',
    'Replicate: the parameters are broadcast from cuda:0 to the other %n used GPU(s); replica 0 is the original module.':
        '复制（replicate）：参数从 cuda:0 广播到其余 %n 个被使用的 GPU；副本 0 就是原模块本身。',
    'Gather: the outputs are concatenated on the output device in replica order.': '收集（gather）：各输出按副本顺序在输出设备上拼接。',
    'Done: output %1; the Outside line is printed after the gather.': '完成：输出 %1；Outside 这一行在收集之后打印。',
    '%1 rows on one GPU: the model is not wrapped, no split': '一个 GPU 上的 %1 行：模型没有被包装，不切分',
    '0 rows → %1 empty chunks': '0 行 → %1 个空数据块',
    '⌈%1/%2⌉ = %3 rows per chunk → %4 chunks': '⌈%1/%2⌉ = 每块 %3 行 → %4 个数据块',
    '; %n GPU(s) idle': '；%n 个 GPU 空闲',
    'dataset: %1 samples': '数据集：%1 个样本',
    'final batch: %1 rows': '最后一个批次：%1 行',
    'batch %1: %2 rows': '批次 %1：%2 行',
    'output on %1': '输出位于 %1',
    'Copy all': '全部复制',
    'Clear': '清空',
    "The tutorial's printed lines appear here as the replicas finish.": '副本完成时，教程打印的各行会显示在这里。',
    'simulated': '模拟',
    'Error: %1': '错误：%1',
    'Starting the engine…': '正在启动引擎…',
    '%1 · %n GPU(s) · batch %2 of %3': '%1 · %n 个 GPU · 第 %2 批，共 %3 批',
    'About dpviz': '关于 dpviz',
    "<b>dpviz %1</b><p>Watch PyTorch's nn.DataParallel split, run and gather each batch, on simulated or real GPUs.</p><p>License: GPL-3.0-or-later.</p>":
        '<b>dpviz %1</b><p>在模拟或真实的 GPU 上观看 PyTorch 的 nn.DataParallel 如何切分、运行并收集每个批次。</p><p>许可证：GPL-3.0-or-later。</p>',
    'dpviz — DataParallel visualizer': 'dpviz — 数据并行可视化',
    'Pause': '暂停',
    'Play or pause (Space)': '播放或暂停（空格键）',
    'Step one phase (→)': '前进一个阶段（→）',
    'Step one batch (Shift+→)': '前进一个批次（Shift+→）',
    'Start the epoch again (Home)': '重新开始本轮（Home）',
    'Export trace (Perfetto)…': '导出跟踪（Perfetto）…',
    'Export log…': '导出日志…',
    'Save screenshot…': '保存截图…',
    'Quit': '退出',
    'Presentation mode': '演示模式',
    '&File': '文件(&F)',
    '&View': '视图(&V)',
    '&Language': '语言(&L)',
    '&Help': '帮助(&H)',
    'Controls': '控制',
    'Output': '输出',
    'Log': '日志',
    'Timings': '计时',
    'Chrome trace (*.json)': 'Chrome 跟踪文件 (*.json)',
    'Text (*.txt)': '文本 (*.txt)',
    'PNG image (*.png)': 'PNG 图片 (*.png)',
    'Save as': '另存为',
    'Could not save': '无法保存',
    'Cannot write %1:\n%2': '无法写入 %1：\n%2',
    'the window could not be rendered': '无法渲染窗口',
    'Tutorial: 1 GPU (not wrapped)': '教程：1 个 GPU（不包装）',
    'Tutorial: 2 GPUs': '教程：2 个 GPU',
    'Tutorial: 3 GPUs': '教程：3 个 GPU',
    'Tutorial: 8 GPUs': '教程：8 个 GPU',
    'Batch of 3 on 8 GPUs': '8 个 GPU 上批大小为 3',
    'Batch of 30 on 7 GPUs (one idle)': '7 个 GPU 上批大小为 30（一个空闲）',
    'forward': '前向',
    'Per-device time (µs)': '各设备耗时（µs）',
    'Timeline of this step (µs)': '本步时间线（µs）',
    'Step time per batch (µs)': '每批次的步耗时（µs）',
    'time (µs)': '时间（µs）',
    'time since the step began (µs)': '自本步开始的时间（µs）',
    'batch': '批次',
    'step time (µs)': '步耗时（µs）',
    'scatter + gather': '分发 + 收集',
    'load': '加载',
    'replicate': '复制',
    'step time': '步耗时',
    'host': '主机',
    # The stage: card rows, the legend.
    'in %1': '输入 %1',
    'out %1': '输出 %1',
    "shares the original's parameters": '共享原模块的参数',
    'failed: raised an error': '失败：抛出了异常',
    'dataset: one stripe per sample': '数据集：每个样本一条',
    'batch: its rows, cut into chunks': '批次：其中各行，切分成数据块',
    'colour: the GPU a chunk goes to': '颜色：数据块要去的 GPU',
    'slot: the chunk a GPU holds': '槽：GPU 持有的数据块',
    'gauge: peak memory (fullest GPU = full)': '指示条：显存峰值（最满的 GPU 为满格）',
    'bar: progress of the current phase': '进度条：当前阶段的进度',
    'bold outline: the output device': '粗边框：输出设备',
    'output: gathered in replica order': '输出：按副本顺序收集（gather）',
}

def write(tree, path):
    tree.write(path, encoding='utf-8', xml_declaration=True)
    with open(path, 'r+', encoding='utf-8') as f:  # keep lupdate's DOCTYPE line
        body = f.read().replace("<?xml version='1.0' encoding='utf-8'?>", '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>', 1)
        f.seek(0); f.write(body); f.truncate()


def english_plurals(path='translations/dpviz_en.ts'):
    tree = ET.parse(path)
    for msg in tree.getroot().iter('message'):
        if msg.get('numerus') != 'yes':
            continue
        src = msg.find('source').text or ''
        tr = msg.find('translation')
        for child in list(tr):
            tr.remove(child)
        for form in (src.replace('(s)', '').replace('(es)', ''), src.replace('(s)', 's').replace('(es)', 'es')):
            ET.SubElement(tr, 'numerusform').text = form
        tr.attrib.pop('type', None)
    write(tree, path)


def main(path='translations/dpviz_zh_CN.ts'):
    tree = ET.parse(path)
    missing = []
    for msg in tree.getroot().iter('message'):
        src = msg.find('source').text or ''
        tr = msg.find('translation')
        text = ZH.get(src)
        if text is None:
            missing.append(src)
            continue
        if msg.get('numerus') == 'yes':
            for child in list(tr):
                tr.remove(child)
            form = ET.SubElement(tr, 'numerusform')
            form.text = text
        else:
            tr.text = text
        tr.attrib.pop('type', None)
    write(tree, path)
    english_plurals()
    for m in missing:
        print('missing zh_CN translation:', repr(m))
    return 1 if missing else 0

if __name__ == '__main__':
    sys.exit(main(*sys.argv[1:]))
