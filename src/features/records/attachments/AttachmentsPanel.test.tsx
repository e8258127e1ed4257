import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Attachment, NewAttachment } from '@/generated/models';
import { ApiError } from '@/generated/runtime';
import { toast } from '@/lib/toasts';
import { deferred } from '@/test/deferred';
import type { RecordPath } from '../types';
import { AttachmentsPanel, type AttachmentsPanelProps } from './AttachmentsPanel';

type UploadVars = RecordPath & { body: NewAttachment };
type RemoveVars = RecordPath & { body: { attachment_id: number } };

function factory<TVars>(mutationFn: (vars: TVars) => Promise<Attachment>) {
  return vi.fn(() => ({ mutationKey: ['x'], mutationFn, meta: { invalidates: () => [] } }));
}

const attachment = (over: Partial<Attachment> = {}): Attachment => ({
  id: 3,
  name: 'Szerződés',
  document: '/media/csatolmanyok/szerzodes.pdf',
  deletable: true,
  uploaded_by: 'Kovács Anna',
  uploaded_at: '2024-03-05T09:30:00',
  deleted_by: null,
  deleted_at: null,
  ...over,
});

function renderPanel(props: Partial<AttachmentsPanelProps> = {}) {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AttachmentsPanel recordId={7} attachments={[attachment()]} canUpload canDelete {...props} />
    </QueryClientProvider>,
  );
  return user;
}

const pdf = () => new File(['%PDF'], 'jegyzokonyv.pdf', { type: 'application/pdf' });

async function openUpload(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: '+ Új csatolmány' }));
  return screen.getByRole('dialog', { name: 'Új csatolmány feltöltése' });
}

async function chooseFile(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, file: File) {
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await user.upload(input, file);
}

describe('AttachmentsPanel', () => {
  it('shows the heading and the empty text when there are no attachments', () => {
    renderPanel({ attachments: [] });
    expect(screen.getByRole('heading', { name: 'Csatolmányok' })).toBeInTheDocument();
    expect(screen.getByText('Nincs feltöltött csatolmány.')).toBeInTheDocument();
  });

  it('names a row by its name, else the last path segment of its document, else a dash', () => {
    renderPanel({
      attachments: [
        attachment({ id: 1, name: 'Ajánlat' }),
        attachment({ id: 2, name: '', document: '/media/csatolmanyok/2024/arajanlat%20v2.pdf?token=abc' }),
        attachment({ id: 3, name: null, document: null, deleted_by: 'Nagy Béla', deleted_at: '2024-03-06T10:00:00' }),
      ],
    });
    const names = screen.getAllByRole('listitem').map((row) => row.querySelector('.attachments-panel__name')?.textContent);
    expect(names).toEqual(['Ajánlat', 'arajanlat v2.pdf', '-']);
  });

  it('shows the uploader, the upload time and a download link named after the attachment', () => {
    renderPanel();
    const row = screen.getByRole('listitem');
    expect(within(row).getByText('Feltöltő: Kovács Anna')).toBeInTheDocument();
    expect(within(row).getByText('2024. 03. 05. 09:30')).toBeInTheDocument();
    const link = within(row).getByRole('link', { name: 'Letöltés: Szerződés' });
    expect(link).toHaveAttribute('href', '/media/csatolmanyok/szerzodes.pdf');
    expect(link).toHaveAttribute('download');
  });

  it('strikes a deleted attachment through, notes who deleted it and when, and offers neither download nor delete', () => {
    renderPanel({
      remove: factory<RemoveVars>(vi.fn()),
      attachments: [attachment({ document: null, deletable: true, deleted_by: 'Nagy Béla', deleted_at: '2024-03-06T10:00:00' })],
    });
    const row = screen.getByRole('listitem');
    expect(within(row).getByText('Szerződés').tagName).toBe('S');
    expect(within(row).getByText('Törölte: Nagy Béla, 2024. 03. 06. 10:00')).toBeInTheDocument();
    expect(within(row).queryByRole('link')).toBeNull();
    expect(within(row).queryByRole('button', { name: /Törlés/ })).toBeNull();
  });

  it.each([
    { case: 'all three hold', canDelete: true, deletable: true, withRemove: true, offered: true },
    { case: 'the user may not delete', canDelete: false, deletable: true, withRemove: true, offered: false },
    { case: 'the attachment is not deletable', canDelete: true, deletable: false, withRemove: true, offered: false },
    { case: 'no remove call is given', canDelete: true, deletable: true, withRemove: false, offered: false },
  ])('offers delete only when the user may, the attachment is deletable and remove is given: $case', ({ canDelete, deletable, withRemove, offered }) => {
    renderPanel({ canDelete, attachments: [attachment({ deletable })], remove: withRemove ? factory<RemoveVars>(vi.fn()) : undefined });
    expect(screen.queryByRole('button', { name: 'Törlés: Szerződés' }) !== null).toBe(offered);
  });

  it.each(['javascript:alert(1)', 'data:text/html,<b>x</b>', '//evil.example/x.pdf'])('does not render an unsafe document address as a link: %s', (document) => {
    renderPanel({ attachments: [attachment({ document })] });
    expect(screen.getByText('Szerződés')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('renders an absolute https document address as a link', () => {
    renderPanel({ attachments: [attachment({ document: 'https://files.example.hu/a.pdf' })] });
    expect(screen.getByRole('link', { name: 'Letöltés: Szerződés' })).toHaveAttribute('href', 'https://files.example.hu/a.pdf');
  });

  it('offers upload only when the screen allows it and an upload call is given', () => {
    const { unmount } = render(
      <QueryClientProvider client={new QueryClient()}>
        <AttachmentsPanel recordId={7} attachments={[]} canUpload={false} canDelete upload={factory<UploadVars>(vi.fn())} />
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('button', { name: '+ Új csatolmány' })).toBeNull();
    unmount();
    renderPanel({ canUpload: true, upload: undefined });
    expect(screen.queryByRole('button', { name: '+ Új csatolmány' })).toBeNull();
  });

  it('requires a file before uploading', async () => {
    const mutationFn = vi.fn<(vars: UploadVars) => Promise<Attachment>>();
    const user = renderPanel({ upload: factory(mutationFn) });
    const dialog = await openUpload(user);
    await user.click(within(dialog).getByRole('button', { name: 'Feltöltés' }));
    expect(within(dialog).getByText('Ez a mező nem lehet üres')).toBeInTheDocument();
    expect(mutationFn).not.toHaveBeenCalled();
  });

  it('uploads the name and file, toasts success and closes the modal', async () => {
    const success = vi.spyOn(toast, 'success');
    const mutationFn = vi.fn((_vars: UploadVars) => Promise.resolve(attachment({ id: 9 })));
    const user = renderPanel({ upload: factory(mutationFn) });
    const dialog = await openUpload(user);
    const file = pdf();
    await user.type(within(dialog).getByRole('textbox', { name: 'Csatolmány neve' }), 'Jegyzőkönyv');
    await chooseFile(user, dialog, file);
    await user.click(within(dialog).getByRole('button', { name: 'Feltöltés' }));

    expect(mutationFn).toHaveBeenCalledTimes(1);
    expect(mutationFn.mock.calls[0]?.[0]).toEqual({ path: { id: 7 }, body: { name: 'Jegyzőkönyv', document: file } });
    expect(success).toHaveBeenCalledWith('A csatolmány feltöltése sikeres.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the modal open with the typed name, the chosen file and the server message when the upload fails', async () => {
    const mutationFn = vi.fn((_vars: UploadVars) => Promise.reject(new ApiError(400, { document: ['A fájl túl nagy.'] })));
    const user = renderPanel({ upload: factory(mutationFn) });
    const dialog = await openUpload(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Csatolmány neve' }), 'Jegyzőkönyv');
    await chooseFile(user, dialog, pdf());
    await user.click(within(dialog).getByRole('button', { name: 'Feltöltés' }));

    expect(await within(dialog).findByText('A fájl túl nagy.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Új csatolmány feltöltése' })).toBe(dialog);
    expect(within(dialog).getByRole('textbox', { name: 'Csatolmány neve' })).toHaveValue('Jegyzőkönyv');
    expect(within(dialog).getByText('jegyzokonyv.pdf')).toBeInTheDocument();
  });

  it('shows a general message when the upload fails for another reason', async () => {
    const mutationFn = vi.fn((_vars: UploadVars) => Promise.reject(new ApiError(500, null)));
    const user = renderPanel({ upload: factory(mutationFn) });
    const dialog = await openUpload(user);
    await chooseFile(user, dialog, pdf());
    await user.click(within(dialog).getByRole('button', { name: 'Feltöltés' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A csatolmány feltöltése nem sikerült. Kérjük, próbálja újra később.');
  });

  it('shows the upload as pending and does not send it twice meanwhile', async () => {
    const call = deferred<Attachment>();
    const mutationFn = vi.fn((_vars: UploadVars) => call.promise);
    const user = renderPanel({ upload: factory(mutationFn) });
    const dialog = await openUpload(user);
    const nameField = within(dialog).getByRole('textbox', { name: 'Csatolmány neve' });
    await chooseFile(user, dialog, pdf());
    const submit = within(dialog).getByRole('button', { name: 'Feltöltés' });
    await user.click(submit);
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    await user.click(submit);
    await user.type(nameField, '{Enter}');
    expect(mutationFn).toHaveBeenCalledTimes(1);
    call.resolve(attachment());
  });

  it('asks for confirmation naming the attachment, then deletes it by attachment_id and toasts', async () => {
    const success = vi.spyOn(toast, 'success');
    const mutationFn = vi.fn((_vars: RemoveVars) => Promise.resolve(attachment()));
    const user = renderPanel({ remove: factory(mutationFn) });
    await user.click(screen.getByRole('button', { name: 'Törlés: Szerződés' }));
    const dialog = screen.getByRole('dialog', { name: 'Törlés megerősítése' });
    expect(dialog).toHaveTextContent('Biztosan törli a(z) „Szerződés” csatolmányt?');
    expect(mutationFn).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Törlés' }));
    expect(mutationFn).toHaveBeenCalledTimes(1);
    expect(mutationFn.mock.calls[0]?.[0]).toEqual({ path: { id: 7 }, body: { attachment_id: 3 } });
    expect(success).toHaveBeenCalledWith('A csatolmány törölve.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cancels the deletion with Mégse without calling the server', async () => {
    const mutationFn = vi.fn((_vars: RemoveVars) => Promise.resolve(attachment()));
    const user = renderPanel({ remove: factory(mutationFn) });
    await user.click(screen.getByRole('button', { name: 'Törlés: Szerződés' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Mégse' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(mutationFn).not.toHaveBeenCalled();
  });

  it('keeps the confirmation open with the error when the deletion fails', async () => {
    const mutationFn = vi.fn((_vars: RemoveVars) => Promise.reject(new ApiError(400, { detail: 'A csatolmány már nem törölhető.' })));
    const user = renderPanel({ remove: factory(mutationFn) });
    await user.click(screen.getByRole('button', { name: 'Törlés: Szerződés' }));
    const dialog = screen.getByRole('dialog', { name: 'Törlés megerősítése' });
    await user.click(within(dialog).getByRole('button', { name: 'Törlés' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A csatolmány már nem törölhető.');
  });

  it('shows the deletion as pending and does not send it twice meanwhile', async () => {
    const call = deferred<Attachment>();
    const mutationFn = vi.fn((_vars: RemoveVars) => call.promise);
    const user = renderPanel({ remove: factory(mutationFn) });
    await user.click(screen.getByRole('button', { name: 'Törlés: Szerződés' }));
    const confirm = within(screen.getByRole('dialog')).getByRole('button', { name: 'Törlés' });
    await user.click(confirm);
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await user.click(confirm);
    expect(mutationFn).toHaveBeenCalledTimes(1);
    call.resolve(attachment());
  });
});
