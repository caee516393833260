// A second browser engine: Debian's Firefox ESR, headless, opens the browser edition served with the
// isolation headers and writes a screenshot. Passes when Firefox ran the page's script far enough to
// load the engine (the server saw the engine's .js and .wasm requested: only the script asks for
// them) and the screenshot is a real picture.
//   node firefox_render.mjs --site DIR --out PNG --profile DIR
import { execFile } from 'node:child_process';
import { mkdirSync, statSync } from 'node:fs';
import { serve } from '../../../tools/web_static_server.mjs';

const args = process.argv.slice(2);
const opt = (name) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : undefined; };
const site = opt('--site'), out = opt('--out'), profile = opt('--profile');

const { server, url, asked } = await serve(site, true);
mkdirSync(profile, { recursive: true });
execFile('firefox-esr', ['--headless', '--no-remote', '--profile', profile, '--window-size=1366,900', '--screenshot', out, url + '?lang=en'],
         { timeout: 100000 }, (err, stdout, stderr) => {
  server.close();
  const fail = (m) => { console.error(`web_page (firefox-esr): ${m}\n${stderr}`); process.exit(1); };
  if (err) fail(`firefox-esr failed: ${err.message}`);
  for (const f of ['index.html', 'style.css', 'texts.js', 'dpviz_web.js', 'dpviz_engine.js']) {
    if (!asked.includes(f)) fail(`Firefox never asked for ${f} (asked: ${asked.join(', ')})`);
  }
  let size = 0;
  try { size = statSync(out).size; } catch (e) { fail(`no screenshot at ${out}`); }
  if (size < 10000) fail(`the screenshot is ${size} bytes: a blank page`);
  console.log(`web_page (firefox-esr): rendered, ${size} bytes; asked for ${[...new Set(asked)].sort().join(', ')}`);
});
