// `npm run mock [-- -d]`: Prism mock of the bundled spec in the foreground.
// Extra arguments go straight to `prism mock`; set the port with MOCK_PORT. The examples are moved to the
// current month (scripts/lib/mock-spec.mjs) unless --examples-as-written is given.
import { ensureInstalled } from './lib/ensure.mjs';
import { isStopping, run, stopAll } from './lib/processes.mjs';
import { movedMockSpec } from './lib/mock-spec.mjs';
import { startPrism } from './lib/prism.mjs';
import { runOnPinnedNode } from './lib/pinned-node.mjs';

async function main() {
  await ensureInstalled();
  await runOnPinnedNode();
  const code = await run('npm', ['run', '-s', 'spec:bundle']);
  if (code !== 0) throw new Error(`npm run spec:bundle failed with exit code ${code}`);

  const port = Number(process.env.MOCK_PORT || 4010);
  const args = process.argv.slice(2);
  const asWritten = args.includes('--examples-as-written');
  const moved = asWritten ? undefined : movedMockSpec();
  const prism = await startPrism({
    port,
    extraArgs: args.filter((arg) => arg !== '--examples-as-written'),
    log: (l) => console.log(l),
    ...(moved ? { spec: moved.path } : {}),
  });
  if (moved) console.log(`\n  Példák / Examples: moved to this month by ${moved.shift.days / 7} weeks`);
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
