import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SchemaMeta } from '@/generated/meta/types';
import { ReadLines } from './ReadView';

const itemMeta: SchemaMeta = {
  title: 'Termék',
  fields: {
    id: { label: 'Azonosító', kind: 'integer' },
    name: { label: 'Megnevezés', kind: 'string' },
    quantity: { label: 'Mennyiség', kind: 'number' },
    gross_price: { label: 'Bruttó egységár', kind: 'number', unit: 'Ft' },
  },
};
const rows = [
  { id: 1, name: 'Interaktív tábla', quantity: 2, gross_price: 450000 },
  { id: 2, name: 'Projektor', quantity: 1, gross_price: 185000 },
];

const atWidth = (phone: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: phone, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));

afterEach(() => vi.unstubAllGlobals());

describe('read view lines', () => {
  it('on a phone reads each line as a card: its first column the title, the other columns under their names', () => {
    atWidth(true);
    render(<ReadLines label="Termékek" rows={rows} itemMeta={itemMeta} />);
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Termékek' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Interaktív tábla');
    const terms = within(cards[1]!)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['Mennyiség', 'Bruttó egységár']);
    expect(within(cards[1]!).getAllByRole('definition')[1]).toHaveTextContent(/^185\s000 Ft$/u);
  });

  it('on a wider screen reads the lines as a table with a column per field', () => {
    atWidth(false);
    render(<ReadLines label="Termékek" rows={rows} itemMeta={itemMeta} />);
    expect(screen.queryByRole('list', { name: 'Termékek' })).toBeNull();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Megnevezés', 'Mennyiség', 'Bruttó egységár']);
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });
});
