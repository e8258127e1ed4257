import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './Pagination';
import { lastPage, pageRange, visiblePages } from './pagination';

describe('pagination (section 9)', () => {
  it('shows up to two pages either side of the current one', () => {
    expect(visiblePages(1, 10)).toEqual([1, 2, 3]);
    expect(visiblePages(5, 10)).toEqual([3, 4, 5, 6, 7]);
    expect(visiblePages(10, 10)).toEqual([8, 9, 10]);
  });

  it("gives the 'from - to' range of the page", () => {
    expect(pageRange(1, 25, 134)).toBe('1 - 25');
    expect(pageRange(6, 25, 134)).toBe('126 - 134');
    expect(pageRange(1, 25, 0)).toBe('0 - 0');
  });

  it('pages start at 1 and the last page holds the remainder', () => {
    expect(lastPage(0, 25)).toBe(1);
    expect(lastPage(134, 25)).toBe(6);
    expect(lastPage(150, 75)).toBe(2);
  });

  it("offers 25, 50 and 75 rows under 'Oldalanként:' and marks the current page", async () => {
    const onPageSizeChange = vi.fn();
    const onPageChange = vi.fn();
    const user = userEvent.setup();
    render(<Pagination page={3} pageSize={25} total={134} onPageChange={onPageChange} onPageSizeChange={onPageSizeChange} />);
    expect(screen.getByText('51 - 75 / 134')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '3. oldal' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('button', { name: /\. oldal$/ }).map((b) => b.textContent)).toEqual(['1', '2', '3', '4', '5']);
    await user.click(screen.getByRole('button', { name: /Oldalanként:/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['25', '50', '75']);
    await user.click(screen.getByRole('option', { name: '75' }));
    expect(onPageSizeChange).toHaveBeenCalledWith(75);
    await user.click(screen.getByRole('button', { name: 'Következő oldal' }));
    expect(onPageChange).toHaveBeenCalledWith(4);
  });
});
