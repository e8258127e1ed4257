import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { ComplaintLoginMeta, ComplaintPublicInputMeta } from '@/generated/meta/complaints';
import { ApiError } from '@/generated/runtime';
import { ComplaintLoginSchema, ComplaintPublicInputSchema } from '@/generated/validators/complaints';
import { MESSAGES } from '@/generated/validators/helpers';
import { SmallForm, typedTwice } from './SmallForm';

function Login({ onSubmit, failure, messages }: { onSubmit: (body: unknown) => void; failure?: unknown; messages?: string[] }) {
  const form = useSchemaForm(ComplaintLoginSchema, { complaint_id: null, password: '' });
  return (
    <>
      <button type="button" onClick={() => form.showServerError(failure)}>
        hiba
      </button>
      <SmallForm
        form={form}
        meta={ComplaintLoginMeta}
        fields={{ complaint_id: {}, password: { type: 'password' } }}
        messages={messages}
        submitLabel="Belépés"
        isPending={false}
        onSubmit={onSubmit}
      />
    </>
  );
}

describe('SmallForm', () => {
  it("shows each field by its meta's label, reads a number as a number and sends the schema's output", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Login onSubmit={onSubmit} messages={['Nincs ilyen panasz.']} />);
    expect(screen.getByText('Nincs ilyen panasz.')).toBeInTheDocument();
    const id = screen.getByRole('textbox', { name: /Panasz azonosítója/ });
    expect(id).toBeRequired();
    expect(screen.getByLabelText(/Jelszó/)).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Belépés' }));
    await waitFor(() => expect(id).toHaveAccessibleDescription(MESSAGES.required));
    expect(screen.getByLabelText(/Jelszó/)).toBeInvalid();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(id, '42');
    await user.type(screen.getByLabelText(/Jelszó/), 'titok');
    await user.click(screen.getByRole('button', { name: 'Belépés' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ complaint_id: 42, password: 'titok' }));
  });

  it("puts a 400's messages under their fields and the rest above the form", async () => {
    const user = userEvent.setup();
    render(<Login onSubmit={vi.fn()} failure={new ApiError(400, { password: ['Hibás jelszó.'], detail: 'Sikertelen belépés.' })} />);
    await user.click(screen.getByRole('button', { name: 'hiba' }));
    expect(await screen.findByText('Hibás jelszó.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Jelszó/)).toHaveAccessibleDescription('Hibás jelszó.');
    expect(screen.getByText('Sikertelen belépés.')).toBeInTheDocument();
  });
});

function Complaint({ onSubmit }: { onSubmit: (body: unknown) => void }) {
  const form = useSchemaForm(
    ComplaintPublicInputSchema,
    {
      institution: 3,
      category: 4,
      name: null,
      address: null,
      email: 'kiss.anna@example.hu',
      is_anonymous: false,
      description: '',
      password: '',
    },
    { checks: typedTwice('password', 'A két jelszó nem egyezik.') },
  );
  return (
    <SmallForm
      form={form}
      meta={ComplaintPublicInputMeta}
      fields={{
        institution: { render: ({ chooser }) => <output aria-label={chooser.label}>{chooser.value}</output> },
        description: { rows: 3, after: <p>Egyedi mezők helye</p> },
        name: {},
        email: { hidden: true },
        password: { type: 'password', confirm: { label: 'Jelszó még egyszer' } },
      }}
      submitLabel="Beküldés"
      isPending={false}
      onSubmit={onSubmit}
    />
  );
}

describe('SmallForm (fields the page brings, hidden, typed twice)', () => {
  it('renders a field the page brings with its state, leaves a hidden one out (sent as none), and holds back a password typed differently twice', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Complaint onSubmit={onSubmit} />);
    expect(screen.getByRole('status', { name: 'Érintett intézmény' })).toHaveTextContent('3');
    expect(screen.getByText('Egyedi mezők helye')).toBeInTheDocument();
    expect(screen.queryByLabelText(/e-mail/)).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(/A panasz leírása/), 'Hosszú panasz');
    await user.type(screen.getByLabelText(/^Jelszó \*/), 'titkos-j');
    await user.type(screen.getByLabelText(/Jelszó még egyszer/), 'titkos-');
    await user.click(screen.getByRole('button', { name: 'Beküldés' }));
    expect(await screen.findByText('A két jelszó nem egyezik.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/Jelszó még egyszer/), 'j');
    await user.click(screen.getByRole('button', { name: 'Beküldés' }));
    // An optional text left empty is sent as none, and so is a hidden field whatever it held.
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: null, email: null, description: 'Hosszú panasz', password: 'titkos-j' })),
    );
    expect(screen.queryByText('A két jelszó nem egyezik.')).not.toBeInTheDocument();
  }, 15_000);
});
