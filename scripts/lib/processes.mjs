// The portal's scripts and tests use the one process helper and readiness wait of the conformance package
// (packages/conformance/lib/processes.mjs: the tool runs without this repository, so the helper lives there),
// with commands run from the repository's root unless told otherwise.
import { fileURLToPath } from 'node:url';
import * as processes from '../../packages/conformance/lib/processes.mjs';

export { freePort, isStopping, stopAll, waitForHttp } from '../../packages/conformance/lib/processes.mjs';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const atRoot = (options = {}) => ({ ...options, cwd: options.cwd ?? ROOT });

export const run = (cmd, args, options) => processes.run(cmd, args, atRoot(options));
export const runQuiet = (cmd, args, options) => processes.runQuiet(cmd, args, atRoot(options));
export const startProcess = (cmd, args, options) => processes.startProcess(cmd, args, atRoot(options));
