import { describe, expect, it } from 'vitest';
import { isQuizOpen } from './quiz-site';

const EPOCH = '1970-01-01T00:00:00Z';
const now = new Date('2026-11-23T10:00:00+01:00');

describe('isQuizOpen', () => {
  it('is open inside its period and closed before or after it', () => {
    expect(isQuizOpen({ available_from: '2026-11-01T00:00:00+01:00', available_till: '2026-11-30T23:59:00+01:00' }, now)).toBe(true);
    expect(isQuizOpen({ available_from: '2026-11-24T00:00:00+01:00', available_till: '2026-11-30T23:59:00+01:00' }, now)).toBe(false);
    expect(isQuizOpen({ available_from: '2026-11-01T00:00:00+01:00', available_till: '2026-11-22T23:59:00+01:00' }, now)).toBe(false);
  });

  it('takes the 1970 epoch default (section 9) as no limit on that side', () => {
    expect(isQuizOpen({ available_from: EPOCH, available_till: EPOCH }, now)).toBe(true);
    expect(isQuizOpen({ available_from: EPOCH, available_till: '2026-11-22T00:00:00+01:00' }, now)).toBe(false);
  });
});
