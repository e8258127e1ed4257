import type { TestProject } from 'vitest/node';
import { startOwnStack } from './harness';

/** One Prism and one `vite preview` for the whole browser run; each file reaches them through startStack(). */
export default async function setup(project: TestProject) {
  const stack = await startOwnStack();
  project.provide('sharedStack', { appUrl: stack.appUrl, prismUrl: stack.prismUrl });
  return () => stack.stop();
}
