import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { browserLaunchOptions, startOwnStack } from './harness';

/**
 * One Prism and `vite preview` on the spec's examples, one on random data, and one Chromium for the whole browser run: the files (in two workers)
 * reach the stack through startStack() and connect to the browser through launchBrowser(), instead of
 * each starting its own.
 */
export default async function setup(project: TestProject) {
  const [stack, dynamicStack, server] = await Promise.all([
    startOwnStack(),
    startOwnStack({ dynamic: true }),
    browserLaunchOptions().then((options) => chromium.launchServer(options)),
  ]);
  project.provide('sharedStack', { appUrl: stack.appUrl, prismUrl: stack.prismUrl });
  project.provide('sharedDynamicStack', { appUrl: dynamicStack.appUrl, prismUrl: dynamicStack.prismUrl });
  project.provide('sharedBrowser', server.wsEndpoint());
  return async () => {
    await Promise.all([stack.stop(), dynamicStack.stop(), server.close()]);
  };
}
