/**
 * The one date every test runs on: the day the spec's examples are written for (`info.x-examples-today` in
 * openapi/openapi.yaml; clock.test.ts keeps the two equal). The unit tests' Date (setup.ts) and every browser
 * page's clock (tests/clock.ts) are pinned to it, so no test depends on the machine's date.
 */
export const PINNED_NOW = new Date('2026-11-23T10:00:00+01:00');
