import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Page } from './Page';

describe('the title ribbon', () => {
  it("leads back to the list from a details or new screen with '‹ Vissza a listához'", () => {
    render(
      <Page title="Rendszerhiba bejelentés: Nyomtató" backTo="/rendszerhibak.html">
        <p>tartalom</p>
      </Page>,
    );
    const back = screen.getByRole('link', { name: 'Vissza a listához' });
    expect(back).toHaveAttribute('href', '/rendszerhibak.html');
    expect(back).toHaveTextContent('‹ Vissza a listához');
  });

  it('has no way back where no list is given (a list screen)', () => {
    render(<Page title="Rendszerhiba bejelentések">{null}</Page>);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("titles the browser tab '<screen title> – Tankerületi portál' while shown, and the app's name after", () => {
    const { unmount } = render(<Page title="Rendszerhiba bejelentések">{null}</Page>);
    expect(document.title).toBe('Rendszerhiba bejelentések – Tankerületi portál');
    unmount();
    expect(document.title).toBe('Tankerületi portál');
  });
});
