import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ProductVariant } from '@/generated/models';
import { mockFetch, requests } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { specExampleFetch } from '@/test/spec-fetch';
import { AddToBasket, orderRefusal } from './variants';

const variant: ProductVariant = {
  id: 4101,
  name: 'A4 másolópapír',
  price: 1890,
  vat: 1,
  available_from: '2026-01-01',
  available_till: '2026-12-31',
  minimum_order_quantity: 5,
  packaging_unit: 'csomag',
  provider: 'tankeruleti_portal_default',
  inventories: [],
};

describe('a variant put into the basket', () => {
  it('is refused before its available_from and after its available_till, with the day', () => {
    expect(orderRefusal(variant, '2025-12-31')).toBe('Ez a termékváltozat még nem rendelhető (rendelhető ettől: 2026. 01. 01.).');
    expect(orderRefusal(variant, '2027-01-01')).toBe('Ez a termékváltozat már nem rendelhető (rendelhető eddig: 2026. 12. 31.).');
    expect(orderRefusal(variant, '2026-06-01')).toBeUndefined();
    expect(orderRefusal({ available_from: null, available_till: null }, '2026-06-01')).toBeUndefined();
  });

  it("refuses a quantity under its minimum_order_quantity ('Nem lehet kisebb mint 5') and sends nothing; 5 goes", async () => {
    mockFetch(specExampleFetch());
    renderWithProviders(<AddToBasket variant={{ ...variant, available_from: null, available_till: null }} />);
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: /Mennyiség \(A4 másolópapír\)/ });
    expect(field).toHaveValue('5');
    await user.clear(field);
    await user.type(field, '3');
    const button = await screen.findByRole('button', { name: 'A4 másolópapír: kosárba' });
    await user.click(button);
    expect(await screen.findByText('Nem lehet kisebb mint 5')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
    await user.clear(field);
    await user.type(field, '5');
    await user.click(button);
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    const posted = requests.filter((r) => r.method === 'POST');
    expect(await posted[0]!.clone().json()).toEqual({ product_variant: 4101, quantity: 5 });
  });
});
