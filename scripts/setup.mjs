// `npm run setup`: installs what `npm start` and `npm test` need, and nothing else: the dependencies (npm ci, when
// node_modules does not match package-lock.json), Debian's chromium and nginx (apt-get, when missing). Both
// commands do the same on their own; this is for a machine prepared ahead, e.g. a CI image.
import { ensureChromium, ensureInstalled, ensureNginx } from './lib/ensure.mjs';

try {
  const install = await ensureInstalled();
  console.log(install.installed ? `npm ci: ${install.packages} packages (${install.reason})` : `node_modules is current (${install.packages} packages)`);
  await ensureChromium();
  await ensureNginx();
  console.log('Setup done: node_modules, Chromium and nginx are in place.');
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
