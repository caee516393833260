// The class vote page in three real headless Chromium pages: each loads the page from
// the running app, votes in round 1 and round 2 and sees "vote received", then the reveal; one page
// scanned the QR code (its key: no PIN asked), one in zh_CN, one that types a wrong PIN first.
// Screenshots at 390×844 in both languages; no console errors; then the next question, without a
// reload; a ballot refused with retry_ms sent again; a tap left unanswered when round 2 opens is
// never sent as a round-2 vote; a timed round counts down; a skipped question is said to be skipped;
// after the reveal the class's votes beside the phone's own; the last answer kept once the app is gone.
// Run by run.sh, which finds chromium and playwright-core (or skips).
//   node vote_page_test.mjs --shots DIR -- COMMAND [ARGS...]
// COMMAND is the app (dpviz --predict --class-vote ... --vote-pin 1234): it prints
// "dpviz: class vote at http://ADDR:PORT/ PIN NNNN" on stderr and advances on a line on its stdin.
import fs from 'node:fs';
import path from 'node:path';

import { harness, STEP_MS } from './harness.mjs';

const h = harness('vote_page_test');
const { fail, tally } = h;
const shots = h.opt('--shots');

// The lecturer's Enter: the app reads one line on stdin per advance (its --vote-stdin test hook).
function advance() { h.app.stdin.write('next\n'); }

async function waitState(page, name, state, round) {
  const sel = `body[data-state="${state}"]` + (round ? `[data-round="${round}"]` : '');
  try {
    await page.waitForSelector(sel, { timeout: STEP_MS });
  } catch (e) {
    const now = await page.evaluate(() => JSON.stringify(document.body.dataset));
    fail(`${name}: no ${sel} (the page is at ${now}; status: ${await page.textContent('#status')})`);
  }
}

async function voteAndSeeReceived(page, name, choice) {
  await h.vote(page, name, choice);
  const status = await page.textContent('#status');
  if (!/Vote received|已收到你的投票/.test(status)) fail(`${name}: status after the vote is "${status}"`);
}

// Every text of the page against what is behind it: WCAG's contrast ratio, at least 4.5 (AA).
async function checkContrast(page, name) {
  const low = await page.evaluate(() => {
    const rgb = (c) => (c.match(/[\d.]+/g) || []).map(Number);
    const lum = ([r, g, b]) => [r, g, b].map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; })
      .reduce((a, v, i) => a + v * [0.2126, 0.7152, 0.0722][i], 0);
    const behind = (el) => {
      for (let e = el; e; e = e.parentElement) {
        const c = rgb(getComputedStyle(e).backgroundColor);
        if (c.length === 3 || (c.length === 4 && c[3] > 0)) return c.slice(0, 3);
      }
      return [255, 255, 255];
    };
    const out = [];
    for (const el of document.querySelectorAll('body *')) {
      if (!el.offsetParent && el.tagName !== 'BODY') continue;
      const own = Array.from(el.childNodes).some((n) => n.nodeType === 3 && n.textContent.trim());
      if (!own) continue;
      const a = lum(rgb(getComputedStyle(el).color).slice(0, 3));
      const b = lum(behind(el));
      const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
      if (ratio < 4.5) out.push(`${el.tagName}#${el.id}.${el.className} "${el.textContent.trim().slice(0, 30)}" ${ratio.toFixed(2)}`);
    }
    return out;
  });
  if (low.length) fail(`${name}: text with contrast under 4.5:\n${low.join('\n')}`);
}

async function shot(page, name) {
  await checkContrast(page, name);
  if (shots) await page.screenshot({ path: path.join(shots, name + '.png') });
}

const timer = setTimeout(() => fail('took longer than 200 s'), 200000);
const { url, pin, qr } = await h.startApp();
if (!qr.startsWith(url + '#k=')) fail(`the QR code's address "${qr}" is not the vote's with a key`);
h.browser = await h.chromium.launch({ executablePath: h.chromiumPath, args: ['--no-sandbox'] });
const pages = [];
for (const [name, locale] of [['en-1', 'en-US'], ['en-2', 'en-GB'], ['zh', 'zh-CN']]) {
  const page = await h.phone(name, locale);
  // The first page scanned the QR code (the join key in the address); the others type the PIN.
  await page.goto(name === 'en-1' ? qr : url);
  if (process.env.DPVIZ_VOTE_DEBUG) page.on('websocket', (ws) => { ws.on('framesent', (f) => console.error(name, 'sent', f.payload)); ws.on('framereceived', (f) => console.error(name, 'recv', String(f.payload).slice(0, 60))); ws.on('close', () => console.error(name, 'ws closed')); });
  pages.push({ name, page });
}
const [en1, en2, zh] = pages.map((p) => p.page);
if ((await zh.getAttribute('html', 'lang')) !== 'zh-CN') fail('zh: the page did not take the phone\'s language');
if (!/[\u4e00-\u9fff]/.test(await zh.textContent('h1'))) fail('zh: the title is not in Chinese');
for (const { name, page } of pages) await waitState(page, name, 'open', 1);
// The scanned page asks for no PIN, and its address bar no longer shows the key.
if (!(await en1.isHidden('#pin-form'))) fail('en-1: the QR code\'s page asks for the PIN');
if ((await en1.evaluate(() => window.location.href)).includes('#k=')) fail('en-1: the key stays in the address bar');
if (!(await en2.isVisible('#pin-form'))) fail('en-2: the page without the QR code asks for no PIN');
await shot(en1, 'phone-en-question');
await shot(zh, 'phone-zh_CN-question');

// Round 1: en-2 first votes with a wrong PIN (refused, nothing counted), then with the right one.
await en2.fill('#pin', pin === '0000' ? '1111' : '0000');
await en2.click('#options button[data-choice="1"]');
await en2.waitForSelector('#status.error', { timeout: STEP_MS }).catch(() => fail('en-2: a wrong PIN was not refused'));
if ((await tally(url)).counts.reduce((a, b) => a + b, 0) !== 0) fail('a vote with a wrong PIN was counted');
// The zh page with a wrong PIN: the server's code (English on the wire) is worded in Chinese.
await zh.fill('#pin', pin === '0000' ? '1111' : '0000');
await zh.click('#options button[data-choice="1"]');
await zh.waitForSelector('#status.error', { timeout: STEP_MS }).catch(() => fail('zh: a wrong PIN was not refused'));
const zhRefusal = await zh.textContent('#status');
if (zhRefusal !== '未计入：PIN 不对') fail(`zh: the wrong PIN's refusal reads "${zhRefusal}"`);
// Every refusal code the server has (ui/vote/vote_message.h) has its own words in both languages,
// and the Chinese ones hold no English but "PIN".
{
  const header = fs.readFileSync(new URL('../../../ui/vote/vote_message.h', import.meta.url), 'utf8');
  const codes = [...header.matchAll(/inline constexpr char k\w+\[\] = "([^"]+)";/g)].map((m) => m[1]);
  if (codes.length < 10) fail(`only ${codes.length} refusal codes found in vote_message.h`);
  for (const [name, p] of [['zh', zh], ['en-1', en1]]) {
    const words = await p.evaluate((list) => list.map((c) => [c, refusalText(c), t('refusedOther')]), codes);
    for (const [code, text, other] of words) {
      if (text === other) fail(`${name}: the refusal "${code}" has no words of its own`);
      if (name === 'zh' && /[A-Za-z]/.test(text.replace(/PIN/g, ''))) fail(`zh: the refusal "${code}" reads "${text}"`);
    }
  }
}
await en2.fill('#pin', pin);
await zh.fill('#pin', pin);
await voteAndSeeReceived(en1, 'en-1', 0);
await voteAndSeeReceived(en2, 'en-2', 1);
await voteAndSeeReceived(zh, 'zh', 1);
// A burst of taps (faster than the server's 5 messages a second): the last one is the vote.
for (const c of [3, 1, 0, 3]) await en1.click(`#options button[data-choice="${c}"]`, { noWaitAfter: true });
await voteAndSeeReceived(en1, 'en-1', 2);  // a later vote replaces the earlier ones
await shot(en1, 'phone-en-received');
await shot(zh, 'phone-zh_CN-received');
let t = await tally(url);
if (t.round !== 1 || JSON.stringify(t.counts.slice(0, 3)) !== '[0,2,1]' || t.clients < 3) fail(`round 1 tally ${JSON.stringify(t)}`);

// A phone that reloads mid-round gets its own ballot back from the server: "vote received" with
// its choice, and nothing counted twice.
async function reloadAndSeeMine(page, name, state, round, choice) {
  await page.reload();
  await waitState(page, name, state, round);
  await page.waitForSelector(`#options button[data-choice="${choice}"][aria-pressed="true"]`, { timeout: STEP_MS })
    .catch(() => fail(`${name}: after a reload its vote for option ${choice + 1} is not shown`));
}
await reloadAndSeeMine(zh, 'zh', 'open', 1, 1);
// The browser edition's explorer would answer the open question: its link waits for the reveal.
for (const { name, page } of pages) if (!(await page.isHidden('#explore'))) fail(`${name}: the link to the explorer shows while the question is open`);
if (!/已收到你的投票：选项 2/.test(await zh.textContent('#status'))) fail(`zh: after a reload the status is "${await zh.textContent('#status')}"`);
t = await tally(url);
if (JSON.stringify(t.counts.slice(0, 3)) !== '[0,2,1]') fail(`a reload changed the tally: ${JSON.stringify(t)}`);

// Round 2: the lecturer's Enter; every page asks again, with nothing chosen yet.
advance();
for (const { name, page } of pages) await waitState(page, name, 'open', 2);
if (await en1.$('#options button[aria-pressed="true"]')) fail('en-1: round 2 starts with a vote already chosen');
await shot(en1, 'phone-en-round2');
await shot(zh, 'phone-zh_CN-round2');
await voteAndSeeReceived(en1, 'en-1', 0);
await voteAndSeeReceived(en2, 'en-2', 0);
await voteAndSeeReceived(zh, 'zh', 0);
t = await tally(url);
if (t.round !== 2 || JSON.stringify(t.counts.slice(0, 3)) !== '[3,0,0]') fail(`round 2 tally ${JSON.stringify(t)}`);

// Both votes on the projector, then the reveal.
advance();
for (const { name, page } of pages) await waitState(page, name, 'closed', 2);
advance();
for (const { name, page } of pages) {
  await waitState(page, name, 'revealed');
  if (!(await page.textContent('#answer')).trim() || !(await page.textContent('#why')).trim()) fail(`${name}: the reveal has no answer or no why`);
  if (!(await page.$('#options button.right'))) fail(`${name}: the right option is not marked`);
  if (!(await page.isVisible('#explore')) || !/web\/\?follow=1/.test(await page.getAttribute('#explore', 'href'))) {
    fail(`${name}: after the reveal there is no link to the browser edition's follow mode`);
  }
}
if (!/[\u4e00-\u9fff]/.test(await zh.textContent('#why'))) fail('zh: the why is not in Chinese');
// Beside the answer, the class: each option's ballots in both votes (the server's tally), this
// phone's own marked; sent only now, with the answer.
{
  const rounds = (await tally(url)).rounds;
  const shown = await en1.$$eval('#class .class-row', (rows) => rows.map((r) => [...r.querySelectorAll('.count')].map((c) => c.textContent)));
  if (shown.length !== 4) fail(`en-1: the class's votes show ${shown.length} options`);
  shown.forEach((counts, i) => {
    const want = [String(rounds[0][i]) + (i === 2 ? ' · yours' : ''), String(rounds[1][i]) + (i === 0 ? ' · yours' : '')];
    if (JSON.stringify(counts) !== JSON.stringify(want)) fail(`en-1: option ${i + 1} shows ${JSON.stringify(counts)}, not ${JSON.stringify(want)}`);
  });
  if (!/^答对：第一次投票 3 人中 \d 人，第二次投票 3 人中 \d 人。$/.test(await zh.textContent('#class .class-right'))) {
    fail(`zh: the class's line reads "${await zh.textContent('#class .class-right')}"`);
  }
}
// The app gone at the reveal (the class over, the laptop shut): the phone keeps the answer and
// says the app is not answering, while it tries to reconnect. A fifth page whose socket the "app"
// closes, and whose reconnects find nobody.
{
  const context = await h.browser.newContext({ locale: 'zh-CN', viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  page.on('pageerror', (e) => h.errors.push(`gone: ${e.message}`));
  let gone = false;
  const sockets = [];
  await page.routeWebSocket(/\/ws(\?|$)/, (ws) => {
    if (gone) { ws.close({ code: 1006 }); return; }
    const server = ws.connectToServer();
    sockets.push(ws);
    ws.onMessage((m) => server.send(m));
    server.onMessage((m) => ws.send(m));
  });
  await page.goto(`${url}?pin=${pin}`);
  await waitState(page, 'gone', 'revealed');
  const answer = await page.textContent('#answer');
  gone = true;
  for (const ws of sockets) ws.close({ code: 1001 });
  await page.waitForSelector('#gone', { state: 'visible', timeout: STEP_MS }).catch(() => fail('gone: with the app gone the page does not say so'));
  if ((await page.textContent('#answer')) !== answer || await page.isHidden('#reveal')) fail(`gone: with the app gone the answer reads "${await page.textContent('#answer')}"`);
  await shot(page, 'phone-zh_CN-app-gone');
  await context.close();
}
// Reloaded after the reveal: the answer, and the phone's own (round 2) vote.
await en2.reload();
await waitState(en2, 'en-2', 'revealed');
if (!/Your last vote.*option 1\b/.test(await en2.textContent('#mine'))) fail(`en-2: after a reload at the reveal, "${await en2.textContent('#mine')}"`);
await shot(en1, 'phone-en-reveal');
await shot(zh, 'phone-zh_CN-reveal');

// The language switch, both ways, without a reload.
await en2.click('#lang');
if (!/[\u4e00-\u9fff]/.test(await en2.textContent('#answer-title'))) fail('en-2: the switch did not turn the page into Chinese');
await en2.click('#lang');
if ((await en2.textContent('#answer-title')) !== 'The answer') fail('en-2: the switch did not turn the page back into English');

// The lecturer goes on: the run plays to its next question, which every page asks without a reload.
const first = await en1.getAttribute('body', 'data-question');
const firstText = await zh.textContent('#question');
advance();
for (const { name, page } of pages) {
  try {
    await page.waitForFunction((q) => document.body.dataset.state === 'open' && document.body.dataset.round === '1' &&
      document.body.dataset.question && document.body.dataset.question !== q, first, { timeout: 60000 });
  } catch (e) {
    fail(`${name}: no next question after the reveal (at ${await page.evaluate(() => JSON.stringify(document.body.dataset))})`);
  }
  if (await page.$('#options button[aria-pressed="true"]')) fail(`${name}: the next question starts with a vote chosen`);
  if (!(await page.isHidden('#reveal'))) fail(`${name}: the last answer is still shown`);
}
if ((await zh.textContent('#question')) === firstText) fail('zh: the next question shows the last one\'s text');
await voteAndSeeReceived(zh, 'zh', 0);
await shot(zh, 'phone-zh_CN-next-question');

// A ballot refused with retry_ms (the server lets a NAT'd room's new phones in a few a
// second) is sent again when the server says, and then counted: a fourth page whose first answer
// from the server is replaced by such a refusal on its way.
{
  const context = await h.browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  page.on('pageerror', (e) => h.errors.push(`busy: ${e.message}`));
  const ballots = [];
  let refusedOnce = false;
  await page.routeWebSocket(/\/ws(\?|$)/, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((m) => { ballots.push(m); server.send(m); });
    server.onMessage((m) => {
      if (!refusedOnce && /"ok":true/.test(m) && !/"token"/.test(m)) {  // the first ballot's answer, not the join's
        refusedOnce = true;
        ws.send('{"ok":false,"error":"too many new phones from one address at once","retry_ms":400}');
        return;
      }
      ws.send(m);
    });
  });
  await page.goto(`${url}?pin=${pin}`);
  await waitState(page, 'busy', 'open', 1);
  await page.click('#options button[data-choice="3"]');
  await page.waitForFunction(() => /sent again in a moment/.test(document.querySelector('#status').textContent), null, { timeout: STEP_MS })
    .catch(() => fail('busy: a refusal with retry_ms did not say the vote is sent again'));
  await page.waitForSelector('#options button[data-choice="3"][aria-pressed="true"]', { timeout: STEP_MS })
    .catch(() => fail('busy: the vote sent again was not received'));
  if (!/Vote received/.test(await page.textContent('#status'))) fail(`busy: status "${await page.textContent('#status')}"`);
  const votes = ballots.filter((m) => /"choice"/.test(m));
  if (votes.length !== 2) fail(`busy: ${votes.length} ballots sent, not the vote and its one retry`);
  await context.close();
}

// The page's half of ballots bound to their round (docs/security.md, *Against a hostile phone*): a tap whose answer never comes is sent again only for
// the round it was made in. Here its answer is held back, the lecturer opens round 2, and the
// page's 3 s retry must not send it as a round-2 vote (the server would count it there).
{
  const context = await h.browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  page.on('pageerror', (e) => h.errors.push(`late: ${e.message}`));
  const sent = [];
  await page.routeWebSocket(/\/ws(\?|$)/, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((m) => { sent.push(m); if (!/"choice"/.test(m)) server.send(m); });  // ballots go nowhere
    server.onMessage((m) => ws.send(m));
  });
  await page.goto(`${url}?pin=${pin}`);
  await waitState(page, 'late', 'open', 1);
  await page.click('#options button[data-choice="2"]');
  await page.waitForFunction(() => /Sending/.test(document.querySelector('#status').textContent), null, { timeout: STEP_MS });
  advance();  // round 2 opens while the round-1 tap waits for its answer
  await waitState(page, 'late', 'open', 2);
  await page.waitForTimeout(3500);  // past the page's 3 s retry
  const late = sent.filter((m) => /"choice"/.test(m)).map((m) => JSON.parse(m));
  if (!late.length || late.some((b) => b.round !== 1)) fail(`late: a round-1 tap was sent as ${JSON.stringify(late)}`);
  if (await page.$('#options button[aria-pressed="true"]')) fail('late: round 2 shows the round-1 tap as its vote');
  await context.close();
}

// A timed round (--think-time, a lesson's round_seconds): each push of the open round carries
// "left_ms", and the page counts down from its arrival, m:ss, then says the time is up; with no
// round open the clock is gone. Here the server's pushes are given 2.5 s left on their way.
let timed;
{
  const context = await h.browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
  timed = await context.newPage();
  timed.on('pageerror', (e) => h.errors.push(`timed: ${e.message}`));
  await timed.routeWebSocket(/\/ws(\?|$)/, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((m) => server.send(m));
    server.onMessage((m) => ws.send(/"state":"open"/.test(m) ? m.replace(/}$/, ',"left_ms":2500}') : m));
  });
  await timed.goto(`${url}?pin=${pin}`);
  await waitState(timed, 'timed', 'open', 2);
  const first = await timed.textContent('#clock');
  if (!/^0:0[123] left to vote$/.test(first) || await timed.isHidden('#clock')) fail(`timed: the clock reads "${first}"`);
  await timed.waitForFunction(() => /Time is up/.test(document.querySelector('#clock').textContent), null, { timeout: STEP_MS })
    .catch(async () => fail(`timed: the clock never said the time is up ("${await timed.textContent('#clock')}")`));
}

// The lecturer skips the open question (S; "skip" on stdin): every page says it was skipped.
h.app.stdin.write('skip\n');
await timed.waitForSelector('#clock', { state: 'hidden', timeout: STEP_MS }).catch(() => fail('timed: the clock stays after the round'));
for (const [name, page, words] of [['en-1', en1, /skipped that question/], ['zh', zh, /跳过了这道题/]]) {
  await page.waitForFunction((re) => new RegExp(re).test(document.querySelector('#status').textContent), words.source, { timeout: STEP_MS, polling: 'raf' })
    .catch(async () => fail(`${name}: after a skip the status is "${await page.textContent('#status')}"`));
}

clearTimeout(timer);
if (h.errors.length) fail('console errors:\n' + h.errors.join('\n'));
h.app.removeAllListeners('exit');
h.app.kill('SIGTERM');
await h.browser.close();
console.log('vote_page_test: 3 pages voted twice (one with the QR code\'s key), saw the reveal and the next question (en, en, zh_CN); a late tap stayed in its round; no console errors');
