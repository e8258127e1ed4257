import { recordLink } from '@/config/site-map';
import { amountsCard } from '@/features/records/blocks/AmountsCard';
import { itemsTable } from '@/features/records/blocks/ItemsTable';
import { subForm } from '@/features/records/blocks/SubForm';
import { defineSection } from '@/features/records/section';
import { createFinancialBudgetChangeRequestMutation } from '@/generated/api/finance';
import { financialBudgetApi } from '@/generated/records/finance';
import { FinancialBudgetChangeRequestInputMeta, FinancialBudgetDetailMeta, FinancialBudgetMeta, FinancialBudgetSumsMeta } from '@/generated/meta/finance';
import { FinancialBudgetChangeRequestInputSchema } from '@/generated/validators/finance';
import { listFinancialBudgetsParams } from '@/generated/list-params/finance';
import { BudgetChangeRequests } from './budget-change-requests';

/** Pénzügyi keret (sections 2, 6, 7): list and details only; the sums, the budget's commitments, a new change request (valtozasok/) and deciding each. */
export const budgetsSection = defineSection({
  id: 'financial-budgets',
  title: 'Pénzügyi keretek',
  recordName: 'Pénzügyi keret',
  api: financialBudgetApi,
  list: {
    meta: FinancialBudgetMeta,
    columns: ['institution', 'type', 'year', 'amount', 'sum_source'],
    params: listFinancialBudgetsParams,
    filters: ['institution', 'year', 'type'],
  },
  details: {
    title: (budget) => `${budget.institution.name} – ${budget.type.name} (${budget.year})`,
    meta: FinancialBudgetDetailMeta,
    summary: ['id', 'institution', 'type', 'year', 'amount', 'sum_source'],
    panels: {},
    blocks: [
      amountsCard({
        title: 'Összesítők',
        meta: FinancialBudgetSumsMeta,
        fields: ['commitments_sum', 'invoices_sum', 'commitments_without_invoice_sum', 'unfinished_commitments_sum'],
        from: { field: 'sums' },
      }),
      itemsTable({
        field: 'commitments',
        meta: FinancialBudgetDetailMeta,
        columns: ['reference_number', 'subject', 'cost', 'state'],
        link: { column: 'reference_number', href: recordLink('commitments') },
        emptyText: 'A kerethez nem tartozik kötelezettségvállalás.',
      }),
      subForm({
        title: 'Keretmódosítás kérése',
        openLabel: 'Új módosítási kérelem',
        submitLabel: 'Kérelem beküldése',
        toast: 'A módosítási kérelem beküldve.',
        meta: FinancialBudgetChangeRequestInputMeta,
        schema: FinancialBudgetChangeRequestInputSchema,
        fields: ['amount', 'reason'],
        initialValues: () => ({ amount: null, reason: '' }),
        mutation: createFinancialBudgetChangeRequestMutation,
        api: financialBudgetApi,
      }),
      BudgetChangeRequests,
    ],
  },
});
