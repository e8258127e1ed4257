import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installFetchDispatcher } from './fetch-mock';

installFetchDispatcher();

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// jsdom has no layout; the router scrolls to the top on navigation.
window.scrollTo = () => undefined;
