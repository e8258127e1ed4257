import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

const EMPTY = 'Ez a mező nem lehet üres';

/**
 * An address a form may not leave empty (a mailing address, section 5), saved empty: its postcode,
 * settlement and street are marked required (its county is not), and its cannot-be-empty message shows.
 */
export async function expectEmptyAddressRefused(user: UserEvent, address: HTMLElement) {
  for (const part of [/Irányítószám/, /Település/, /Cím \(utca, házszám\)/]) expect(within(address).getByRole('textbox', { name: part })).toBeRequired();
  expect(within(address).getByRole('textbox', { name: /Megye/ })).not.toBeRequired();
  await user.click(screen.getByRole('button', { name: 'Mentés' }));
  expect(await within(address).findByText(EMPTY)).toBeInTheDocument();
}

/** The same address typed: its message goes on save while the rest of the empty form keeps its own. */
export async function expectTypedAddressTaken(user: UserEvent, address: HTMLElement, typed: { postcode: string; settlement: string; street: string }) {
  await user.type(within(address).getByRole('textbox', { name: /Irányítószám/ }), typed.postcode);
  await user.type(within(address).getByRole('textbox', { name: /Település/ }), typed.settlement);
  await user.type(within(address).getByRole('textbox', { name: /Cím \(utca, házszám\)/ }), typed.street);
  await user.click(screen.getByRole('button', { name: 'Mentés' }));
  await waitFor(() => expect(screen.getAllByText(new RegExp(EMPTY)).length).toBeGreaterThan(0));
  expect(within(address).queryByText(EMPTY)).toBeNull();
}
