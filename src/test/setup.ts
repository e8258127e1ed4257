import '@testing-library/jest-dom/vitest';
import './node-fetch-realm';
import { cleanup, configure } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { PINNED_NOW } from './clock';
import { installFetchDispatcher } from './fetch-mock';

installFetchDispatcher();

// Two workers on two shared cores: a find's default second is short when the machine is busy.
configure({ asyncUtilTimeout: 3000 });

// Every test runs on the one pinned date (clock.ts), never on the machine's: Date is mocked, timers stay real
// (a test that fakes timers carries the pinned date over, see vi.useFakeTimers).
beforeEach(() => {
  vi.setSystemTime(PINNED_NOW);
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// jsdom has no layout; the router scrolls to the top on navigation.
window.scrollTo = () => undefined;

// A long form renders its later fields a step after its first (features/records/form/progressive.tsx);
// jsdom builds them too slowly for the tests' finds of a later field, so the unit tests get every
// field at once. progressive.test.tsx unmocks it and tests the steps.
vi.mock('@/features/records/form/progressive', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/records/form/progressive')>()),
  ProgressiveParts: ({ children }: { children: ReactNode }) => children,
}));
