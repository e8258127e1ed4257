import { act, renderHook } from '@testing-library/react';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { forgetSessionMemories } from './session-memory';
import { readPreference, usePreference, writePreference } from './user-preferences';

const names = v.array(v.string());
const NONE: string[] = [];

describe('user preferences', () => {
  it('are kept per user id: another user on the same browser finds their own', () => {
    writePreference(12, 'columns:things', ['title']);
    writePreference(13, 'columns:things', ['state']);
    expect(readPreference(12, 'columns:things', names, NONE)).toEqual(['title']);
    expect(readPreference(13, 'columns:things', names, NONE)).toEqual(['state']);
    expect(window.localStorage.getItem('prefs:12:columns:things')).toBe('["title"]');
  });

  it('nothing is written to localStorage until something is saved', () => {
    renderHook(() => usePreference(12, 'views:things', names, NONE));
    expect(Object.keys(window.localStorage)).toEqual([]);
  });

  it('a stored value of another shape reads as the fallback', () => {
    window.localStorage.setItem('prefs:12:views:things', '{"old":true}');
    expect(readPreference(12, 'views:things', names, NONE)).toBe(NONE);
    window.localStorage.setItem('prefs:12:views:things', 'not json');
    expect(readPreference(12, 'views:things', names, NONE)).toBe(NONE);
  });

  it('every reader re-renders when it changes, and undefined removes it', () => {
    const first = renderHook(() => usePreference(12, 'views:things', names, NONE));
    const second = renderHook(() => usePreference(12, 'views:things', names, NONE));
    act(() => first.result.current[1](['Saját']));
    expect(second.result.current[0]).toEqual(['Saját']);
    act(() => second.result.current[1](undefined));
    expect(first.result.current[0]).toBe(NONE);
    expect(window.localStorage.getItem('prefs:12:views:things')).toBeNull();
  });

  it('without a known user it lasts only for the page (a sign-out forgets it)', () => {
    writePreference(undefined, 'columns:things', ['title']);
    expect(Object.keys(window.localStorage)).toEqual([]);
    expect(readPreference(undefined, 'columns:things', names, NONE)).toEqual(['title']);
    forgetSessionMemories();
    expect(readPreference(undefined, 'columns:things', names, NONE)).toBe(NONE);
  });
});
