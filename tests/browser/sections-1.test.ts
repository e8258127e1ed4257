import { sharedSuite } from './shared/suite';

// The checks every registered section and special screen shares (tests/browser/shared/), quarter 1 of 4:
// the quarters run side by side with the other files, each in its own worker.
await sharedSuite({ index: 0, of: 4 });
