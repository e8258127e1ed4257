import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ItemList, ListCard } from './ListCard';

describe('ListCard', () => {
  it('lists the items under its heading, one line each, then what follows', () => {
    render(
      <ListCard
        title="Elérhető évek"
        items={[2026, 2027]}
        itemKey={(year) => year}
        item={(year) => <a href={`/${year}`}>{`${year}. év`}</a>}
        emptyText="Nincs tervezhető év."
      >
        <p>Új év</p>
      </ListCard>,
    );
    const card = screen.getByRole('region', { name: 'Elérhető évek' });
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2026. év', '2027. év']);
    expect(within(card).getByText('Új év')).toBeInTheDocument();
  });

  it('says there is none without a list', () => {
    render(<ListCard title="Feladataim" items={[]} itemKey={String} item={String} emptyText="Nincs nyitott feladat." />);
    expect(screen.getByRole('region', { name: 'Feladataim' })).toHaveTextContent('Nincs nyitott feladat.');
    expect(screen.queryByRole('list')).toBeNull();
  });
});

describe('ItemList', () => {
  it('lists the items with the class given, or shows what stands for none, or nothing', () => {
    const { rerender, container } = render(
      <ItemList items={[{ id: 1, name: 'jegyzokonyv.pdf' }]} itemKey={(file) => file.id} item={(file) => file.name} className="public-comments" />,
    );
    expect(screen.getByRole('list')).toHaveClass('public-comments');
    expect(screen.getByRole('listitem')).toHaveTextContent('jegyzokonyv.pdf');
    rerender(<ItemList items={[]} itemKey={String} item={String} empty={<p>Még nincs válasz.</p>} />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('Még nincs válasz.')).toBeInTheDocument();
    rerender(<ItemList items={[]} itemKey={String} item={String} />);
    expect(container).toBeEmptyDOMElement();
  });
});
