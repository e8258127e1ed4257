// `node scripts/screenshots.mjs [--no-build] [--states] [--only commitments,invoices]`: full-page screenshots of the
// daily screens (list, a record's read view, its edit form, the new form) at a desktop's 1440×900 and a
// phone's 390×844, into test-results/screenshots/screens/<screen>-<view>-<width>.png (a tall one also in
// parts, screens/parts/…-partN.png), to be looked at
// (issue 22's "Done when"); with --states also each screen's validation states (scripts/lib/screen-states.mjs:
// wrong numbers and dates saved, a decision's amount with letters, a quantity under its minimum). Not a test and not part of npm test: each shot is a full page load.
// Builds the app for production (no QA panel in the pictures) unless --no-build, then runs it with
// `vite preview` against Prism on the spec's examples, in Debian's Chromium.
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { commaList, scriptOptions } from './lib/args.mjs';
import { launchBrowser } from './lib/bench/browser.mjs';
import { ensureChromium } from './lib/ensure.mjs';
import { movedMockSpec } from './lib/mock-spec.mjs';
import { STATES } from './lib/screen-states.mjs';
import { startPrism } from './lib/prism.mjs';
import { startPreview } from './lib/preview.mjs';
import { ROOT, run } from './lib/processes.mjs';
import { runOnPinnedNode } from './lib/pinned-node.mjs';

await runOnPinnedNode();

/** The screens, each by its list address; `user` is one of the signed-in user's named examples. */
const SCREENS = [
  { id: 'commitments', list: '/kotelezettsegvallalas/lista.html', create: '/kotelezettsegvallalas/uj.html' },
  { id: 'invoices', list: '/penzugy/szamlazas/lista.html', create: '/penzugy/szamlazas/uj.html' },
  { id: 'employees', list: '/hr/dolgozok/lista.html', create: '/hr/dolgozok/uj.html' },
  { id: 'lecturer-contracts', list: '/tanugy/uj-oraadoi-megbizasok/lista.html', create: '/tanugy/uj-oraadoi-megbizasok/uj.html' },
  { id: 'room-bookings', list: '/muszak/teremberles/lista.html', create: '/muszak/teremberles/uj.html' },
  // The basket is one screen (its lines, the order), no record of its own.
  { id: 'basket', list: '/keszlet/kosarak/sajat.html', user: 'store_user', single: true },
  // The signed-in landing page (its greeting and counters).
  { id: 'landing', list: '/', single: true, view: 'page' },
];
const SIZES = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];
const OUT = join(ROOT, 'test-results', 'screenshots', 'screens');
const PART = 1600;

const options = scriptOptions(
  { 'no-build': { type: 'boolean', default: false }, states: { type: 'boolean', default: false }, only: { type: 'string' } },
  `node scripts/screenshots.mjs [--no-build] [--states] [--only ${SCREENS.map((s) => s.id).join(',')}]`,
);
const only = options.only === undefined ? null : commaList(options.only);
const screens = SCREENS.filter((s) => !only || only.includes(s.id));

await ensureChromium();
if (!existsSync(join(ROOT, 'dist', 'openapi.json')) && (await run('npm', ['run', '-s', 'spec:bundle'])) !== 0) process.exit(1);
if (!options['no-build'] && (await run(join(ROOT, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'])) !== 0) process.exit(1);

// As QA see it with `npm start`: the examples moved to the current month, so a calendar shows its entries.
const prism = await startPrism({ spec: movedMockSpec().path, snapshot: true });
const preview = await startPreview(prism.url);
const appUrl = preview.url;
const browser = await launchBrowser();
await mkdir(join(OUT, 'parts'), { recursive: true });

const taken = [];
const problems = [];

/** The screen has settled: its heading shows, no request for half a second, no loading indicator. */
async function settled(page) {
  await page.locator('main h1').first().waitFor({ timeout: 15_000 });
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
  await page
    .locator('.route-pending, [aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => {});
}

async function shot(page, screen, view, size, what) {
  const file = join(OUT, `${screen.id}-${view}-${size.width}.png`);
  await page.screenshot({ path: file, fullPage: true });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  // A tall page also in parts of PART px (…-part1.png, …), each readable where the whole is scaled down to fit a screen.
  for (let top = 0, part = 1; height > 2 * PART && top < height; top += PART, part++) {
    await page.screenshot({
      path: join(OUT, 'parts', `${screen.id}-${view}-${size.width}-part${part}.png`),
      fullPage: true,
      clip: { x: 0, y: top, width: size.width, height: Math.min(PART, height - top) },
    });
  }
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  taken.push(`${relative(ROOT, file)} (${height} px tall${sideways ? ', SCROLLS SIDEWAYS' : ''}${what ? `; ${what}` : ''})`);
}

try {
  for (const size of SIZES) {
    for (const screen of screens) {
      const user = screen.user ?? 'district_user';
      const context = await browser.newContext({
        viewport: size,
        locale: 'hu-HU',
        timezoneId: 'Europe/Budapest',
        storageState: { cookies: [], origins: [{ origin: appUrl, localStorage: [{ name: 'token', value: `screens-${user}` }] }] },
      });
      const page = await context.newPage();
      if (user !== 'district_user') {
        await page.route('**/api/felhasznalok/en/', (route) => route.continue({ headers: { ...route.request().headers(), prefer: `example=${user}` } }));
      }
      try {
        await page.goto(`${appUrl}${screen.list}`);
        await settled(page);
        await shot(page, screen, screen.view ?? 'list', size);
        // The first record the list links to (its address ends in the record's id).
        const href = screen.single
          ? undefined
          : await page
              .waitForFunction(
                () => [...document.querySelectorAll('main a[href]')].map((a) => a.getAttribute('href')).find((h) => /\/\d+\.html$/.test(h ?? '')),
                null,
                { timeout: 15_000 },
              )
              .then((handle) => handle.jsonValue())
              .catch(() => undefined);
        if (screen.single) {
          // nothing more: the list is the screen
        } else if (!href) {
          problems.push(`${screen.id} ${size.width}: no record link on the list`);
        } else {
          await page.goto(`${appUrl}${href}`);
          await settled(page);
          await shot(page, screen, 'details', size);
          const edit = page
            .getByRole('button', { name: 'Szerkesztés', exact: true })
            .or(page.getByRole('link', { name: 'Szerkesztés', exact: true }))
            .first();
          if (await edit.isVisible()) {
            await edit.click();
            await page.getByRole('button', { name: 'Mentés', exact: true }).first().waitFor({ timeout: 15_000 });
            await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
            await shot(page, screen, 'edit', size);
          }
        }
        if (screen.create) {
          await page.goto(`${appUrl}${screen.create}`);
          await settled(page);
          await shot(page, screen, 'new', size);
        }
        for (const state of options.states ? (STATES[screen.id] ?? []) : []) {
          try {
            await state(page, { appUrl, screen, href, settled, shot: (view, what) => shot(page, screen, view, size, what) });
          } catch (err) {
            problems.push(`${screen.id} ${size.width} ${state.name}: ${err.message.split('\n')[0]}`);
            await page.screenshot({ path: join(OUT, `${screen.id}-${state.name}-failed-${size.width}.png`), fullPage: true }).catch(() => {});
          }
        }
      } catch (err) {
        problems.push(`${screen.id} ${size.width}: ${err.message.split('\n')[0]}`);
        await page.screenshot({ path: join(OUT, `${screen.id}-failed-${size.width}.png`), fullPage: true }).catch(() => {});
      } finally {
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  await Promise.all([preview.stop(), prism.stop()]);
}

console.log(taken.join('\n'));
if (problems.length) {
  console.error(`\nNot taken:\n${problems.join('\n')}`);
  process.exit(1);
}
