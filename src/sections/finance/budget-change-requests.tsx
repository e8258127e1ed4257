import { Card } from '@/components/ui/Card';
import { mapVariables } from '@/features/records/actions/mapped-call';
import { ApprovalPanel, type DecisionVars } from '@/features/records/approval/ApprovalPanel';
import { FieldList } from '@/features/records/FieldList';
import { decideFinancialBudgetChangeRequestMutation } from '@/generated/api/finance';
import type { CurrentUser, FinancialBudgetDetail } from '@/generated/models';
import { FinancialBudgetChangeRequestMeta } from '@/generated/meta/finance';
import { formatAmount } from '@/lib/format';

type ChangeRequest = FinancialBudgetDetail['change_requests'][number];

const fields = FinancialBudgetChangeRequestMeta.fields;
const SHOWN = ['amount', 'reason', 'creator', 'created_at', 'state'] as const;

/**
 * A budget's change requests, each with its own approval flow: the shared approval panel decides one
 * through `valtozasok/{changeId}/donteshozas/`, the budget's
 * id put in beside the request's (the panel calls a decide by the decided record's id); the budget is read again after (spec x-invalidates).
 */
export function BudgetChangeRequests({ record, user }: { record: FinancialBudgetDetail; user: CurrentUser }) {
  const decide = mapVariables(decideFinancialBudgetChangeRequestMutation, ({ path, body }: DecisionVars) => ({ path: { id: record.id, changeId: path.id }, body }));
  const requests: readonly ChangeRequest[] = record.change_requests;
  return (
    <Card title="Módosítási kérelmek">
      {requests.length === 0 && <p>Nincs módosítási kérelem.</p>}
      {requests.map((request) => (
        <article key={request.id} className="sub-record" aria-label={`Módosítási kérelem: ${formatAmount(request.amount, fields.amount.unit)}`}>
          <FieldList value={request} meta={FinancialBudgetChangeRequestMeta} fields={SHOWN} />
          <ApprovalPanel record={request} user={user} decide={decide} stateMeta={fields.state} />
        </article>
      ))}
    </Card>
  );
}
