// `npm run mock [-- -d]`: Prism mock of the bundled spec in the foreground.
// Extra arguments go straight to `prism mock`; set the port with MOCK_PORT.
import { ensureInstalled } from './lib/ensure.mjs';
import { isStopping, run, stopAll } from './lib/processes.mjs';
import { startPrism } from './lib/prism.mjs';

async function main() {
  await ensureInstalled();
  const code = await run('npm', ['run', '-s', 'spec:bundle']);
  if (code !== 0) throw new Error(`npm run spec:bundle failed with exit code ${code}`);

  const port = Number(process.env.MOCK_PORT || 4010);
  const prism = await startPrism({ port, extraArgs: process.argv.slice(2), log: (l) => console.log(l) });
  console.log(`\n  Prism mock: ${prism.url}  (Leállítás / Stop: Ctrl-C)\n`);

  const exit = await prism.exited;
  if (isStopping()) return; // Ctrl-C: processes.mjs exits for us
  throw new Error(`Prism exited unexpectedly (code ${exit.code}, signal ${exit.signal}).`);
}

main().catch(async (err) => {
  console.error(err.message);
  await stopAll();
  process.exit(1);
});
