// @ts-check
import { join } from 'node:path';
import { ROOT, freePort, startProcess } from './processes.mjs';

/**
 * `vite preview` of a build (`outDir` under `cwd`) on a free port, passing /api/ to `prismUrl` (vite.config.ts's
 * API_TARGET); resolves once it answers. The bench and the screenshot script serve their builds with it.
 * @param {string} prismUrl
 * @param {{ cwd?: string, outDir?: string }} [options]
 */
export async function startPreview(prismUrl, { cwd = ROOT, outDir = 'dist-app' } = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const proc = await startProcess(
    join(ROOT, 'node_modules', '.bin', 'vite'),
    ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--outDir', outDir],
    {
      name: 'vite-preview',
      cwd,
      env: { API_TARGET: prismUrl },
      readyUrl: `${url}/`,
    },
  );
  return { url, stop: proc.stop };
}
