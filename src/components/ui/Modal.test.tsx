import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, ModalSubmitActions } from './Modal';

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

describe("a modal form's buttons", () => {
  it("submit the form, and 'Mégse' waits while the call runs", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onCancel = vi.fn();
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <ModalSubmitActions submitLabel="Feltöltés" isPending={false} onCancel={onCancel} />
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Feltöltés' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Mégse' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    rerender(
      <form onSubmit={onSubmit}>
        <ModalSubmitActions submitLabel="Feltöltés" isPending onCancel={onCancel} />
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Mégse' })).toBeDisabled();
  });
});
