import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Comment, CurrentUser } from '@/generated/models';
import { ApiError } from '@/generated/runtime';
import { toast } from '@/lib/toasts';
import { safeHref as safeDocumentHref } from '@/lib/safe-url';
import { CommentsPanel, type CommentsPanelProps } from './CommentsPanel';
import { staffUser } from '@/test/users';

const districtUser = staffUser({ id: 7 });
const schoolUser: CurrentUser = { ...districtUser, institution: { id: 12, name: 'Petőfi Sándor Általános Iskola', unit_code: 'IS-012', parent: 1 } };

let nextId = 1;
const comment = (overrides: Partial<Comment> = {}): Comment => ({
  id: nextId++,
  author: 'Szabó Péter',
  author_id: 99,
  content: 'Kérem a számlát csatolni.',
  created_at: '2024-03-01T09:30:00',
  is_deleted: false,
  private_comment: false,
  school_should_reply: false,
  waiting_for_attachment: false,
  important: false,
  attachments: [],
  ...overrides,
});

function fakeMutation<TVars>(mutationFn: (vars: TVars) => Promise<Comment>) {
  const fn = vi.fn(mutationFn);
  const factory = vi.fn(() => ({ mutationKey: ['x'], mutationFn: fn, meta: { invalidates: () => [] } }));
  return { factory, fn };
}

function renderPanel(props: Partial<CommentsPanelProps> = {}) {
  const all: CommentsPanelProps = { recordId: 42, comments: [], user: districtUser, readOnly: false, allowAttachment: false, ...props };
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <CommentsPanel {...all} />
    </QueryClientProvider>,
  );
}

const addFake = () => fakeMutation<unknown>(async () => comment());
const textArea = () => screen.getByRole('textbox', { name: 'Megjegyzés' });
const box = (name: string) => screen.getByRole('checkbox', { name });
const submitButton = () => screen.getByRole('button', { name: 'Megjegyzés küldése' });

describe('comments panel: the list', () => {
  it('has the heading and says when there is no comment', () => {
    renderPanel();
    expect(screen.getByRole('heading', { name: 'Megjegyzések' })).toBeInTheDocument();
    expect(screen.getByText('Nincs megjegyzés.')).toBeInTheDocument();
  });

  it('shows author, time, content, flags and attachments of a comment', () => {
    renderPanel({
      comments: [
        comment({
          author: 'Tóth Éva',
          created_at: '2024-03-05T14:07:00',
          important: true,
          private_comment: true,
          school_should_reply: true,
          waiting_for_attachment: true,
          attachments: [
            { id: 1, name: 'Árajánlat', document: '/media/arajanlat.pdf' },
            { id: 2, name: 'Külső', document: 'https://files.tankerulet.hu/a.pdf' },
            { id: 3, name: 'Veszélyes', document: 'javascript:alert(1)' },
            { id: 4, name: 'Protokoll-relatív', document: '//evil.example/a.pdf' },
          ],
        }),
      ],
    });
    const item = within(screen.getByRole('article'));
    expect(item.getByText('Tóth Éva')).toBeInTheDocument();
    expect(item.getByText('2024. 03. 05. 14:07')).toBeInTheDocument();
    expect(item.getByText('Kérem a számlát csatolni.')).toBeInTheDocument();
    for (const flag of ['Fontos', 'Az iskola válaszát várjuk', 'Csatolmányra vár', 'Tankerületi megjegyzés']) {
      expect(item.getByText(flag)).toHaveClass('badge');
    }
    expect(item.getByRole('link', { name: 'Árajánlat' })).toHaveAttribute('href', '/media/arajanlat.pdf');
    expect(item.getByRole('link', { name: 'Külső' })).toHaveAttribute('href', 'https://files.tankerulet.hu/a.pdf');
    expect(item.getByText('Veszélyes').closest('a')).toBeNull();
    expect(item.getByText('Protokoll-relatív').closest('a')).toBeNull();
  });

  it('shows no flag badge for a comment without flags', () => {
    const { container } = renderPanel({ comments: [comment()] });
    expect(container.querySelector('.badge')).toBeNull();
  });

  it('reads "Törölt megjegyzés" instead of the content of a deleted comment', () => {
    renderPanel({ comments: [comment({ is_deleted: true, content: 'Titkos szöveg' })] });
    expect(screen.getByText('Törölt megjegyzés')).toBeInTheDocument();
    expect(screen.queryByText('Titkos szöveg')).toBeNull();
  });

  it('renders hostile content as text, with only the https address as a link', () => {
    const hostile = '<img src=x onerror=alert(1)> javascript:alert(1) <script>alert(2)</script> https://tankerulet.hu/a';
    renderPanel({ comments: [comment({ content: hostile })] });
    const item = screen.getByRole('listitem');
    expect(item.querySelector('img, script')).toBeNull();
    expect(
      within(item)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['https://tankerulet.hu/a']);
    expect(item.querySelector('.comments-panel__content')?.textContent).toBe(hostile);
  });

  it('accepts only site-relative and http(s) document addresses', () => {
    expect(safeDocumentHref('/media/a.pdf')).toBe('/media/a.pdf');
    expect(safeDocumentHref('http://a.hu/x')).toBe('http://a.hu/x');
    expect(safeDocumentHref('javascript:alert(1)')).toBeNull();
    expect(safeDocumentHref('data:text/html,<b>x</b>')).toBeNull();
    expect(safeDocumentHref('/\\evil.example')).toBeNull();
    expect(safeDocumentHref(null)).toBeNull();
  });
});

describe('comments panel: deleting', () => {
  const remove = () => fakeMutation<unknown>(async () => comment()).factory;

  it('offers delete on the newest comment to its author', () => {
    renderPanel({
      remove: remove(),
      comments: [comment({ created_at: '2024-03-01T09:00:00' }), comment({ author_id: districtUser.id, created_at: '2024-03-02T09:00:00' })],
    });
    expect(screen.getAllByRole('button', { name: 'Törlés' })).toHaveLength(1);
  });

  it('offers no delete to anyone else than the author', () => {
    renderPanel({ remove: remove(), comments: [comment({ author_id: 99 })] });
    expect(screen.queryByRole('button', { name: 'Törlés' })).toBeNull();
  });

  it('offers delete only on the newest comment by created_at, not by list position', () => {
    const newer = comment({ author_id: districtUser.id, content: 'Újabb', created_at: '2024-03-02T09:00:00' });
    const older = comment({ author_id: districtUser.id, content: 'Régebbi', created_at: '2024-03-01T09:00:00' });
    renderPanel({ remove: remove(), comments: [newer, older] });
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByRole('button', { name: 'Törlés' })).toBeInTheDocument();
    expect(within(second!).queryByRole('button', { name: 'Törlés' })).toBeNull();
  });

  it('offers no delete on an own older comment when someone answered since', () => {
    renderPanel({
      remove: remove(),
      comments: [comment({ author_id: districtUser.id, created_at: '2024-03-01T09:00:00' }), comment({ created_at: '2024-03-02T09:00:00' })],
    });
    expect(screen.queryByRole('button', { name: 'Törlés' })).toBeNull();
  });

  it('offers no delete on a comment already deleted', () => {
    renderPanel({ remove: remove(), comments: [comment({ author_id: districtUser.id, is_deleted: true })] });
    expect(screen.queryByRole('button', { name: 'Törlés' })).toBeNull();
  });

  it('offers no delete without a remove call', () => {
    renderPanel({ comments: [comment({ author_id: districtUser.id })] });
    expect(screen.queryByRole('button', { name: 'Törlés' })).toBeNull();
  });

  it('asks for confirmation, then sends the comment id', async () => {
    const { factory, fn } = fakeMutation<unknown>(async () => comment());
    const success = vi.spyOn(toast, 'success');
    const own = comment({ author_id: districtUser.id });
    const u = userEvent.setup();
    renderPanel({ remove: factory, comments: [own] });
    await u.click(screen.getByRole('button', { name: 'Törlés' }));
    const dialog = screen.getByRole('dialog', { name: 'Megjegyzés törlése' });
    expect(within(dialog).getByText('Biztosan törli a megjegyzést?')).toBeInTheDocument();
    expect(fn).not.toHaveBeenCalled();
    await u.click(within(dialog).getByRole('button', { name: 'Törlés' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fn.mock.calls[0]?.[0]).toEqual({ path: { id: 42 }, body: { comment_id: own.id } });
    expect(success).toHaveBeenCalled();
  });
});

describe('comments panel: the form', () => {
  it('has a 5-row text area "Megjegyzés"', () => {
    renderPanel({ add: addFake().factory });
    expect(textArea().tagName).toBe('TEXTAREA');
    expect(textArea()).toHaveAttribute('rows', '5');
  });

  it('asks for the text once submitted empty, and sends nothing', async () => {
    const { factory, fn } = addFake();
    const u = userEvent.setup();
    renderPanel({ add: factory });
    expect(screen.queryByText('Ez a mező nem lehet üres')).toBeNull();
    await u.click(submitButton());
    expect(await screen.findByText('Ez a mező nem lehet üres')).toBeInTheDocument();
    expect(fn).not.toHaveBeenCalled();
  });

  it('asks for the text once the field was touched', async () => {
    const u = userEvent.setup();
    renderPanel({ add: addFake().factory });
    await u.click(textArea());
    await u.tab();
    expect(await screen.findByText('Ez a mező nem lehet üres')).toBeInTheDocument();
  });

  it('is hidden in read-only mode', () => {
    renderPanel({ add: addFake().factory, readOnly: true });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Megjegyzés küldése' })).toBeNull();
  });

  it('is hidden for a read-only user', () => {
    renderPanel({ add: addFake().factory, user: { ...districtUser, is_readonly: true } });
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('is absent without an add call', () => {
    renderPanel();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('offers only "Fontos" to a school user', () => {
    renderPanel({ add: addFake().factory, user: schoolUser });
    expect(screen.getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual(['Fontos']);
  });

  it('offers the district flags to a district user', () => {
    renderPanel({ add: addFake().factory, user: districtUser });
    expect(screen.getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual([
      'Fontos',
      'Az iskola válaszát várjuk',
      'Csatolmányra vár',
      'Tankerületi megjegyzés',
    ]);
  });

  it('clears the two requests to the school when the district comment is set', async () => {
    const u = userEvent.setup();
    renderPanel({ add: addFake().factory });
    await u.click(box('Az iskola válaszát várjuk'));
    await u.click(box('Csatolmányra vár'));
    await u.click(box('Tankerületi megjegyzés'));
    expect(box('Tankerületi megjegyzés')).toBeChecked();
    expect(box('Az iskola válaszát várjuk')).not.toBeChecked();
    expect(box('Csatolmányra vár')).not.toBeChecked();
  });

  it('clears the district comment when either request to the school is set', async () => {
    const u = userEvent.setup();
    renderPanel({ add: addFake().factory });
    await u.click(box('Tankerületi megjegyzés'));
    await u.click(box('Az iskola válaszát várjuk'));
    expect(box('Tankerületi megjegyzés')).not.toBeChecked();
    await u.click(box('Tankerületi megjegyzés'));
    await u.click(box('Csatolmányra vár'));
    expect(box('Tankerületi megjegyzés')).not.toBeChecked();
    expect(box('Csatolmányra vár')).toBeChecked();
  });

  it('offers the attachment field only when the screen allows it', () => {
    const { unmount } = renderPanel({ add: addFake().factory, allowAttachment: false });
    expect(screen.queryByRole('group', { name: 'Melléklet' })).toBeNull();
    unmount();
    renderPanel({ add: addFake().factory, allowAttachment: true });
    expect(screen.getByRole('group', { name: 'Melléklet' })).toBeInTheDocument();
  });

  it('sends the body, then clears the form and says it was saved', async () => {
    const { factory, fn } = addFake();
    const success = vi.spyOn(toast, 'success');
    const u = userEvent.setup();
    const { container } = renderPanel({ add: factory, allowAttachment: true });
    await u.type(textArea(), 'Kérem pótolni.');
    await u.click(box('Fontos'));
    await u.click(box('Az iskola válaszát várjuk'));
    const file = new File(['%PDF'], 'igazolas.pdf', { type: 'application/pdf' });
    await u.upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    await u.click(submitButton());
    await waitFor(() => expect(success).toHaveBeenCalledWith('A megjegyzés elmentve.'));
    expect(fn.mock.calls[0]?.[0]).toEqual({
      path: { id: 42 },
      body: { content: 'Kérem pótolni.', important: true, school_should_reply: true, waiting_for_attachment: false, private_comment: false, attachment: file },
    });
    expect(textArea()).toHaveValue('');
    expect(box('Fontos')).not.toBeChecked();
    expect(screen.getByText('Nincs kiválasztott fájl')).toBeInTheDocument();
    expect(screen.queryByText('Ez a mező nem lehet üres')).toBeNull();
  });

  it('sends the district flags as false for a school user, and no attachment when none is chosen', async () => {
    const { factory, fn } = addFake();
    const u = userEvent.setup();
    renderPanel({ add: factory, user: schoolUser, allowAttachment: true });
    await u.type(textArea(), 'Rendben.');
    await u.click(submitButton());
    await waitFor(() => expect(fn).toHaveBeenCalled());
    expect(fn.mock.calls[0]?.[0]).toEqual({
      path: { id: 42 },
      body: { content: 'Rendben.', important: false, school_should_reply: false, waiting_for_attachment: false, private_comment: false },
    });
  });

  it('keeps what was typed and shows the server message when saving fails', async () => {
    const { factory } = fakeMutation<unknown>(async () => {
      throw new ApiError(400, { content: ['This list may not be empty.'] });
    });
    const u = userEvent.setup();
    renderPanel({ add: factory });
    await u.type(textArea(), 'Megmarad');
    await u.click(box('Fontos'));
    await u.click(submitButton());
    expect(await screen.findByText('Ez a lista nem lehet üres.')).toBeInTheDocument();
    expect(textArea()).toHaveValue('Megmarad');
    expect(box('Fontos')).toBeChecked();
  });

  it('shows a general message when saving fails for another reason', async () => {
    const { factory } = fakeMutation<unknown>(async () => {
      throw new ApiError(500, null);
    });
    const u = userEvent.setup();
    renderPanel({ add: factory });
    await u.type(textArea(), 'Megmarad');
    await u.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('A mentés nem sikerült');
    expect(textArea()).toHaveValue('Megmarad');
  });

  it('does not send twice while the first send is pending', async () => {
    const { factory, fn } = fakeMutation<unknown>(() => new Promise<Comment>(() => undefined));
    const u = userEvent.setup();
    renderPanel({ add: factory });
    await u.type(textArea(), 'Egyszer');
    await u.dblClick(submitButton());
    await u.click(submitButton());
    expect(fn).toHaveBeenCalledTimes(1);
    expect(submitButton()).toHaveAttribute('data-pending', 'true');
  });
});
