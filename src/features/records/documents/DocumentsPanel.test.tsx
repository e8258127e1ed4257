import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { GeneratedDocument } from '@/generated/models';
import type { DownloadedFile } from '@/generated/runtime';
import { toast } from '@/lib/toasts';
import { deferred } from '@/test/deferred';
import type { DocumentTypeQuery, RecordPath } from '../types';
import { DocumentsPanel, type DocumentsPanelProps } from './DocumentsPanel';

type Vars = RecordPath & DocumentTypeQuery;

const previews = [
  { document_type: 'minutes', label: 'Jegyzőkönyv' },
  { document_type: 'order', label: 'Megrendelő' },
];

const generatedMinutes: GeneratedDocument = {
  document_type: 'minutes',
  label: 'Jegyzőkönyv',
  file: '/media/dokumentumok/jegyzokonyv-12.pdf',
  generated_at: '2024-04-02T14:05:00',
};

function factory(mutationFn: (vars: Vars) => Promise<GeneratedDocument>) {
  return vi.fn(() => ({ mutationKey: ['x'], mutationFn, meta: { invalidates: () => [] } }));
}

function renderPanel(props: Partial<DocumentsPanelProps> = {}) {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DocumentsPanel recordId={12} previews={previews} generated={[generatedMinutes]} preview={vi.fn()} canRegenerate {...props} />
    </QueryClientProvider>,
  );
  return user;
}

const rowOf = (label: string) => {
  const row = screen.getByText(label).closest('li');
  if (!row) throw new Error(`no row for ${label}`);
  return row;
};

describe('DocumentsPanel', () => {
  it('shows the heading and the empty text when the record offers no document type', () => {
    renderPanel({ previews: [], generated: [] });
    expect(screen.getByRole('heading', { name: 'Dokumentumok' })).toBeInTheDocument();
    expect(screen.getByText('Nincs generálható dokumentum.')).toBeInTheDocument();
  });

  it('lists each document type with the generation time and a link to the generated file', () => {
    renderPanel();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    const minutes = rowOf('Jegyzőkönyv');
    expect(minutes).toHaveTextContent('Generálva: 2024. 04. 02. 14:05');
    expect(within(minutes).getByRole('link', { name: 'Letöltés: Jegyzőkönyv' })).toHaveAttribute('href', '/media/dokumentumok/jegyzokonyv-12.pdf');
    const order = rowOf('Megrendelő');
    expect(order).not.toHaveTextContent('Generálva');
    expect(within(order).queryByRole('link')).toBeNull();
  });

  it('does not render an unsafe generated file address as a link', () => {
    renderPanel({ generated: [{ ...generatedMinutes, file: 'javascript:alert(1)' }] });
    expect(rowOf('Jegyzőkönyv')).toHaveTextContent('Generálva: 2024. 04. 02. 14:05');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it.each([
    { case: 'allowed and given', canRegenerate: true, withGenerate: true, offered: true },
    { case: 'not allowed', canRegenerate: false, withGenerate: true, offered: false },
    { case: 'no generate call', canRegenerate: true, withGenerate: false, offered: false },
  ])('offers Újragenerálás only when allowed and a generate call is given: $case', ({ canRegenerate, withGenerate, offered }) => {
    renderPanel({ canRegenerate, generate: withGenerate ? factory(vi.fn()) : undefined });
    expect(screen.queryByRole('button', { name: 'Újragenerálás: Jegyzőkönyv' }) !== null).toBe(offered);
    expect(screen.getByRole('button', { name: 'Előnézet: Jegyzőkönyv' })).toBeInTheDocument();
  });

  it('regenerates by document_type, pending and only once meanwhile, and toasts success', async () => {
    const success = vi.spyOn(toast, 'success');
    const call = deferred<GeneratedDocument>();
    const mutationFn = vi.fn((_vars: Vars) => call.promise);
    const user = renderPanel({ generate: factory(mutationFn) });
    const button = screen.getByRole('button', { name: 'Újragenerálás: Megrendelő' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(mutationFn).toHaveBeenCalledTimes(1);
    expect(mutationFn.mock.calls[0]?.[0]).toEqual({ path: { id: 12 }, query: { document_type: 'order' } });

    call.resolve({ ...generatedMinutes, document_type: 'order' });
    await waitFor(() => expect(success).toHaveBeenCalledWith('A dokumentum újragenerálása sikeres.'));
  });

  describe('preview', () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:http://localhost/preview-1');
    let tab: { location: { href: string }; close: ReturnType<typeof vi.fn> };
    let open: MockInstance<typeof window.open>;

    beforeEach(() => {
      // jsdom has no object URLs.
      Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true, writable: true });
      createObjectURL.mockClear();
      tab = { location: { href: '' }, close: vi.fn() };
      // The opened tab reads through to `tab`: its location and close are what the test looks at.
      open = vi.spyOn(window, 'open').mockReturnValue(Object.create(tab));
    });

    afterEach(() => {
      Reflect.deleteProperty(URL, 'createObjectURL');
    });

    it('opens a tab at once on press and points it at the fetched PDF', async () => {
      const blob = new Blob(['%PDF'], { type: 'application/pdf' });
      const call = deferred<DownloadedFile>();
      const preview = vi.fn((_vars: Vars) => call.promise);
      const user = renderPanel({ preview });
      await user.click(screen.getByRole('button', { name: 'Előnézet: Jegyzőkönyv' }));

      expect(open).toHaveBeenCalledWith('', '_blank');
      expect(preview).toHaveBeenCalledWith({ path: { id: 12 }, query: { document_type: 'minutes' } });
      expect(tab.location.href).toBe('');

      call.resolve({ blob, filename: 'jegyzokonyv.pdf' });
      await waitFor(() => expect(tab.location.href).toBe('blob:http://localhost/preview-1'));
      expect(createObjectURL).toHaveBeenCalledWith(blob);
      expect(open).toHaveBeenCalledTimes(1);
    });

    it('shows the preview as pending and does not fetch it twice meanwhile', async () => {
      const call = deferred<DownloadedFile>();
      const preview = vi.fn((_vars: Vars) => call.promise);
      const user = renderPanel({ preview });
      const button = screen.getByRole('button', { name: 'Előnézet: Jegyzőkönyv' });
      await user.click(button);
      expect(button).toHaveAttribute('aria-disabled', 'true');
      await user.click(button);
      expect(preview).toHaveBeenCalledTimes(1);
      call.resolve({ blob: new Blob([]), filename: null });
      await waitFor(() => expect(tab.location.href).not.toBe(''));
    });

    it('closes the tab and toasts an error when the preview fails', async () => {
      const error = vi.spyOn(toast, 'error');
      const preview = vi.fn((_vars: Vars) => Promise.reject(new Error('network')));
      const user = renderPanel({ preview });
      await user.click(screen.getByRole('button', { name: 'Előnézet: Megrendelő' }));
      await waitFor(() => expect(tab.close).toHaveBeenCalledTimes(1));
      expect(error).toHaveBeenCalledWith('Az előnézet nem készíthető el.');
      expect(createObjectURL).not.toHaveBeenCalled();
    });
  });
});
