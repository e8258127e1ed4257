// The 'shared' project's files run one after another in a worker's one module graph and jsdom window
// (isolate: false in vite.config.ts): what a test leaves in a module or in the window is reset here,
// after each test, so that it cannot reach the next test or the next file.
import { focusManager, onlineManager } from '@tanstack/react-query';
import { cleanup } from '@testing-library/react';
import { setInteractionModality } from 'react-aria';
import { destroyAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';
import { afterEach, vi } from 'vitest';
import { uninstallSessionMiddleware } from '@/lib/api-middleware';
import { forgetSessionMemories } from '@/lib/session-memory';
import { toastQueue } from '@/lib/toast-queue';
import { resetFetchMock } from './fetch-mock';

afterEach(() => {
  // Before the resets below (setup.ts's own afterEach runs after this one's): the app unmounts first.
  cleanup();
  vi.useRealTimers();
  resetFetchMock();
  uninstallSessionMiddleware();
  // Drafts, lists' searches and toasts (each memory registers itself); react-aria's queue at once.
  forgetSessionMemories();
  toastQueue.clear();
  focusManager.setFocused(undefined);
  onlineManager.setOnline(true);
  // react-aria remembers the last input (a click without a pointer, as a screen reader's, is 'virtual');
  // after a 'virtual' one it moves focus a frame late, so the next file's dialog had not yet focused its
  // button (Modal.test.tsx 'confirms on Enter' failed now and then). For focus, 'keyboard' acts as a fresh page's none.
  setInteractionModality('keyboard');
  // Its live region would stay in the body after the component that announced.
  destroyAnnouncer();
  document.body.innerHTML = '';
  document.title = '';
  Reflect.deleteProperty(window, '__TSR_ROUTER__');
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
  window.sessionStorage.clear();
});
