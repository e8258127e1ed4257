import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './Modal';

describe('the confirmation dialog', () => {
  it('confirms on Enter: the confirm button has the focus when it opens', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<ConfirmDialog title="Törlés megerősítése" message="Biztosan törli?" confirmLabel="Igen" isOpen onConfirm={onConfirm} onCancel={onCancel} />);
    expect(await screen.findByRole('button', { name: 'Igen' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('Escape still cancels', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<ConfirmDialog title="Törlés megerősítése" message="Biztosan törli?" confirmLabel="Igen" isOpen onConfirm={onConfirm} onCancel={onCancel} />);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
