import { useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import type { vi } from 'vitest';
import type { CurrentUser, ExtraFieldAnswer, ExtraFieldDefinition } from '@/generated/models';
import { initialAnswers } from '@/features/records/extra-fields/extra-fields';
import { ExtraFieldsForm, type ExtraFieldsFormProps } from '@/features/records/extra-fields/ExtraFieldsForm';
import { staffUser } from './users';

/** What the extra fields' tests share: users, a definition, a parent keeping the answers, and readers of the answers sent. */
export const schoolUser = staffUser({
  id: 7,
  email: 'kovacs.anna@iskola.hu',
  institution: { id: 12, name: 'Petőfi Sándor Általános Iskola', unit_code: 'IS-012', zip_code: '1052', city: 'Budapest', address_1: 'Váci utca 20.', parent: 1 },
});
export const districtUser: CurrentUser = { ...schoolUser, institution: { ...schoolUser.institution, id: 1, parent: null } };

export function field(id: number, type: ExtraFieldDefinition['type'], label: string, extra: Partial<ExtraFieldDefinition> = {}): ExtraFieldDefinition {
  return { id, codename: `field_${id}`, type, label, mandatory: false, is_active: true, section: null, ...extra };
}

export type HarnessProps = Omit<ExtraFieldsFormProps, 'answers' | 'onChange' | 'user'> & {
  initial?: ExtraFieldAnswer[];
  user?: Pick<CurrentUser, 'institution'>;
  onAnswers?: (answers: ExtraFieldAnswer[]) => void;
};

/** The parent as it is meant to be: seeds with initialAnswers and keeps the answers in its state. */
export function Harness({ initial = [], user = schoolUser, onAnswers, ...props }: HarnessProps) {
  const [answers, setAnswers] = useState(() => initialAnswers(props.definitions, initial, user));
  return (
    <I18nProvider locale="hu-HU">
      <ExtraFieldsForm
        {...props}
        user={user}
        answers={answers}
        onChange={(next) => {
          setAnswers(next);
          onAnswers?.(next);
        }}
      />
    </I18nProvider>
  );
}

export const lastCall = (spy: ReturnType<typeof vi.fn>) => spy.mock.calls.at(-1)?.[0] as ExtraFieldAnswer[];
export const valueOf = (answers: ExtraFieldAnswer[], field: number, sectionIndex?: number) =>
  answers.find((a) => a.field === field && (a.section_index ?? undefined) === sectionIndex)?.value;
