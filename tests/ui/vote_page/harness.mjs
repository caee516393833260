// What both Chromium vote tests share (vote_page_test.mjs, class_plan_test.mjs): the command line,
// the app started with its class vote (its "class vote at URL PIN" line), failing in one line with
// everything stopped, /tally, a phone (a Chromium page in its own locale whose errors are kept),
// and a vote that the page shows as received.
//   node TEST.mjs --modules DIR --chromium PATH [--shots DIR] [...] -- COMMAND [ARGS...]
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createRequire } from 'node:module';

export const STEP_MS = 20000;  // one state change, each (the whole run is bounded by run.sh's timeout)

export function harness(testName) {
  const args = process.argv.slice(2);
  const sep = args.indexOf('--');
  const opt = (name) => { const i = args.indexOf(name); return i >= 0 && i < sep ? args[i + 1] : undefined; };
  const h = {
    opt,
    command: args.slice(sep + 1),
    chromiumPath: opt('--chromium') || '/usr/bin/chromium',
    chromium: createRequire(import.meta.url)(path.resolve(opt('--modules'), 'playwright-core')).chromium,
    app: undefined,
    browser: undefined,
    errors: [],  // what the phones' pages logged as errors, failed on at the end
  };
  // However the test ends (a failed check, an exception, the end), the app does not outlive it.
  process.on('exit', () => { if (h.app && h.app.exitCode === null) h.app.kill('SIGKILL'); });
  h.fail = (message) => {
    console.error(`${testName}: ${message}`);
    if (h.app) h.app.kill('SIGTERM');
    if (h.browser) h.browser.close().catch(() => {});
    process.exit(1);
  };
  // Starts the app; resolves with its vote's address, PIN and QR code's address (with its key). onStderr sees all its stderr so far.
  h.startApp = (onStderr) => new Promise((resolve) => {
    h.app = spawn(h.command[0], h.command.slice(1), { stdio: ['pipe', 'ignore', 'pipe'] });
    let text = '';
    h.app.on('exit', (code) => h.fail(`the app exited (${code}) before the test ended; its stderr:\n${text.slice(-3000)}`));
    h.app.stderr.on('data', (chunk) => {
      text += chunk;
      const m = /dpviz: class vote at (http:\/\/[^\s]+\/) PIN (\S+)/.exec(text);
      const qr = /dpviz: class vote QR code (http:\/\/\S+)/.exec(text);
      if (m && qr && !h.app.url) {
        h.app.url = m[1];
        resolve({ url: m[1], pin: m[2], qr: qr[1] });
      }
      if (onStderr) onStderr(text);
    });
  });
  h.tally = async (url) => {
    const res = await fetch(url + 'tally');
    if (!res.ok) h.fail(`GET /tally answered ${res.status}`);
    return res.json();
  };
  // A phone: a page of its own (390×844) in `locale`, its console errors, page errors and refused
  // requests kept in h.errors.
  h.phone = async (name, locale) => {
    const context = await h.browser.newContext({ locale, viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') h.errors.push(`${name}: console ${m.type()}: ${m.text()}`); });
    page.on('pageerror', (e) => h.errors.push(`${name}: ${e.message}`));
    page.on('response', (r) => { if (r.status() >= 400) h.errors.push(`${name}: ${r.status()} for ${r.url()}`); });
    return page;
  };
  // Taps option `choice` and waits until the page shows it as the vote received.
  h.vote = async (page, name, choice) => {
    await page.click(`#options button[data-choice="${choice}"]`);
    try {
      await page.waitForSelector(`#options button[data-choice="${choice}"][aria-pressed="true"]`, { timeout: STEP_MS });
    } catch (e) {
      h.fail(`${name}: vote for option ${choice + 1} not received; status: ${await page.textContent('#status')}`);
    }
  };
  return h;
}
