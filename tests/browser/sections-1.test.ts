import { sharedSuite } from './shared/suite';

// The checks every registered section and special screen shares (tests/browser/shared/), half 1 of 2:
// the two halves run side by side, each in its own worker.
sharedSuite({ index: 0, of: 2 });
