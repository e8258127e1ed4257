import type { FormWarning } from '@/features/records/form/declaration';
import { zeroLinesWarning } from '@/features/records/form/warnings';
import { sumColumn, type LineRow } from '@/features/records/lines/lines';
import { InvoiceInputMeta, InvoicePartInputMeta } from '@/generated/meta/finance';
import { formatAmount } from '@/lib/format';

const rowsOf = (value: unknown): LineRow[] => (Array.isArray(value) ? value.filter((row): row is LineRow => typeof row === 'object' && row !== null) : []);
const label = (name: keyof typeof InvoiceInputMeta.fields) => InvoiceInputMeta.fields[name].label;

/**
 * What an invoice's form shows amiss before saving, left to the server by the spec (section 4): the
 * parts not adding up to the gross amount, a 0 Ft part, a payment deadline before the invoice's date.
 */
export const invoiceWarnings: readonly FormWarning[] = [
  {
    field: 'parts',
    message: (values) => {
      const parts = rowsOf(values.parts);
      const amount = values.amount;
      if (!parts.length || typeof amount !== 'number') return null;
      const sum = sumColumn(parts, 'amount');
      return sum === amount ? null : `A részek összege (${formatAmount(sum, 'Ft')}) nem egyezik a számla bruttó összegével (${formatAmount(amount, 'Ft')}).`;
    },
  },
  zeroLinesWarning('parts', 'amount', `0 Ft ${InvoicePartInputMeta.fields.amount.label.toLowerCase()}ű rész`),
  {
    field: 'due_date',
    message: ({ date, due_date: due }) =>
      typeof date === 'string' && typeof due === 'string' && date && due && due < date ? `A ${label('due_date').toLowerCase()} korábbi, mint a számla kelte.` : null,
  },
];
