// The browser edition (web/) in headless Chromium, from its exported folder on a local server:
//  - with the isolation headers (COOP/COEP): the simulated GPUs are threads, and the page's log, run
//    to the end, equals `dpviz-cli tutorial --order index` byte for byte for 1, 2, 3 and 8 GPUs and an
//    odd batch and data size; in the order replicas finished it holds the same lines per batch; a
//    training run's equals `dpviz-cli train --gemm portable`'s, losses to the last bit;
//  - without them: the page runs, says the replicas take turns, and its log is the same;
//  - bad input: the desktop's message (a range) and PyTorch's (no data), as dpviz-cli prints them;
//  - both languages; 390×844 (a phone) and 1366×768 (a laptop) with no horizontal scroll; Step and
//    Step back move one phase, and so do → and ←; the rules explorer answers torch.chunk's sizes;
//  - served by the app's class vote server (/web/, with the headers): threads, and "follow the
//    projector" opens the app's run and reaches its batch and phase; "Explore on my own" hands over.
//   node web_page_test.mjs --modules DIR --chromium PATH --site DIR --cli DPVIZ_CLI --dpviz DPVIZ --source DIR [--shots DIR]
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { createRequire } from 'node:module';
import { serve } from '../../../tools/web_static_server.mjs';

const args = process.argv.slice(2);
const opt = (name) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : undefined; };
const site = opt('--site'), cli = opt('--cli'), shots = opt('--shots'), dpviz = opt('--dpviz');
const { chromium } = createRequire(import.meta.url)(path.resolve(opt('--modules'), 'playwright-core'));
const STEP_MS = 60000;

let browser, app;
const errors = [];
process.on('exit', () => { if (app && app.exitCode === null) app.kill('SIGKILL'); });
function fail(message) {
  console.error(`web_page: ${message}`);
  if (browser) browser.close().catch(() => {});
  process.exit(1);
}
function check(ok, message) { if (!ok) fail(message); }

function cliLog(gpus, batch, data) {
  return execFileSync(cli, ['tutorial', '--gpus', String(gpus), '--batch-size', String(batch), '--data-size', String(data), '--order', 'index'],
                      { encoding: 'utf8' });
}
// The page's products run on the portable kernel: natively the same kernel gives the same bits.
function cliTrain(gpus, batch, data) {
  return execFileSync(cli, ['train', '--gpus', String(gpus), '--batch-size', String(batch), '--data-size', String(data), '--gemm', 'portable'],
                      { encoding: 'utf8' });
}

async function open(url, viewport, name) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`${name}: console: ${m.text()}`); });
  page.on('pageerror', (e) => errors.push(`${name}: ${e.message}`));
  page.on('response', (r) => { if (r.status() >= 400) errors.push(`${name}: ${r.status()} for ${r.url()}`); });
  await page.goto(url);
  await page.waitForSelector('body[data-ready="true"]', { timeout: STEP_MS });
  return page;
}

async function runTo(page, gpus, batch, data, byReplica, train = false) {
  await page.check(`input[name=what][value=${train ? 'train' : 'forward'}]`);
  await page.fill('#gpus', String(gpus));
  await page.fill('#batch', String(batch));
  await page.fill('#data', String(data));
  if (!train) await page.setChecked('#by-replica', byReplica);
  await page.click('#run');
  await page.waitForSelector('#player[data-done="false"]', { timeout: STEP_MS });
  await page.click('#end');
  await page.waitForSelector('#player[data-done="true"]', { timeout: STEP_MS });
  return page.evaluate(() => window.dpviz.log());
}

async function noHorizontalScroll(page, name) {
  const w = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  check(w.scroll <= w.client, `${name}: the page is ${w.scroll} px wide in a ${w.client} px window (horizontal scroll)`);
}

const sortedByBatch = (text) => text.split(/(?<=output_size torch\.Size\(\[\d+, \d+\]\)\n)/).map((b) => b.split('\n').sort().join('\n'));

// The app with its class vote on loopback, at the tutorial lesson's stop 7 (batch 1's forward on 8
// GPUs); resolves with its URL.
function startApp() {
  return new Promise((resolve) => {
    app = spawn(dpviz, ['--lesson', path.join(opt('--source'), 'resources/lessons/tutorial.dpviz'), '--stop', '7',
                        '--window-size', '1024x768', '--lang', 'en', '--class-vote',
                        '--vote-bind', '127.0.0.1', '--vote-port', '0', '--vote-pin', '1234'], { stdio: ['ignore', 'ignore', 'pipe'] });
    let text = '';
    app.on('exit', (code) => { if (!app.done) fail(`the app exited (${code}); its stderr:\n${text.slice(-2000)}`); });
    app.stderr.on('data', (chunk) => {
      text += chunk;
      const m = /dpviz: class vote at (http:\/\/[^\s]+\/) PIN/.exec(text);
      if (m && !app.url) { app.url = m[1]; resolve(m[1]); }
    });
  });
}

async function main() {
  browser = await chromium.launch({ executablePath: opt('--chromium'), args: ['--no-sandbox'] });
  const isolated = await serve(site, true), plain = await serve(site, false);

  // Threads, and the log byte for byte against dpviz-cli.
  const laptop = await open(isolated.url + '?lang=en', { width: 1366, height: 768 }, 'laptop');
  check(await laptop.evaluate(() => window.dpviz.threads()), 'the isolated page has no threads (crossOriginIsolated is false)');
  for (const [gpus, batch, data] of [[1, 30, 100], [2, 30, 100], [3, 30, 100], [8, 30, 100], [3, 7, 23]]) {
    const got = await runTo(laptop, gpus, batch, data, true);
    const want = cliLog(gpus, batch, data);
    check(got === want, `${gpus} GPUs, batch ${batch}, data ${data}: the page's log differs from dpviz-cli's:\n--- page\n${got}--- dpviz-cli\n${want}`);
    const finished = await runTo(laptop, gpus, batch, data, false);
    check(JSON.stringify(sortedByBatch(finished)) === JSON.stringify(sortedByBatch(want)),
          `${gpus} GPUs: in finishing order the log holds other lines than dpviz-cli's:\n${finished}`);
  }
  // A training step: its printout equals dpviz-cli train --gemm portable's, losses to the last bit
  // (the same engine and kernel, compiled to WebAssembly and to x86-64).
  for (const [gpus, batch, data] of [[1, 30, 100], [3, 30, 100], [8, 7, 23]]) {
    const got = await runTo(laptop, gpus, batch, data, false, true);
    const want = cliTrain(gpus, batch, data);
    check(got === want, `training, ${gpus} GPUs, batch ${batch}, data ${data}: the page's log differs from dpviz-cli train's:\n--- page\n${got}--- dpviz-cli\n${want}`);
  }
  await noHorizontalScroll(laptop, '1366×768');
  if (shots) await laptop.screenshot({ path: path.join(shots, 'web-1366x768-en.png'), fullPage: true });
  await laptop.click('#lang');
  await noHorizontalScroll(laptop, '1366×768 zh_CN');
  if (shots) await laptop.screenshot({ path: path.join(shots, 'web-1366x768-zh_CN.png'), fullPage: true });
  await laptop.click('#lang');

  // Step and Step back move one phase: load → scatter on 8 GPUs.
  await laptop.check('input[name=what][value=forward]');
  await laptop.fill('#gpus', '8');
  await laptop.fill('#batch', '30');
  await laptop.fill('#data', '100');
  await laptop.click('#run');
  await laptop.waitForFunction(() => /DataLoader/.test(document.getElementById('caption').textContent), null, { timeout: STEP_MS });
  await laptop.click('#step');
  await laptop.waitForFunction(() => /torch\.chunk cuts the batch into 8 chunks: 4, 4, 4, 4, 4, 4, 4, 2\./.test(document.getElementById('caption').textContent),
                               null, { timeout: STEP_MS }).catch(() => fail('Step after Load does not show the split 4×7 + 2'));
  await laptop.click('#back');
  check(/DataLoader hands over batch 1 of 4: 30 rows/.test(await laptop.textContent('#caption')), `Step back does not return to Load: ${await laptop.textContent('#caption')}`);
  // The keyboard: → steps, ← steps back (focus on the page, not in a field).
  await laptop.evaluate(() => document.activeElement && document.activeElement.blur());
  await laptop.keyboard.press('ArrowRight');
  await laptop.waitForFunction(() => /torch\.chunk cuts/.test(document.getElementById('caption').textContent), null, { timeout: STEP_MS })
    .catch(() => fail('→ does not step'));
  await laptop.keyboard.press('ArrowLeft');
  await laptop.waitForFunction(() => /DataLoader/.test(document.getElementById('caption').textContent), null, { timeout: STEP_MS })
    .catch(() => fail('← does not step back'));

  // Bad input: the messages dpviz-cli and the desktop print.
  for (const [field, value, want] of [['#gpus', '65', "--gpus: expected an integer from 1 to 64, got '65'"],
                                      ['#data', '0', 'num_samples should be a positive integer value, but got num_samples=0']]) {
    await laptop.fill('#gpus', '8');
    await laptop.fill('#data', '100');
    await laptop.fill(field, value);
    await laptop.click('#run');
    await laptop.waitForSelector('#error:not([hidden])', { timeout: STEP_MS });
    const shown = await laptop.textContent('#error');
    check(shown === want, `${field}=${value}: the page says '${shown}', expected '${want}'`);
  }

  // The rules explorer: torch.chunk's sizes for N = 10, k = 8.
  await laptop.fill('#chunk-n', '10');
  await laptop.fill('#chunk-k', '8');
  await laptop.waitForFunction(() => /^5 chunks: \[2, 2, 2, 2, 2\]\. GPUs without a chunk: 3\.$/.test(document.getElementById('chunk-result').textContent),
                               null, { timeout: STEP_MS }).catch(async () => fail(`explorer: ${await laptop.textContent('#chunk-result')}`));

  // Chinese, switched at runtime, and a phone's width.
  const phone = await open(isolated.url + '?lang=zh_CN', { width: 390, height: 844 }, 'phone');
  check((await phone.textContent('#title')) === 'DataParallel（数据并行），一步一步看', `zh_CN title: ${await phone.textContent('#title')}`);
  await phone.waitForSelector('#player[data-done="false"]', { timeout: STEP_MS });
  await phone.click('#step');
  await noHorizontalScroll(phone, '390×844 zh_CN');
  if (shots) await phone.screenshot({ path: path.join(shots, 'web-390x844-zh_CN.png'), fullPage: true });
  await phone.click('#lang');
  check((await phone.textContent('#title')) === 'DataParallel, step by step', 'the language button does not switch to English');
  await noHorizontalScroll(phone, '390×844 en');
  if (shots) await phone.screenshot({ path: path.join(shots, 'web-390x844-en.png'), fullPage: true });

  // Without the headers: no threads, said so, the same log.
  const single = await open(plain.url + '?lang=en', { width: 1366, height: 768 }, 'no isolation');
  check(!(await single.evaluate(() => window.dpviz.threads())), 'a page without the headers claims threads');
  check(/take turns on one thread/.test(await single.textContent('#mode')), `without the headers the page does not say the replicas take turns: ${await single.textContent('#mode')}`);
  const got = await runTo(single, 3, 30, 100, true);
  check(got === cliLog(3, 30, 100), `without the headers the log differs from dpviz-cli's:\n${got}`);

  // Served by the app's class vote: /web/ with the headers, /stage, and the follow mode.
  const voteUrl = await startApp();
  const followed = await open(voteUrl + 'web/?follow=1&lang=en', { width: 390, height: 844 }, 'follow');
  check(await followed.evaluate(() => window.dpviz.threads()), 'the page the app serves has no threads (its isolation headers are missing)');
  check(await followed.evaluate(() => window.dpviz.following()), 'web/?follow=1 does not follow the projector');
  let matched = null;
  for (let i = 0; i < 60 && !matched; ++i) {
    const stage = await (await fetch(voteUrl + 'stage')).json();
    const at = await followed.evaluate(() => window.dpviz.position());
    if (stage.batch === 1 && stage.phase === 'forward' && at && at.batch === 0 && at.phase === 'forward') matched = { stage, at };
    else await new Promise((r) => setTimeout(r, 500));
  }
  check(matched, 'following, the page never reached the projector\'s batch and phase in 30 s');
  check(await followed.isDisabled('#step'), 'following, the page can be stepped (it should be read-only)');
  if (shots) await followed.screenshot({ path: path.join(shots, 'web-follow-390x844-en.png'), fullPage: true });
  await followed.click('#follow');
  check(!(await followed.evaluate(() => window.dpviz.following())), '"Explore on my own" does not stop following');
  check(!(await followed.isDisabled('#run')), 'after "Explore on my own" the form stays disabled');
  app.done = true;
  app.kill('SIGTERM');

  check(errors.length === 0, `the pages logged errors:\n${errors.join('\n')}`);
  await browser.close();
  isolated.server.close();
  plain.server.close();
  console.log('web_page: ok');
}

main().catch((e) => fail(e.stack || String(e)));
