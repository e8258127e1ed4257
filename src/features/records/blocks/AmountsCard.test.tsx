import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getTenderAmountStatQuery } from '@/generated/api/finance';
import { TenderAmountStatMeta } from '@/generated/meta/finance';
import { mockFetch, requests } from '@/test/fetch-mock';
import { specExampleFetch } from '@/test/spec-fetch';
import { amountsCard } from './AmountsCard';

const renderCard = (Card: ReturnType<typeof amountsCard>, record: { id: number; [field: string]: unknown }) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Card record={record} />
    </QueryClientProvider>,
  );

const rows = (card: HTMLElement) =>
  within(card)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

describe('amountsCard', () => {
  it("shows a record call's amounts by their labels in Ft, asked by the record's id", async () => {
    mockFetch(specExampleFetch());
    const Stat = amountsCard({
      title: 'Keret felhasználása',
      meta: TenderAmountStatMeta,
      fields: ['used_money', 'remaining', 'pending'],
      from: { query: (id) => getTenderAmountStatQuery({ path: { id } }) },
    });
    renderCard(Stat, { id: 15 });
    const card = screen.getByRole('region', { name: 'Keret felhasználása' });
    await within(card).findByText('Felhasznált összeg');
    expect(rows(card).map((row) => row.replace(/\s/g, ' '))).toEqual([
      'Felhasznált összeg: 3 810 000 Ft',
      'Fennmaradó összeg: 20 555 000 Ft',
      'Függő (jóváhagyásra váró) összeg: 635 000 Ft',
    ]);
    expect(requests.some((request) => request.url.endsWith('/api/palyazatok/15/amount_stat/'))).toBe(true);
  });

  it("shows a record field's amounts, and says so when the record has none", () => {
    mockFetch(specExampleFetch());
    const Sums = amountsCard({ title: 'Összesítés', meta: TenderAmountStatMeta, fields: ['used_money', 'pending'], from: { field: 'amount_stat' } });
    const { unmount } = renderCard(Sums, { id: 15, amount_stat: { used_money: 1200000, remaining: 5, pending: 0 } });
    const card = screen.getByRole('region', { name: 'Összesítés' });
    expect(within(card).getAllByRole('term')).toHaveLength(2);
    expect(within(card).getByText(/^1\s200\s000 Ft$/)).toBeInTheDocument();
    expect(within(card).getByText(/^0 Ft$/)).toBeInTheDocument();
    unmount();
    renderCard(Sums, { id: 15, amount_stat: null });
    expect(screen.getByText('Nincs adat.')).toBeInTheDocument();
  });
});
