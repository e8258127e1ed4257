import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

afterEach(() => onlineManager.setOnline(true));

describe('query client', () => {
  it('a save while the browser is offline is tried at once and fails, rather than waiting paused', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    const mutationFn = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const result = client.getMutationCache().build(client, { mutationFn }).execute(undefined);
    await expect(result).rejects.toThrow('Failed to fetch');
    expect(mutationFn).toHaveBeenCalledTimes(1);
  });
});
