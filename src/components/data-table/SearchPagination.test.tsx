import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pageQuery, SearchPagination } from './SearchPagination';

describe('SearchPagination', () => {
  it('writes the chosen page into the URL state, the first page as none, keeping the rest', async () => {
    const onSearchChange = vi.fn();
    render(<SearchPagination search={{ page: 2, q: 'Kovács' }} total={120} onSearchChange={onSearchChange} />);
    await userEvent.click(screen.getByRole('button', { name: '3. oldal' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ page: 3, q: 'Kovács' });
    await userEvent.click(screen.getByRole('button', { name: '1. oldal' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ page: undefined, q: 'Kovács' });
  });

  it('asks the list call for the page only past the first', () => {
    expect(pageQuery({ page: 1, limit: 50 })).toEqual({ page: undefined, limit: 50 });
    expect(pageQuery({ page: 4 })).toEqual({ page: 4, limit: undefined });
  });
});
