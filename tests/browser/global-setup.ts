import type { TestProject } from 'vitest/node';
import { browserLaunchOptions, startOwnStack } from './harness';

/**
 * One Prism and `vite preview` on the spec's examples and one on random data for the whole browser run, and
 * Chromium's launch options read once: the files (in two workers) reach the stack through startStack(), and
 * each worker launches its one Chromium with those options through launchBrowser(), instead of each file
 * starting its own.
 */
export default async function setup(project: TestProject) {
  const [stack, dynamicStack, launchOptions] = await Promise.all([startOwnStack(), startOwnStack({ dynamic: true }), browserLaunchOptions()]);
  project.provide('sharedStack', { appUrl: stack.appUrl, prismUrl: stack.prismUrl });
  project.provide('sharedDynamicStack', { appUrl: dynamicStack.appUrl, prismUrl: dynamicStack.prismUrl });
  project.provide('sharedBrowser', launchOptions);
  return async () => {
    await Promise.all([stack.stop(), dynamicStack.stop()]);
  };
}
