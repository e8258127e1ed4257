import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductVariantMeta } from '@/generated/meta/store';
import type { FieldMeta } from '@/generated/meta/types';
import { createQueryClient } from '@/lib/query-client';
import { json, mockFetch } from '@/test/fetch-mock';
import { DetailValue, displayValue } from './display';

const renderValue = (props: Parameters<typeof DetailValue>[0]) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <p data-testid="value">
        <DetailValue {...props} />
      </p>
    </QueryClientProvider>,
  );

describe('DetailValue', () => {
  it('links each record a list names to its details, by its label', () => {
    renderValue({
      name: 'invoices',
      value: [
        { id: 7710, invoice_number: 'IT-2026/00871', amount: 0, state: 'open' },
        { id: 7711, invoice_number: 'IT-2026/00872', amount: 0, state: 'open' },
      ],
      link: (id) => `/penzugy/szamlazas/${id}.html`,
    });
    expect(screen.getByRole('link', { name: 'IT-2026/00871' })).toHaveAttribute('href', '/penzugy/szamlazas/7710.html');
    expect(screen.getByRole('link', { name: 'IT-2026/00872' })).toHaveAttribute('href', '/penzugy/szamlazas/7711.html');
  });

  it('links a saved {id, name} by its name and a bare id by its number; nothing to link shows a dash', () => {
    const { unmount } = renderValue({ name: 'financial_budget', value: { id: 41, name: 'Dologi kiadások 2026' }, link: (id) => `/penzugyi-keretek/${id}.html` });
    expect(screen.getByRole('link', { name: 'Dologi kiadások 2026' })).toHaveAttribute('href', '/penzugyi-keretek/41.html');
    unmount();
    const second = renderValue({ name: 'original_commitment', value: 2309, link: (id) => `/kotelezettsegvallalas/${id}.html` });
    expect(screen.getByRole('link', { name: '#2309' })).toHaveAttribute('href', '/kotelezettsegvallalas/2309.html');
    second.unmount();
    renderValue({ name: 'original_commitment', value: null, link: (id) => `/kotelezettsegvallalas/${id}.html` });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByTestId('value')).toHaveTextContent('–');
  });

  it("links a bare id whose field has a lookup by the looked-up name (an invoice's contract)", async () => {
    mockFetch((request) =>
      new URL(request.url).pathname === '/api/szerzodestar/mind/'
        ? json([{ id: 88, title: 'Informatikai eszközök szállítása', reference_number: 'SZT/2026/0154' }])
        : json({}, 404),
    );
    const meta: FieldMeta = { label: 'Szerződés', kind: 'integer', nullable: true, lookup: { source: 'listAllRegisterContracts' } };
    renderValue({ name: 'contract', value: 88, meta, link: (id) => `/szerzodestar/${id}.html` });
    expect(screen.getByRole('link', { name: '#88' })).toHaveAttribute('href', '/szerzodestar/88.html');
    expect(await screen.findByRole('link', { name: 'Informatikai eszközök szállítása' })).toHaveAttribute('href', '/szerzodestar/88.html');
  });

  it('names a looked-up id (x-lookup) from its lookup', async () => {
    mockFetch((request) =>
      new URL(request.url).pathname === '/api/statikus-adatok/'
        ? json({ vats: [{ id: 1, name: '27%', value: 27 }], currencies: [{ id: 1, name: 'HUF' }] })
        : json({}, 404),
    );
    const meta: FieldMeta = { label: 'ÁFA kulcs', kind: 'integer', lookup: { source: 'static:vats' } };
    renderValue({ name: 'vat', value: 1, meta });
    expect(await screen.findByText('27%')).toBeInTheDocument();
  });
});

describe('displayValue', () => {
  it("shows a known code of a free-text field by its name (a variant's default provider), other text as typed", () => {
    const provider = ProductVariantMeta.fields.provider;
    expect(displayValue('tankeruleti_portal_default', provider, 'provider')).toBe('Alapértelmezett szállító');
    expect(displayValue('Irodaszer Kft.', provider, 'provider')).toBe('Irodaszer Kft.');
  });

  it('links a file address by its file name, and shows an unsafe one as text', () => {
    const meta: FieldMeta = { label: 'Igazolás', kind: 'string', format: 'uri-reference' };
    renderValue({ name: 'attachment', value: '/media/tavollet/2026/11/orvosi-igazolas-3105.pdf', meta });
    expect(screen.getByRole('link', { name: 'orvosi-igazolas-3105.pdf' })).toHaveAttribute('href', '/media/tavollet/2026/11/orvosi-igazolas-3105.pdf');
    render(<p data-testid="unsafe">{displayValue('javascript:alert(1)', meta, 'attachment')}</p>);
    expect(screen.getByTestId('unsafe')).toHaveTextContent('javascript:alert(1)');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it("shows a year and a month (a settlement period) as '2026. november'", () => {
    expect(displayValue('2026-11', { label: 'Elszámolási időszak', kind: 'string', yearMonth: true }, 'period')).toBe('2026. november');
  });

  it('shows a number with its unit (x-unit) in Hungarian format', () => {
    expect(displayValue(635000, { label: 'Bruttó összeg', kind: 'number', unit: 'Ft' }, 'cost')).toMatch(/^635\s000 Ft$/u);
  });

  it('keeps a date and an amount on one line; other text may wrap', () => {
    const { unmount } = renderValue({ name: 'end_date', value: '2027-06-10', meta: { label: 'Záró dátum', kind: 'string', format: 'date' } });
    expect(screen.getByText('2027. 06. 10.')).toHaveClass('unbroken');
    unmount();
    const amount = renderValue({ name: 'cost', value: 816000, meta: { label: 'Teljes díj', kind: 'number', unit: 'Ft' } });
    expect(screen.getByText('816 000 Ft')).toHaveClass('unbroken');
    amount.unmount();
    renderValue({ name: 'renter_name', value: 'Újlipótvárosi Kosárlabda Egyesület', meta: { label: 'Bérlő neve', kind: 'string' } });
    expect(screen.getByTestId('value').innerHTML).toBe('Újlipótvárosi Kosárlabda Egyesület');
  });

  it("shows a forint amount whose label says '(Ft)' in whole forints, the unit left to the label (a variant's price)", () => {
    expect(displayValue(2551.5, ProductVariantMeta.fields.price, 'price')).toBe('2\u00a0552');
    expect(displayValue(1234567, ProductVariantMeta.fields.price, 'price')).toBe('1\u00a0234\u00a0567');
  });

  it('shows an address as one line, without its empty parts', () => {
    const address = {
      address_1: 'Szent István körút 11.',
      address_2: null,
      city: 'Budapest',
      county: null,
      zip_code: '1137',
      country: 'Magyarország',
      valid_till: null,
    };
    expect(displayValue(address, { label: 'Állandó lakcím', kind: 'object', ref: 'Address' }, 'permanent_address')).toBe(
      '1137 Budapest, Szent István körút 11., Magyarország',
    );
    expect(displayValue({ id: 3 }, { label: 'Valami', kind: 'object' }, 'thing')).toBe('–');
  });
});
