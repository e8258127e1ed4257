import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Toasts } from '@/components/ui/Toasts';
import { UNDO_DELAY_MS, useUndoableCall } from './undoable';

function Deleter({ scope, send, onUndo }: { scope: number; send: () => void; onUndo?: () => void }) {
  const { schedule, isScheduled } = useUndoableCall(scope);
  return (
    <button type="button" onClick={() => schedule({ message: 'Törölve', send, onUndo })}>
      {isScheduled ? 'Várakozik' : 'Törlés'}
    </button>
  );
}

describe('useUndoableCall', () => {
  // The toast region loads with the first toast: loaded ahead, its loading takes none of the undo time the fake clock counts.
  beforeAll(() => import('@/components/ui/ToastRegion'));

  // The fake clock also moves with real time (the screen's queries need it), so 'not yet' is asked a second before the time is up.
  it('sends once when the time is up; a second request meanwhile is ignored', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const u = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const send = vi.fn();
    render(
      <>
        <Deleter scope={1} send={send} />
        <Toasts />
      </>,
    );
    await u.click(screen.getByRole('button', { name: 'Törlés' }));
    await u.click(screen.getByRole('button', { name: 'Várakozik' }));
    expect(await screen.findByRole('button', { name: 'Visszavonás' })).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(UNDO_DELAY_MS - 1000));
    expect(send).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1000));
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Törlés' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Visszavonás' })).toBeNull());
  });

  it("'Visszavonás' drops the call and tells its owner", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const u = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const send = vi.fn();
    const onUndo = vi.fn();
    render(
      <>
        <Deleter scope={1} send={send} onUndo={onUndo} />
        <Toasts />
      </>,
    );
    await u.click(screen.getByRole('button', { name: 'Törlés' }));
    await u.click(await screen.findByRole('button', { name: 'Visszavonás' }));
    act(() => void vi.advanceTimersByTime(UNDO_DELAY_MS * 2));
    expect(send).not.toHaveBeenCalled();
    expect(onUndo).toHaveBeenCalledTimes(1);
  });

  it('another scope (another record in the same screen) or unmounting sends at once', async () => {
    const send = vi.fn();
    const u = userEvent.setup();
    const { rerender, unmount } = render(<Deleter scope={1} send={send} />);
    await u.click(screen.getByRole('button', { name: 'Törlés' }));
    rerender(<Deleter scope={2} send={send} />);
    expect(send).toHaveBeenCalledTimes(1);
    await u.click(screen.getByRole('button', { name: 'Törlés' }));
    unmount();
    expect(send).toHaveBeenCalledTimes(2);
  });
});
