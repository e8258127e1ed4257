import { QueryClient } from '@tanstack/react-query';
import { isNotFound } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { parseRecordId } from '@/features/records/routes';
import { defineSpecialScreen, matchPathPattern, plainScreen } from './special-screen';

describe('matchPathPattern', () => {
  it('gives the named parts of an address of the pattern shape, decoded', () => {
    expect(matchPathPattern('/hr/munkabajaras/{employmentId}.html', '/hr/munkabajaras/42.html')).toEqual({ employmentId: '42' });
    expect(matchPathPattern('/penzugy/tervezo/{year}/menu.html', '/penzugy/tervezo/2026/menu.html')).toEqual({ year: '2026' });
    expect(matchPathPattern('/dokumentumtar/{library}-dokumentumok.html', '/dokumentumtar/sajat-dokumentumok.html')).toEqual({ library: 'sajat' });
    expect(matchPathPattern('/dokumentumtar/{library}-dokumentumok.html', '/dokumentumtar/k%C3%B6z%C3%B6s-dokumentumok.html')).toEqual({ library: 'közös' });
    expect(matchPathPattern('/penzugy/attekinto.html', '/penzugy/attekinto.html')).toEqual({});
  });

  it('refuses other addresses: a part never spans segments, fixed text matches only itself', () => {
    expect(matchPathPattern('/hr/munkabajaras/{employmentId}.html', '/hr/munkabajaras/1/2.html')).toBeUndefined();
    expect(matchPathPattern('/hr/munkabajaras/{employmentId}.html', '/hr/munkabajarasX42.html')).toBeUndefined();
    expect(matchPathPattern('/penzugy/attekinto.html', '/penzugy/attekintoXhtml')).toBeUndefined();
    expect(matchPathPattern('/penzugy/attekinto.html', '/penzugy/attekinto.html/')).toBeUndefined();
  });
});

describe('parseRecordId, the id part of a special screen address too', () => {
  it('reads a positive whole number and answers not found for anything else', () => {
    expect(parseRecordId('17')).toBe(17);
    for (const bad of ['0', '-3', '1.5', 'abc', '', '99999999999999999999']) {
      let thrown: unknown;
      try {
        parseRecordId(bad);
      } catch (error) {
        thrown = error;
      }
      expect(isNotFound(thrown), String(bad)).toBe(true);
    }
  });
});

describe('defineSpecialScreen', () => {
  const monthScreen = defineSpecialScreen({
    params: ({ userId }) => ({ userId: parseRecordId(userId ?? '') }),
    search: (raw) => ({ month: typeof raw.month === 'number' && raw.month >= 1 && raw.month <= 12 ? raw.month : undefined }),
    load: (queryClient, { userId }, { month }) => queryClient.fetchQuery({ queryKey: ['sheet', userId, month], queryFn: () => `sheet ${userId}/${month}` }),
    Component: ({ params, search, onSearchChange }) => (
      <button type="button" onClick={() => onSearchChange({ month: (search.month ?? 1) + 1 })}>
        {params.userId}: {search.month ?? 'most'}
      </button>
    ),
  });

  it('checks the address, loads with the checked values and renders the screen with them', async () => {
    const prepared = monthScreen({ userId: '7' });
    const queryClient = new QueryClient();
    await prepared.load(queryClient, { month: 13, other: 'x' });
    expect(queryClient.getQueryData(['sheet', 7, undefined])).toBe('sheet 7/undefined');
    const onSearchChange = vi.fn();
    const { rerender } = render(<>{prepared.render({ month: 13 }, onSearchChange)}</>);
    await userEvent.click(screen.getByRole('button', { name: '7: most' }));
    expect(onSearchChange).toHaveBeenCalledWith({ month: 2 }, undefined);
    // The search is read at each render: the same screen shows the next month.
    rerender(<>{prepared.render({ month: 2 }, onSearchChange)}</>);
    expect(screen.getByRole('button', { name: '7: 2' })).toBeInTheDocument();
  });

  it('answers not found for a bad address part before loading anything', () => {
    expect(() => monthScreen({ userId: 'x' })).toThrow();
  });
});

describe('plainScreen', () => {
  it('loads its query into the cache before it shows, and renders its component at any address and search', async () => {
    const queryClient = new QueryClient();
    const queryFn = vi.fn(() => Promise.resolve(['2026', '2027']));
    const prepared = plainScreen(
      () => <p>Évek</p>,
      () => ({ queryKey: ['years'], queryFn }),
    )({});
    await prepared.load(queryClient, { unknown: 'x' });
    expect(queryClient.getQueryData(['years'])).toEqual(['2026', '2027']);
    render(prepared.render({ unknown: 'x' }, vi.fn()));
    expect(screen.getByText('Évek')).toBeInTheDocument();
    await expect(plainScreen(() => null)({}).load(queryClient, {})).resolves.toBeUndefined();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});
