// The browser edition's budgets, measured (never in tests: machines are shared and noisy), each
// beside its reference in the same run:
//  - download: every file a page loads, gzip -9 as a host would send it (budget 3 MB), per engine;
//  - interactive: navigation to the engine answering its first request, on loopback in headless
//    Chromium (budget 1.5 s), median of 5 loads, with and without the isolation headers;
//  - DataParallel's step on 8 GPUs (the tutorial's batch) and a one-thread 256×1024×1024 product in
//    the page, beside dpviz-bench's native figures (dp_step_us_k8, gemm_gflops_1t_portable and the
//    build's own library).
//   node tools/web-bench.mjs --site DIR --modules DIR --chromium PATH --bench DPVIZ_BENCH
// Ends with one key=value line per figure, as dpviz-bench does.
import { execFileSync } from 'node:child_process';
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { createRequire } from 'node:module';
import { serve } from './web_static_server.mjs';

const args = process.argv.slice(2);
const opt = (name) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : undefined; };
const site = opt('--site');
const { chromium } = createRequire(import.meta.url)(path.resolve(opt('--modules'), 'playwright-core'));
const figures = {};
const median = (v) => v.slice().sort((a, b) => a - b)[Math.floor(v.length / 2)];

const page = ['index.html', 'style.css', 'texts.js', 'dpviz_web.js', 'dpviz.svg'];
const engines = { threads: ['dpviz_engine.js', 'dpviz_engine.wasm', 'dpviz_engine.worker.js'], single: ['dpviz_engine_single.js', 'dpviz_engine_single.wasm'] };
console.log('# Download: what a page loads, gzip -9 (budget 3 MB)');
for (const [name, files] of Object.entries(engines)) {
  let raw = 0, gz = 0;
  for (const f of [...page, ...files]) {
    const p = path.join(site, f);
    if (!existsSync(p)) continue;
    const bytes = readFileSync(p);
    raw += bytes.length;
    gz += gzipSync(bytes, { level: 9 }).length;
  }
  console.log(`   ${name.padEnd(8)} ${(raw / 1e6).toFixed(2)} MB, ${(gz / 1e6).toFixed(2)} MB compressed: ${(gz / 3e6 * 100).toFixed(0)} % of the budget`);
  figures[`web_download_mb_${name}`] = +(gz / 1e6).toFixed(3);
}

const browser = await chromium.launch({ executablePath: opt('--chromium'), args: ['--no-sandbox'] });
console.log('# Interactive: navigation to the engine\'s first answer, loopback, median of 5 (budget 1.5 s)');
for (const isolated of [true, false]) {
  const { server, url } = await serve(site, isolated);
  const times = [];
  let inPage = null;
  for (let i = 0; i < 5; ++i) {
    const context = await browser.newContext();
    const p = await context.newPage();
    await p.goto(url + '?lang=en');
    await p.waitForSelector('body[data-ready="true"]', { timeout: 60000 });
    times.push(Number(await p.evaluate(() => document.body.dataset.readyMs)));
    if (i === 4) inPage = await p.evaluate(() => window.dpviz.bench());
    await context.close();
  }
  server.close();
  const name = isolated ? 'threads' : 'single';
  const ms = median(times);
  console.log(`   ${name.padEnd(8)} ${ms.toFixed(0)} ms (${(ms / 1500 * 100).toFixed(0)} % of the budget); runs: ${times.map((t) => t.toFixed(0)).join(', ')}`);
  figures[`web_interactive_ms_${name}`] = +ms.toFixed(1);
  figures[`web_dp_step_us_k8_${name}`] = +inPage.dp_step_us_k8.toFixed(2);
  figures[`web_gemm_gflops_1t_${name}`] = +inPage.gemm_gflops_1t.toFixed(2);
}
await browser.close();

// The native figures, this machine, this run.
const native = {};
const text = execFileSync(opt('--bench'), ['--only', 'step'], { encoding: 'utf8' }) +
             execFileSync(opt('--bench'), ['--only', 'gemm'], { encoding: 'utf8' });
for (const m of text.matchAll(/^(\w+)=([-\d.e+]+)$/gm)) native[m[1]] = Number(m[2]);
console.log('# In the page beside native (this machine, this run)');
console.log(`   DataParallel step, 8 GPUs: ${figures.web_dp_step_us_k8_threads} µs with threads, ${figures.web_dp_step_us_k8_single} µs taking turns; native ${native.dp_step_us_k8.toFixed(2)} µs`);
console.log(`   256×1024×1024, one thread: ${figures.web_gemm_gflops_1t_threads} GFLOP/s in the page; native: portable ${native.gemm_gflops_1t_portable.toFixed(1)}, ` +
            `OpenBLAS ${native.gemm_gflops_1t_openblas.toFixed(1)}${native.gemm_gflops_1t_onednn ? ', oneDNN ' + native.gemm_gflops_1t_onednn.toFixed(1) : ''} GFLOP/s`);
figures.web_step_ratio_to_native = +(figures.web_dp_step_us_k8_threads / native.dp_step_us_k8).toFixed(3);
figures.web_gemm_ratio_to_native_portable = +(figures.web_gemm_gflops_1t_threads / native.gemm_gflops_1t_portable).toFixed(3);
for (const [k, v] of Object.entries(figures)) console.log(`${k}=${v}`);
