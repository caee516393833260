// A static web server for the browser edition's folder, as a host would serve it: with the two
// headers that give its page threads (isolated = true) or without them. Used by the browser tests
// (tests/ui/web_page/) and the web bench (tools/web-bench.mjs); loopback only.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
                '.wasm': 'application/wasm', '.svg': 'image/svg+xml' };

// Resolves with { server, url, asked }: asked is every path requested, in order.
export function serve(site, isolated) {
  const asked = [];
  return new Promise((resolve) => {
    const server = createServer(async (req, res) => {
      const name = decodeURIComponent(new URL(req.url, 'http://x').pathname).replace(/^\/+/, '') || 'index.html';
      asked.push(name);
      if (name.split('/').includes('..')) { res.writeHead(400).end(); return; }
      try {
        const body = await readFile(path.join(site, name));
        const headers = { 'Content-Type': TYPES[path.extname(name)] || 'application/octet-stream', 'Cache-Control': 'no-store' };
        if (isolated) Object.assign(headers, { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' });
        res.writeHead(200, headers).end(body);
      } catch (e) {
        res.writeHead(404).end();
      }
    });
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${server.address().port}/`, asked }));
  });
}
