import { sharedSuite } from './shared/suite';

// Every registered section and special screen, the checks they share (tests/browser/shared/).
sharedSuite();
