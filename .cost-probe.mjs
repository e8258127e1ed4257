import { chromium } from 'playwright-core';
import { readFileSync, readdirSync } from 'node:fs';
import { startPrism } from './scripts/lib/prism.mjs';
import { startPreview } from './scripts/lib/preview.mjs';
const prism = await startPrism({ snapshot: true });
const preview = await startPreview(prism.url);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
const cpu = () => { let t = 0; for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) { try { const stat = readFileSync(`/proc/${pid}/stat`, 'utf8'); const f = stat.slice(stat.lastIndexOf(')') + 2).split(' '); t += Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]); } catch {} } return t / 100; };
// counts all processes incl. this node (playwright client) and reaped children's cumulative
const N = 8; const keep = [];
let t0 = cpu();
for (let i = 0; i < N; i++) { const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'hu-HU', storageState: { cookies: [], origins: [{ origin: preview.url, localStorage: [{ name: 'token', value: 'staff-district_user' }] }] } }); const p = await ctx.newPage(); await p.goto('about:blank'); keep.push(p); }
let t1 = cpu(); console.log('context+page+blank', ((t1 - t0) / N).toFixed(2), 'CPU-s each');
for (const p of keep) { await p.goto(preview.url + '/'); await p.getByRole('button', { name: 'Főmenü' }).waitFor(); await p.waitForLoadState('networkidle'); }
let t2 = cpu(); console.log('first load of /', ((t2 - t1) / N).toFixed(2));
for (const p of keep) { await p.goto(preview.url + '/penzugy/szamlazas/lista.html'); await p.getByRole('table').first().waitFor(); await p.waitForLoadState('networkidle'); }
let t3 = cpu(); console.log('second full load (list)', ((t3 - t2) / N).toFixed(2));
for (const p of keep) { await p.evaluate(() => window.__TSR_ROUTER__.navigate({ href: '/penzugy/kotelezettsegvallalas/lista.html' })); await p.getByRole('heading', { level: 1 }).first().waitFor(); await p.waitForLoadState('networkidle'); await p.waitForTimeout(300); }
let t4 = cpu(); console.log('in-app nav (list)', ((t4 - t3) / N).toFixed(2));
for (const p of keep) { await p.evaluate(() => window.__TSR_ROUTER__.navigate({ href: '/penzugy/kotelezettsegvallalas/1.html' })); await p.getByRole('heading', { level: 1 }).first().waitFor(); await p.waitForLoadState('networkidle'); await p.waitForTimeout(300); }
let t5 = cpu(); console.log('in-app nav (details)', ((t5 - t4) / N).toFixed(2));
for (const p of keep) await p.context().close();
let t6 = cpu(); console.log('close', ((t6 - t5) / N).toFixed(2));
await browser.close(); await preview.stop(); await prism.stop();
