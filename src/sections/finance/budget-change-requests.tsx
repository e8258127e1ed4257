import { ApprovalPanel, type DecisionBody } from '@/features/records/approval/ApprovalPanel';
import { Card } from '@/components/ui/Card';
import { displayValue } from '@/features/records/display';
import { FieldList } from '@/features/records/FieldList';
import { decideFinancialBudgetChangeRequestMutation } from '@/generated/api/finance';
import type { CurrentUser, FinancialBudgetDetail } from '@/generated/models';
import { FinancialBudgetChangeRequestMeta } from '@/generated/meta/finance';

type ChangeRequest = FinancialBudgetDetail['change_requests'][number];

const fields = FinancialBudgetChangeRequestMeta.fields;
const SHOWN = ['amount', 'reason', 'creator', 'created_at', 'state'] as const;

/**
 * A budget's change requests, each with its own approval flow: the shared approval panel decides one
 * through `valtozasok/{changeId}/donteshozas/`, the budget's
 * id put in beside the request's (the panel calls a decide by the decided record's id); the budget is read again after (spec x-invalidates).
 */
export function BudgetChangeRequests({ record, user }: { record: FinancialBudgetDetail; user: CurrentUser }) {
  const decideFor = (budgetId: number) => () => {
    const call = decideFinancialBudgetChangeRequestMutation();
    const onRequest = (vars: { path: { id: number }; body: DecisionBody }) => ({ path: { id: budgetId, changeId: vars.path.id }, body: vars.body });
    return {
      mutationKey: call.mutationKey,
      mutationFn: (vars: { path: { id: number }; body: DecisionBody }) => call.mutationFn(onRequest(vars)),
      meta: { invalidates: (vars: { path: { id: number }; body: DecisionBody }) => call.meta.invalidates(onRequest(vars)) },
    };
  };
  const requests: readonly ChangeRequest[] = record.change_requests;
  return (
    <Card title="Módosítási kérelmek">
      {requests.length === 0 && <p>Nincs módosítási kérelem.</p>}
      {requests.map((request) => (
        <article key={request.id} className="sub-record" aria-label={`Módosítási kérelem: ${displayValue(request.amount, fields.amount, 'amount') as string}`}>
          <FieldList value={request} meta={FinancialBudgetChangeRequestMeta} fields={SHOWN} />
          <ApprovalPanel record={request} user={user} decide={decideFor(record.id)} stateMeta={fields.state} />
        </article>
      ))}
    </Card>
  );
}
