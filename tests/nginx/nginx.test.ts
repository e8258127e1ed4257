// deploy/nginx/portal.conf on Debian's real nginx (a non-daemon on a free port, under a temp prefix),
// serving a production build with /api/ passed to Prism: headers, caching, gzip and the SPA
// fallback of every screen address of the route checklist over HTTP, then the staff portal and both
// public sites (by host name, through Chromium's host resolver rules) in Chromium, with every
// content-security-policy violation and console error collected.
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_PATH, NGINX_PATH } from '../../scripts/lib/ensure.mjs';
import { ROOT, freePort, startProcess, type ManagedProcess } from '../../scripts/lib/processes.mjs';
import { startPrism } from '../../scripts/lib/prism.mjs';
import { screenshot } from '../browser/harness';
import { routeCases } from '../routes/route-list';

const BUILD = process.env.NGINX_TEST_BUILD ?? join(ROOT, 'test-results', 'nginx', 'dist-app');
const CONFIG = join(ROOT, 'deploy', 'nginx', 'portal.conf');
const QUIZ_HOST = 'munkavedelem.tankerulet.hu';
const COMPLAINT_HOST = 'panasz.tankerulet.hu';
const STAFF_HOST = 'portal.tankerulet.hu';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

let prism: Awaited<ReturnType<typeof startPrism>>;
let nginx: ManagedProcess;
let port: number;
let prefix: string;
let indexHtml: string;

/** A request to nginx as-is (node:http: no decompression, any Host header). */
function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { Host: STAFF_HOST, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The shipped configuration with its three EDIT lines pointed at this run; each must be there once. */
function configForTest(backend: string): string {
  let text = readFileSync(CONFIG, 'utf8');
  const replace = (line: RegExp, by: string) => {
    expect(text.match(new RegExp(line.source, 'gm')), `${line} in deploy/nginx/portal.conf`).toHaveLength(1);
    text = text.replace(new RegExp(line.source, 'm'), by);
  };
  replace(/^\s*server 127\.0\.0\.1:8000;.*$/, `    server ${backend};`);
  replace(/^\s*listen 80 default_server;.*$/, `    listen 127.0.0.1:${port} default_server;`);
  replace(/^\s*root \/srv\/tankeruleti-portal\/dist-app;.*$/, `    root ${BUILD};`);
  return text;
}

beforeAll(async () => {
  if (!existsSync(join(BUILD, 'index.html'))) throw new Error(`no build in ${BUILD}; run \`npm run test:nginx\` (it builds first)`);
  indexHtml = readFileSync(join(BUILD, 'index.html'), 'utf8');
  [prism, port] = await Promise.all([startPrism({ snapshot: true }), freePort()]);
  prefix = mkdtempSync(join(tmpdir(), 'nginx-test-'));
  for (const dir of ['logs', 'tmp']) mkdirSync(join(prefix, dir));
  writeFileSync(join(prefix, 'portal.conf'), configForTest(new URL(prism.url).host));
  copyFileSync('/etc/nginx/mime.types', join(prefix, 'mime.types'));
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `${t}_temp_path ${join(prefix, 'tmp', t)};`).join('\n  ');
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `# Written by tests/nginx/nginx.test.ts: Debian's http defaults around deploy/nginx/portal.conf.
${process.getuid?.() === 0 ? 'user root;' : ''}
daemon off;
worker_processes 1;
pid ${join(prefix, 'nginx.pid')};
error_log ${join(prefix, 'logs', 'error.log')} warn;
events { worker_connections 256; }
http {
  include mime.types;
  default_type application/octet-stream;
  sendfile on;
  access_log ${join(prefix, 'logs', 'access.log')};
  ${temp}
  include portal.conf;
}
`,
  );
  nginx = await startProcess(NGINX_PATH, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'logs', 'error.log')], {
    name: 'nginx',
    readyUrl: `http://127.0.0.1:${port}/`,
  });
});

afterAll(async () => {
  await nginx?.stop();
  await prism?.stop();
  if (prefix && !process.env.KEEP_NGINX_PREFIX) rmSync(prefix, { recursive: true, force: true });
});

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};
function expectSecurityHeaders(a: Answer, what: string) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(a.headers[name], `${name} on ${what}`).toBe(value);
  const csp = String(a.headers['content-security-policy']);
  expect(csp, what).toContain("default-src 'self'");
  expect(csp, what).toContain("script-src 'self'");
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).not.toMatch(/unsafe-inline|unsafe-eval/);
}

/** The checklist's addresses (the route sweep's list: placeholders filled, a redirect line's start). */
const screenAddresses = () => routeCases().map((c) => c.url);

describe('nginx on the production build, over HTTP', () => {
  it('answers every screen address of the route checklist with index.html, never cached', async () => {
    const addresses = screenAddresses();
    expect(addresses.length).toBeGreaterThan(150);
    for (const address of addresses) {
      const a = await get(encodeURI(address));
      expect(a.status, address).toBe(200);
      expect(a.headers['content-type'], address).toMatch(/^text\/html/);
      expect(a.body.toString('utf8'), address).toBe(indexHtml);
      expect(a.headers['cache-control'], address).toBe('no-store');
    }
    // index.html itself, and a query string on an address, the same.
    for (const address of ['/index.html', '/rendszerhibak.html?page=2&state=open']) {
      const a = await get(address);
      expect([a.status, a.headers['cache-control'], a.body.toString('utf8') === indexHtml], address).toEqual([200, 'no-store', true]);
    }
  });

  it('caches the hashed assets for a year, immutable, and answers a missing one 404 (never index.html)', async () => {
    const assets = [...indexHtml.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(1);
    for (const asset of assets) {
      const a = await get(asset);
      expect(a.status, asset).toBe(200);
      expect(a.headers['cache-control'], asset).toBe('public, max-age=31536000, immutable');
      expect(a.headers['content-type'], asset).toMatch(asset.endsWith('.css') ? /^text\/css/ : /^application\/javascript/);
      expectSecurityHeaders(a, asset);
    }
    const missing = await get('/assets/nincs-ilyen-1234abcd.js');
    expect(missing.status).toBe(404);
    expect(missing.body.toString('utf8')).not.toContain('<div id="root">');
    expectSecurityHeaders(missing, 'a 404');
    // A file of the build outside /assets/ revalidates instead.
    const favicon = await get('/favicon.svg');
    expect([favicon.status, favicon.headers['cache-control']]).toEqual([200, 'no-cache']);
  });

  it('compresses with gzip what is worth it: scripts, styles, the page, JSON from the API', async () => {
    const script = [...indexHtml.matchAll(/src="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!)[0]!;
    const plain = await get(script);
    const zipped = await get(script, { 'Accept-Encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/i);
    expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true);
    expect(zipped.body.length).toBeLessThan(plain.body.length / 2);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const css = [...indexHtml.matchAll(/href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]!)[0];
    if (css) expect((await get(css, { 'Accept-Encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
    const api = await get('/api/rendszerhibak/', { 'Accept-Encoding': 'gzip', Authorization: 'Token x', 'Accept-Language': 'hu-HU' });
    expect(api.status).toBe(200);
    expect(api.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(api.body).toString('utf8')).data.length).toBeGreaterThan(0);
  });

  it('passes /api/ to the backend unchanged, with the security headers and no cache header of its own', async () => {
    const direct = await fetch(`${prism.url}/api/landing-info/`, { headers: { 'Accept-Language': 'hu-HU' } });
    const viaNginx = await get('/api/landing-info/', { 'Accept-Language': 'hu-HU' });
    expect(viaNginx.status).toBe(direct.status);
    expect(JSON.parse(viaNginx.body.toString('utf8'))).toEqual(await direct.json());
    expect(viaNginx.headers['cache-control']).toBeUndefined();
    expectSecurityHeaders(viaNginx, '/api/');
    // A path only the API has: the backend's own 404 (Prism's problem+json), not index.html.
    const unknown = await get('/api/nincs-ilyen/');
    expect(unknown.status).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/json/);
  });

  it('serves the same build on the public sites’ host names (and any other), headers included', async () => {
    for (const host of [QUIZ_HOST, 'munkavedelem-teszt.tankerulet.hu', COMPLAINT_HOST, 'panasz2.tankerulet.hu', '127.0.0.1']) {
      for (const address of ['/', '/belepes.html', '/uj.html']) {
        const a = await get(address, { Host: host });
        expect([a.status, a.body.toString('utf8') === indexHtml, a.headers['cache-control']], `${host}${address}`).toEqual([200, true, 'no-store']);
        expectSecurityHeaders(a, `${host}${address}`);
      }
    }
    expect((await get('/', { Host: QUIZ_HOST })).headers.server).toBe('nginx'); // no version (server_tokens off)
  });
});

describe('nginx in Chromium: the app runs under its content security policy', () => {
  let browser: Browser;
  const violations: string[] = [];
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-gpu',
        '--no-first-run',
        // The public sites' real host names, answered by this nginx.
        `--host-resolver-rules=MAP ${QUIZ_HOST} 127.0.0.1, MAP ${COMPLAINT_HOST} 127.0.0.1, MAP ${STAFF_HOST} 127.0.0.1`,
      ],
    });
  });
  afterAll(async () => browser?.close());

  /** A page that reports every CSP violation (the DOM event) and console error, whatever it navigates to. */
  async function watchedPage(viewport = { width: 1366, height: 900 }): Promise<Page> {
    const context = await browser.newContext({ viewport, locale: 'hu-HU', timezoneId: 'Europe/Budapest' });
    await context.exposeBinding('reportCspViolation', (source, text: string) => violations.push(`${source.page?.url()}: ${text}`));
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        (window as unknown as { reportCspViolation(t: string): void }).reportCspViolation(
          `${e.effectiveDirective} blocked ${e.blockedURI} (${e.sourceFile}:${e.lineNumber}) ${e.sample}`,
        );
      });
    });
    const page = await context.newPage();
    page.on('console', (msg) => {
      if (msg.type() === 'error') consoleErrors.push(`${page.url()}: ${msg.text()}`);
    });
    page.on('pageerror', (err) => consoleErrors.push(`${page.url()}: pageerror: ${err.message}`));
    return page;
  }
  const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 20_000 });

  it('reports a violation when a page breaks the policy (the watch works)', async () => {
    const page = await watchedPage();
    await page.goto(`http://${STAFF_HOST}:${port}/belepes.html`);
    await h1(page, 'Bejelentkezés');
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<img alt="" src="https://kulso.example/x.png"><i style="color:red"></i>'));
    await expect.poll(() => violations.length).toBeGreaterThanOrEqual(2);
    expect(violations.join('\n')).toMatch(/img-src blocked https:\/\/kulso\.example\/x\.png/);
    expect(violations.join('\n')).toMatch(/style-src-attr blocked inline/);
    violations.length = 0;
    consoleErrors.length = 0;
    await page.close();
  });

  it('signs in (the walking skeleton) and shows a list, new, details, calendar and special screen with no violation', async () => {
    const page = await watchedPage();
    const base = `http://${STAFF_HOST}:${port}`;
    await page.goto(`${base}/`);
    await page.waitForURL(/\/belepes\.html/);
    await page.getByLabel('E-mail cím').fill('kovacs.anna@tankerulet.hu');
    await page.getByLabel('Jelszó').fill('barmilyen-jelszo');
    await page.getByRole('button', { name: 'Bejelentkezés' }).click();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 30_000 });
    await h1(page, 'Üdvözöljük, Kovács Anna!');
    await page.getByRole('heading', { name: 'Faliújság' }).waitFor();
    await screenshot(page, 'nginx-signed-in-shell');

    const list = JSON.parse((await get('/api/rendszerhibak/', { Authorization: 'Token x', 'Accept-Language': 'hu-HU' })).body.toString('utf8'));
    const id: number = list.data[0].id;
    // Each screen with something only its rendered content has (the spec's examples through Prism).
    const screens: [string, string, string | RegExp, () => Promise<void>][] = [
      ['list', '/rendszerhibak.html', /.+/, () => page.getByRole('link', { name: 'Sötét téma kérése' }).waitFor()],
      ['new', '/rendszerhibak/uj.html', /.+/, () => page.getByRole('button', { name: 'Mentés' }).waitFor()],
      ['details', `/rendszerhibak/${id}.html`, /.+/, () => page.getByText(list.data[0].title).first().waitFor()],
      ['calendar', '/hr/tavolletjelento/naptar.html', 'Távollétjelentő', () => page.getByRole('grid').first().waitFor()],
      ['special', '/penzugy/attekinto.html', /.+/, () => page.waitForLoadState('networkidle')],
    ];
    for (const [kind, address, heading, rendered] of screens) {
      await page.goto(`${base}${address}`);
      await h1(page, heading);
      await rendered();
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('heading', { level: 1, name: 'Hiba történt' }).count(), `${kind} ${address}`).toBe(0);
      expect(new URL(page.url()).pathname, kind).toBe(address);
      await screenshot(page, `nginx-${kind}`);
    }
    expect(violations).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it('shows the public quiz on its own host name, with no violation', async () => {
    const page = await watchedPage({ width: 390, height: 844 });
    await page.goto(`http://${QUIZ_HOST}:${port}/belepes.html`);
    await h1(page, 'Belépés a kvízhez');
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'nginx-quiz-host');
    // Only the quiz is served on this host: a staff screen's address is not found.
    await page.goto(`http://${QUIZ_HOST}:${port}/rendszerhibak.html`);
    await h1(page, 'Az oldal nem található');
    expect(violations).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it('shows the public complaint site on its own host name, with no violation', async () => {
    const page = await watchedPage({ width: 390, height: 844 });
    await page.goto(`http://${COMPLAINT_HOST}:${port}/uj.html`);
    await h1(page, 'Új panasz bejelentése');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Panasz beküldése' }).click();
    await page.getByText('Ez a mező nem lehet üres').first().waitFor();
    await screenshot(page, 'nginx-complaint-host');
    expect(violations).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });
});
