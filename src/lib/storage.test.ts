import { describe, expect, it } from 'vitest';
import { isFestiveSeason, STORAGE_KEYS, syncFestiveLogoFlag, tokenStorage } from './storage';

describe('local storage', () => {
  it('the logo is festive in December only', () => {
    expect(isFestiveSeason(new Date(2026, 11, 1))).toBe(true);
    expect(isFestiveSeason(new Date(2026, 11, 31))).toBe(true);
    expect(isFestiveSeason(new Date(2026, 10, 30))).toBe(false);
    expect(isFestiveSeason(new Date(2027, 0, 1))).toBe(false);
  });

  it('keeps the festive flag under its key', () => {
    expect(syncFestiveLogoFlag(new Date(2026, 11, 24))).toBe(true);
    expect(window.localStorage.getItem(STORAGE_KEYS.festiveLogo)).toBe('true');
    syncFestiveLogoFlag(new Date(2026, 5, 1));
    expect(window.localStorage.getItem(STORAGE_KEYS.festiveLogo)).toBe('false');
  });

  it('stores and clears the token', () => {
    tokenStorage.set('k');
    expect(tokenStorage.get()).toBe('k');
    tokenStorage.clear();
    expect(tokenStorage.get()).toBeNull();
  });

  it('uses exactly two keys', () => {
    tokenStorage.set('k');
    syncFestiveLogoFlag();
    expect(Object.keys(window.localStorage).sort()).toEqual([STORAGE_KEYS.festiveLogo, STORAGE_KEYS.token].sort());
  });
});
