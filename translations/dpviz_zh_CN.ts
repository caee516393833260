<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>CellBatchView</name>
    <message>
        <source>Run it in the Run tab</source>
        <translation>去“运行”页运行</translation>
    </message>
    <message>
        <source>Sets the batch size and GPU count in the controls and runs the first batch.</source>
        <translation>把批大小和 GPU 数量填入控制面板，并运行第一个批次。</translation>
    </message>
    <message numerus="yes">
        <source>Batch %1 on %n GPU(s): chunks %2</source>
        <translation>
            <numerusform>批大小为 %1，%n 个 GPU：数据块 %2</numerusform></translation>
    </message>
</context>
<context>
    <name>CellRunText</name>
    <message>
        <source>data size raised from %1 to %2, so that one batch of %2 rows exists</source>
        <translation>样本数从 %1 提高到 %2，这样才有一个 %2 行的批次</translation>
    </message>
    <message numerus="yes">
        <source>output device %1 does not exist on %n GPU(s), so it is cuda:0</source>
        <translation>
            <numerusform>%n 个 GPU 上没有输出设备 %1，所以改用 cuda:0</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Rules explorer: batch size %1 on %n GPU(s); the first batch runs.</source>
        <translation>
            <numerusform>规则探索器：%n 个 GPU 上批大小为 %1；运行第一个批次。</numerusform></translation>
    </message>
    <message>
        <source>Data size %1 and the other settings are kept.</source>
        <translation>样本数 %1 和其他设置保持不变。</translation>
    </message>
    <message>
        <source>Changed: %1.</source>
        <translation>已更改：%1。</translation>
    </message>
</context>
<context>
    <name>ClassSummary</name>
    <message>
        <source>no votes</source>
        <translation>没有投票</translation>
    </message>
    <message>
        <source>%1 of %2 right (%3 %)</source>
        <translation>%2 票中 %1 票正确（%3%）</translation>
    </message>
    <message>
        <source>End of class: %1</source>
        <translation>本节课结束：%1</translation>
    </message>
    <message>
        <source>What we covered</source>
        <translation>这节课讲过的内容</translation>
    </message>
    <message>
        <source>The questions</source>
        <translation>课堂提问</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>答案</translation>
    </message>
    <message>
        <source>First vote</source>
        <translation>第一次投票</translation>
    </message>
    <message>
        <source>Second vote</source>
        <translation>第二次投票</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>已跳过</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>未作答</translation>
    </message>
    <message>
        <source>right</source>
        <translation>正确</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>not asked</source>
        <translation>未提问</translation>
    </message>
    <message>
        <source>Stop</source>
        <comment>the end-of-class table's column of lesson stops</comment>
        <translation>停顿点</translation>
    </message>
</context>
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
        <translation>样本数</translation>
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
        <translation>下一阶段</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>下一批次</translation>
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
        <translation>每次运行前先估算所需内存：超过预算（本机内存的一半）就直接拒绝，不分配任何内存。</translation>
    </message>
    <message>
        <source>CUDA (looking for GPUs…)</source>
        <translation>CUDA（正在查找 GPU……）</translation>
    </message>
    <message>
        <source>GPUs: %1 to %2 (on CUDA, those beyond the physical GPUs are virtual)</source>
        <translation>GPU 数量：%1 到 %2（CUDA 下超出物理 GPU 数量的为虚拟 GPU）</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n B</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n CUDA device(s): %1</source>
        <translation>
            <numerusform>%n 个 CUDA 设备：%1</numerusform></translation>
    </message>
    <message>
        <source>this build has no CUDA backend (no CUDA toolkit at build time)</source>
        <translation>这个版本没有 CUDA 后端（构建时没有 CUDA 工具包）</translation>
    </message>
    <message>
        <source>%1, %2 = %3</source>
        <comment>the CUDA runtime's error text, its name, its number</comment>
        <translation>CUDA 运行时报错 %2 = %3：%1</translation>
    </message>
    <message>
        <source>the driver reports no CUDA-capable device</source>
        <translation>驱动报告没有支持 CUDA 的设备</translation>
    </message>
    <message>
        <source>no CUDA device could be queried</source>
        <translation>无法查询任何 CUDA 设备</translation>
    </message>
    <message>
        <source>0 CUDA devices (%1)</source>
        <translation>没有 CUDA 设备（%1）</translation>
    </message>
</context>
<context>
    <name>CostWords</name>
    <message>
        <source>%1× %2, %3</source>
        <translation>%1× %2 · %3</translation>
    </message>
    <message>
        <source>%1 nodes × %2, %3 Gb/s %4</source>
        <translation>%1 个节点 × %2 · 节点间 %3 Gb/s %4</translation>
    </message>
    <message>
        <source>%1 datasheet (NVIDIA, %2): FP32 %3 TFLOP/s, NVLink %4 GB/s per GPU (both directions), PCIe Gen%5 x16.</source>
        <translation>%1 数据手册（NVIDIA，%2 年）：FP32 %3 TFLOP/s，NVLink 每个 GPU %4 GB/s（双向合计），PCIe Gen%5 x16。</translation>
    </message>
    <message>
        <source>%1 datasheet (NVIDIA, %2): FP32 %3 TFLOP/s, PCIe Gen%4 x16, no NVLink.</source>
        <translation>%1 数据手册（NVIDIA，%2 年）：FP32 %3 TFLOP/s，PCIe Gen%4 x16，没有 NVLink。</translation>
    </message>
    <message>
        <source>Host copies: about %1 GB/s from pinned memory (CUDA's bandwidthTest), %2 µs per copy (estimated).</source>
        <translation>主机与 GPU 之间的拷贝：锁页内存约 %1 GB/s（CUDA 的 bandwidthTest），每次拷贝 %2 µs（估计值）。</translation>
    </message>
    <message>
        <source>All-reduce between GPUs: about %1 GB/s bus bandwidth over NVSwitch (nccl-tests), %2 µs per ring step (estimated).</source>
        <translation>GPU 之间的全规约：经 NVSwitch 的总线带宽约 %1 GB/s（nccl-tests），环上每步 %2 µs（估计值）。</translation>
    </message>
    <message>
        <source>All-reduce between GPUs through PCIe switches: about %1 GB/s bus bandwidth, %2 µs per ring step (both estimated).</source>
        <translation>GPU 之间经 PCIe 交换芯片的全规约：总线带宽约 %1 GB/s，环上每步 %2 µs（均为估计值）。</translation>
    </message>
    <message>
        <source>Kernel launch: %1 µs (estimated).</source>
        <translation>核函数启动开销：%1 µs（估计值）。</translation>
    </message>
    <message>
        <source>Between the nodes: one InfiniBand port per node, %1 GB/s each way (%2 datasheet), %3 µs per message through NCCL (estimated).</source>
        <translation>节点之间：每个节点一个 InfiniBand 端口，单向 %1 GB/s（%2 数据手册），经 NCCL 每条消息 %3 µs（估计值）。</translation>
    </message>
    <message>
        <source>A %1 has %2 such ports, which NCCL drives as parallel rings; this profile models one.</source>
        <translation>一台 %1 有 %2 个这样的端口，NCCL 用它们组成并行的环；这里只建模其中一个。</translation>
    </message>
    <message>
        <source>there is nothing to model</source>
        <translation>没有可建模的内容</translation>
    </message>
    <message>
        <source>DataParallel runs in one process on one machine: this profile has %1 GPUs per node, the step uses %2</source>
        <translation>DataParallel 在一台机器上以一个进程运行：这套硬件每个节点有 %1 个 GPU，这一步要用 %2 个</translation>
    </message>
    <message>
        <source>this profile has %1 GPUs, the step asks for %2 ranks</source>
        <translation>这套硬件共有 %1 个 GPU，这一步需要 %2 个 rank</translation>
    </message>
</context>
<context>
    <name>DdpCompare</name>
    <message>
        <source>Modelled hardware:</source>
        <translation>建模的硬件：</translation>
    </message>
    <message>
        <source>GPU %1 / rank %1</source>
        <translation>GPU %1 / rank %1</translation>
    </message>
    <message>
        <source>%1 B</source>
        <translation>%1 B</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <source>Modelled, not measured (%1): one training step takes %2 with DataParallel and %3 with DDP.</source>
        <translation>建模估算，并非实测（%1）：训练中的一步，DataParallel 需要 %2，DDP 需要 %3。</translation>
    </message>
    <message>
        <source>An α–β model: kernel = launch + FLOPs / peak; copy = α + bytes / β; ring all-reduce = 2(W−1) × (α + bytes / W / β). Sources: %1</source>
        <translation>α–β 模型：核函数 = 启动开销 + FLOPs / 峰值；拷贝 = α + 字节数 / β；环形全规约 = 2(W−1) × (α + 字节数 / W / β)。数据来源：%1</translation>
    </message>
    <message>
        <source>Modelled, not measured (%1): one training step takes %2 with DDP; DataParallel is not on this profile (%3).</source>
        <translation>建模估算，并非实测（%1）：训练中的一步，DDP 需要 %2；DataParallel 在这套硬件上无法运行（%3）。</translation>
    </message>
    <message>
        <source>Modelled, not measured (%1): one training step takes %2 with DataParallel; DDP is not on this profile (%3).</source>
        <translation>建模估算，并非实测（%1）：训练中的一步，DataParallel 需要 %2；DDP 在这套硬件上无法运行（%3）。</translation>
    </message>
    <message>
        <source>Modelled, not measured (%1): the step is not on this profile, neither with DataParallel (%2) nor with DDP (%3).</source>
        <translation>建模估算，并非实测（%1）：这一步在这套硬件上无法运行，DataParallel（%2）和 DDP（%3）都不行。</translation>
    </message>
    <message>
        <source>DP
total</source>
        <translation>DP
合计</translation>
    </message>
    <message>
        <source>DDP:
all-reduce
sent</source>
        <translation>DDP：
全规约
发送</translation>
    </message>
    <message>
        <source>DP:
gradients
reduced</source>
        <translation>DP：
规约的
梯度</translation>
    </message>
    <message>
        <source>DP:
batch
scattered</source>
        <translation>DP：
分发的
批次</translation>
    </message>
    <message>
        <source>DP:
parameters
broadcast</source>
        <translation>DP：
广播的
参数</translation>
    </message>
    <message>
        <source>DP:
outputs
gathered</source>
        <translation>DP：
收集的
输出</translation>
    </message>
    <message>
        <source>DP:
output
gradient
sent back</source>
        <translation>DP：
发回的
输出梯度</translation>
    </message>
    <message>
        <source>The same global batch of %1 rows: DataParallel on %2 GPUs (one process) against DDP on %2 ranks (local batch %3). Bytes each device sends or receives in one training step:</source>
        <translation>全局批大小同为 %1 行：%2 个 GPU 上的 DataParallel（数据并行，一个进程；下表简称 DP）对比 %2 个 rank 上的 DDP（分布式数据并行，每个 rank 的批大小为 %3）。训练中的一步里，每个设备发送或接收的字节数：</translation>
    </message>
    <message>
        <source>Transfer model (PyTorch on CUDA): each GPU receives its chunk; the outputs and the output gradient are copies between cuda:0 and each GPU; the broadcast and the gradient reduce are NCCL collectives, in which GPU 0 sends or receives one copy of the parameters. Without NCCL, GPU 0 would receive the other replicas' gradients: %1.</source>
        <translation>传输模型（PyTorch 在 CUDA 上的做法）：每个 GPU 收到自己的数据块；输出和输出梯度是 cuda:0 与各 GPU 之间的拷贝；参数广播和梯度规约是 NCCL 集合通信，GPU 0 在其中各发送或接收一份参数的字节数。不用 NCCL 时，其余副本的梯度都要拷贝到 GPU 0：%1。</translation>
    </message>
</context>
<context>
    <name>DdpErrorWords</name>
    <message>
        <source>no step finished for %1 s: step %2 waits on %3, which cannot be reached</source>
        <translation>第 %2 步在等无法连接的 %3，%1 秒内没有任何一步完成</translation>
    </message>
    <message>
        <source>no step finished for %1 s: step %2 waits on a rank that is stuck or a host that cannot be reached</source>
        <translation>第 %2 步在等一个卡住的 rank 或一台无法连接的主机，%1 秒内没有任何一步完成</translation>
    </message>
    <message>
        <source>no step finished for %1 s: a rank is stuck or a host cannot be reached</source>
        <translation>有 rank 卡住了或有主机无法连接，%1 秒内没有任何一步完成</translation>
    </message>
    <message>
        <source>rank %1 exited; mpirun stopped the others</source>
        <translation>rank %1 已退出；mpirun 停止了其他 rank</translation>
    </message>
    <message>
        <source>a rank exited; mpirun stopped the others</source>
        <translation>有一个 rank 已退出；mpirun 停止了其他 rank</translation>
    </message>
    <message>
        <source>rank %1 failed: %2</source>
        <translation>rank %1 失败：%2</translation>
    </message>
    <message>
        <source>a rank failed: %1</source>
        <translation>有一个 rank 失败：%1</translation>
    </message>
</context>
<context>
    <name>DdpEvents</name>
    <message>
        <source>%1 event without "%2"</source>
        <translation>%1 事件缺少“%2”</translation>
    </message>
    <message>
        <source>%1 event: "%2" must be %3</source>
        <translation>%1 事件：“%2”必须是%3</translation>
    </message>
    <message>
        <source>an integer from %1 to %2</source>
        <translation>%1 到 %2 之间的整数</translation>
    </message>
    <message>
        <source>a number from %1 to %2</source>
        <translation>%1 到 %2 之间的数字</translation>
    </message>
    <message>
        <source>a string of at most %1 characters</source>
        <translation>不超过 %1 个字符的字符串</translation>
    </message>
    <message>
        <source>a list of at most %1 items</source>
        <translation>不超过 %1 项的列表</translation>
    </message>
    <message>
        <source>%1 event: unknown key "%2"</source>
        <translation>%1 事件：未知的键“%2”</translation>
    </message>
    <message>
        <source>%1 event: "%2" appears twice</source>
        <translation>%1 事件：“%2”出现了两次</translation>
    </message>
    <message>
        <source>a list of {"name", "bytes"} objects</source>
        <translation>由 {"name", "bytes"} 对象组成的列表</translation>
    </message>
    <message>
        <source>a list of lists of parameter indices</source>
        <translation>由参数索引列表组成的列表</translation>
    </message>
    <message>
        <source>a list of host names</source>
        <translation>主机名列表</translation>
    </message>
    <message>
        <source>phase event: it ends (%1 µs) before it starts (%2 µs)</source>
        <translation>phase 事件：结束时间（%1 µs）早于开始时间（%2 µs）</translation>
    </message>
    <message>
        <source>an event must be a JSON object {…}</source>
        <translation>事件必须是 JSON 对象 {…}</translation>
    </message>
    <message>
        <source>an event object must name its kind in "event"</source>
        <translation>事件对象必须在“event”中写明它的种类</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
    <message>
        <source>a hexadecimal string</source>
        <translation>十六进制字符串</translation>
    </message>
    <message>
        <source>unknown event "%1"</source>
        <translation>未知的事件“%1”</translation>
    </message>
    <message>
        <source>a line of %1 bytes, longer than any event</source>
        <translation>这一行长 %1 B，比任何事件都长</translation>
    </message>
    <message>
        <source>a line with a NUL byte: not JSON text</source>
        <translation>这一行含有 NUL 字节：不是 JSON 文本</translation>
    </message>
    <message>
        <source>not a JSON object (%1 at column %2)</source>
        <translation>不是 JSON 对象（第 %2 列：%1）</translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation>%1 之一</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 或 %2</translation>
    </message>
    <message>
        <source>a word of lowercase letters (%1)</source>
        <translation>由小写字母组成的词（%1）</translation>
    </message>
</context>
<context>
    <name>DdpForm</name>
    <message>
        <source>World size</source>
        <translation>进程总数（world size）</translation>
    </message>
    <message>
        <source>Local batch</source>
        <translation>每个 rank 的批大小</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>学习率</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>轮次（epoch）</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Ranks: mpirun starts one dpviz-ddp process per rank</source>
        <translation>进程总数：mpirun 为每个 rank 启动一个 dpviz-ddp 进程</translation>
    </message>
    <message>
        <source>Rows each rank takes per step; the global batch is world size × local batch</source>
        <translation>每个 rank 每步取的行数；全局批大小 = 进程总数 × 每个 rank 的批大小</translation>
    </message>
    <message>
        <source>OpenMPI hostfile</source>
        <translation>选择 OpenMPI 的 hostfile</translation>
    </message>
    <message>
        <source>Hostfile</source>
        <translation>主机文件（hostfile）</translation>
    </message>
    <message>
        <source>this machine (no hostfile)</source>
        <translation>本机（不用 hostfile）</translation>
    </message>
    <message>
        <source>An OpenMPI hostfile (NAME slots=N a line): mpirun starts the ranks on its hosts over ssh</source>
        <translation>OpenMPI 的 hostfile（每行一台主机：主机名 slots=N）：mpirun 通过 ssh 在其中的主机上启动各个 rank</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
</context>
<context>
    <name>DdpLossCompare</name>
    <message>
        <source>DataParallel could not run this configuration: %1</source>
        <translation>DataParallel 无法运行这个配置：%1</translation>
    </message>
    <message>
        <source>Start a run: DDP's loss at every step (the mean of the ranks' losses) appears here over DataParallel's with the same global batch.</source>
        <translation>开始运行后，这里显示 DDP 每一步的损失（各 rank 损失的平均值），并与全局批大小相同的 DataParallel 的损失放在一起。</translation>
    </message>
    <message>
        <source>The data (%1 samples) does not divide into global batches of %2: DistributedSampler pads every rank's shard with repeated samples, DataParallel's last batch is smaller, so the last step differs.</source>
        <translation>数据（%1 个样本）不能被全局批大小 %2 整除：DistributedSampler 用重复的样本补齐每个 rank 的分片，而 DataParallel 的最后一个批次更小，所以最后一步不同。</translation>
    </message>
    <message numerus="yes">
        <source>The curves coincide: each of the %n rank(s) takes its own %1 rows, and DDP averages the ranks' gradients of their own mean losses, which for equal shards is the gradient of the mean loss over all %2 rows. DataParallel sums its replicas' gradients of that one mean loss on cuda:0: the same gradient, the same SGD step.</source>
        <translation>
            <numerusform>两条曲线重合：%n 个 rank 各取自己的 %1 行，DDP 对各 rank 自身平均损失的梯度求平均；分片大小相同时，这正是全部 %2 行的平均损失的梯度。DataParallel 则在 cuda:0 上把各副本对同一个平均损失的梯度求和：梯度相同，每一次优化器更新也相同。</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>DataParallel, global batch on %n GPU(s)</source>
        <translation>
            <numerusform>DataParallel，同样的全局批大小，%n 个 GPU</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>DDP, mean of %n rank(s)</source>
        <translation>
            <numerusform>DDP，%n 个 rank 的平均值</numerusform></translation>
    </message>
    <message>
        <source>loss (MSELoss)</source>
        <translation>损失（MSELoss）</translation>
    </message>
    <message>
        <source>step</source>
        <comment>axis title: the training step's number</comment>
        <translation>步数</translation>
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
        <translation>DataParallel（数据并行）切分的是每个批次；DDP（分布式数据并行）切分的是数据集。</translation>
    </message>
    <message numerus="yes">
        <source>DataParallel: one process cuts each of the %n batch(es) into chunks for the GPUs and gathers the outputs on cuda:0.</source>
        <translation>
            <numerusform>DataParallel：一个进程把 %n 个批次逐个切分成数据块分给各个 GPU，再把输出收集（gather）到 cuda:0 上。</numerusform></translation>
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
        <translation>样本数</translation>
    </message>
    <message>
        <source>Batch size</source>
        <translation>批大小</translation>
    </message>
    <message>
        <source>GPUs (ranks)</source>
        <translation>GPU 数量（进程总数）</translation>
    </message>
    <message>
        <source>drop_last (sampler)</source>
        <translation>drop_last（采样器）</translation>
    </message>
    <message>
        <source>shuffle (sampler)</source>
        <translation>打乱（采样器）</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>DataParallel:
rows per batch</source>
        <translation>DataParallel：
每个批次的行数</translation>
    </message>
    <message>
        <source>DDP:
samples</source>
        <translation>DDP：
分片大小</translation>
    </message>
    <message>
        <source>DDP:
dataset indices</source>
        <translation>DDP：
数据集索引</translation>
    </message>
</context>
<context>
    <name>DdpPages</name>
    <message>
        <source>Ring</source>
        <translation>环</translation>
    </message>
    <message>
        <source>DataParallel vs DDP</source>
        <translation>DataParallel 与 DDP 对比</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>损失</translation>
    </message>
</context>
<context>
    <name>DdpProcess</name>
    <message>
        <source>mpirun was not found: install OpenMPI (sudo apt install openmpi-bin) to run DDP.</source>
        <translation>找不到 mpirun：要运行 DDP（分布式数据并行），请安装 OpenMPI（sudo apt install openmpi-bin）。</translation>
    </message>
    <message>
        <source>dpviz-ddp was not found next to dpviz: build it with OpenMPI installed (sudo apt install openmpi-bin libopenmpi-dev).</source>
        <translation>在 dpviz 旁边找不到 dpviz-ddp：请先安装 OpenMPI（sudo apt install openmpi-bin libopenmpi-dev）再构建它。</translation>
    </message>
    <message>
        <source>the DDP run could not start or was killed. %1</source>
        <translation>DDP 运行无法启动或被终止。%1</translation>
    </message>
    <message>
        <source>the DDP run exited with status %1 before it finished. %2</source>
        <translation>DDP 运行在完成之前退出，状态码 %1。%2</translation>
    </message>
    <message>
        <source>exited with status %1</source>
        <translation>以状态码 %1 退出</translation>
    </message>
    <message>
        <source>%1; mpirun stopped the others</source>
        <translation>%1；mpirun 随即停止了其余 rank</translation>
    </message>
    <message>
        <source>killed by signal %1</source>
        <translation>被信号 %1 终止</translation>
    </message>
    <message>
        <source>killed by signal %1 (%2)</source>
        <translation>被信号 %1（%2）终止</translation>
    </message>
    <message>
        <source>the recorded run %1 cannot be read</source>
        <translation>无法读取录制的运行 %1</translation>
    </message>
</context>
<context>
    <name>DdpReplay</name>
    <message>
        <source>Waiting for the ranks' first step…</source>
        <translation>正在等待各 rank 的第一步……</translation>
    </message>
    <message>
        <source>Pick the world size and the local batch, then Start: mpirun starts one process per rank.</source>
        <translation>选好进程总数（world size）和每个 rank 的批大小，然后点“开始”：mpirun 为每个 rank（进程序号）启动一个进程。</translation>
    </message>
</context>
<context>
    <name>DdpRingView</name>
    <message>
        <source>failed: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <source>loads its own batch</source>
        <translation>加载自己的批次</translation>
    </message>
    <message>
        <source>forward</source>
        <translation>前向</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>损失</translation>
    </message>
    <message>
        <source>backward</source>
        <translation>反向</translation>
    </message>
    <message>
        <source>all-reduce</source>
        <translation>全规约（all-reduce）</translation>
    </message>
    <message>
        <source>all-reduce · bucket %1 · step %2/%3</source>
        <translation>全规约 · 梯度桶 %1 · 第 %2/%3 步</translation>
    </message>
    <message>
        <source>SGD step on its own copy</source>
        <translation>在自己的那份模型上做优化器更新</translation>
    </message>
    <message>
        <source>stepped</source>
        <translation>优化器更新完毕</translation>
    </message>
    <message>
        <source>Pick the world size and the local batch, then Start: mpirun starts one process per rank.</source>
        <translation>选好进程总数（world size）和每个 rank 的批大小，然后点“开始”：mpirun 为每个 rank（进程序号）启动一个进程。</translation>
    </message>
    <message>
        <source>Step %1 of %2 · epoch %3 · %4 ranks × local batch %5 = global batch %6 · %7</source>
        <translation>第 %1 步，共 %2 步 · 第 %3 轮 · %4 个 rank × 每个 rank 的批大小 %5 = 全局批大小 %6 · %7</translation>
    </message>
    <message>
        <source>reduce-scatter</source>
        <translation>规约分发（reduce-scatter）</translation>
    </message>
    <message>
        <source>all-gather</source>
        <translation>全收集（all-gather）</translation>
    </message>
    <message>
        <source>Measured on this machine (%1): %2 µs into the step; every rank runs the same step on its own shard</source>
        <translation>在本机上实测（%1）：这一步已进行 %2 µs；每个 rank 在自己的分片上执行同样的一步</translation>
    </message>
    <message>
        <source>rank %1 · %2</source>
        <translation>rank %1 · %2</translation>
    </message>
    <message>
        <source>loss %1 (its own mean)</source>
        <translation>损失 %1（本 rank 的平均损失）</translation>
    </message>
    <message>
        <source>loss: after the step</source>
        <translation>损失：这一步结束后显示</translation>
    </message>
    <message>
        <source>shard: %1</source>
        <translation>分片：%1</translation>
    </message>
    <message>
        <source>buckets</source>
        <translation>梯度桶</translation>
    </message>
    <message>
        <source>all-reduce · bucket %1 · waiting for the others</source>
        <translation>全规约 · 梯度桶 %1 · 等待其他 rank</translation>
    </message>
    <message>
        <source>All-reduce of bucket %1 (%2 B), %3, ring step %4/%5: each rank sends 1/%7 of it (%6 B) to the next · %8 µs per step</source>
        <translation>梯度桶 %1（%2 B）全规约，%3，环上第 %4/%5 步：每个 rank 把它的 1/%7（%6 B）发给下一个 rank · 每步 %8 µs</translation>
    </message>
    <message>
        <source>failed: see above</source>
        <translation>失败：见上方</translation>
    </message>
    <message>
        <source>forward and loss on its own batch</source>
        <translation>对自己的批次做前向并计算损失</translation>
    </message>
    <message>
        <source>backward: filling its buckets</source>
        <translation>反向：填充梯度桶</translation>
    </message>
    <message>
        <source>reduce-scatter · bucket %1/%2 · step %3/%4</source>
        <translation>规约分发 · 梯度桶 %1/%2 · 第 %3/%4 步</translation>
    </message>
    <message>
        <source>reduce-scatter %1/%2</source>
        <translation>规约分发 %1/%2</translation>
    </message>
    <message>
        <source>RS %1/%2</source>
        <comment>reduce-scatter ring step, short</comment>
        <translation>规约分发 %1/%2</translation>
    </message>
    <message>
        <source>all-gather · bucket %1/%2 · step %3/%4</source>
        <translation>全收集 · 梯度桶 %1/%2 · 第 %3/%4 步</translation>
    </message>
    <message>
        <source>all-gather %1/%2</source>
        <translation>全收集 %1/%2</translation>
    </message>
    <message>
        <source>AG %1/%2</source>
        <comment>all-gather ring step, short</comment>
        <translation>全收集 %1/%2</translation>
    </message>
    <message>
        <source>SGD step</source>
        <translation>优化器更新</translation>
    </message>
    <message>
        <source>load</source>
        <translation>加载</translation>
    </message>
    <message>
        <source>waiting for the others</source>
        <translation>等待其他 rank</translation>
    </message>
    <message>
        <source>all-reduce %1/%2</source>
        <translation>全规约 %1/%2</translation>
    </message>
    <message>
        <source>loss %1</source>
        <translation>损失 %1</translation>
    </message>
    <message>
        <source>loss: later</source>
        <translation>损失：稍后</translation>
    </message>
    <message>
        <source>bucket %1/%2</source>
        <translation>梯度桶 %1/%2</translation>
    </message>
    <message>
        <source>bucket</source>
        <translation>梯度桶</translation>
    </message>
    <message>
        <source>red dashes: across the network</source>
        <translation>红色虚线：跨主机经网络传输</translation>
    </message>
    <message>
        <source>%1: rank %2</source>
        <comment>a host of the ring and its rank</comment>
        <translation>%1：rank %2</translation>
    </message>
    <message>
        <source>%1: ranks %2</source>
        <comment>a host of the ring and its ranks</comment>
        <translation>%1：rank %2</translation>
    </message>
    <message>
        <source>%1 B</source>
        <comment>a ring piece's size in bytes</comment>
        <translation>%1 B</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <comment>a ring piece's size</comment>
        <translation>%1 KiB</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <comment>a ring piece's size</comment>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>lost: %1 cannot be reached</source>
        <translation>丢失：无法连接 %1</translation>
    </message>
    <message>
        <source>lost: host unreachable</source>
        <translation>丢失：主机无法连接</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>丢失</translation>
    </message>
    <message>
        <source>waited in step %1, then stopped</source>
        <translation>在第 %1 步等待，随后停止</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>loss: none, the step never finished</source>
        <translation>损失：无（这一步始终没有完成）</translation>
    </message>
    <message>
        <source>loss: none</source>
        <translation>损失：无</translation>
    </message>
</context>
<context>
    <name>DdpRunChecks</name>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>a second "start" event</source>
        <translation>第二个“start”事件</translation>
    </message>
    <message>
        <source>"global_batch" %1 is not world × local_batch = %2</source>
        <translation>“global_batch”为 %1，不等于 world × local_batch = %2</translation>
    </message>
    <message>
        <source>"buckets" and "bucket_bytes" differ in length</source>
        <translation>“buckets”和“bucket_bytes”的长度不同</translation>
    </message>
    <message>
        <source>"hosts" must name one host per rank</source>
        <translation>“hosts”必须为每个 rank 写一个主机</translation>
    </message>
    <message>
        <source>a bucket holds parameter %1 of %2</source>
        <translation>某个梯度桶含有参数 %1，但只有 %2 个参数</translation>
    </message>
    <message>
        <source>parameter %1 is in two buckets</source>
        <translation>参数 %1 出现在两个梯度桶中</translation>
    </message>
    <message>
        <source>rank %1 in a world of %2</source>
        <translation>rank %1 超出了进程总数 %2</translation>
    </message>
    <message>
        <source>a phase of step %1 where step %2 was expected</source>
        <translation>收到第 %1 步的阶段，应为第 %2 步</translation>
    </message>
    <message>
        <source>bucket %1 of %2</source>
        <translation>梯度桶 %1 不存在（共 %2 个）</translation>
    </message>
    <message>
        <source>step %1 where step %2 was expected</source>
        <translation>收到第 %1 步，应为第 %2 步</translation>
    </message>
    <message>
        <source>%1 losses for %2 ranks</source>
        <translation>%2 个 rank 却有 %1 个损失</translation>
    </message>
    <message>
        <source>the first event must be "start"</source>
        <translation>第一个事件必须是“start”</translation>
    </message>
    <message>
        <source>a shard of epoch %1 before epoch %2's</source>
        <translation>第 %1 轮的分片出现在第 %2 轮的分片之前</translation>
    </message>
    <message>
        <source>"done" after %1 steps says %2</source>
        <translation>“done”出现在 %1 步之后，却写着 %2 步</translation>
    </message>
    <message>
        <source>an error naming host %1, which runs no rank</source>
        <translation>错误事件提到主机 %1，但它上面没有运行任何 rank</translation>
    </message>
</context>
<context>
    <name>DdpUnits</name>
    <message>
        <source>Step %1 of %2, forward: each of the %3 ranks loads its own %4 rows (its shard; global batch %5), runs the forward pass on its own copy of the model and computes its own loss.</source>
        <translation>第 %1 步（共 %2 步），前向：%3 个 rank 各自加载自己的 %4 行（它的分片；全局批大小 %5），在自己的那份模型上做前向，并算出自己的损失。</translation>
    </message>
    <message>
        <source>Backward: the one rank computes its gradients; with one rank there is nothing to all-reduce.</source>
        <translation>反向：唯一的 rank 算出自己的梯度；只有一个 rank，不用做全规约。</translation>
    </message>
    <message>
        <source>Backward: each rank computes the gradients of its own loss. They fill the buckets (%1 here), the last layer's first; a full bucket is ready to all-reduce.</source>
        <translation>反向：每个 rank 算出自己损失的梯度。梯度依次填进梯度桶（这里有 %1 个），最后一层的先填；一个梯度桶填满，就可以做全规约了。</translation>
    </message>
    <message>
        <source>Optimizer step: the one rank updates its model with its gradients.</source>
        <translation>优化器更新：只有这一个 rank，它用自己的梯度更新模型。</translation>
    </message>
    <message>
        <source>Optimizer step: every rank updates its own copy of the model with the same mean gradients, so all %1 copies stay identical; no parameters are sent.</source>
        <translation>优化器更新：每个 rank 用同样的平均梯度更新自己的那份模型，所以 %1 份模型始终相同；不需要发送任何参数。</translation>
    </message>
    <message>
        <source>Measured on this machine (%1): load, forward and loss took up to %2 µs on a rank</source>
        <translation>在本机上实测（%1）：加载、前向和损失在一个 rank 上最多用了 %2 µs</translation>
    </message>
    <message>
        <source>Measured on this machine (%1): backward took up to %2 µs on a rank</source>
        <translation>在本机上实测（%1）：反向在一个 rank 上最多用了 %2 µs</translation>
    </message>
    <message>
        <source>Measured on this machine (%1): bucket %2's all-reduce (%3) took %4 µs on all ranks, ≈ %5 µs a ring step</source>
        <translation>在本机上实测（%1）：梯度桶 %2 的全规约（%3）在所有 rank 上用了 %4 µs，环上每步约 %5 µs</translation>
    </message>
    <message>
        <source>Measured on this machine (%1): the optimizer step took up to %2 µs on a rank</source>
        <translation>在本机上实测（%1）：优化器更新在一个 rank 上最多用了 %2 µs</translation>
    </message>
    <message>
        <source>CPU ranks, MPI</source>
        <translation>CPU 上的 rank，MPI</translation>
    </message>
    <message>
        <source>GPU ranks, NCCL</source>
        <translation>GPU 上的 rank，NCCL</translation>
    </message>
    <message>
        <source>GPU ranks, MPI through host memory</source>
        <translation>GPU 上的 rank，经主机内存的 MPI</translation>
    </message>
    <message>
        <source>Step %1 of %2 never finished: %3 could not be reached, no step finished for %4 s, and every rank stopped.</source>
        <translation>第 %1 步（共 %2 步）始终没有完成：无法连接 %3，%4 秒内没有任何一步完成，每个 rank 都停了下来。</translation>
    </message>
    <message>
        <source>Step %1 of %2 never finished: %3. Every rank stopped.</source>
        <translation>第 %1 步（共 %2 步）始终没有完成：%3。每个 rank 都停了下来。</translation>
    </message>
    <message>
        <source>Recorded: %1 of %2 steps finished before the run stopped</source>
        <translation>录制结果：运行停止前完成了 %1 步（共 %2 步）</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <comment>the smallest and the largest ring piece</comment>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>Bucket %1 of %2, reduce-scatter, ring step %3 of %4: each rank sends 1/%5 of the bucket (%6) to the next rank and adds what it receives to its own part.</source>
        <translation>梯度桶 %1（共 %2 个），规约分发（reduce-scatter），环上第 %3 步（共 %4 步）：每个 rank 把梯度桶的 1/%5（%6）发给下一个 rank，并把收到的那份加到自己的同一份上。</translation>
    </message>
    <message>
        <source>Bucket %1 of %2, all-gather, ring step %3 of %4: each rank sends a fully summed 1/%5 of the bucket (%6) to the next rank, which keeps it in place of its own copy.</source>
        <translation>梯度桶 %1（共 %2 个），全收集（all-gather），环上第 %3 步（共 %4 步）：每个 rank 把已经求和完毕的 1/%5 梯度桶（%6）发给下一个 rank，下一个 rank 用它替换自己手里的那一份。</translation>
    </message>
    <message>
        <source>Bucket %1 of %2, all-gather, ring step %3 of %4: the last summed pieces (%6 each) arrive; every rank now holds the whole sum, already the mean gradient: each gradient was divided by %5 as it was copied into the bucket.</source>
        <translation>梯度桶 %1（共 %2 个），全收集（all-gather），环上第 %3 步（共 %4 步）：最后几份求和结果（每份 %6）到达；现在每个 rank 都有完整的和，它已经就是平均梯度：每个梯度在拷贝进梯度桶时就已经除以 %5。</translation>
    </message>
</context>
<context>
    <name>DdpView</name>
    <message>
        <source>Running: %1 of %2 steps received.</source>
        <translation>运行中：已收到 %1 步，共 %2 步。</translation>
    </message>
    <message>
        <source>Done: %1 steps; every rank ended with bit-identical parameters (checksum %2).</source>
        <translation>完成：共 %1 步；每个 rank 最终的参数逐位相同（校验和 %2）。</translation>
    </message>
    <message>
        <source>Done: %1 steps, but the ranks' parameters differ.</source>
        <translation>完成：共 %1 步，但各 rank 的参数不一致。</translation>
    </message>
    <message>
        <source>Ranks run on GPUs, one per GPU, and all-reduce with NCCL (the backend is CUDA).</source>
        <translation>各 rank 在 GPU 上运行，每个 GPU 一个 rank，用 NCCL 做全规约（后端为 CUDA）。</translation>
    </message>
    <message>
        <source>Ranks run on the CPU and all-reduce with OpenMPI; with CUDA as the backend they run on GPUs (NCCL).</source>
        <translation>各 rank 在 CPU 上运行，用 OpenMPI 做全规约；把后端设为 CUDA，它们就在 GPU 上运行（NCCL）。</translation>
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
        <translation>空闲：无数据块</translation>
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
        <source>shares the original's parameters</source>
        <translation>与原模块共用参数</translation>
    </message>
    <message>
        <source>backward: computing gradients</source>
        <translation>反向：正在计算梯度</translation>
    </message>
    <message>
        <source>gradients ready</source>
        <translation>梯度已算好</translation>
    </message>
    <message>
        <source>summing the gradients</source>
        <translation>正在对梯度求和</translation>
    </message>
    <message>
        <source>SGD: updating the parameters</source>
        <translation>优化器更新（SGD）：正在更新参数</translation>
    </message>
    <message>
        <source>parameters %1 · gradients %2 · reduce buffers %3 · momentum %4</source>
        <translation>参数 %1 · 梯度 %2 · 规约缓冲区 %3 · 动量 %4</translation>
    </message>
    <message>
        <source>sending gradients</source>
        <translation>正在发送梯度</translation>
    </message>
    <message>
        <source>measured %1 µs</source>
        <translation>实测 %1 µs</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <comment>measured forward time, short</comment>
        <translation>%1 µs</translation>
    </message>
    <message>
        <source>idle</source>
        <comment>card state, short</comment>
        <translation>空闲</translation>
    </message>
    <message>
        <source>receiving</source>
        <comment>card state, short</comment>
        <translation>接收中</translation>
    </message>
    <message>
        <source>sending</source>
        <comment>card state, short</comment>
        <translation>发送中</translation>
    </message>
    <message>
        <source>failed</source>
        <comment>card state, short</comment>
        <translation>失败</translation>
    </message>
    <message>
        <source>backward</source>
        <comment>card state, short</comment>
        <translation>反向</translation>
    </message>
    <message>
        <source>summing</source>
        <comment>card state, short</comment>
        <translation>求和中</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <comment>peak memory, short</comment>
        <translation>%1 KiB</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <comment>peak memory, short</comment>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>warm-up %1 µs</source>
        <comment>the first batch's measured forward time (threads start, memory is touched the first time)</comment>
        <translation>预热 %1 µs</translation>
    </message>
    <message>
        <source>original</source>
        <comment>card state, short</comment>
        <translation>共用参数</translation>
    </message>
    <message>
        <source>params in</source>
        <comment>card state, short</comment>
        <translation>接收参数</translation>
    </message>
    <message>
        <source>grads done</source>
        <comment>card state, short</comment>
        <translation>梯度就绪</translation>
    </message>
    <message>
        <source>grads out</source>
        <comment>card state, short</comment>
        <translation>发送梯度</translation>
    </message>
    <message>
        <source>SGD step</source>
        <comment>card state, short</comment>
        <translation>优化器更新</translation>
    </message>
</context>
<context>
    <name>DimsPage</name>
    <message>
        <source>Enter the sizes of the dims, such as 4, 10, 3.</source>
        <translation>请输入各维度的大小，例如 4, 10, 3。</translation>
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
        <translation>dim（维度）</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数量</translation>
    </message>
    <message>
        <source>Sizes of the tensor's dims, comma-separated</source>
        <translation>张量各维度的大小，用逗号分隔</translation>
    </message>
</context>
<context>
    <name>EpochPage</name>
    <message numerus="yes">
        <source>%n batch(es) per epoch</source>
        <translation>
            <numerusform>每轮（epoch）%n 个批次</numerusform></translation>
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
        <translation>样本数</translation>
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
        <source>Rows</source>
        <translation>行数</translation>
    </message>
    <message>
        <source>Chunks</source>
        <translation>各块行数</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Batch</source>
        <comment>epoch table: the batch's number</comment>
        <translation>批次</translation>
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
        <translation>按“播放”（空格键）或“下一阶段”（→）运行第一个批次。</translation>
    </message>
    <message>
        <source>Scatter: %1. Each chunk is copied to its GPU.</source>
        <translation>分发（scatter）：%1。每个数据块被拷贝到各自的 GPU。</translation>
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
        <source>Done: output %1; the Outside line is printed after the gather.</source>
        <translation>完成：输出 %1；Outside 这一行在收集（gather）之后打印。</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>加载</translation>
    </message>
    <message>
        <source>Scatter</source>
        <translation>分发（scatter）</translation>
    </message>
    <message>
        <source>Replicate</source>
        <translation>复制模型</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>前向</translation>
    </message>
    <message>
        <source>Gather</source>
        <translation>收集（gather）</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message numerus="yes">
        <source>Load: the DataLoader collates batch %1 of %2 (%n row(s)) on the CPU.</source>
        <translation>
            <numerusform>加载：DataLoader 在 CPU 上组装第 %1 个批次（%n 行；共 %2 个批次）。</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>input.to(device): the whole batch (%n row(s)) is copied to cuda:0.</source>
        <translation>
            <numerusform>input.to(device)：整个批次（%n 行）被拷贝到 cuda:0。</numerusform></translation>
    </message>
    <message>
        <source>Replicate: one chunk, so one replica, which shares the original module's parameters.</source>
        <translation>复制模型：只有一个数据块，所以只有一个副本，它与原模块共用参数。</translation>
    </message>
    <message numerus="yes">
        <source>Replicate: cuda:0 broadcasts the parameters to the %n other GPU(s) in use; replica 0 shares the original module's parameters.</source>
        <translation>
            <numerusform>复制模型：cuda:0 把参数广播到其余 %n 个参与计算的 GPU；副本 0 与原模块共用参数。</numerusform></translation>
    </message>
    <message>
        <source>Parallel apply: replica %1 on %2 raises; DataParallel waits until the other replicas finish.</source>
        <translation>并行执行：%2 上的副本 %1 抛出异常；DataParallel 等其他副本全部结束。</translation>
    </message>
    <message numerus="yes">
        <source>Gather: the %n output(s) are concatenated on %1 in replica order.</source>
        <translation>
            <numerusform>收集（gather）：%n 个输出按副本顺序在 %1 上拼接。</numerusform></translation>
    </message>
    <message>
        <source>Failed: DataParallel re-raised replica %1's error (%2); the batch has no output and the loop ends.</source>
        <translation>失败：DataParallel 重新抛出了副本 %1 的错误（%2）；这个批次没有输出，循环就此结束。</translation>
    </message>
    <message numerus="yes">
        <source>Gather: %n scalar(s) cannot be concatenated, so each becomes a vector of one, then they are concatenated on %1 (see the warning).</source>
        <translation>
            <numerusform>收集（gather）：%n 个标量无法拼接，所以每个都变成长度为 1 的向量，再在 %1 上拼接（见警告）。</numerusform></translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>损失</translation>
    </message>
    <message>
        <source>Backward</source>
        <translation>反向</translation>
    </message>
    <message>
        <source>Reduce</source>
        <translation>规约</translation>
    </message>
    <message>
        <source>Optimizer step</source>
        <translation>优化器更新</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n B</numerusform></translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation>%1 KiB</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>Loss: MSELoss (mean) of the gathered output against the targets, on %1: %2.</source>
        <translation>损失：在 %1 上对收集到的输出与目标计算 MSELoss（平均）：%2。</translation>
    </message>
    <message>
        <source>Backward: the gradients of the loss with respect to every parameter, on %1.</source>
        <translation>反向：在 %1 上计算损失对每个参数的梯度。</translation>
    </message>
    <message>
        <source>Reduce: each replica's gradients (%1) are summed onto %2, %3 arriving from the other GPUs: the sum equals one device's gradient of the whole batch.</source>
        <translation>规约：每个副本的梯度（%1）在 %2 上求和，其中 %3 来自其他 GPU：这个和等于单设备上整个批次的梯度。</translation>
    </message>
    <message>
        <source>Optimizer step: SGD updates the parameters on %1 only; the next forward copies them to the other GPUs again.</source>
        <translation>优化器更新：SGD 只更新 %1 上的参数；下一次前向时，再把它们广播到其他 GPU。</translation>
    </message>
    <message>
        <source>Done: step %1 of %2, loss %3; the parameters on %4 are updated.</source>
        <translation>完成：第 %1 步，共 %2 步，损失 %3；%4 上的参数已更新。</translation>
    </message>
    <message numerus="yes">
        <source>Backward: the output's gradient is cut with the forward's sizes (%1 rows) and sent back; every replica computes its parameters' gradients on its own GPU, all at the same time (%n replica(s)).</source>
        <translation>
            <numerusform>反向：输出的梯度按前向时的大小（%1 行）切分后送回；%n 个副本各自在自己的 GPU 上同时计算参数的梯度。</numerusform></translation>
    </message>
</context>
<context>
    <name>ExportAnimationDialog</name>
    <message>
        <source>Export animation</source>
        <translation>导出动画</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>to</source>
        <translation>到</translation>
    </message>
    <message numerus="yes">
        <source>of %n batch(es)</source>
        <translation>
            <numerusform>（共 %n 个批次）</numerusform></translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>File (.mp4 or .gif):</source>
        <translation>文件（.mp4 或 .gif）：</translation>
    </message>
    <message>
        <source>Batches:</source>
        <translation>批次：</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>另存为</translation>
    </message>
    <message>
        <source>MP4 video (*.mp4);;GIF animation (*.gif)</source>
        <translation>MP4 视频 (*.mp4);;GIF 动画 (*.gif)</translation>
    </message>
    <message>
        <source>The animation as it plays at 1×, %1 frames a second: %2 s of video. It is rendered frame by frame, so the video is smooth however fast this computer is.</source>
        <translation>按 1× 速度播放的动画，每秒 %1 帧：视频长 %2 秒。动画逐帧渲染，所以无论这台计算机快慢，视频都是流畅的。</translation>
    </message>
    <message>
        <source>Rendering %1…</source>
        <translation>正在渲染 %1……</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Rendering %1: frame %2 of %3…</source>
        <translation>正在渲染 %1：第 %2 帧，共 %3 帧……</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>已写入 %1</translation>
    </message>
    <message>
        <source>Could not export the animation</source>
        <translation>无法导出动画</translation>
    </message>
    <message>
        <source>Keep the transport bar (projector mode's buttons) in the video</source>
        <translation>在视频中保留播放控制栏（投影模式的按钮）</translation>
    </message>
</context>
<context>
    <name>FlowItem</name>
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
        <translation>第 %1 个批次：%2 行</translation>
    </message>
    <message>
        <source>output on %1</source>
        <translation>输出位于 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) on one GPU: the model is not wrapped, no split</source>
        <translation>
            <numerusform>一个 GPU 上的 %n 行：模型没有被包装，不切分</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>0 rows → %n empty chunk(s)</source>
        <translation>
            <numerusform>0 行 → %n 块空的数据块</numerusform></translation>
    </message>
    <message>
        <source>⌈%1/%2⌉ = %3 → %4</source>
        <translation>⌈%1/%2⌉ = %3 → %4</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) per chunk</source>
        <translation>
            <numerusform>每块 %n 行</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n chunk(s)</source>
        <translation>
            <numerusform>%n 块</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n B</numerusform></translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation>%1 KiB</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message numerus="yes">
        <source>Σ %n replica(s) · %1 received</source>
        <translation>
            <numerusform>Σ %n 个副本 · 收到 %1</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n sample(s)</source>
        <comment>the dataset's label, short</comment>
        <translation>
            <numerusform>%n 个样本</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Σ %n replica(s)</source>
        <translation>
            <numerusform>Σ %n 个副本</numerusform></translation>
    </message>
</context>
<context>
    <name>Hostfile</name>
    <message>
        <source>hostfile %1: cannot be read (%2)</source>
        <translation>hostfile %1：无法读取（%2）</translation>
    </message>
    <message>
        <source>hostfile %1: larger than 1 MiB</source>
        <translation>hostfile %1：超过 1 MiB</translation>
    </message>
    <message>
        <source>hostfile %1, line %2: '%3' is not a host name</source>
        <translation>hostfile %1 第 %2 行：“%3”不是主机名</translation>
    </message>
    <message>
        <source>hostfile %1, line %2: expected slots=N (N at least 1) after the host name, got '%3'</source>
        <translation>hostfile %1 第 %2 行：主机名之后应为 slots=N（N 至少为 1），实际为“%3”</translation>
    </message>
    <message>
        <source>hostfile %1: names no host</source>
        <translation>hostfile %1：没有列出任何主机</translation>
    </message>
    <message>
        <source>%1 ranks but the hostfile has %2 slots (%3): lower the ranks or add slots</source>
        <translation>要运行 %1 个 rank，但 hostfile 只有 %2 个 slot（%3）：请减少进程总数或增加 slot</translation>
    </message>
</context>
<context>
    <name>LecturerView</name>
    <message>
        <source>Lecturer's view</source>
        <translation>老师视图</translation>
    </message>
    <message>
        <source>For your eyes: keep this window on your own screen, not on the projector.</source>
        <translation>只给你自己看：把这个窗口放在你自己的屏幕上，不要投到投影上。</translation>
    </message>
    <message>
        <source>Discuss and vote again between</source>
        <translation>在这两个答对比例之间讨论后再投票：</translation>
    </message>
    <message>
        <source>Enter: close the vote · T: 30 s more · S: skip the question</source>
        <translation>回车键：结束本次投票 · T：延长 30 秒 · S：跳过这道题</translation>
    </message>
    <message>
        <source>No question is open.</source>
        <translation>当前没有题目。</translation>
    </message>
    <message>
        <source>First vote open</source>
        <translation>第一次投票进行中</translation>
    </message>
    <message>
        <source>Second vote open</source>
        <translation>第二次投票进行中</translation>
    </message>
    <message>
        <source>Both votes closed: reveal next</source>
        <translation>两次投票都已结束：接下来揭晓答案</translation>
    </message>
    <message>
        <source>Self-study: one student answers</source>
        <translation>自学：一名学生作答</translation>
    </message>
    <message>
        <source>Answer revealed</source>
        <translation>答案已揭晓</translation>
    </message>
    <message>
        <source> · %1 left</source>
        <translation> · 还剩 %1</translation>
    </message>
    <message>
        <source>First vote</source>
        <translation>第一次投票</translation>
    </message>
    <message>
        <source>Second vote</source>
        <translation>第二次投票</translation>
    </message>
    <message>
        <source>Class record: %1</source>
        <translation>课堂记录：%1</translation>
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
        <translation>批次：由若干行组成，切分成数据块</translation>
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
        <translation>显存占用条：显存峰值（最满的 GPU 为满格）</translation>
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
    <message>
        <source>training gauge: parameters, gradients, reduce buffers, momentum</source>
        <translation>训练时的显存占用条：参数、梯度、规约缓冲区、动量</translation>
    </message>
</context>
<context>
    <name>LessonBanner</name>
    <message>
        <source>Previous stop (Page Up)</source>
        <translation>上一个停顿点（Page Up）</translation>
    </message>
    <message>
        <source>Next stop (Page Down)</source>
        <translation>下一个停顿点（Page Down）</translation>
    </message>
    <message>
        <source>Close the lesson</source>
        <translation>关闭课程</translation>
    </message>
    <message>
        <source>stop %1 of %2 · %3</source>
        <translation>第 %1 个停顿点，共 %2 个 · %3</translation>
    </message>
    <message>
        <source>Predict first: this stop's caption comes with the answer.</source>
        <translation>先预测：这个停顿点的说明在揭晓答案时显示。</translation>
    </message>
    <message>
        <source>Paused here: what comes next answers the question of stop %1. Page Down goes on to it.</source>
        <translation>在这里暂停：接下来的内容就是第 %1 个停顿点那道题的答案。按 Page Down 前往那里。</translation>
    </message>
    <message>
        <source>Paused here: what comes next answers the skipped question of stop %1.</source>
        <translation>在这里暂停：接下来的内容就是第 %1 个停顿点那道被跳过的题的答案。</translation>
    </message>
    <message>
        <source>End of class: what was covered and the votes (Page Down)</source>
        <translation>本节课结束：讲过的内容和投票结果（Page Down）</translation>
    </message>
</context>
<context>
    <name>LessonController</name>
    <message>
        <source>the lesson needs a title in English and in Chinese</source>
        <translation>课程需要英文和中文标题</translation>
    </message>
    <message>
        <source>stop %1 needs a caption in English and in Chinese</source>
        <translation>第 %1 个停顿点需要英文和中文说明文字</translation>
    </message>
</context>
<context>
    <name>LessonEditor</name>
    <message>
        <source>%1. at %2 — %3</source>
        <translation>%1. 停在 %2：%3</translation>
    </message>
    <message>
        <source>Title (English, then Chinese)</source>
        <translation>标题（先英文，后中文）</translation>
    </message>
    <message>
        <source>Title in English</source>
        <translation>英文标题</translation>
    </message>
    <message>
        <source>Title in Chinese</source>
        <translation>中文标题</translation>
    </message>
    <message>
        <source>Add the current state as a stop</source>
        <translation>把当前状态添加为一个停顿点</translation>
    </message>
    <message>
        <source>Move the stop up</source>
        <translation>上移此停顿点</translation>
    </message>
    <message>
        <source>Move the stop down</source>
        <translation>下移此停顿点</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Caption (English, then Chinese)</source>
        <translation>说明文字（先英文，后中文）</translation>
    </message>
    <message>
        <source>What to say at this stop, in English</source>
        <translation>在此停顿点要讲的话（英文）</translation>
    </message>
    <message>
        <source>What to say at this stop, in Chinese</source>
        <translation>在此停顿点要讲的话（中文）</translation>
    </message>
    <message>
        <source>load</source>
        <translation>加载</translation>
    </message>
    <message>
        <source>scatter</source>
        <translation>分发</translation>
    </message>
    <message>
        <source>replicate</source>
        <translation>复制模型</translation>
    </message>
    <message>
        <source>forward</source>
        <translation>前向</translation>
    </message>
    <message>
        <source>gather</source>
        <translation>收集</translation>
    </message>
    <message>
        <source>done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Rules explorer</source>
        <translation>规则探索器</translation>
    </message>
    <message>
        <source>Timings</source>
        <translation>计时</translation>
    </message>
    <message>
        <source>Scaling</source>
        <translation>扩展性</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>损失</translation>
    </message>
    <message>
        <source>backward</source>
        <translation>反向</translation>
    </message>
    <message>
        <source>reduce</source>
        <translation>规约</translation>
    </message>
    <message>
        <source>step</source>
        <translation>优化器更新</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>损失</translation>
    </message>
    <message>
        <source>DDP</source>
        <translation>DDP</translation>
    </message>
    <message>
        <source>Rules explorer: DDP vs DataParallel</source>
        <translation>规则探索器：DDP 与 DataParallel 对比</translation>
    </message>
    <message>
        <source>Pause at batch, phase; show view; ask a prediction</source>
        <translation>停在：批次、阶段；显示的视图；先让学生预测</translation>
    </message>
    <message>
        <source>No prediction</source>
        <translation>不预测</translation>
    </message>
    <message>
        <source>DataParallel vs DDP</source>
        <translation>DataParallel 与 DDP 对比</translation>
    </message>
    <message>
        <source>Predict: %1</source>
        <extracomment>%1: a question kind in a few words, such as "Rows in each chunk"</extracomment>
        <translation>预测：%1</translation>
    </message>
</context>
<context>
    <name>LessonFiles</name>
    <message>
        <source>Open lesson</source>
        <translation>打开课程</translation>
    </message>
    <message>
        <source>dpviz lessons (*.dpviz)</source>
        <translation>dpviz 课程 (*.dpviz)</translation>
    </message>
    <message>
        <source>New lesson from current state</source>
        <translation>用当前状态新建课程</translation>
    </message>
    <message>
        <source>Open lesson…</source>
        <translation>打开课程…</translation>
    </message>
    <message>
        <source>Save lesson</source>
        <translation>保存课程</translation>
    </message>
    <message>
        <source>Save lesson as…</source>
        <translation>课程另存为…</translation>
    </message>
    <message>
        <source>Close lesson</source>
        <translation>关闭课程</translation>
    </message>
    <message>
        <source>Recent lessons</source>
        <translation>最近的课程</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>课程</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>课程</translation>
    </message>
    <message>
        <source>%1%2 — dpviz</source>
        <translation>%1%2 — dpviz</translation>
    </message>
    <message>
        <source>dpviz — DataParallel visualizer</source>
        <translation>dpviz — 数据并行可视化</translation>
    </message>
    <message>
        <source>Cannot open the lesson</source>
        <translation>无法打开课程</translation>
    </message>
    <message>
        <source>Cannot save the lesson</source>
        <translation>无法保存课程</translation>
    </message>
    <message>
        <source>The lesson was not saved: %1</source>
        <translation>课程没有保存：%1</translation>
    </message>
    <message>
        <source>Unsaved lesson</source>
        <translation>课程未保存</translation>
    </message>
    <message>
        <source>The lesson has changes that are not saved. Save them?</source>
        <translation>课程有尚未保存的修改。要保存吗？</translation>
    </message>
    <message>
        <source>stop %1 of %2</source>
        <translation>第 %1 个停顿点，共 %2 个</translation>
    </message>
</context>
<context>
    <name>LessonReader</name>
    <message>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>列表</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>"%1" must be %2, not %3</source>
        <translation>“%1”必须是%2，而不是%3</translation>
    </message>
    <message>
        <source>unknown key %1 in %2 (expected one of: %3)</source>
        <translation>%2 中有未知的键 %1（应为以下之一：%3）</translation>
    </message>
    <message>
        <source>key %1 appears twice in %2</source>
        <translation>键 %1 在 %2 中出现了两次</translation>
    </message>
    <message>
        <source>%1 is missing the required key "%2"</source>
        <translation>%1 缺少必需的键“%2”</translation>
    </message>
    <message>
        <source>an integer from %1 to %2</source>
        <translation>%1 到 %2 之间的整数</translation>
    </message>
    <message>
        <source>"%1" must be %2, got %3</source>
        <translation>“%1”必须是%2，实际是 %3</translation>
    </message>
    <message>
        <source>"%1" must be one of %2, got %3</source>
        <translation>“%1”必须是 %2 之一，实际是 %3</translation>
    </message>
    <message>
        <source>an object with "en" and "zh_CN"</source>
        <translation>含“en”和“zh_CN”的对象</translation>
    </message>
    <message>
        <source>"%1.%2" must not be empty</source>
        <translation>“%1.%2”不能为空</translation>
    </message>
    <message>
        <source>"%1.%2" is longer than %3 characters</source>
        <translation>“%1.%2”超过了 %3 个字符</translation>
    </message>
    <message>
        <source>a number from %1 to %2</source>
        <translation>%1 到 %2 之间的数字</translation>
    </message>
    <message>
        <source>"at" must be "batch:phase" with a batch from 1 and a phase among %1, got %2</source>
        <translation>“at”必须写成 batch:phase（例如 2:forward）：批次从 1 开始，阶段为 %1 之一，实际是 %2</translation>
    </message>
    <message>
        <source>a list of objects</source>
        <translation>对象列表</translation>
    </message>
    <message>
        <source>a step</source>
        <translation>一个停顿点</translation>
    </message>
    <message>
        <source>stop %1: output_device %2 is not one of its %3 GPUs (or -1 for the CPU)</source>
        <translation>第 %1 个停顿点：output_device %2 不是它的 %3 个 GPU 之一（或表示 CPU 的 -1）</translation>
    </message>
    <message>
        <source>stop %1 is at batch %2, but its configuration has %3 batches (data_size %4, batch_size %5)</source>
        <translation>第 %1 个停顿点在第 %2 个批次，但它的配置只有 %3 个批次（data_size %4，batch_size %5）</translation>
    </message>
    <message>
        <source>stop %1: with %2 GPU the model is not wrapped, so there is no %3 phase</source>
        <translation>第 %1 个停顿点：只有 %2 个 GPU 时模型不会被包装，所以没有 %3 阶段</translation>
    </message>
    <message>
        <source>a lesson must be a JSON object {…}, not %1</source>
        <translation>课程文件必须是一个 JSON 对象 {…}，而不是%1</translation>
    </message>
    <message>
        <source>the lesson</source>
        <translation>课程</translation>
    </message>
    <message>
        <source>"format" must be "dpviz-lesson", got %1</source>
        <translation>“format”必须是“dpviz-lesson”，实际是 %1</translation>
    </message>
    <message>
        <source>lesson format version %1 is newer than this dpviz reads (%2)</source>
        <translation>课程格式版本 %1 太新：这个版本的 dpviz 只能读取到版本 %2</translation>
    </message>
    <message>
        <source>a list of stops</source>
        <translation>停顿点列表</translation>
    </message>
    <message>
        <source>"steps" must hold at least one stop</source>
        <translation>“steps”至少要有一个停顿点</translation>
    </message>
    <message>
        <source>: is not UTF-8 text (it looks like UTF-16); save it as UTF-8</source>
        <translation>：不是 UTF-8 文本（看起来是 UTF-16）；请另存为 UTF-8</translation>
    </message>
    <message>
        <source>: is not a text file (it contains NUL bytes)</source>
        <translation>：不是文本文件（含有 NUL 字节）</translation>
    </message>
    <message>
        <source>: no such file</source>
        <translation>：文件不存在</translation>
    </message>
    <message>
        <source>: is a folder, not a lesson file</source>
        <translation>：是文件夹，不是课程文件</translation>
    </message>
    <message>
        <source>: is not a regular file</source>
        <translation>：不是普通文件</translation>
    </message>
    <message>
        <source>: is %1 MiB; a lesson file is at most %2 MiB</source>
        <translation>：大小为 %1 MiB；课程文件最大 %2 MiB</translation>
    </message>
    <message>
        <source>: cannot be read (%1)</source>
        <translation>：无法读取（%1）</translation>
    </message>
    <message>
        <source>: is larger than %1 MiB, the most a lesson file may be</source>
        <translation>：大于 %1 MiB，超过了课程文件的上限</translation>
    </message>
    <message>
        <source>stop %1: there is a %2 phase only in training ("mode": "train")</source>
        <translation>第 %1 个停顿点：%2 阶段只在训练模式（mode 为 train）中才有</translation>
    </message>
    <message>
        <source>stop %1 is at step %2, but its training has %3 steps (%4 batches × %5 epochs)</source>
        <translation>第 %1 个停顿点在第 %2 步，但它的训练只有 %3 步（%4 个批次 × %5 轮）</translation>
    </message>
    <message>
        <source>"rank" belongs only to the kind ddp_shard</source>
        <translation>“rank”只用于 ddp_shard 这一类题目</translation>
    </message>
    <message>
        <source>stop %1: its quiz cannot be asked here: %2</source>
        <translation>第 %1 个停顿点：这里不能出这道题：%2</translation>
    </message>
    <message>
        <source>a recording is replayed in the DDP tab: it needs "view": "ddp"</source>
        <translation>录制的运行在 DDP 标签页中回放：需要 view 为 ddp</translation>
    </message>
    <message>
        <source>"replay_at" belongs to a stop with a "recording"</source>
        <translation>replay_at 只用于带有 recording 的停顿点</translation>
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
    <name>LossView</name>
    <message>
        <source>Switch Training on in the controls to see the loss at every step.</source>
        <translation>在控制面板中打开“训练”，即可看到每一步的损失。</translation>
    </message>
    <message>
        <source>The loss of every step appears here, next to the same training on one device.</source>
        <translation>每一步的损失会显示在这里，旁边是单设备上同一训练的损失。</translation>
    </message>
    <message>
        <source>loss (MSE, mean)</source>
        <translation>损失（MSE，平均）</translation>
    </message>
    <message numerus="yes">
        <source>DataParallel on %n GPU(s)</source>
        <translation>
            <numerusform>%n 个 GPU 上的 DataParallel</numerusform></translation>
    </message>
    <message>
        <source>one device</source>
        <translation>单设备</translation>
    </message>
    <message numerus="yes">
        <source>The two curves coincide (the largest difference so far is %1, float rounding): on %n GPU(s), DataParallel sums the replicas' gradients on cuda:0, and that sum is exactly the gradient one device computes for the whole batch's mean loss, so every SGD step is the same step.</source>
        <translation>
            <numerusform>两条曲线重合（目前最大差值为 %1，来自浮点舍入）：在 %n 个 GPU 上，DataParallel 把各副本的梯度在 cuda:0 上求和，这个和正好等于单设备对整个批次的平均损失算出的梯度，所以每一步优化器更新都完全相同。</numerusform></translation>
    </message>
    <message>
        <source>The loss rose, %1 → %2 at step %3, on the same batch: the SGD step overshot (a smaller learning rate would not).</source>
        <translation>损失上升了，第 %3 步从 %1 升到 %2，而且是同一个批次：这次优化器更新（SGD）走过头了（学习率小一些就不会）。</translation>
    </message>
    <message numerus="yes">
        <source>The loss rose, %1 → %2 at step %3: a different batch, and the model has taken only %n SGD step(s).</source>
        <translation>
            <numerusform>损失上升了，第 %3 步从 %1 升到 %2：换了一个批次，而模型才做了 %n 次优化器更新（SGD）。</numerusform></translation>
    </message>
    <message>
        <source>step</source>
        <comment>axis title: the training step's number</comment>
        <translation>步数</translation>
    </message>
    <message numerus="yes">
        <source>The two curves coincide exactly: on %n GPU(s), DataParallel sums the replicas' gradients on cuda:0, and that sum is exactly the gradient one device computes for the whole batch's mean loss, so every SGD step is the same step.</source>
        <translation>
            <numerusform>两条曲线完全重合：在 %n 个 GPU 上，DataParallel 把各副本的梯度在 cuda:0 上求和，这个和正好就是单设备对整个批次的平均损失算出的梯度，所以每一步优化器更新都完全相同。</numerusform></translation>
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
        <translation>正在启动引擎……</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n GPU(s) · batch %2 of %3</source>
        <translation>
            <numerusform>%1 · %n 个 GPU · 第 %2 个批次，共 %3 个</numerusform></translation>
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
    <message>
        <source>batch %1 of %2</source>
        <translation>第 %1 个批次，共 %2 个</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the problems of the settings file</comment>
        <translation>；</translation>
    </message>
    <message>
        <source>Rules explorer: how DataParallel's scatter splits every batch size over every GPU count.</source>
        <translation>规则探索器：DataParallel 的分发（scatter）如何把各种批大小切分到各种数量的 GPU 上。</translation>
    </message>
    <message>
        <source>DDP vs DataParallel: DataParallel splits each batch; DDP's DistributedSampler gives each rank its own share of the dataset.</source>
        <translation>DDP 与 DataParallel 对比：DataParallel 切分每个批次；DDP 的 DistributedSampler 给每个 rank（进程序号）分配数据集中属于它的分片。</translation>
    </message>
    <message>
        <source>Timings: how long each device spent in each phase of the batch, and each batch's step time.</source>
        <translation>计时：每个设备在这个批次各阶段所用的时间，以及每个批次的每步耗时。</translation>
    </message>
    <message>
        <source>Scaling: how a step's time grows with the GPU count and the batch size.</source>
        <translation>扩展性：每步耗时如何随 GPU 数量和批大小增长。</translation>
    </message>
    <message>
        <source>Loss: the training loss at every step, on the GPUs and on one device.</source>
        <translation>损失：每一步的训练损失，多个 GPU 上和单设备上各一条曲线。</translation>
    </message>
    <message>
        <source>The last Scaling measurement in the settings could not be read: the bundled example is shown.</source>
        <translation>设置中保存的上一次扩展性测量无法读取：改为显示随附的示例。</translation>
    </message>
    <message>
        <source>DataParallel vs DDP: the bytes each device sends or receives in one training step, and the step modelled on named hardware.</source>
        <translation>DataParallel 与 DDP 对比：训练中的一步里，每个设备发送或接收的字节数，以及这一步在几套典型硬件上的建模估算。</translation>
    </message>
    <message>
        <source>step %1 of %2</source>
        <translation>第 %1 步，共 %2 步</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n GPU(s) · step %2 of %3</source>
        <translation>
            <numerusform>%1 · %n 个 GPU · 第 %2 步，共 %3 步</numerusform></translation>
    </message>
</context>
<context>
    <name>ModelWords</name>
    <message>
        <source>Linear(in, out)</source>
        <translation>Linear(in, out)</translation>
    </message>
    <message>
        <source>MLP: Linear(in, 16), ReLU, Linear(16, out)</source>
        <translation>MLP：Linear(in, 16)、ReLU、Linear(16, out)</translation>
    </message>
    <message>
        <source>MLP3: Linear(in, 32), ReLU, Linear(32, 32), ReLU, Linear(32, out)</source>
        <translation>MLP3：Linear(in, 32)、ReLU、Linear(32, 32)、ReLU、Linear(32, out)</translation>
    </message>
    <message>
        <source>Linear layers of the given widths</source>
        <translation>按给定宽度依次排列的 Linear 层</translation>
    </message>
</context>
<context>
    <name>ModelledWords</name>
    <message>
        <source>%1 cannot run this step: %2</source>
        <translation>%1 无法运行这一步：%2</translation>
    </message>
    <message>
        <source>Modelled, not measured: this batch's chunks on %1, from an α–β model (kernel = launch + FLOPs / peak, copy = α + bytes / β on the link it crosses).</source>
        <translation>建模估算，并非实测：把这个批次的数据块放到 %1 上，用 α–β 模型估算（核函数 = 启动开销 + FLOPs / 峰值，拷贝 = α + 字节数 / β，按它经过的链路计）。</translation>
    </message>
    <message>
        <source>kernel = launch + FLOPs / peak; copy = α + bytes / β; broadcast and reduce over k GPUs = (k−1)·α + bytes / β. Sources: %1</source>
        <translation>核函数 = 启动开销 + FLOPs / 峰值；拷贝 = α + 字节数 / β；在 k 个 GPU 上广播和规约 = (k−1)·α + 字节数 / β。数据来源：%1</translation>
    </message>
</context>
<context>
    <name>PeerGuidance</name>
    <message>
        <source>First vote: %1 % right (%2 of %3).</source>
        <translation>第一次投票：答对 %1%（%3 人中 %2 人）。</translation>
    </message>
    <message>
        <source>Under %1 %: re-teach the idea, then ask again.</source>
        <translation>低于 %1%：先把这个概念重新讲一遍，再提问。</translation>
    </message>
    <message>
        <source>Over %1 %: explain it briefly and move on.</source>
        <translation>高于 %1%：简单讲解后继续往下讲。</translation>
    </message>
    <message>
        <source>Between %1 % and %2 %: let them discuss with their neighbours, then vote again.</source>
        <translation>在 %1% 到 %2% 之间：让学生和旁边的同学讨论，然后再投一次票。</translation>
    </message>
</context>
<context>
    <name>PitfallPanel</name>
    <message>
        <source>Close the scenario</source>
        <translation>关闭此场景</translation>
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
    <message>
        <source>Run</source>
        <comment>repeats table: the run's number</comment>
        <translation>运行编号</translation>
    </message>
    <message>
        <source>The log: %1</source>
        <translation>日志：%1</translation>
    </message>
    <message>
        <source>In this run, cuda:%1 was the slowest.</source>
        <translation>本次运行中最慢的是 cuda:%1。</translation>
    </message>
</context>
<context>
    <name>Pitfalls</name>
    <message>
        <source>Batch smaller than the GPU count</source>
        <translation>批大小小于 GPU 数量</translation>
    </message>
    <message>
        <source>A batch of 3 rows on 8 GPUs: ⌈3/8⌉ = 1 row per chunk, so only 3 chunks. GPUs 3–7 get nothing and stay idle. DataParallel never splits a row, and it does not balance: the chunk rule alone decides.</source>
        <translation>在 8 个 GPU 上运行一个 3 行的批次：⌈3/8⌉ = 1，即每块 1 行，所以只有 3 块。GPU 3–7 什么也得不到，一直空闲。DataParallel 从不切分一行，也不做负载均衡：分配完全由切块规则决定。</translation>
    </message>
    <message>
        <source>7 GPUs, one idle</source>
        <translation>7 个 GPU，一个空闲</translation>
    </message>
    <message>
        <source>30 rows on 7 GPUs: ⌈30/7⌉ = 5 rows per chunk, and 30/5 = 6 chunks. The 7th GPU gets nothing, even though 30 rows could have been spread as 5, 5, 4, 4, 4, 4, 4.</source>
        <translation>在 7 个 GPU 上运行 30 行：⌈30/7⌉ = 5，即每块 5 行，30/5 = 6 块。第 7 个 GPU 什么也得不到，尽管 30 行本可以分成 5、5、4、4、4、4、4。</translation>
    </message>
    <message>
        <source>The last, partial batch</source>
        <translation>最后一个较小的批次</translation>
    </message>
    <message>
        <source>100 rows in batches of 30 leave a last batch of 10. On 8 GPUs it is cut into chunks of ⌈10/8⌉ = 2: 5 chunks, so 3 GPUs are idle for that batch. Use drop_last=True to skip it.</source>
        <translation>100 行按批大小 30 分批，最后剩下一个 10 行的批次。在 8 个 GPU 上它被切成每块 ⌈10/8⌉ = 2 行：5 块，所以这个批次有 3 个 GPU 空闲。使用 drop_last=True 可以跳过它。</translation>
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
        <translation>模型在每个副本中返回 output.sum()，一个 0 维张量。标量无法拼接，所以收集（gather）把每个标量变成长度为 1 的向量并发出警告（见日志）：结果是每个副本一个值，torch.Size([4])，而不是一个损失值。请再对它取 .mean() 或 .sum()。</translation>
    </message>
    <message>
        <source>A replica that raises</source>
        <translation>抛出异常的副本</translation>
    </message>
    <message>
        <source>Print order is not deterministic</source>
        <translation>打印顺序是不确定的</translation>
    </message>
    <message>
        <source>The replicas run at the same time and print when they finish, so the order of the "In Model" lines can change from run to run. The gathered output cannot: it is always concatenated in replica order. The table runs the first batch several times.</source>
        <translation>各副本同时运行，完成时各自打印，所以“In Model”行的顺序每次运行都可能不同。而收集（gather）后的输出不会变：它总是按副本顺序拼接。下表把第一个批次运行了多次。</translation>
    </message>
    <message>
        <source>Why GPU 0 holds more memory</source>
        <translation>为什么 GPU 0 占用更多显存</translation>
    </message>
    <message>
        <source>Replica 2 raises ValueError in forward; the other replicas finish and print their lines. DataParallel waits for all of them, throws their results away and raises the error of the lowest failing replica, wrapped as "Caught ValueError in replica 2 on device 2." (see the log). The exception ends the loop: no Outside line, no output.</source>
        <translation>副本 2 在前向中抛出 ValueError；其他副本照常完成并打印各自的一行。DataParallel 等它们全部结束，丢弃它们的结果，并抛出编号最小的失败副本的错误，包装为“Caught ValueError in replica 2 on device 2.”（见日志）。这个异常结束了循环：没有 Outside 行，也没有输出。</translation>
    </message>
    <message>
        <source>The outputs of all replicas are gathered on the output device, cuda:0, which also holds the original model. Its card shows the highest peak memory (the engine's own accounting). With big outputs this is why GPU 0 runs out of memory first.</source>
        <translation>所有副本的输出都收集（gather）到输出设备 cuda:0 上，它同时还保存着原模块。它的卡片显示最高的显存峰值（来自引擎自己的统计）。输出很大时，这就是 GPU 0 最先显存不足的原因。</translation>
    </message>
    <message>
        <source>GPU 3 has half the memory and half the cores of GPU 0. When it is built, DataParallel compares the devices and warns about the weakest one (see the log); it still gives every GPU an equal chunk, so cuda:3, with half the cores, usually finishes last, and the whole step waits for the slowest card (the cards' measured times say which it was in this run).</source>
        <translation>GPU 3 的显存和核心数都只有 GPU 0 的一半。DataParallel 在创建时会比较各设备，并对最弱的那个发出警告（见日志）；但它仍然给每个 GPU 相同大小的数据块，所以只有一半核心的 cuda:3 通常最后完成，而这一步要等最慢的那张卡算完才能结束（卡片上的实测时间显示这次是哪一张）。</translation>
    </message>
</context>
<context>
    <name>PredictPanel</name>
    <message>
        <source>hands:</source>
        <translation>举手人数：</translation>
    </message>
    <message>
        <source>first vote %1 · hands now:</source>
        <translation>第一次投票 %1 · 现在举手：</translation>
    </message>
    <message>
        <source>Answer: %1. %2</source>
        <translation>答案：选项 %1。%2</translation>
    </message>
    <message>
        <source>Right: %1. %2</source>
        <translation>答对了：选项 %1。%2</translation>
    </message>
    <message>
        <source>Not %1: %2
The answer is %3. %4</source>
        <translation>不是选项 %1：%2
答案是选项 %3。%4</translation>
    </message>
    <message>
        <source>Discuss and vote again (Enter)</source>
        <translation>讨论后再投一次（回车键）</translation>
    </message>
    <message>
        <source>Show both votes (Enter)</source>
        <translation>显示两次投票（回车键）</translation>
    </message>
    <message>
        <source>Reveal (Enter)</source>
        <translation>揭晓答案（回车键）</translation>
    </message>
    <message>
        <source>Continue (Enter)</source>
        <translation>继续（回车键）</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>%1 of %2 right</source>
        <translation>%2 题答对 %1 题</translation>
    </message>
    <message>
        <source>Both votes are in: %1 and %2 ballots. The counts show with the answer.</source>
        <translation>两次投票都已结束：分别收到 %1 张和 %2 张选票。票数随答案一起揭晓。</translation>
    </message>
    <message>
        <source>%1 left</source>
        <translation>还剩 %1</translation>
    </message>
</context>
<context>
    <name>PredictRuns</name>
    <message>
        <source>Predict: everyone picks an answer; count the hands for each option.</source>
        <translation>预测：每人选一个答案；数一数每个选项有几人举手。</translation>
    </message>
    <message>
        <source>Discuss with your neighbours, then vote again.</source>
        <translation>和旁边的同学讨论，然后再投一次票。</translation>
    </message>
    <message>
        <source>The first vote and the second, side by side. Now the reveal.</source>
        <translation>两次投票并排比较。现在揭晓答案。</translation>
    </message>
    <message>
        <source>Predict: pick the answer you expect (1–4), then Enter.</source>
        <translation>预测：选出你认为对的答案（1–4），然后按回车键。</translation>
    </message>
    <message>
        <source>The reveal: the engine's answer and the rule behind it.</source>
        <translation>揭晓：引擎算出的答案，以及它背后的规则。</translation>
    </message>
    <message>
        <source>Predict: everyone votes on their phone. Votes in: %1</source>
        <translation>预测：每人用手机投票。已收到 %1 票</translation>
    </message>
    <message>
        <source>Discuss with your neighbours, then vote again on your phone.</source>
        <translation>和旁边的同学讨论，然后用手机再投一次票。</translation>
    </message>
    <message>
        <source>Both votes are in. Their counts show with the answer.</source>
        <translation>两次投票都已结束。票数随答案一起揭晓。</translation>
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
    <name>ProjectorTransport</name>
    <message>
        <source>speed %1×</source>
        <translation>速度 %1×</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>动画速度</translation>
    </message>
    <message>
        <source>⏸ pauses at every phase (P)</source>
        <translation>⏸ 每个阶段都停顿（P）</translation>
    </message>
</context>
<context>
    <name>RuleText</name>
    <message numerus="yes">
        <source>an empty batch: each of the %n GPU(s) gets an empty chunk</source>
        <translation>
            <numerusform>空批次：%n 个 GPU 各得到一个空数据块</numerusform></translation>
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
    <message>
        <source>[%1]</source>
        <comment>a list of chunk sizes</comment>
        <translation>%1</translation>
    </message>
</context>
<context>
    <name>RulesExplorer</name>
    <message>
        <source>batch %1 on %2 GPUs: %3</source>
        <translation>%2 个 GPU 上批大小为 %1：%3</translation>
    </message>
    <message>
        <source>GPUs used</source>
        <translation>参与计算的 GPU 数量</translation>
    </message>
    <message>
        <source>Imbalance (largest chunk ÷ smallest)</source>
        <translation>不均衡度（最大数据块 ÷ 最小数据块）</translation>
    </message>
    <message>
        <source>Idle GPUs</source>
        <translation>空闲的 GPU</translation>
    </message>
    <message>
        <source>batch size</source>
        <translation>批大小</translation>
    </message>
    <message>
        <source>GPU count</source>
        <translation>GPU 数量</translation>
    </message>
    <message>
        <source>Other dims</source>
        <translation>其他维度</translation>
    </message>
    <message>
        <source>Whole epoch</source>
        <translation>整个轮次（epoch）</translation>
    </message>
    <message>
        <source>DDP vs DataParallel</source>
        <translation>DDP 对比</translation>
    </message>
    <message numerus="yes">
        <source>The ring marks the current setting: batch %1 on %n GPU(s).</source>
        <translation>
            <numerusform>圆圈标出当前设置：%n 个 GPU 上批大小为 %1。</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>The current setting, batch %1 on %n GPU(s), is beyond the map.</source>
        <translation>
            <numerusform>当前设置（%n 个 GPU 上批大小为 %1）超出了图的范围。</numerusform></translation>
    </message>
    <message>
        <source>Heat map</source>
        <translation>热力图</translation>
    </message>
    <message>
        <source>Hover over a cell to see the rule worked through; click it to see its batch below.</source>
        <translation>把鼠标移到格子上可看到规则的推算过程；点击它，下方显示这个批次如何切分。</translation>
    </message>
    <message>
        <source>Click to see its batch below.</source>
        <translation>点击后，下方显示这个批次如何切分。</translation>
    </message>
</context>
<context>
    <name>RunSession</name>
    <message numerus="yes">
        <source>Training %1 with MSELoss and SGD(lr=%2, momentum=%3) on %n GPU(s): %4 steps, %5 per epoch</source>
        <translation>
            <numerusform>在 %n 个 GPU 上用 MSELoss 和 SGD(lr=%2, momentum=%3) 训练 %1：共 %4 步，每轮 %5 步</numerusform></translation>
    </message>
    <message>
        <source>step %1 of %2 (epoch %3, batch %4): loss %5; gradients summed on %6</source>
        <translation>第 %1 步，共 %2 步（第 %3 轮，第 %4 个批次）：损失 %5；梯度在 %6 上求和</translation>
    </message>
    <message>
        <source>replica %1 failed on purpose (a pitfall scenario)</source>
        <translation>副本 %1 故意失败（陷阱场景）</translation>
    </message>
</context>
<context>
    <name>ScalingSource</name>
    <message numerus="yes">
        <source>%n-core %1</source>
        <translation>
            <numerusform>%n 核 %1</numerusform></translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Measured on a %1 (bundled example)</source>
        <translation>在一台 %1 机器上实测（随附的示例）</translation>
    </message>
    <message>
        <source>Measured on this computer (%1), %2</source>
        <translation>在本机上实测（%1），%2</translation>
    </message>
</context>
<context>
    <name>ScalingSummary</name>
    <message numerus="yes">
        <source>On this machine a step on %n simulated GPU(s) takes %1× as long as one plain forward of batch %2 (%3 vs %4): the work is too small to gain from splitting.</source>
        <translation>
            <numerusform>在这台机器上，%n 个模拟 GPU 的每步耗时为 %3，是批大小为 %2 的一次普通前向（%4）的 %1 倍：工作量太小，切分得不到好处。</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>On this machine a step on %n simulated GPU(s) takes %1× the time of one plain forward of batch %2 (%3 vs %4): splitting pays off.</source>
        <translation>
            <numerusform>在这台机器上，%n 个模拟 GPU 的每步耗时为 %3，只有批大小为 %2 的一次普通前向（%4）的 %1 倍：切分是值得的。</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>On this machine a step on %n simulated GPU(s) takes about as long as one plain forward of batch %2 (%1×: %3 vs %4).</source>
        <translation>
            <numerusform>在这台机器上，%n 个模拟 GPU 的每步耗时为 %3，与批大小为 %2 的一次普通前向（%4）差不多（%1 倍）。</numerusform></translation>
    </message>
    <message>
        <source>From %1 to %2 GPUs the step time goes from %3 to %4.</source>
        <translation>从 %1 个到 %2 个 GPU，每步耗时从 %3 变为 %4。</translation>
    </message>
    <message numerus="yes">
        <source>At batch %1 a step on %n simulated GPU(s) takes %2× as long as one plain forward (%3 vs %4).</source>
        <translation>
            <numerusform>批大小为 %1 时，%n 个模拟 GPU 的每步耗时为 %3，是一次普通前向（%4）的 %2 倍。</numerusform></translation>
    </message>
    <message>
        <source>From batch %1 on it is no slower (%2 vs %3): only then is there enough work per chunk to outweigh the fixed cost of each GPU.</source>
        <translation>从批大小 %1 起，每步耗时（%2）不再超过一次普通前向（%3）：要到这时，每个数据块的计算量才足以抵消每个 GPU 的固定开销。</translation>
    </message>
    <message>
        <source>Even at batch %1 it is slower (%2 vs %3): here splitting never pays off.</source>
        <translation>即使批大小为 %1 也更慢（%2，普通前向 %3）：在这里切分从来不值得。</translation>
    </message>
    <message numerus="yes">
        <source>On that machine a step on %n simulated GPU(s) took %1× as long as one plain forward of batch %2 (%3 vs %4): the work is too small to gain from splitting.</source>
        <translation>
            <numerusform>在那台机器上，%n 个模拟 GPU 的每步耗时为 %3，是批大小为 %2 的一次普通前向（%4）的 %1 倍：工作量太小，切分得不到好处。</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>On that machine a step on %n simulated GPU(s) took %1× the time of one plain forward of batch %2 (%3 vs %4): splitting pays off.</source>
        <translation>
            <numerusform>在那台机器上，%n 个模拟 GPU 的每步耗时为 %3，只有批大小为 %2 的一次普通前向（%4）的 %1 倍：切分是值得的。</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>On that machine a step on %n simulated GPU(s) took about as long as one plain forward of batch %2 (%1×: %3 vs %4).</source>
        <translation>
            <numerusform>在那台机器上，%n 个模拟 GPU 的每步耗时为 %3，与批大小为 %2 的一次普通前向（%4）差不多（%1 倍）。</numerusform></translation>
    </message>
</context>
<context>
    <name>ScalingView</name>
    <message>
        <source>simulated GPUs (batch 30)</source>
        <translation>模拟 GPU 数量（批大小 30）</translation>
    </message>
    <message>
        <source>batch size (8 simulated GPUs)</source>
        <translation>批大小（8 个模拟 GPU）</translation>
    </message>
    <message>
        <source>Step time vs GPU count</source>
        <translation>每步耗时与 GPU 数量</translation>
    </message>
    <message>
        <source>Step time vs batch size</source>
        <translation>每步耗时与批大小</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>测量</translation>
    </message>
    <message>
        <source>time per step (µs)</source>
        <translation>每步耗时（µs）</translation>
    </message>
    <message>
        <source>DataParallel step</source>
        <translation>DataParallel 的一步</translation>
    </message>
    <message>
        <source>plain forward, one device</source>
        <translation>单设备上的普通前向</translation>
    </message>
    <message>
        <source>Median of repeated steps of Linear(5, 2) on simulated GPUs, %1, measured on the engine thread (dpviz-bench --sweep).</source>
        <translation>在模拟 GPU 上把 Linear(5, 2) 的同一步重复运行多次，取每步耗时的中位数（%1，在引擎线程上测得，dpviz-bench --sweep）。</translation>
    </message>
    <message numerus="yes">
        <source>%n CPU core(s)</source>
        <translation>
            <numerusform>%n 个 CPU 核心</numerusform></translation>
    </message>
    <message>
        <source>Measure times the tutorial's Linear(5, 2) on simulated GPUs: batch 30 on 1 to 64 GPUs, and batches 30 to 65536 on 8 GPUs, each next to a plain forward of the same batch on one device. It takes a few seconds.</source>
        <translation>“测量”会在模拟 GPU 上为教程的 Linear(5, 2) 计时：批大小 30 时 GPU 数量从 1 到 64，以及 8 个 GPU 时批大小从 30 到 65536；每一项都与同一批次在单设备上的普通前向对比。需要几秒钟。</translation>
    </message>
    <message>
        <source>Warm-up steps are left out, so these times are those of a warm step, where Timings shows each step of the window's own run, the first batch's warm-up included.</source>
        <translation>预热的几步不计入，所以这里是预热之后的每步耗时；而“计时”标签页显示的是窗口里这次运行的每一步，包括第一个批次的预热。</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>%1 = '%2'</source>
        <translation>%1 = “%2”</translation>
    </message>
    <message>
        <source>the file cannot be read</source>
        <translation>文件无法读取</translation>
    </message>
    <message>
        <source>the file is not in INI format</source>
        <translation>文件不是 INI 格式</translation>
    </message>
    <message>
        <source>unknown entry '%1'</source>
        <translation>未知的条目“%1”</translation>
    </message>
</context>
<context>
    <name>ShortcutSheet</name>
    <message>
        <source>Every key dpviz answers to. The arrows and Space work everywhere in the window.</source>
        <translation>dpviz 响应的每个按键。方向键和空格键在窗口中的任何位置都有效。</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>作用</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <comment>the shortcut sheet's window title</comment>
        <translation>dpviz 的全部快捷键</translation>
    </message>
</context>
<context>
    <name>TimingsCaption</name>
    <message>
        <source>Run a batch to see its measured times.</source>
        <translation>运行一个批次即可看到它的实测耗时。</translation>
    </message>
    <message numerus="yes">
        <source>Measured on %1 with CUDA events, %n GPU(s).</source>
        <translation>
            <numerusform>在 %1 上用 CUDA 事件测得，%n 个 GPU。</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>They share %n physical GPU(s), so virtual GPUs take turns.</source>
        <translation>
            <numerusform>它们共用 %n 个物理 GPU，所以虚拟 GPU 轮流运行。</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n CPU core(s)</source>
        <translation>
            <numerusform>%n 个 CPU 核心</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Measured on %n simulated GPU(s) = %n worker thread(s) on %1: they take turns, so the replicas run one after another, not at the same time.</source>
        <translation>
            <numerusform>在 %n 个模拟 GPU（即 %n 个工作线程，共用 %1）上测得：它们轮流运行，所以各副本是一个接一个运行的，而不是同时运行。</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Measured on %n simulated GPU(s) = %n worker thread(s) on %1: each thread can have a core of its own.</source>
        <translation>
            <numerusform>在 %n 个模拟 GPU（即 %n 个工作线程，本机有 %1）上测得：每个线程都可以独占一个核心。</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Ideal parallel: each GPU's work as its CUDA events timed it, every one of the %n GPU(s) starting at the same instant.</source>
        <translation>
            <numerusform>理想并行：每个 GPU 的计算按其 CUDA 事件计时，%n 个 GPU 在同一时刻开始。</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Ideal parallel: each GPU's own work (its thread's CPU time, without the waits for a core), every one of the %n GPU(s) on a core of its own and all starting at the same instant.</source>
        <translation>
            <numerusform>理想并行：只计每个 GPU 自己的计算（其线程的 CPU 时间，不含等待核心的时间），假设 %n 个 GPU 各有一个核心，并在同一时刻开始。</numerusform></translation>
    </message>
    <message>
        <source>As measured is the CUDA events' time; ideal parallel starts every GPU's work at once; modelled is the cost model's estimate.</source>
        <translation>实测是 CUDA 事件记录的时间；理想并行让各 GPU 的计算同时开始；建模估算来自 α–β 开销模型。</translation>
    </message>
    <message>
        <source>As measured is wall time, the waits included; ideal parallel is each GPU's own CPU time, all starting at once; modelled is the cost model's estimate.</source>
        <translation>实测是墙钟时间，含等待；理想并行只计各 GPU 自己的 CPU 时间，且同时开始；建模估算来自 α–β 开销模型。</translation>
    </message>
    <message>
        <source>Matrix products: %1 (%2).</source>
        <translation>矩阵乘法：%1（%2）。</translation>
    </message>
</context>
<context>
    <name>TimingsView</name>
    <message>
        <source>Per-device time (µs)</source>
        <translation>各设备耗时（µs）</translation>
    </message>
    <message>
        <source>Step time per batch (µs)</source>
        <translation>各批次的每步耗时（µs）</translation>
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
        <translation>每步耗时（µs）</translation>
    </message>
    <message>
        <source>scatter + gather</source>
        <translation>分发（scatter）+ 收集（gather）</translation>
    </message>
    <message>
        <source>load</source>
        <translation>加载</translation>
    </message>
    <message>
        <source>replicate</source>
        <translation>复制模型</translation>
    </message>
    <message>
        <source>host</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>As measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <source>Ideal parallel</source>
        <translation>理想并行</translation>
    </message>
    <message>
        <source>This step, ideal parallel (µs)</source>
        <translation>本步，理想并行（µs）</translation>
    </message>
    <message>
        <source>This step, as measured (µs)</source>
        <translation>本步，实测（µs）</translation>
    </message>
    <message>
        <source>forward (each GPU's colour)</source>
        <translation>前向（各 GPU 的颜色）</translation>
    </message>
    <message>
        <source>GPU (cuda:N)</source>
        <translation>GPU（cuda:N）</translation>
    </message>
    <message>
        <source>As measured: %1</source>
        <translation>实测：%1</translation>
    </message>
    <message>
        <source>Ideal parallel: %1</source>
        <translation>理想并行：%1</translation>
    </message>
    <message>
        <source>The timeline as the engine stamped it.</source>
        <translation>引擎记录下的时间线。</translation>
    </message>
    <message>
        <source>Modelled: %1</source>
        <translation>建模估算：%1</translation>
    </message>
    <message>
        <source>Modelled</source>
        <translation>建模估算</translation>
    </message>
    <message>
        <source>This step, modelled on %1 (µs): a model, not a measurement</source>
        <translation>本步在 %1 上的建模估算（µs；模型算出，并非实测）</translation>
    </message>
    <message>
        <source>working</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>waiting for a core</source>
        <translation>等待 CPU 核心</translation>
    </message>
    <message>
        <source>Per device</source>
        <translation>各设备</translation>
    </message>
    <message>
        <source>This step</source>
        <translation>本步</translation>
    </message>
    <message>
        <source>Per batch</source>
        <translation>每个批次</translation>
    </message>
    <message>
        <source>waiting to start</source>
        <translation>等待开始</translation>
    </message>
    <message>
        <source>This tab shows single steps of the run in the window, as they happened: the first batch's include the warm-up (threads starting, memory touched for the first time), so they are far longer than the later ones, which Scaling's medians resemble.</source>
        <translation>这个标签页按实际发生的情况显示窗口里这次运行的每一步：第一个批次的那一步包括预热（线程启动、内存第一次被访问），所以耗时远超后面各步；后面各步才与“扩展性”标签页的中位数相近。</translation>
    </message>
    <message>
        <source>↑ warm-up: %1 µs,
above the scale</source>
        <translation>↑ 预热：%1 µs，
超出刻度</translation>
    </message>
    <message>
        <source>warm-up: %1 µs</source>
        <translation>预热：%1 µs</translation>
    </message>
    <message>
        <source>↑ warm-up
%1 µs</source>
        <comment>a step time above the chart's scale</comment>
        <translation>↑ 预热
%1 µs</translation>
    </message>
    <message>
        <source>warm-up
%1 µs</source>
        <comment>a step time on the chart</comment>
        <translation>预热
%1 µs</translation>
    </message>
</context>
<context>
    <name>TrainingControls</name>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>学习率</translation>
    </message>
    <message>
        <source>Momentum</source>
        <translation>动量</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>轮次（epoch）</translation>
    </message>
    <message>
        <source>Training: the whole step</source>
        <translation>训练：前向之后还有反向和更新</translation>
    </message>
    <message>
        <source>Off: the tutorial's forward only. On: each batch is a whole training step: loss, backward, the gradients summed on cuda:0, SGD (SEMANTICS R10).</source>
        <translation>关：只做教程中的前向。开：每个批次都是训练中的一步：损失、反向、梯度在 cuda:0 上求和、优化器更新（SGD）。</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>Data Parallelism</source>
        <translation>数据并行</translation>
    </message>
    <message>
        <source>Imports and parameters</source>
        <translation>导入和参数</translation>
    </message>
    <message>
        <source>&lt;p&gt;Import the PyTorch modules and define the parameters.&lt;/p&gt;</source>
        <translation>&lt;p&gt;导入 PyTorch 模块并定义参数。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>设备（Device）</translation>
    </message>
    <message>
        <source>&lt;p&gt;The device the model and the data go to: the first GPU if there is one.&lt;/p&gt;</source>
        <translation>&lt;p&gt;模型和数据所在的设备：有 GPU 时是第一个 GPU。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Dummy dataset</source>
        <translation>虚拟数据集</translation>
    </message>
    <message>
        <source>Simple model</source>
        <translation>简单模型</translation>
    </message>
    <message>
        <source>Create a model and DataParallel</source>
        <translation>创建一个模型和数据并行</translation>
    </message>
    <message>
        <source>&lt;p&gt;This is the core part of the tutorial. First, we make a model instance and check whether we have multiple GPUs. If we do, we wrap our model with &lt;code&gt;nn.DataParallel&lt;/code&gt;. Then we put the model on the GPU with &lt;code&gt;model.to(device)&lt;/code&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;笔记本原文：“创建一个模型和数据并行”（&lt;b&gt;dpviz 注&lt;/b&gt;：这是笔记本里这一节的标题，照原样保留。DataParallel 不是与模型并列、另外创建的东西，而是包装模型的类：这一节先创建模型，有多个 GPU 时再用 &lt;code&gt;nn.DataParallel&lt;/code&gt; 把它包装起来。）&lt;/p&gt;&lt;p&gt;这是本教程的核心部分。首先，我们需要创建一个模型实例并检测我们是否有多个 GPU。如果有多个 GPU，使用 &lt;code&gt;nn.DataParallel&lt;/code&gt; 来包装我们的模型。然后通过 &lt;code&gt;model.to(device)&lt;/code&gt; 把模型放到 GPU 上。&lt;/p&gt;</translation>
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
        <source>Summary</source>
        <translation>总结</translation>
    </message>
    <message>
        <source>&lt;p&gt;Authors: Sung Kim and Jenny Kang&lt;/p&gt;&lt;p&gt;In this tutorial we will learn how to use multiple GPUs with &lt;code&gt;DataParallel&lt;/code&gt;.&lt;/p&gt;&lt;p&gt;It is very easy to use GPUs with PyTorch. You can put the model on a GPU with &lt;code&gt;model.to(device)&lt;/code&gt;, and copy all your tensors to the GPU with &lt;code&gt;mytensor = my_tensor.to(device)&lt;/code&gt;. Note that calling &lt;code&gt;my_tensor.to(device)&lt;/code&gt; alone does not change &lt;code&gt;my_tensor&lt;/code&gt;: it returns a new copy on the GPU, so you need to assign it to a new tensor and use that tensor on the GPU. (&lt;b&gt;dpviz note&lt;/b&gt;: the Chinese notebook says the opposite here, that the call does not copy the tensor to the GPU; it does, into a new tensor, and leaves &lt;code&gt;my_tensor&lt;/code&gt; as it was.)&lt;/p&gt;&lt;p&gt;Running forward and backward propagation on multiple GPUs is natural, but PyTorch uses only one GPU by default. You can run your model in parallel on multiple GPUs easily with &lt;code&gt;model = nn.DataParallel(model)&lt;/code&gt;. That is the core of this tutorial; we look at it in more detail below.&lt;/p&gt;</source>
        <translation>&lt;p&gt;作者：Sung Kim 和 Jenny Kang&lt;/p&gt;&lt;p&gt;在这个教程里，我们来学习怎样用 &lt;code&gt;DataParallel&lt;/code&gt;（数据并行）同时使用多个 GPU。&lt;/p&gt;&lt;p&gt;笔记本原文：“PyTorch非常容易就可以使用多GPU”（&lt;b&gt;dpviz 注&lt;/b&gt;：英文原文说的是在 PyTorch 里使用 GPU 非常容易，没有说“多 GPU”；&lt;code&gt;model.to(device)&lt;/code&gt; 只把模型放到一个 GPU 上，要用多个 GPU，还得用下文的 &lt;code&gt;DataParallel&lt;/code&gt;。）&lt;/p&gt;&lt;p&gt;用 &lt;code&gt;model.to(device)&lt;/code&gt; 把模型放到 GPU 上，然后用 &lt;code&gt;mytensor = my_tensor.to(device)&lt;/code&gt; 把张量拷贝到 GPU 上。&lt;/p&gt;&lt;p&gt;笔记本原文：“请注意，只调用my_tensor.to(device)并没有复制张量到GPU上，而是返回了一个copy。所以你需要把它赋值给一个新的张量并在GPU上使用这个张量。”（&lt;b&gt;dpviz 注&lt;/b&gt;：前半句说反了。&lt;code&gt;my_tensor.to(device)&lt;/code&gt; 会把张量拷贝到 GPU 上，只是不原地修改 &lt;code&gt;my_tensor&lt;/code&gt;，而是返回一个新的拷贝；所以要把返回值赋给一个新的张量，并在 GPU 上使用它。）&lt;/p&gt;&lt;p&gt;在多 GPU 上执行前向和反向传播是自然而然的事。但是 PyTorch 默认将只使用一个 GPU。使用 &lt;code&gt;DataParallel&lt;/code&gt; 可以轻易地让模型并行运行在多个 GPU 上：&lt;code&gt;model = nn.DataParallel(model)&lt;/code&gt;。这才是这篇教程的核心，接下来我们将更详细地介绍它。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;For the demo, our model just gets an input, performs a linear operation, and gives an output. &lt;code&gt;DataParallel&lt;/code&gt; works with any model (CNN, RNN, Capsule Net and so on).&lt;/p&gt;&lt;p&gt;We put a print statement inside the model to print the sizes of the input and output tensors. Pay attention to what is printed at batch rank 0. (&lt;b&gt;dpviz note&lt;/b&gt;: “batch rank 0” means dim 0 of the batch, the batch dimension, which DataParallel splits: in the sizes each replica prints, dim 0 is the number of rows of its own chunk.)&lt;/p&gt;</source>
        <translation>&lt;p&gt;作为演示，我们的模型只接受一个输入，执行一个线性操作，然后得到结果。说明：&lt;code&gt;DataParallel&lt;/code&gt; 能在任何模型（CNN、RNN、Capsule Net 等）上使用。&lt;/p&gt;&lt;p&gt;笔记本原文：“我们在模型内部放置了一条打印语句来打印输入和输出向量的大小。请注意批次的秩为0时打印的内容。”（&lt;b&gt;dpviz 注&lt;/b&gt;：输入和输出是张量，原文的“向量”应为“张量”。“批次的秩为0”说的是批次的第 0 维，即批次维度：DataParallel 沿第 0 维切分批次，所以每个副本打印的大小里，第 0 维就是它分到的数据块的行数。）&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With no GPU or one GPU, a batch of 30 inputs gives 30 outputs, as expected. With several GPUs you get the results below.&lt;/p&gt;&lt;p&gt;(&lt;b&gt;dpviz note&lt;/b&gt;: each GPU prints the size of its own chunk; the Outside line, printed after the gather, shows the whole batch again.)&lt;/p&gt;</source>
        <translation>&lt;p&gt;笔记本原文：“当没有或者只有一个GPU时，对30个输入和输出进行批处理，得到了期望的一样得到30个输入和输出，但是如果你有多个GPU，你得到如下的结果。”（&lt;b&gt;dpviz 注&lt;/b&gt;：这句原文不通顺，意思是：没有 GPU 或只有一个 GPU 时，一个批次的 30 个输入得到 30 个输出，与预期一致；有多个 GPU 时，会得到下面的结果。）&lt;/p&gt;&lt;p&gt;（&lt;b&gt;dpviz 注&lt;/b&gt;：每个 GPU 只打印它自己那个数据块的大小；Outside 行在收集之后打印，显示的又是整个批次的大小。）&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Make a dummy (random) dataset. You only need to implement &lt;code&gt;__getitem__&lt;/code&gt;.&lt;/p&gt;&lt;p&gt;(&lt;b&gt;dpviz note&lt;/b&gt;: &lt;code&gt;__len__&lt;/code&gt; is needed too: &lt;code&gt;DataLoader(shuffle=True)&lt;/code&gt; draws the order from a &lt;code&gt;RandomSampler&lt;/code&gt;, which asks for &lt;code&gt;len(dataset)&lt;/code&gt;; the code below has both.)&lt;/p&gt;</source>
        <translation>&lt;p&gt;制作一个虚拟（随机）数据集，你只需实现 &lt;code&gt;__getitem__&lt;/code&gt;。&lt;/p&gt;&lt;p&gt;（&lt;b&gt;dpviz 注&lt;/b&gt;：还需要实现 &lt;code&gt;__len__&lt;/code&gt;：&lt;code&gt;DataLoader(shuffle=True)&lt;/code&gt; 用 &lt;code&gt;RandomSampler&lt;/code&gt; 决定顺序，它要调用 &lt;code&gt;len(dataset)&lt;/code&gt;；下面的代码两个都实现了。）&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;DataParallel splits your data automatically and sends the job to multiple models on several GPUs. After each model finishes its job, DataParallel collects and merges the results before returning them to you.&lt;/p&gt;&lt;p&gt;(&lt;b&gt;dpviz note&lt;/b&gt;: the "multiple models" are one model's replicas, one on each GPU, made from the same module before every forward; not different models.)&lt;/p&gt;&lt;p&gt;For more information, see:&lt;br&gt;https://pytorch.org/tutorials/beginner/former_torchies/parallelism_tutorial.html&lt;/p&gt;&lt;p&gt;(&lt;b&gt;dpviz note&lt;/b&gt;: that address was in the old former_torchies part of the PyTorch tutorials, written for users coming from Lua Torch, and is out of date; DataParallel's current documentation is at the address below.)&lt;br&gt;https://pytorch.org/docs/stable/generated/torch.nn.DataParallel.html&lt;/p&gt;</source>
        <translation>&lt;p&gt;DataParallel 会自动地切分数据，并将作业发送到多个 GPU 上的多个模型。在每个模型完成作业后，DataParallel 收集并合并结果，再返回给你。&lt;/p&gt;&lt;p&gt;（&lt;b&gt;dpviz 注&lt;/b&gt;：这里的“多个模型”是同一个模型在各 GPU 上的副本，每次前向传播前重新生成，并不是不同的模型。）&lt;/p&gt;&lt;p&gt;更多信息请看这里：&lt;br&gt;https://pytorch.org/tutorials/beginner/former_torchies/parallelism_tutorial.html&lt;/p&gt;&lt;p&gt;（&lt;b&gt;dpviz 注&lt;/b&gt;：这个网址指向 PyTorch 旧版教程里写给 Lua Torch 老用户的 former_torchies 部分，已经过时；DataParallel 的当前文档见下面的网址。）&lt;br&gt;https://pytorch.org/docs/stable/generated/torch.nn.DataParallel.html&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>TutorialFeedback</name>
    <message>
        <source>Failed: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <source>Working…</source>
        <translation>正在运行……</translation>
    </message>
    <message numerus="yes">
        <source>Done: the parameters are set (input_size %1, output_size %2, batch_size %3, data_size %4) on %n GPU(s).</source>
        <translation>
            <numerusform>完成：参数已设置（input_size %1、output_size %2、batch_size %3、data_size %4），%n 个 GPU。</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Done: %n GPU(s), the cards in the scene (%1); device = cuda:0.</source>
        <translation>
            <numerusform>完成：%n 个 GPU，即场景中的卡片（%1）；device = cuda:0。</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Done: the first batch is drawn from the data: %n row(s) of input_size %1, batch 1 of %2.</source>
        <translation>
            <numerusform>完成：从数据中取出了第一个批次（共 %2 个批次）：%n 行，input_size 为 %1。</numerusform></translation>
    </message>
    <message>
        <source>Done: one GPU, so the model is not wrapped: no DataParallel, no header.</source>
        <translation>完成：只有一个 GPU，所以模型没有被包装：没有 DataParallel，也不打印开头那一行。</translation>
    </message>
    <message numerus="yes">
        <source>Done: %n GPU(s), so the model is wrapped in DataParallel; the log shows “%1”.</source>
        <translation>
            <numerusform>完成：%n 个 GPU，所以模型被 DataParallel 包装；日志显示“%1”。</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Done: %n batch(es) ran; the log holds what they printed.</source>
        <translation>
            <numerusform>完成：%n 个批次已运行；日志里是它们打印的内容。</numerusform></translation>
    </message>
    <message>
        <source>Running: batch %1 of %2…</source>
        <translation>正在运行：第 %1 个批次，共 %2 个……</translation>
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
<context>
    <name>VoteChart</name>
    <message>
        <source>First vote</source>
        <translation>第一次投票</translation>
    </message>
    <message>
        <source>Second vote</source>
        <translation>第二次投票</translation>
    </message>
    <message>
        <source>%1 %</source>
        <comment>a share of the votes, on the chart's axis</comment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Bars: the share of the votes for each option, in the first vote and in the second</source>
        <translation>柱形：每个选项在第一次和第二次投票中的得票比例</translation>
    </message>
</context>
<context>
    <name>VoteProjector</name>
    <message>
        <source>Vote from your phone</source>
        <translation>用手机投票</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message numerus="yes">
        <source>%n student(s) connected</source>
        <translation>
            <numerusform>已连接 %n 名学生</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Second vote: %n vote(s) in</source>
        <translation>
            <numerusform>第二次投票：已收到 %n 票</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>First vote: %n vote(s) in</source>
        <translation>
            <numerusform>第一次投票：已收到 %n 票</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n connection(s) refused or timed out</source>
        <translation>
            <numerusform>%n 个连接被拒绝或超时</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n ballot(s) refused: wrong PIN, or too many phones at once</source>
        <translation>
            <numerusform>%n 张选票被拒收：PIN 错误，或同时加入的手机过多</numerusform></translation>
    </message>
    <message>
        <source>Scan the code (no PIN needed), or open this address on the room's network and type the PIN:</source>
        <translation>扫描二维码（无需 PIN），或在教室网络中打开网址并输入 PIN：</translation>
    </message>
</context>
<context>
    <name>VoteRuns</name>
    <message>
        <source>Class vote</source>
        <translation>课堂投票</translation>
    </message>
    <message>
        <source>The class vote cannot start: %1</source>
        <translation>课堂投票无法开始：%1</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>The class record cannot be written any more: %1
The vote goes on; export its record now (File › Export › Class record) to keep what was counted.</source>
        <translation>课堂记录已无法继续写入：%1
投票照常进行；请现在导出课堂记录（文件 › 导出 › 课堂记录），保住已计入的选票。</translation>
    </message>
    <message>
        <source>Round %1 is still taking votes (%2 counted). Quit anyway?</source>
        <translation>第 %1 次投票仍在进行（已计入 %2 票）。仍要退出吗？</translation>
    </message>
    <message>
        <source>Every ballot counted is in the class record: %1</source>
        <translation>已计入的每张选票都在课堂记录里：%1</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
    <message>
        <source>Cannot read the class record: %1</source>
        <translation>无法读取课堂记录：%1</translation>
    </message>
    <message>
        <source>Export the class record</source>
        <translation>导出课堂记录</translation>
    </message>
    <message>
        <source>Export the class report</source>
        <translation>导出课堂报告</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
</context>
<context>
    <name>VoteScreen</name>
    <message>
        <source>Show the vote's address and QR code</source>
        <translation>显示投票的网址和二维码</translation>
    </message>
    <message>
        <source>The join screen of the class vote: address, PIN, QR code and the count (J)</source>
        <translation>课堂投票的加入画面：网址、PIN、二维码和人数（J）</translation>
    </message>
    <message>
        <source>The class vote's join screen, or back (while a vote runs)</source>
        <translation>课堂投票的加入画面，或返回（投票进行时）</translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
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
        <translation>下一阶段</translation>
    </message>
    <message>
        <source>Step one phase (→)</source>
        <translation>前进一个阶段（→）</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>下一批次</translation>
    </message>
    <message>
        <source>Step one batch (Shift+→)</source>
        <translation>前进一个批次（Shift+→）</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>后退</translation>
    </message>
    <message>
        <source>Step one phase back (←)</source>
        <translation>后退一个阶段（←）</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>重置</translation>
    </message>
    <message>
        <source>Start the epoch again (Home)</source>
        <translation>重新开始这一轮次（Home）</translation>
    </message>
    <message>
        <source>Animation (MP4, GIF)…</source>
        <translation>动画（MP4、GIF）…</translation>
    </message>
    <message>
        <source>Trace (Perfetto)…</source>
        <translation>跟踪（Perfetto）…</translation>
    </message>
    <message>
        <source>Log (text)…</source>
        <translation>日志（文本）…</translation>
    </message>
    <message>
        <source>Screenshot (PNG)…</source>
        <translation>截图（PNG）…</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
    <message>
        <source>Projector mode</source>
        <translation>投影模式</translation>
    </message>
    <message>
        <source>Leave projector mode</source>
        <translation>退出投影模式</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>放大</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>缩小</translation>
    </message>
    <message>
        <source>Normal size</source>
        <translation>正常大小</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>图例</translation>
    </message>
    <message>
        <source>Pause at “Done” between batches</source>
        <translation>批次之间在“完成”处停顿</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>About dpviz</source>
        <translation>关于 dpviz</translation>
    </message>
    <message>
        <source>Next lesson stop</source>
        <translation>课程的下一个停顿点</translation>
    </message>
    <message>
        <source>Previous lesson stop</source>
        <translation>课程的上一个停顿点</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
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
        <source>&amp;Pitfalls</source>
        <translation>常见陷阱(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>Play or pause</source>
        <translation>播放或暂停</translation>
    </message>
    <message>
        <source>Step one phase</source>
        <translation>前进一个阶段</translation>
    </message>
    <message>
        <source>Step one phase back (the recorded run is replayed, not run again)</source>
        <translation>后退一个阶段（重放已记录的运行，不重新运行）</translation>
    </message>
    <message>
        <source>Step one batch</source>
        <translation>前进一个批次</translation>
    </message>
    <message>
        <source>Start the epoch again</source>
        <translation>重新开始这一轮次（epoch）</translation>
    </message>
    <message>
        <source>Projector mode on or off</source>
        <translation>打开或关闭投影模式</translation>
    </message>
    <message>
        <source>Larger text</source>
        <translation>放大文字</translation>
    </message>
    <message>
        <source>Smaller text</source>
        <translation>缩小文字</translation>
    </message>
    <message>
        <source>Text at its normal size</source>
        <translation>文字恢复正常大小</translation>
    </message>
    <message>
        <source>Save a screenshot</source>
        <translation>保存截图</translation>
    </message>
    <message>
        <source>This list of keys</source>
        <translation>本按键列表</translation>
    </message>
    <message>
        <source>Pause at every phase</source>
        <translation>每个阶段都停顿</translation>
    </message>
    <message>
        <source>Pause at the end of every phase, on or off</source>
        <translation>在每个阶段结束时停顿：开或关</translation>
    </message>
    <message>
        <source>Worksheet (PDF)…</source>
        <translation>练习单（PDF）…</translation>
    </message>
    <message>
        <source>Predict before reveal</source>
        <translation>先预测，再揭晓</translation>
    </message>
    <message>
        <source>Predictions: the class votes</source>
        <translation>预测方式：课堂投票</translation>
    </message>
    <message>
        <source>Predictions: self-study</source>
        <translation>预测方式：自学</translation>
    </message>
    <message>
        <source>Pick option %1</source>
        <translation>选择选项 %1</translation>
    </message>
    <message>
        <source>Reveal, or go on</source>
        <translation>揭晓答案，或继续</translation>
    </message>
    <message>
        <source>A question open: pick option 1, 2, 3 or 4</source>
        <translation>有题目时：选择选项 1、2、3 或 4</translation>
    </message>
    <message>
        <source>A question open: reveal, or go on</source>
        <translation>有题目时：揭晓答案，或继续</translation>
    </message>
    <message>
        <source>Class vote from phones</source>
        <translation>课堂投票（用手机）</translation>
    </message>
    <message>
        <source>Students vote on the open question from their phones, on this room's network</source>
        <translation>学生在本教室的网络上用手机对当前题目投票</translation>
    </message>
    <message>
        <source>Skip the question</source>
        <translation>跳过这道题</translation>
    </message>
    <message>
        <source>A question open: skip it (asked again, its votes kept, when its lesson stop comes back)</source>
        <translation>有题目时：跳过它（回到它所在的停顿点时会再问一次，已投的票保留）</translation>
    </message>
    <message>
        <source>Class vote: show the counts live</source>
        <translation>课堂投票：实时显示票数</translation>
    </message>
    <message>
        <source>Off: the counts stay hidden while a vote is open, so the room does not follow the leading answer; both votes show once the second closes</source>
        <translation>关闭时，投票进行中不显示票数，以免全班跟着领先的答案走；第二次投票结束后再显示两次投票的结果</translation>
    </message>
    <message>
        <source>Class record (CSV)…</source>
        <translation>课堂记录（CSV）…</translation>
    </message>
    <message>
        <source>Class report (PDF)…</source>
        <translation>课堂报告（PDF）…</translation>
    </message>
    <message>
        <source>%1 s more for this vote</source>
        <translation>本次投票延长 %1 秒</translation>
    </message>
    <message>
        <source>Think time per vote</source>
        <translation>每次投票的思考时间</translation>
    </message>
    <message>
        <source>None: each vote waits for Enter</source>
        <translation>不限时：每次投票等老师按回车键结束</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>A timed vote open: %1 seconds more</source>
        <translation>限时投票进行中：延长 %1 秒</translation>
    </message>
    <message>
        <source>Lecturer's view</source>
        <translation>老师视图</translation>
    </message>
    <message>
        <source>Your own window: the live counts, the time left, and after the first vote what to do next; keep it off the projector</source>
        <translation>你自己的窗口：实时票数、剩余时间，以及第一次投票后下一步怎么做；不要投到投影上</translation>
    </message>
    <message>
        <source>The lecturer's own window, on or off</source>
        <translation>打开或关闭老师自己的窗口</translation>
    </message>
</context>
<context>
    <name>WindowParts</name>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Rules explorer</source>
        <translation>规则探索器</translation>
    </message>
    <message>
        <source>DDP</source>
        <translation>DDP</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>控制面板</translation>
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
        <source>Scaling</source>
        <translation>扩展性</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>损失</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>输出</translation>
    </message>
    <message>
        <source>Tutorial</source>
        <translation>教程</translation>
    </message>
    <message>
        <source>The question was skipped, so its answer stays hidden. To ask it, come back to this stop: Page Up, then Page Down.</source>
        <translation>这道题被跳过了，所以它的答案继续隐藏。要提问它，请回到这个停顿点：先按 Page Up，再按 Page Down。</translation>
    </message>
</context>
<context>
    <name>Worksheet</name>
    <message>
        <source>Answer:</source>
        <translation>答案：</translation>
    </message>
    <message>
        <source>Data parallelism — answer key</source>
        <translation>数据并行：练习单答案</translation>
    </message>
    <message>
        <source>Data parallelism — worksheet</source>
        <translation>数据并行：练习单</translation>
    </message>
    <message>
        <source>Each answer with the one rule that gives it.</source>
        <translation>每道题的答案，以及得出它的那条规则。</translation>
    </message>
    <message>
        <source>Tick one box for each question with options; write the number in the box for the others. The empty boxes under the GPUs and ranks are for your working.</source>
        <translation>有选项的题，在一个方框里打勾；其余的题，把数字写在方框里。GPU 和 rank 下面的空方框可以用来演算。</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>姓名：</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>日期：</translation>
    </message>
    <message>
        <source>all</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>Seed %1 · questions: %2 · kinds: %3 · language: %4</source>
        <translation>随机种子 %1 · 题数：%2 · 题型：%3 · 语言：%4</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <source>To make it again:</source>
        <translation>重新生成：</translation>
    </message>
    <message>
        <source>batch: %1 rows</source>
        <translation>批次：%1 行</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 个 GPU</translation>
    </message>
    <message>
        <source>dataset: %1 samples</source>
        <translation>数据集：%1 个样本</translation>
    </message>
    <message>
        <source>world size: %1</source>
        <translation>进程总数：%1</translation>
    </message>
    <message>
        <source>%1 ranks in a ring</source>
        <translation>环上 %1 个 rank</translation>
    </message>
    <message>
        <source>Chinese</source>
        <translation>中文</translation>
    </message>
    <message>
        <source>English</source>
        <translation>英文</translation>
    </message>
</context>
<context>
    <name>WorksheetDialog</name>
    <message>
        <source>Export worksheet</source>
        <translation>导出练习单</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>File (.pdf):</source>
        <translation>文件（.pdf）：</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>随机种子：</translation>
    </message>
    <message>
        <source>Questions:</source>
        <translation>题数：</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>语言：</translation>
    </message>
    <message>
        <source>Kinds:</source>
        <translation>题型：</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>另存为</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>Also write the answer key: %1</source>
        <translation>同时写出答案：%1</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>已写入 %1</translation>
    </message>
    <message>
        <source>Could not write the worksheet</source>
        <translation>无法写出练习单</translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>正在写入 %1……</translation>
    </message>
</context>
<context>
    <name>classreport</name>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Class report</source>
        <translation>课堂报告</translation>
    </message>
    <message>
        <source>%1 · phones: %2 · ballots: %3 · questions: %4 (revealed: %5, skipped: %6)</source>
        <translation>%1 · 手机：%2 部 · 选票：%3 张 · 题目：%4 道（揭晓 %5 道，跳过 %6 道）</translation>
    </message>
    <message>
        <source>No question was voted on twice.</source>
        <translation>没有一道题投过两次票。</translation>
    </message>
    <message>
        <source>Right in the first vote: %1 · after discussion: %2 · gain: %3 points (the mean over the questions voted on twice: %4)</source>
        <translation>第一次投票答对：%1 · 讨论之后：%2 · 提高 %3 个百分点（%4 道投过两次票的题目的平均值）</translation>
    </message>
    <message>
        <source>first vote</source>
        <translation>第一次投票</translation>
    </message>
    <message>
        <source>second vote</source>
        <translation>第二次投票</translation>
    </message>
    <message>
        <source>the right answer</source>
        <translation>正确答案</translation>
    </message>
    <message>
        <source>Question %1 · stop %2</source>
        <translation>第 %1 题 · 第 %2 个停顿点</translation>
    </message>
    <message>
        <source>Question %1</source>
        <translation>第 %1 题</translation>
    </message>
    <message>
        <source> (vote %1)</source>
        <translation>（第 %1 次开启投票）</translation>
    </message>
    <message>
        <source>Gain: %1 points</source>
        <translation>提高 %1 个百分点</translation>
    </message>
    <message>
        <source>No ballots.</source>
        <translation>没有选票。</translation>
    </message>
    <message>
        <source>Skipped: the answer was not shown.</source>
        <translation>已跳过：没有揭晓答案。</translation>
    </message>
    <message>
        <source>Not revealed before the record ended.</source>
        <translation>记录结束前未揭晓。</translation>
    </message>
    <message>
        <source>Made by dpviz %1 from the class record %2. To make it again: dpviz --class-report %2</source>
        <translation>由 dpviz %1 根据课堂记录 %2 生成。重新生成：dpviz --class-report %2</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <source>First vote: %1 right (%2 voters)</source>
        <translation>第一次投票：答对 %1（%2 人投票）</translation>
    </message>
    <message>
        <source>Second vote: %1 right (%2 voters)</source>
        <translation>第二次投票：答对 %1（%2 人投票）</translation>
    </message>
    <message>
        <source>Wrong → right: %1</source>
        <translation>错 → 对：%1 人</translation>
    </message>
    <message>
        <source>Right → wrong: %1</source>
        <translation>对 → 错：%1 人</translation>
    </message>
</context>
<context>
    <name>dpviz_web</name>
    <message>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <source>The replicas run their chunks at the same time; the slowest took %1.</source>
        <translation>各副本同时对自己的数据块做前向；最慢的用了 %1。</translation>
    </message>
    <message>
        <source>The replicas run their chunks one after another on this page's one thread; together they took %1.</source>
        <translation>各副本在本页唯一的线程上依次做前向；合计用了 %1。</translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>空闲</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <source>no chunk</source>
        <translation>无数据块</translation>
    </message>
    <message>
        <source>Choose the GPUs, the batch size and the data size, then run.</source>
        <translation>选好 GPU 数量、批大小和样本数，然后运行。</translation>
    </message>
    <message>
        <source>The batch</source>
        <translation>批次</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>输出</translation>
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
        <source>dpviz: DataParallel in the browser</source>
        <translation>dpviz：浏览器里的 DataParallel（数据并行）</translation>
    </message>
    <message>
        <source>DataParallel, step by step</source>
        <translation>DataParallel（数据并行），一步一步看</translation>
    </message>
    <message>
        <source>The run</source>
        <translation>运行设置</translation>
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
        <translation>样本数</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>舞台</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>后退一步</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>单步</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>直到结束</translation>
    </message>
    <message>
        <source>Lines by replica</source>
        <translation>按副本顺序列出</translation>
    </message>
    <message>
        <source>What the tutorial prints</source>
        <translation>教程打印的内容</translation>
    </message>
    <message>
        <source>Rules explorer: torch.chunk</source>
        <translation>规则探索器：torch.chunk</translation>
    </message>
    <message>
        <source>How DataParallel cuts N rows for k GPUs: every chunk has the same rows except the last, and some GPUs may get none.</source>
        <translation>DataParallel 如何为 k 个 GPU 切分 N 行：除最后一块外每块行数相同，有的 GPU 可能分不到数据块。</translation>
    </message>
    <message>
        <source>Rows N</source>
        <translation>行数 N</translation>
    </message>
    <message>
        <source>GPUs k</source>
        <translation>GPU 数量 k</translation>
    </message>
    <message>
        <source>Each simulated GPU is a thread of its own (a Web Worker): the replicas run at the same time, as on the desktop.</source>
        <translation>每个模拟 GPU 都是一个独立的线程（Web Worker）：各副本同时运行，和桌面版一样。</translation>
    </message>
    <message>
        <source>This page is not cross-origin isolated, so the browser gives it no threads: the replicas take turns on one thread, and each time shown is one replica's own.</source>
        <translation>本页没有跨源隔离（cross-origin isolated），浏览器不给它线程：各副本在同一个线程上轮流运行，显示的每个时间都只是那个副本自己的。</translation>
    </message>
    <message>
        <source>The engine is dpviz's own C++, compiled to WebAssembly; the times are measured in this browser.</source>
        <translation>引擎是 dpviz 自己的 C++ 代码，编译成了 WebAssembly；所有时间都在这个浏览器里测得。</translation>
    </message>
    <message>
        <source>The engine could not be loaded: %1</source>
        <translation>无法加载引擎：%1</translation>
    </message>
    <message numerus="yes">
        <source>The DataLoader hands over batch %1 of %2: %n row(s).</source>
        <translation>
            <numerusform>DataLoader 交出第 %1 个批次（共 %2 个）：%n 行。</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>torch.chunk cuts the batch into %n chunk(s): %1.</source>
        <translation>
            <numerusform>torch.chunk 把这个批次切成 %n 块：%1。</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>The model is copied to the %n GPU(s) that got a chunk.</source>
        <translation>
            <numerusform>复制模型：分到数据块的 %n 个 GPU 各得到一个副本。</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) back</source>
        <translation>
            <numerusform>已送回 %n 行</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n row(s), model</source>
        <translation>
            <numerusform>%n 行和副本</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n row(s)</source>
        <translation>
            <numerusform>%n 行</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Batch %1: %n row(s)</source>
        <translation>
            <numerusform>第 %1 个批次：%n 行</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>chunk %1: %n row(s)</source>
        <translation>
            <numerusform>数据块 %1：%n 行</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n chunk(s): [%1]. GPUs without a chunk: %2.</source>
        <translation>
            <numerusform>%n 块：[%1]。没有分到数据块的 GPU：%2 个。</numerusform></translation>
    </message>
    <message>
        <source>Explore on my own</source>
        <translation>我自己来探索</translation>
    </message>
    <message>
        <source>Follow the projector</source>
        <translation>跟着投影看</translation>
    </message>
    <message>
        <source>Following the projector: the lecturer's run, step by step, on this device's own engine.</source>
        <translation>正在跟着投影看：老师的这次运行，一步一步，在这台设备自己的引擎上重现。</translation>
    </message>
    <message numerus="yes">
        <source>The outputs are gathered on %1: %n row(s) again.</source>
        <translation>
            <numerusform>输出收集（gather）到 %1 上：又是 %n 行。</numerusform></translation>
    </message>
    <message>
        <source>MSELoss of the whole batch on %1: %2.</source>
        <translation>%1 上计算整个批次的 MSELoss：%2。</translation>
    </message>
    <message>
        <source>The loss's gradient is cut as the batch was: %1 rows back to the replicas.</source>
        <translation>损失的梯度按批次原来的切法切开：%1 行，送回各副本。</translation>
    </message>
    <message>
        <source>Backward: each replica computes its gradients at the same time; the slowest took %1.</source>
        <translation>反向：各副本同时计算自己的梯度；最慢的用了 %1。</translation>
    </message>
    <message>
        <source>Backward: the replicas compute their gradients one after another; together they took %1.</source>
        <translation>反向：各副本依次计算自己的梯度；合计用了 %1。</translation>
    </message>
    <message>
        <source>The gradients are summed on %1: %2 bytes from each replica.</source>
        <translation>梯度在 %1 上求和：每个副本送来 %2 B。</translation>
    </message>
    <message>
        <source>SGD updates the parameters on %1, once for the whole batch.</source>
        <translation>优化器更新（SGD）：在 %1 上更新参数，整个批次只更新一次。</translation>
    </message>
    <message>
        <source>loss %1</source>
        <translation>损失 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n gradient row(s)</source>
        <translation>
            <numerusform>%n 行梯度</numerusform></translation>
    </message>
    <message>
        <source>sums the gradients</source>
        <translation>对梯度求和</translation>
    </message>
    <message>
        <source>%1 bytes sent</source>
        <translation>已送出 %1 B</translation>
    </message>
    <message>
        <source>optimizer step (SGD)</source>
        <translation>优化器更新（SGD）</translation>
    </message>
    <message>
        <source>What runs</source>
        <translation>运行内容</translation>
    </message>
    <message>
        <source>The tutorial's forward</source>
        <translation>教程里的前向</translation>
    </message>
    <message>
        <source>A training step (MSELoss, SGD)</source>
        <translation>训练中的一步（MSELoss、SGD）</translation>
    </message>
    <message>
        <source>What the training prints</source>
        <translation>训练打印的内容</translation>
    </message>
</context>
<context>
    <name>sentences</name>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>、</translation>
    </message>
</context>
</TS>