import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card';

describe('Card', () => {
  it('is a region named by its heading, the heading first, marked busy while its content is on its way', () => {
    render(
      <Card title="Kosár tartalma" isBusy>
        <p>2 tétel</p>
      </Card>,
    );
    const card = screen.getByRole('region', { name: 'Kosár tartalma' });
    expect(card).toHaveClass('card');
    expect(card).toHaveAttribute('aria-busy', 'true');
    expect(card.firstElementChild).toBe(within(card).getByRole('heading', { level: 2, name: 'Kosár tartalma' }));
    expect(within(card).getByText('2 tétel')).toBeInTheDocument();
  });

  it('without a heading is named by its label, or by nothing', () => {
    render(
      <>
        <Card label="Összesítés" className="basket-totals">
          <p>12 002 Ft</p>
        </Card>
        <Card>
          <p>Nincs adat.</p>
        </Card>
      </>,
    );
    const named = screen.getByRole('region', { name: 'Összesítés' });
    expect(named).toHaveClass('card', 'basket-totals');
    expect(named).not.toHaveAttribute('aria-busy');
    expect(within(named).queryByRole('heading')).toBeNull();
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });
});
