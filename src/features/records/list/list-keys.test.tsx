import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSectionList } from '@/test/list-section';

const rows = [
  { id: 1, title: 'Első', state: 'pending' as const },
  { id: 2, title: 'Második', state: 'closed_positive' as const },
  { id: 3, title: 'Harmadik', state: 'pending' as const },
];

describe("a list's keys", () => {
  it('j and k, or the arrow keys, move between the rows, and Enter opens the row', async () => {
    const user = userEvent.setup();
    const { router } = renderSectionList({ rows });
    await screen.findByRole('link', { name: 'Harmadik' });
    await user.keyboard('j');
    expect(screen.getByRole('link', { name: 'Első' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Második' })).toHaveFocus();
    await user.keyboard('jj');
    // The last row stays.
    expect(screen.getByRole('link', { name: 'Harmadik' })).toHaveFocus();
    await user.keyboard('k{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Első' })).toHaveFocus();
    await user.keyboard('j{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/2.html'));
    expect(await screen.findByText('A bejelentés adatai')).toBeInTheDocument();
  });

  it("'/' goes to the search box, where j, k and '/' are typed as text", async () => {
    const user = userEvent.setup();
    renderSectionList({ rows });
    await screen.findByRole('link', { name: 'Harmadik' });
    await user.keyboard('/');
    const search = screen.getByPlaceholderText('Keresés');
    expect(search).toHaveFocus();
    await user.keyboard('jk/{ArrowDown}');
    expect(search).toHaveValue('jk/');
    expect(search).toHaveFocus();
  });
});
