// `npm start [-- --backend https://...]`: Vite dev server against Prism or a real API.
// Quiet: a few lines (what was installed, the addresses, the mock's named users, how to stop) before
// the app is ready; Prism's route list and request log and Vite's output go to LOG_FILE.
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { scriptOptions } from './lib/args.mjs';
import { ensureInstalled } from './lib/ensure.mjs';
import { ROOT, isStopping, runQuiet, startProcess, stopAll } from './lib/processes.mjs';
import { movedMockSpec } from './lib/mock-spec.mjs';
import { inheritedInstall, runOnPinnedNode } from './lib/pinned-node.mjs';
import { startPrism } from './lib/prism.mjs';

const LOG_FILE = join(ROOT, 'logs', 'npm-start.log');
const CURRENT_USER_PATH = '/api/felhasznalok/en/';

/** Appends a child's lines to the log file, each prefixed with its name. */
const logTo = (name) => (line) => appendFileSync(LOG_FILE, `[${name}] ${line}\n`);

async function npmRunQuiet(script) {
  const { code, output } = await runQuiet('npm', ['run', '-s', script]);
  appendFileSync(LOG_FILE, `[npm run ${script}]\n${output}`);
  if (code !== 0) throw new Error(`npm run ${script} failed with exit code ${code}:\n${output}`);
}

/** The named examples of the signed-in user's call, as the bundled spec lists them (the first is Prism's default). */
function namedUsers() {
  const spec = JSON.parse(readFileSync(join(ROOT, 'dist', 'openapi.json'), 'utf8'));
  const examples = spec.paths?.[CURRENT_USER_PATH]?.get?.responses?.['200']?.content?.['application/json']?.examples ?? {};
  return Object.keys(examples);
}

async function main() {
  const options = scriptOptions({ backend: { type: 'string' } }, 'npm start [-- --backend https://portal.example.hu]');
  const backend = options.backend || process.env.API_TARGET;
  // npm ci installs the project's Node too; the rest runs on it.
  const install = inheritedInstall() ?? (await ensureInstalled({ quiet: true }));
  await runOnPinnedNode({ install });
  mkdirSync(dirname(LOG_FILE), { recursive: true });
  writeFileSync(LOG_FILE, `npm start ${new Date().toISOString()}\n`);
  const logName = relative(ROOT, LOG_FILE);

  console.log(`  Node: ${process.version}`);
  console.log(
    install.installed
      ? `  Telepítve / Installed: npm ci, ${install.packages} csomag / packages (${install.reason})`
      : `  Telepítve / Installed: semmi, a node_modules naprakész / nothing, node_modules is current (${install.packages} csomag / packages)`,
  );
  await npmRunQuiet('spec:bundle');
  await npmRunQuiet('codegen');
  console.log('  Előkészítve / Prepared: dist/openapi.json, src/generated/');

  const children = [];
  let apiTarget = backend;
  if (!backend) {
    const asWritten = process.argv.includes('--examples-as-written');
    const moved = asWritten ? undefined : movedMockSpec();
    const prism = await startPrism({ port: Number(process.env.MOCK_PORT || 4010), log: logTo('prism'), ...(moved ? { spec: moved.path } : {}) });
    children.push(prism);
    apiTarget = prism.url;
    console.log(
      moved
        ? `  Példák / Examples: a mai hónapra tolva, ${moved.shift.days / 7} héttel / moved to this month by ${moved.shift.days / 7} weeks (--examples-as-written: as in the spec)`
        : '  Példák / Examples: ahogy a specifikációban / as written in the spec',
    );
  }

  const port = Number(process.env.PORT || 5173);
  const appUrl = `http://127.0.0.1:${port}/`;
  // The mock mode carries the QA scenario panel; against a real backend the app runs as built for production.
  const mode = backend ? [] : ['--mode', 'mock'];
  const vite = await startProcess(join(ROOT, 'node_modules', '.bin', 'vite'), ['--host', '127.0.0.1', '--port', String(port), '--strictPort', ...mode], {
    name: 'vite',
    env: { API_TARGET: apiTarget },
    readyUrl: appUrl,
    log: logTo('vite'),
  });
  children.push(vite);

  console.log(`  Alkalmazás / App: ${appUrl}`);
  if (backend) console.log(`  API (/api): valós backend / real backend: ${backend}`);
  else {
    console.log(`  API (/api): Prism mock ${apiTarget}`);
    console.log(`  Felhasználók a QA-panelen / users in the QA panel: ${namedUsers().join(', ')}`);
  }
  console.log(`  Napló / Log: ${logName} (Prism, Vite)`);
  console.log('  Leállítás / Stop: Ctrl-C');

  // Ctrl-C is handled in processes.mjs; here we only notice a child dying on its own.
  const { name, code, signal } = await Promise.race(children.map((c) => c.exited.then((e) => ({ name: c.name, ...e }))));
  if (isStopping()) return;
  throw new Error(`${name} exited unexpectedly (code ${code}, signal ${signal}); stopping, see ${logName}.`);
}

main().catch(async (err) => {
  console.error(err.message);
  await stopAll();
  process.exit(1);
});
