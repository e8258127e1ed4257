import type { Decision, DecisionAnswer } from '@/generated/models';
import { formatBoolean, formatDate, formatDateTime, formatNumber } from '@/lib/format';

function answerText(answer: DecisionAnswer): string {
  const { type, value } = answer;
  if (value === null || value === undefined || value === '') return '–';
  if (type === 'bool' && typeof value === 'boolean') return formatBoolean(value);
  if (type === 'date' && typeof value === 'string') return formatDate(value);
  if (type === 'number' && typeof value === 'number') return formatNumber(value);
  if (type === 'select') return answer.choices?.find((c) => String(c.value) === String(value))?.label ?? String(value);
  if (type === 'multi_column' && Array.isArray(value)) {
    const columns = answer.choices ?? [];
    return (value as unknown[][]).map((list, i) => `${columns[i]?.label ?? i + 1}: ${list.join(', ')}`).join('; ');
  }
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

/** Earlier decisions, coloured red (negative), grey (neutral) and green (positive). */
export function DecisionHistory({ decisions }: { decisions: readonly Decision[] }) {
  if (!decisions.length) return null;
  return (
    <div className="decision-history">
      <h3>Döntések</h3>
      <ol className="plain-list">
        {decisions.map((decision) => (
          <li key={decision.id} className={`decision decision--${decision.decision}`} data-decision={decision.decision}>
            <div className="decision__head">
              <strong>{decision.decision_label}</strong> – {decision.user.name} ({decision.verification_step.name}), {formatDateTime(decision.created_at)}
            </div>
            {decision.answers.length ? (
              <dl className="details">
                {decision.answers.map((answer, i) => (
                  <div key={i} className="details__row">
                    <dt>{answer.label}</dt>
                    <dd>{answerText(answer)}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
