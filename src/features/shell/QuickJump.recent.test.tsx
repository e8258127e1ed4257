import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { rememberRecentRecord } from '@/lib/recent-records';
import { QuickJump } from './QuickJump';

describe('the quick jump and the records last opened', () => {
  it('offers the records last opened first, newest first, found by part of their name too', async () => {
    rememberRecentRecord({ label: 'Kötelezettségvállalás: KV-2026/12', path: '/penzugy/kotelezettsegvallalasok/12.html' });
    rememberRecentRecord({ label: 'Dolgozó: Kiss Anna', path: '/hr/dolgozok/7.html' });
    rememberRecentRecord({ label: 'Kötelezettségvállalás: KV-2026/12', path: '/penzugy/kotelezettsegvallalasok/12.html' });
    const navigate = vi.fn();
    const user = userEvent.setup();
    render(
      <RouterProvider navigate={navigate}>
        <QuickJump permissions={['hr.can_use_hr_module']} />
      </RouterProvider>,
    );
    await user.keyboard('{Control>}k{/Control}');
    const list = await screen.findByRole('menu', { name: 'Oldalak' });
    expect(
      within(list)
        .getAllByRole('menuitem')
        .slice(0, 2)
        .map((item) => item.textContent),
    ).toEqual(['Kötelezettségvállalás: KV-2026/12Legutóbb megnyitott', 'Dolgozó: Kiss AnnaLegutóbb megnyitott']);
    await user.type(screen.getByRole('searchbox', { name: 'Oldal neve' }), 'kiss');
    await user.click(within(list).getByRole('menuitem', { name: /Kiss Anna/ }));
    expect(navigate).toHaveBeenCalledWith('/hr/dolgozok/7.html', undefined);
  });
});
