import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { ComplaintPublicInputMeta } from '@/generated/meta/complaints';
import { ComplaintPublicInputSchema } from '@/generated/validators/complaints';
import { checkboxField, optionsField } from './fields';
import { SmallForm } from './SmallForm';

function Complaint({ onSubmit, isLoading = false }: { onSubmit: (body: unknown) => void; isLoading?: boolean }) {
  const form = useSchemaForm(ComplaintPublicInputSchema, {
    institution: null,
    category: 4,
    name: null,
    address: null,
    email: null,
    is_anonymous: false,
    description: 'Hosszú panasz',
    password: 'titkos-jelszo',
  });
  return (
    <SmallForm
      form={form}
      meta={ComplaintPublicInputMeta}
      fields={{
        institution: optionsField(
          [
            { id: 3, name: 'Kossuth Iskola' },
            { id: 5, name: 'Petőfi Gimnázium' },
          ],
          isLoading,
        ),
        is_anonymous: checkboxField,
      }}
      submitLabel="Beküldés"
      isPending={false}
      onSubmit={onSubmit}
    />
  );
}

describe('optionsField and checkboxField', () => {
  it("choose from the page's options by name and tick a yes-or-no field, both labelled from the meta, sending the id as a number", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Complaint onSubmit={onSubmit} />);
    const institution = screen.getByRole('combobox', { name: /Érintett intézmény/ });
    await user.type(institution, 'Pető');
    await user.click(await screen.findByRole('option', { name: 'Petőfi Gimnázium' }));
    const anonymous = screen.getByRole('checkbox', { name: ComplaintPublicInputMeta.fields.is_anonymous.label });
    expect(anonymous).not.toBeChecked();
    await user.click(anonymous);
    expect(anonymous).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Beküldés' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ institution: 5, is_anonymous: true })));
  });
});
