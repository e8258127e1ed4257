// `npm run mock [-- -d]`: Prism mock of the bundled spec in the foreground.
// Extra arguments go straight to `prism mock`; set the port with MOCK_PORT.
import { ensureInstalled } from './lib/ensure.mjs';
import { run, stopAll } from './lib/processes.mjs';
import { startPrism } from './lib/prism.mjs';

try {
  await ensureInstalled();
  const code = await run('npm', ['run', '-s', 'spec:bundle']);
  if (code !== 0) throw new Error(`npm run spec:bundle failed with exit code ${code}`);

  const port = Number(process.env.MOCK_PORT || 4010);
  const prism = await startPrism({ port, extraArgs: process.argv.slice(2), log: (l) => console.log(l) });
  console.log(`\nPrism mock: ${prism.url}  (Ctrl-C: leállítás / stop)\n`);

  const { code: exitCode, signal } = await prism.exited;
  console.error(`Prism exited (code ${exitCode}, signal ${signal}).`);
  process.exit(exitCode || 1);
} catch (err) {
  console.error(err.message);
  await stopAll();
  process.exit(1);
}
