import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useCheckedForm } from '@/components/form/use-checked-form';
import type { Settings } from '@/generated/models';
import { json, mockFetch, requests } from '@/test/fetch-mock';
import { specExampleFetch } from '@/test/spec-fetch';
import { commitmentProductLines, deriveProductLine, productLineTotal } from './commitment-products';
import { validateLines, type LineRow } from '@/features/records/lines/lines';
import { LinesField } from '@/features/records/lines/LinesField';
import { useLineContext } from '@/features/records/lines/use-line-context';

// The spec's example static data holds the VAT keys 1 = 27%, 2 = 5%, 3 = 0%.
const vats = [
  { id: 1, name: '27%', value: 27 },
  { id: 2, name: '5%', value: 5 },
];
const commitmentSettings = (flags: Partial<Settings['commitments']>): Settings['commitments'] => ({
  can_upload_after_closed: false,
  use_products: true,
  mandatory_products: false,
  calculate_net: true,
  ...flags,
});

/** A form on the one validation model holding the lines; 'Ellenőrzés' tries a save, the declared checks its rules, as a record form's. */
function Form({ initial }: { initial: LineRow[] }) {
  const context = useLineContext();
  const [count, setCount] = useState<number | null>(null);
  const form = useCheckedForm({
    defaultValues: { products: initial },
    rules: (values) => validateLines({ products: commitmentProductLines }, values, context),
    onValid: () => setCount(0),
    onInvalid: (messages) => setCount(Object.keys(messages.rules).length),
  });
  return (
    <>
      <LinesField
        label="Termékek"
        declaration={commitmentProductLines}
        value={form.values.products}
        onChange={(rows) => form.setValue('products', rows)}
        onBlur={(cell) => form.leave(`products.${cell}`)}
        errors={form.errorsOf('products')}
        onLineErrors={(index, errors) => form.showLineErrors('products', index, errors)}
        record={{ currency: 2 }}
      />
      <button type="button" onClick={() => form.submit()}>
        Ellenőrzés
      </button>
      {count === null ? null : <p>Hibák száma: {count}</p>}
    </>
  );
}

/** Settings come from `/api/beallitasok/` with the given commitment flags; the rest from the spec's examples. */
function renderForm(flags: Partial<Settings['commitments']>, initial: LineRow[] = [], product?: (request: Request) => Response | Promise<Response>) {
  const examples = specExampleFetch();
  mockFetch(async (request) => {
    if (product && new URL(request.url).pathname === '/api/kotelezettsegvallalas/termek/') return product(request);
    if (new URL(request.url).pathname !== '/api/beallitasok/') return examples(request);
    const settings = (await (await examples(request)).json()) as Settings;
    return json({ ...settings, commitments: { ...settings.commitments, ...flags } });
  });
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <Suspense fallback="Betöltés…">
        <Form initial={initial} />
      </Suspense>
    </QueryClientProvider>,
  );
}

const line = (n: number) => screen.getByRole('group', { name: `${n}. sor` });

describe('commitment product lines', () => {
  it('a new line starts at quantity 1 and VAT key 1; typing the gross unit price gives the total and, with calculate_net, the net', async () => {
    const user = userEvent.setup();
    renderForm({ calculate_net: true });
    await user.click(await screen.findByRole('button', { name: 'Új termék' }));
    await user.type(within(line(1)).getByRole('textbox', { name: /Megnevezés/ }), 'Projektor');
    const quantity = within(line(1)).getByRole('textbox', { name: /^Mennyiség\b/ });
    expect(quantity).toHaveValue('1');
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.type(within(line(1)).getByRole('textbox', { name: /Bruttó egységár/ }), '127000');
    await user.tab();

    expect(within(line(1)).getByRole('status', { name: '1. sor: Bruttó összesen' })).toHaveTextContent('381 000 Ft');
    // 27% VAT: 381 000 / 1.27 = 300 000.
    expect(within(line(1)).getByRole('status', { name: '1. sor: Nettó összesen' })).toHaveTextContent('300 000 Ft');
    expect(screen.getByText('Összesen (Bruttó összesen)').nextSibling).toHaveTextContent('381 000 Ft');
    expect(screen.getByText('Összesen (Nettó összesen)').nextSibling).toHaveTextContent('300 000 Ft');
  });

  it('without calculate_net shows no net column and no net total', async () => {
    const user = userEvent.setup();
    renderForm({ calculate_net: false });
    await user.click(await screen.findByRole('button', { name: 'Új termék' }));
    expect(within(line(1)).queryByRole('status', { name: /Nettó összesen/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Összesen (Nettó összesen)')).not.toBeInTheDocument();
    expect(
      deriveProductLine({ quantity: 2, gross_price: 100, vat: 1 }, { settings: { commitments: commitmentSettings({ calculate_net: false }) }, staticData: { vats } }),
    ).toMatchObject({
      total_price: 200,
      net_price: null,
    });
  });

  it('sums several lines in Hungarian money format', async () => {
    const context = { settings: { commitments: commitmentSettings({}) }, staticData: { vats } };
    renderForm({}, [
      deriveProductLine({ name: 'Laptop', quantity: 4, unit: 'db', gross_price: 254000, vat: 1 }, context),
      deriveProductLine({ name: 'Könyv', quantity: 21, unit: 'db', gross_price: 3150, vat: 2 }, context),
    ]);
    expect((await screen.findByText('Összesen (Bruttó összesen)')).nextSibling).toHaveTextContent('1 082 150 Ft');
    // 1 016 000 / 1.27 + 66 150 / 1.05 = 800 000 + 63 000.
    expect(screen.getByText('Összesen (Nettó összesen)').nextSibling).toHaveTextContent('863 000 Ft');
  });

  it('is not shown, and asks for nothing, when the settings do not use products', async () => {
    const user = userEvent.setup();
    renderForm({ use_products: false, mandatory_products: true });
    await user.click(await screen.findByRole('button', { name: 'Ellenőrzés' }));
    expect(screen.queryByRole('group', { name: /Termékek/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Új termék' })).not.toBeInTheDocument();
    expect(screen.getByText('Hibák száma: 0')).toBeInTheDocument();
  });

  it('with mandatory_products needs at least one line: an empty list gets the Hungarian message, one line clears it', async () => {
    const user = userEvent.setup();
    renderForm({ mandatory_products: true });
    expect(await screen.findByRole('heading', { name: /Termékek/ })).toHaveTextContent('Termékek *');
    await user.click(screen.getByRole('button', { name: 'Ellenőrzés' }));
    expect(screen.getByRole('group', { name: /Termékek/ })).toHaveAccessibleDescription('Ez a lista nem lehet üres.');

    await user.click(screen.getByRole('button', { name: 'Új termék' }));
    await user.click(screen.getByRole('button', { name: 'Ellenőrzés' }));
    expect(screen.queryByText('Ez a lista nem lehet üres.')).not.toBeInTheDocument();
    expect(screen.getByText('Hibák száma: 0')).toBeInTheDocument();
  });

  it('rounds a total to the fillér and needs both quantity and price for it', () => {
    expect(productLineTotal({ quantity: 2.5, gross_price: 1999.99 })).toBe(4999.98);
    expect(productLineTotal({ quantity: 3, gross_price: 0.1 })).toBe(0.3);
    expect(productLineTotal({ quantity: null, gross_price: 10 })).toBeNull();
  });

  it('records a line as a product with the commitment currency (POST termek/): the answer with its id and prices replaces the line', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const context = { settings: { commitments: commitmentSettings({}) }, staticData: { vats } };
    renderForm({}, [deriveProductLine({ name: 'Epson EB-W52 projektor', quantity: 2, unit: 'db', gross_price: 292100, vat: 1 }, context)], async (request) => {
      sent.push(await request.json());
      return json({ id: 903, name: 'Epson EB-W52 projektor', quantity: 2, unit: 'db', gross_price: 292100, vat: 1, total_price: 584200, net_price: 459999 }, 201);
    });
    await user.click(await screen.findByRole('button', { name: 'Termék rögzítése (1. sor)' }));
    expect(await within(line(1)).findByRole('status', { name: '1. sor: Nettó összesen' })).toHaveTextContent('459 999 Ft');
    expect(sent).toEqual([{ name: 'Epson EB-W52 projektor', quantity: 2, unit: 'db', gross_price: 292100, vat: 1, currency: 2 }]);
  });

  it('a line missing a required cell is not sent; a 400 shows its messages in the cells, kept until the cell is edited', async () => {
    const user = userEvent.setup();
    renderForm({}, [], () => json({ quantity: ['Nem lehet kisebb mint 0.001'] }, 400));
    await user.click(await screen.findByRole('button', { name: 'Új termék' }));
    await user.click(screen.getByRole('button', { name: 'Termék rögzítése (1. sor)' }));
    expect(within(line(1)).getAllByText('Ez a mező nem lehet üres')).toHaveLength(3);
    expect(requests.some((r) => r.url.includes('/termek/'))).toBe(false);

    await user.type(within(line(1)).getByRole('textbox', { name: /Megnevezés/ }), 'Projektor');
    await user.type(within(line(1)).getByRole('textbox', { name: /Mennyiségi egység/ }), 'db');
    await user.type(within(line(1)).getByRole('textbox', { name: /Bruttó egységár/ }), '1000');
    await user.click(screen.getByRole('button', { name: 'Termék rögzítése (1. sor)' }));
    expect(await within(line(1)).findByText('Nem lehet kisebb mint 0.001')).toBeInTheDocument();
    expect(within(line(1)).getByRole('textbox', { name: /Megnevezés/ })).toHaveValue('Projektor');
    const quantity = within(line(1)).getByRole('textbox', { name: /^Mennyiség\b/ });
    await user.type(quantity, '0');
    await user.tab();
    expect(within(line(1)).queryByText('Nem lehet kisebb mint 0.001')).not.toBeInTheDocument();
  });
});
