import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { recordIdOf, yearOf } from './address-parts';

const thrownBy = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    return error;
  }
  return undefined;
};

describe('the parts of a special screen address', () => {
  it('a record id is a positive whole number; anything else is not found', () => {
    expect(recordIdOf('17')).toBe(17);
    for (const bad of ['0', '-3', '1.5', 'abc', '', '017', '99999999999999999999']) expect(isNotFound(thrownBy(() => recordIdOf(bad))), bad).toBe(true);
  });

  it('a year is four digits; anything else is not found', () => {
    expect(yearOf('2027')).toBe(2027);
    for (const bad of ['27', '20270', 'abcd', '']) expect(isNotFound(thrownBy(() => yearOf(bad))), bad).toBe(true);
  });
});
