// A whole lesson (class-90min.dpviz) played in projector mode with three headless Chromium phones
// voting at every question: each stop reached in order; at a quiz stop every phone is asked (a new
// question id), votes in round 1 and round 2, and every ballot is counted once (the tally's counts
// are exactly the phones' choices); one phone reloaded mid-round 1 gets its own vote back and
// nothing is counted twice; after the reveal every phone sees the answer and the projector's
// centre is the question's reveal or the views, never the join screen; a stop without a question
// opens none on the phones. Run by run.sh, which finds chromium and playwright-core (or skips).
//   node class_plan_test.mjs --modules DIR --chromium PATH --lesson FILE [--shots DIR] -- COMMAND [ARGS...]
// With --shots, the projector at each reveal and just after it (the stage playing the answer) is
// saved there as LANG-stop-NN-reveal.png and LANG-stop-NN-after.png (the app's "shot PATH" line).
// COMMAND is the app with --lesson FILE --class-vote --vote-pin ... --vote-stdin: each line on its
// stdin is the lecturer's clicker, and it answers each with "dpviz: vote-stdin: stop S of N,
// question Q, centre C" on stderr (ui/shell/vote_screen.h).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { harness, STEP_MS } from './harness.mjs';

const h = harness('class_plan_test');
const { fail, tally, vote } = h;
const shots = h.opt('--shots');
const lesson = JSON.parse(fs.readFileSync(h.opt('--lesson'), 'utf8'));
const lang = h.command[h.command.indexOf('--lang') + 1] || 'en';
const started = Date.now();

// The app's answers to the clicker, in order, and whoever waits for the next one.
const answers = [];
let waiting = null;
let seen = 0;
function readAnswers(text) {
  const lines = text.split('\n');
  for (; seen < lines.length - 1; ++seen) {
    const a = /^dpviz: vote-stdin: (?:stop (\d+) of (\d+)|no lesson), question (\w+), centre (\w+)$/.exec(lines[seen]);
    if (!a) continue;
    answers.push({ stop: Number(a[1]), of: Number(a[2]), question: a[3], centre: a[4] });
    if (waiting) { const w = waiting; waiting = null; w(); }
  }
}

// One press of the clicker; the app's answer.
async function click() {
  const n = answers.length;
  h.app.stdin.write('next\n');
  if (answers.length === n) {
    let timeout;
    await Promise.race([new Promise((r) => { waiting = r; }), new Promise((r) => { timeout = setTimeout(r, STEP_MS); })]);
    clearTimeout(timeout);
  }
  if (answers.length === n) fail('the app did not answer the clicker');
  return answers[n];
}

// The projector as the room sees it, saved by the app (its "shot PATH" line) when --shots is given.
async function shot(name) {
  if (!shots) return;
  const file = path.join(shots, `${lang}-${name}.png`);
  const n = answers.length;
  fs.rmSync(file, { force: true });  // a kept folder's earlier picture is not this one
  h.app.stdin.write(`shot ${file}\n`);
  for (let waited = 0; !fs.existsSync(file); waited += 50) {
    if (waited > STEP_MS) fail(`the app did not save ${file}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  if (answers.length !== n) fail('a shot moved the class on');
}

async function waitFor(page, name, what, fn, arg) {
  try {
    await page.waitForFunction(fn, arg, { timeout: STEP_MS });
  } catch (e) {
    fail(`${name}: ${what} (the page is at ${await page.evaluate(() => JSON.stringify(document.body.dataset))}; status: ${await page.textContent('#status')})`);
  }
}
const isState = (page, name, state, round, notQuestion) => waitFor(page, name, `no ${state} round ${round}`,
  ([s, r, q]) => document.body.dataset.state === s && (!r || document.body.dataset.round === String(r)) &&
    !!document.body.dataset.question && document.body.dataset.question !== q, [state, round, notQuestion]);

function expectCounts(t, round, choices, where) {
  const want = [];
  for (const c of choices) want[c] = (want[c] || 0) + 1;
  for (let i = 0; i < t.counts.length; ++i) {
    if ((t.counts[i] || 0) !== (want[i] || 0)) fail(`${where}: round ${round} tally ${JSON.stringify(t.counts)}, the phones voted ${JSON.stringify(choices)}`);
  }
  if (t.round !== round) fail(`${where}: the tally is at round ${t.round}, not ${round}`);
}

const timer = setTimeout(() => fail('took longer than 200 s'), 200000);
const { url, pin } = await h.startApp(readAnswers);
h.browser = await h.chromium.launch({ executablePath: h.chromiumPath, args: ['--no-sandbox'] });
const phones = [];
for (const [name, locale] of [['en-1', 'en-US'], ['en-2', 'en-GB'], ['zh', 'zh-CN']]) {
  const page = await h.phone(name, locale);
  await page.goto(`${url}?pin=${pin}`);
  phones.push({ name, page });
}

const steps = lesson.steps;
let lastQuestion = '';
let asked = 0;
const played = [];  // per question: the phones' choices in each vote and the right option, for the record
for (let s = 2; s <= steps.length; ++s) {
  const where = `stop ${s}`;
  let a = await click();
  if (a.stop !== s || a.of !== steps.length) fail(`${where}: the clicker went to stop ${a.stop} of ${a.of}`);
  if (!steps[s - 1].quiz) {
    if (a.question !== 'none' || a.centre !== 'views') fail(`${where}: no quiz, yet question ${a.question}, centre ${a.centre}`);
    continue;
  }
  // Round 1: every phone is asked a new question; each votes, one reloads and keeps its vote.
  if (a.question !== 'round1' || a.centre !== 'question') fail(`${where}: question ${a.question}, centre ${a.centre}`);
  for (const { name, page } of phones) await isState(page, name, 'open', 1, lastQuestion);
  const id = await phones[0].page.getAttribute('body', 'data-question');
  const options = await phones[0].page.$$eval('#options button', (b) => b.length);
  if (options < 2) fail(`${where}: the phones show ${options} options`);
  const first = phones.map((p, i) => (i + s) % options);
  for (let i = 0; i < phones.length; ++i) await vote(phones[i].page, phones[i].name, first[i]);
  expectCounts(await tally(url), 1, first, where);
  const reloaded = phones[asked % phones.length];
  await reloaded.page.reload();
  await isState(reloaded.page, reloaded.name, 'open', 1, lastQuestion);
  await reloaded.page.waitForSelector(`#options button[data-choice="${first[asked % phones.length]}"][aria-pressed="true"]`, { timeout: STEP_MS })
    .catch(() => fail(`${where}: ${reloaded.name} reloaded does not show its vote`));
  expectCounts(await tally(url), 1, first, `${where} after ${reloaded.name} reloaded`);
  // Round 2: asked again, the same question; the second votes replace nothing of round 1's.
  a = await click();
  if (a.question !== 'round2') fail(`${where}: the clicker's second press gave question ${a.question}`);
  for (const { name, page } of phones) await isState(page, name, 'open', 2, '');
  const second = phones.map((p, i) => (i + s + 1) % options);
  for (let i = 0; i < phones.length; ++i) await vote(phones[i].page, phones[i].name, second[i]);
  const t2 = await tally(url);
  expectCounts(t2, 2, second, where);
  if (JSON.stringify(t2.rounds[0]) !== JSON.stringify(first.reduce((c, v) => { c[v] += 1; return c; }, new Array(t2.rounds[0].length).fill(0)))) {
    fail(`${where}: round 1's counts changed in round 2: ${JSON.stringify(t2.rounds)}`);
  }
  // Both votes on the projector, then the reveal: the phones see the answer, the room sees the
  // projector's reveal (never the join screen over it).
  a = await click();
  if (a.question !== 'chart' || a.centre === 'join') fail(`${where}: after round 2: question ${a.question}, centre ${a.centre}`);
  a = await click();
  if (a.question !== 'revealed' || a.centre === 'join') fail(`${where}: the reveal: question ${a.question}, centre ${a.centre}`);
  const nn = String(s).padStart(2, '0');
  await shot(`stop-${nn}-reveal`);
  for (const { name, page } of phones) {
    await waitFor(page, name, 'no reveal', () => document.body.dataset.state === 'revealed');
    if (!(await page.textContent('#answer')).trim()) fail(`${where}: ${name}: the reveal has no answer`);
    if (!(await page.$('#options button.right'))) fail(`${where}: ${name}: the right option is not marked`);
  }
  const right = Number(await phones[0].page.getAttribute('#options button.right', 'data-choice'));
  played.push({ stop: s, first, second, right });
  a = await click();  // on: the stage plays the answer
  if (a.question !== 'none' || a.centre !== 'views' || a.stop !== s) fail(`${where}: after the reveal: stop ${a.stop}, question ${a.question}, centre ${a.centre}`);
  await shot(`stop-${nn}-after`);
  lastQuestion = id;
  ++asked;
}
const quizzes = steps.filter((st) => st.quiz).length;
if (asked !== quizzes || asked < 1) fail(`${asked} questions asked, the lesson has ${quizzes}`);
const a = await click();  // past the last stop: stays there
if (a.stop !== steps.length) fail(`past the last stop the clicker went to stop ${a.stop}`);

clearTimeout(timer);
if (h.errors.length) fail('console errors:\n' + h.errors.join('\n'));
await h.browser.close();
h.app.removeAllListeners('exit');
const exited = new Promise((r) => h.app.on('exit', r));
h.app.kill('SIGTERM');
await exited;
// The class record the app kept, read back by `dpviz --class-report` (its CSV and its report):
// a row per question with 3 voters in each vote and the share right the phones' choices give, and
// a row per ballot (each phone voted once a round; a reload sends nothing again).
const record = h.opt('--record');
if (record) {
  const done = spawnSync(h.command[0], ['--class-report', record, '--lang', lang], { encoding: 'utf8', env: { ...process.env, QT_QPA_PLATFORM: 'offscreen' } });
  if (done.status !== 0) fail(`dpviz --class-report: ${done.status}: ${done.stderr}`);
  const base = record.replace(/\.dpvizclass$/, '');
  const csv = fs.readFileSync(base + '.csv', 'utf8');
  if (!csv.startsWith('\uFEFFrow,')) fail('the record\'s CSV has no byte-order mark');
  const rows = csv.trim().split('\r\n').map((r) => r.split(','));
  const head = rows[0].map((c) => c.replace('\uFEFF', ''));
  const col = (row, name) => row[head.indexOf(name)];
  const questions = rows.filter((r) => r[0] === 'question');
  const ballots = rows.filter((r) => r[0] === 'ballot');
  if (questions.length !== played.length) fail(`the record holds ${questions.length} questions, the class was asked ${played.length}`);
  if (ballots.length !== played.length * 2 * 3) fail(`the record holds ${ballots.length} ballots, the phones cast ${played.length * 6}`);
  questions.forEach((q, i) => {
    const p = played[i];
    const pct = (votes) => (100 * votes.filter((c) => c === p.right).length / votes.length).toFixed(1);
    const got = [col(q, 'stop'), col(q, 'r1_voters'), col(q, 'r2_voters'), col(q, 'r1_right_pct'), col(q, 'r2_right_pct'), col(q, 'outcome')];
    const want = [String(p.stop), '3', '3', pct(p.first), pct(p.second), 'revealed'];
    if (JSON.stringify(got) !== JSON.stringify(want)) fail(`question ${i + 1} in the record: ${JSON.stringify(got)}, not ${JSON.stringify(want)}`);
  });
  if (!fs.existsSync(`${base}-report-${lang}.pdf`)) fail('no class report');
}
console.log(`class_plan_test: ${steps.length} stops, ${asked} questions, 3 phones voted twice at each (one reloaded), ` +
  `every ballot counted once, every reveal seen, the class record read back; ${((Date.now() - started) / 1000).toFixed(1)} s`);
