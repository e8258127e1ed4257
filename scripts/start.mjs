// `npm start [-- --backend https://...]`: Vite dev server against Prism or a real API.
import { join } from 'node:path';
import { ensureInstalled } from './lib/ensure.mjs';
import { ROOT, isStopping, run, startProcess, stopAll } from './lib/processes.mjs';
import { startPrism } from './lib/prism.mjs';

function backendFromArgs(argv) {
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--backend') {
      if (!argv[i + 1]) throw new Error('--backend needs a URL, e.g. --backend https://example.org');
      return argv[i + 1];
    }
    if (argv[i].startsWith('--backend=')) return argv[i].slice('--backend='.length);
  }
  return undefined;
}

async function npmRun(script) {
  const code = await run('npm', ['run', '-s', script]);
  if (code !== 0) throw new Error(`npm run ${script} failed with exit code ${code}`);
}

async function main() {
  const backend = backendFromArgs(process.argv.slice(2)) || process.env.API_TARGET;
  await ensureInstalled();
  await npmRun('spec:bundle');
  await npmRun('codegen');

  const children = [];
  let apiTarget = backend;
  let apiLabel = `valós backend / real backend: ${backend}`;
  if (!backend) {
    const prism = await startPrism({ port: Number(process.env.MOCK_PORT || 4010), log: true });
    children.push(prism);
    apiTarget = prism.url;
    apiLabel = `Prism mock szerver / Prism mock server: ${prism.url}`;
  }

  const port = Number(process.env.PORT || 5173);
  const appUrl = `http://127.0.0.1:${port}/`;
  const vite = await startProcess(join(ROOT, 'node_modules', '.bin', 'vite'), ['--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    name: 'vite',
    env: { API_TARGET: apiTarget },
    readyUrl: appUrl,
    log: true,
  });
  children.push(vite);

  console.log(`\n  Az alkalmazás fut / App running: ${appUrl}`);
  console.log(`  API (/api): ${apiLabel}`);
  console.log('  Leállítás / Stop: Ctrl-C\n');

  // Ctrl-C is handled in processes.mjs; here we only notice a child dying on its own.
  const { name, code, signal } = await Promise.race(children.map((c) => c.exited.then((e) => ({ name: c.name, ...e }))));
  if (isStopping()) return;
  throw new Error(`${name} exited unexpectedly (code ${code}, signal ${signal}); stopping.`);
}

main().catch(async (err) => {
  console.error(err.message);
  await stopAll();
  process.exit(1);
});
