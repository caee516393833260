#!/usr/bin/env python3
"""Fills translations/dpviz_zh_CN.ts from the table below (run after lupdate adds strings), and
gives dpviz_en.ts its English plural forms ("%n GPU(s)" -> "%n GPU" / "%n GPUs").

Usage: python3 tools/zh_CN_translations.py   -- rewrites both .ts in place; prints what is missing.
PyTorch's own printed lines are never translated; only the app's prose is.
"""
import sys
import xml.etree.ElementTree as ET

ZH = {
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
    'GPUs: 1 to 64 (on CUDA, those beyond the physical GPUs are virtual)': 'GPU：1 到 64 个（CUDA 下超出物理 GPU 数量的为虚拟 GPU）',
    'CUDA (%n GPU(s): %1)': 'CUDA（%n 个 GPU：%1）',
    'CUDA': 'CUDA',
    'virtual, on cuda:%1': '虚拟，运行在 cuda:%1 上',
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
        for form in (src.replace('(s)', ''), src.replace('(s)', 's')):
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
