import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toastQueue } from '@/lib/toast-queue';
import { toast } from '@/lib/toasts';
import { Toasts } from './Toasts';

describe('Toasts', () => {
  it('renders nothing until the first toast, then shows it in the labelled region and a click dismisses it', async () => {
    const { container } = render(<Toasts />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('region', { name: 'Értesítések' })).toBeNull();

    act(() => toast.success('A mentés sikerült.'));
    const region = await screen.findByRole('region', { name: 'Értesítések' });
    expect(region).toHaveTextContent('A mentés sikerült.');

    await userEvent.click(screen.getByText('A mentés sikerült.'));
    await waitFor(() => expect(screen.queryByText('A mentés sikerült.')).toBeNull());
    expect(toastQueue.visibleToasts).toHaveLength(0);
  });
});
