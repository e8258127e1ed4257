import { shareRunStacks } from './harness';

/**
 * One Prism and `vite preview` on the spec's examples and one on random data for the whole browser run, and
 * Chromium's launch options read once: the workers reach them through their environment (startStack(), the
 * runner's browser), instead of each file starting its own. Returns the teardown.
 */
export default async function globalSetup() {
  return shareRunStacks();
}
