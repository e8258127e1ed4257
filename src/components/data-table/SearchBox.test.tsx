import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchBox } from './SearchBox';

describe('SearchBox', () => {
  it('keeps what is typed while the URL reaches the search sent before, and shows the URL again when it goes elsewhere', async () => {
    const onSearch = vi.fn();
    const { rerender } = render(<SearchBox value={undefined} onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: /^Keresés/ });
    await userEvent.type(box, 'matematika{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('matematika');
    // The next search typed before the list (and the URL) answered the first.
    await userEvent.clear(box);
    await userEvent.type(box, 'tanár');
    rerender(<SearchBox value="matematika" onSearch={onSearch} />);
    expect(box).toHaveValue('tanár');
    await userEvent.type(box, '{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('tanár');
    rerender(<SearchBox value="tanár" onSearch={onSearch} />);
    expect(box).toHaveValue('tanár');
    // Back (or a link) to another search: the box shows the URL's.
    rerender(<SearchBox value="fizika" onSearch={onSearch} />);
    expect(box).toHaveValue('fizika');
    rerender(<SearchBox value={undefined} onSearch={onSearch} />);
    expect(box).toHaveValue('');
  });

  it('a search sent that the URL never reaches leaves the typed text in place', async () => {
    const onSearch = vi.fn();
    const { rerender } = render(<SearchBox value="matematika" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: /^Keresés/ });
    await userEvent.clear(box);
    await userEvent.type(box, 'kémia{Enter}');
    rerender(<SearchBox value="matematika" onSearch={onSearch} />);
    expect(box).toHaveValue('kémia');
  });
});
