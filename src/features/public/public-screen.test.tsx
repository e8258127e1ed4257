import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { publicRecordScreen, publicScreen } from './public-screen';

describe('publicScreen', () => {
  it('loads what the page needs first, then shows the page at its base whatever the search', async () => {
    const load = vi.fn(() => Promise.resolve('kerület'));
    const prepared = publicScreen(({ base }) => <p>Belépés: {base}</p>, '/dev/panasz', load)({});
    const queryClient = new QueryClient();
    await prepared.load(queryClient, { q: 'x' });
    expect(load).toHaveBeenCalledWith(queryClient);
    render(prepared.render({ q: 'x' }, vi.fn()));
    expect(screen.getByText('Belépés: /dev/panasz')).toBeInTheDocument();
    await expect(publicScreen(() => null, '')({}).load(queryClient, {})).resolves.toBeUndefined();
  });
});

describe('publicRecordScreen', () => {
  it("shows the page of the address's record, and refuses an address that names none", () => {
    const page = publicRecordScreen(({ base, id }) => <p>{`${base}/${id}`}</p>, '/dev/panasz');
    render(page({ entityId: '402' }).render({}, vi.fn()));
    expect(screen.getByText('/dev/panasz/402')).toBeInTheDocument();
    expect(() => page({ entityId: 'abc' })).toThrow();
  });
});
