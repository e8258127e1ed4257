import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/generated/runtime';
import { toast } from '@/lib/toasts';
import { QuantityCall, type QuantityCallProps } from './QuantityCall';
import { renderWithProviders } from '@/test/render';

afterEach(() => vi.restoreAllMocks());

type Vars = { quantity: number };

function setup(over: Partial<QuantityCallProps<string, Vars>>, answers: (() => Promise<string>)[] = []) {
  const sent: Vars[] = [];
  const onDone = vi.fn();
  renderWithProviders(
    <QuantityCall
      label="Mennyiség"
      of="A4 papír"
      unit="csomag"
      initial={5}
      mutation={{
        mutationFn: (vars: Vars) => {
          sent.push(vars);
          return answers.shift()?.() ?? Promise.resolve('kosár');
        },
      }}
      variables={(quantity) => ({ quantity })}
      onDone={onDone}
      failure="Nem sikerült."
      {...over}
    />,
    new QueryClient({ defaultOptions: { mutations: { retry: false } } }),
  );
  return { sent, onDone, user: userEvent.setup(), field: () => screen.getByRole('textbox', { name: /Mennyiség \(A4 papír\)/ }) };
}

describe('QuantityCall', () => {
  it('with a button: sends the typed quantity; a 400 shows by the field keeping it, another message beside; a success toasts', async () => {
    const success = vi.spyOn(toast, 'success');
    const { sent, onDone, user, field } = setup({ button: { label: 'Kosárba', 'aria-label': 'A4 papír: kosárba' }, success: 'A kosárba került.' }, [
      () => Promise.reject(new ApiError(400, { quantity: ['Nem lehet kisebb mint 10'], detail: 'Zárolt kosár.' })),
    ]);
    expect(field()).toHaveValue('5');
    await user.clear(field());
    await user.type(field(), '8');
    await user.click(screen.getByRole('button', { name: 'A4 papír: kosárba' }));
    expect(await screen.findByText('Nem lehet kisebb mint 10')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Zárolt kosár.');
    expect(field()).toHaveValue('8');
    await user.click(screen.getByRole('button', { name: 'A4 papír: kosárba' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('kosár'));
    expect(sent).toEqual([{ quantity: 8 }, { quantity: 8 }]);
    expect(success).toHaveBeenCalledWith('A kosárba került.');
  });

  it('refuses none or under one by the field, and says why where it cannot be sent now', async () => {
    const { sent, user, field } = setup({
      button: { label: 'Kosárba', 'aria-label': 'kosárba' },
      variables: () => undefined,
      unavailable: 'A kosár nem tölthető be.',
    });
    await user.clear(field());
    await user.click(screen.getByRole('button', { name: 'kosárba' }));
    expect(await screen.findByText('Ez a mező nem lehet üres')).toBeInTheDocument();
    await user.type(field(), '2');
    await user.click(screen.getByRole('button', { name: 'kosárba' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A kosár nem tölthető be.');
    expect(sent).toEqual([]);
  });

  it('while what the call needs is loading, the button waits: a press sends nothing and says nothing', async () => {
    const { sent, user } = setup({
      button: { label: 'Kosárba', 'aria-label': 'kosárba' },
      variables: () => undefined,
      unavailable: 'A kosár nem tölthető be.',
      isPreparing: true,
    });
    const button = screen.getByRole('button', { name: 'kosárba' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('without a button: a new quantity is sent when the field commits it, the saved one is not sent again', async () => {
    const { sent, onDone, user, field } = setup({});
    await user.clear(field());
    await user.type(field(), '5{Enter}');
    expect(sent).toEqual([]);
    await user.clear(field());
    await user.type(field(), '7{Enter}');
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('kosár'));
    expect(sent).toEqual([{ quantity: 7 }]);
    // A refused quantity left says why, and the focus goes on where the user took it.
    await user.clear(field());
    await user.type(field(), '0');
    await user.tab();
    expect(field()).toHaveAccessibleDescription('Nem lehet kisebb mint 1');
    // A refused save moves the focus a tick later (focusFirstInvalid): wait past it.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(field()).not.toHaveFocus();
    expect(sent).toEqual([{ quantity: 7 }]);
  });

  it("refuses under the variant's least order ('Nem lehet kisebb mint 5'), a fraction and letters by the field, sending nothing", async () => {
    const { sent, user, field } = setup({ button: { label: 'Kosárba', 'aria-label': 'kosárba' }, minimum: 5 });
    for (const [typed, message] of [
      ['3', 'Nem lehet kisebb mint 5'],
      ['5,5', 'A mező csak szám karaktereket tartalmazhat'],
      ['6db', 'A mező csak szám karaktereket tartalmazhat'],
    ]) {
      await user.clear(field());
      await user.type(field(), typed!);
      await user.click(screen.getByRole('button', { name: 'kosárba' }));
      expect(await screen.findByText(message!)).toBeInTheDocument();
      expect(field()).toHaveValue(typed);
      // A refused press takes the user to the quantity to correct, as a refused save does.
      await waitFor(() => expect(field()).toHaveFocus());
    }
    expect(sent).toEqual([]);
  });

  it('a refusal from the data (not orderable today) shows and nothing is sent', async () => {
    const { sent, user } = setup({ button: { label: 'Kosárba', 'aria-label': 'kosárba' }, refusal: 'Ez a termékváltozat 2030. 01. 01.-től rendelhető.' });
    await user.click(screen.getByRole('button', { name: 'kosárba' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ez a termékváltozat 2030. 01. 01.-től rendelhető.');
    expect(sent).toEqual([]);
  });

  it('says an emptied quantity is missing once the field is left, before any press; a 400 about the quantity goes once it is edited', async () => {
    const { sent, user, field } = setup({ button: { label: 'Kosárba', 'aria-label': 'kosárba' } }, [
      () => Promise.reject(new ApiError(400, { quantity: ['Nincs ennyi készleten.'] })),
    ]);
    await user.clear(field());
    await user.tab();
    expect(field()).toHaveAccessibleDescription('Ez a mező nem lehet üres');
    await user.type(field(), '9');
    await user.click(screen.getByRole('button', { name: 'kosárba' }));
    await waitFor(() => expect(field()).toHaveAccessibleDescription('Nincs ennyi készleten.'));
    await user.type(field(), '0');
    expect(screen.queryByText('Nincs ennyi készleten.')).not.toBeInTheDocument();
    expect(sent).toEqual([{ quantity: 9 }]);
  });
});
