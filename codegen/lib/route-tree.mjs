// @ts-check
import { Generator, getConfig } from '@tanstack/router-generator';
import { routerConfig } from '../router-config.mjs';

/** Writes src/routeTree.gen.ts (a build artefact, not committed) from the files in src/routes/. */
export async function generateRouteTree(/** @type {string} */ root) {
  const { autoCodeSplitting: _split, codeSplittingOptions: _options, ...config } = routerConfig;
  const generator = new Generator({ config: getConfig({ ...config, disableLogging: true }, root), root });
  await generator.run();
}
