import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useCheckedForm } from './use-checked-form';

const rules = (values: Record<string, unknown>): Record<string, string> => (values.name ? {} : { name: 'Ez a mező nem lehet üres' });

describe('useCheckedForm (a short form on the one validation model)', () => {
  it("shows a rule's message once its field is left or a save was tried, sends only what the rules pass, and keeps a failure's messages by their fields until edited", async () => {
    const onValid = vi.fn();
    const onInvalid = vi.fn();
    const { result } = renderHook(() => useCheckedForm({ defaultValues: { name: '' }, rules, onValid, onInvalid }));
    expect(result.current.field('name').errorMessage).toBeUndefined();
    act(() => result.current.field('name').onBlur());
    expect(result.current.field('name').errorMessage).toBe('Ez a mező nem lehet üres');
    await act(async () => result.current.submit());
    expect(onValid).not.toHaveBeenCalled();
    expect(onInvalid).toHaveBeenCalledWith(expect.objectContaining({ rules: { name: 'Ez a mező nem lehet üres' } }));

    act(() => result.current.setValue('name', 'Iratok'));
    await act(async () => result.current.submit());
    expect(onValid).toHaveBeenCalledWith({ name: 'Iratok' });
    act(() => result.current.showFailure({ name: 'Ilyen nevű mappa már van.', detail: 'Hiba' }));
    expect(result.current.field('name').errorMessage).toBe('Ilyen nevű mappa már van.');
    expect(result.current.generalMessages(['name'])).toEqual(['Hiba']);
    act(() => result.current.setValue('name', 'Iratok 2'));
    expect(result.current.field('name').errorMessage).toBeUndefined();
    expect(result.current.generalMessages(['name'])).toEqual(['Hiba']);
    act(() => result.current.reset());
    expect(result.current.values).toEqual({ name: '' });
  });
});

describe("useCheckedForm's list messages", () => {
  it('gives a list its messages by key under it, by the same rule as a field, a line added after a save starts without messages', async () => {
    const lineRules = (values: Record<string, unknown>): Record<string, string> => {
      const lines = Array.isArray(values.lines) ? (values.lines as { name?: string }[]) : [];
      return Object.fromEntries(lines.flatMap((line, index) => (line.name ? [] : [[`lines.${index}.name`, 'Ez a mező nem lehet üres']])));
    };
    const { result } = renderHook(() => useCheckedForm({ defaultValues: { lines: [{ name: '' }] }, rules: lineRules, onValid: vi.fn() }));
    expect(result.current.errorsOf('lines')).toEqual({});
    await act(async () => result.current.submit());
    expect(result.current.errorsOf('lines')).toEqual({ '0.name': 'Ez a mező nem lehet üres' });
    act(() => result.current.setValue('lines', [...(result.current.values.lines as object[]), { name: '' }]));
    expect(result.current.errorsOf('lines')).toEqual({ '0.name': 'Ez a mező nem lehet üres' });
    await act(async () => result.current.submit());
    expect(result.current.errorsOf('lines')).toEqual({ '0.name': 'Ez a mező nem lehet üres', '1.name': 'Ez a mező nem lehet üres' });
    act(() => result.current.showFailure({ lines: 'Legalább két sor kell.', 'lines.0.name': 'Foglalt név.' }));
    expect(result.current.errorsOf('lines')).toEqual({ '': 'Legalább két sor kell.', '0.name': 'Foglalt név.', '1.name': 'Ez a mező nem lehet üres' });
  });
});

describe("useCheckedForm's new start", () => {
  it('goes on from the values a save kept: reset(values) takes them without a render of the first ones or any message, and a later reset goes back to them', async () => {
    type Quantity = { quantity: number | string | null };
    const quantityRules = ({ quantity }: Quantity): Record<string, string> => (typeof quantity === 'number' ? {} : { quantity: 'A mező kitöltése kötelező' });
    const shown: unknown[] = [];
    const { result } = renderHook(() => {
      // As a card that goes on from what it saved: its start values follow the save.
      const [start, setStart] = useState<Quantity>({ quantity: 5 });
      const form = useCheckedForm<Quantity>({
        defaultValues: start,
        rules: quantityRules,
        onValid: (values) => {
          setStart(values);
          form.reset(values);
        },
      });
      shown.push(form.values.quantity);
      return form;
    });
    act(() => result.current.setValue('quantity', 'hat'));
    await act(async () => result.current.submit());
    expect(result.current.field('quantity').errorMessage).toBe('A mező kitöltése kötelező');
    act(() => result.current.setValue('quantity', 6));
    shown.length = 0;
    await act(async () => result.current.submit());
    expect(result.current.values).toEqual({ quantity: 6 });
    expect(shown).not.toContain(5);
    expect(result.current.field('quantity').errorMessage).toBeUndefined();
    act(() => result.current.setValue('quantity', null));
    expect(result.current.field('quantity').errorMessage).toBe('A mező kitöltése kötelező');
    act(() => result.current.reset());
    expect(result.current.values).toEqual({ quantity: 6 });
    expect(result.current.field('quantity').errorMessage).toBeUndefined();
  });
});
