import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { SearchBox } from '@/components/data-table/SearchBox';
import { SelectField } from '@/components/form/SelectField';
import { DataTable } from '@/components/data-table/DataTable';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Link } from '@/components/ui/Link';
import { ConfirmDialog } from '@/components/ui/Modal';
import { Page } from '@/components/ui/Page';
import { buttonColumn } from '@/features/records/list/columns';
import { useListKeys } from '@/features/records/list/list-keys';
import { getCurrentUserQuery } from '@/generated/api/bootstrap';
import type { DocumentDirectory, DocumentEntry, DocumentOrderBy } from '@/generated/models';
import { DocumentEntryMeta } from '@/generated/meta/documents';
import { formatDateTime } from '@/lib/format';
import { safeHref } from '@/lib/safe-url';
import { failureText } from '@/lib/server-messages';
import { toast } from '@/lib/toasts';
import { dirOf, trailOf, type FileBrowserSearch } from './search';
import type { DirectoryQuery, FileBrowserSource } from './sources';
import { NewFolderDialog, UploadDialog } from './FileBrowserDialogs';
import './FileBrowser.css';

/** The orders offered (the spec's DocumentOrderBy, with its Hungarian labels). */
export const ORDER_LABELS: Readonly<Record<DocumentOrderBy, string>> = {
  name: 'Név szerint (A–Z)',
  '-name': 'Név szerint (Z–A)',
  created_at: 'Legrégebbi elöl',
  '-created_at': 'Legújabb elöl',
};
const ORDER_OPTIONS = Object.entries(ORDER_LABELS).map(([id, label]) => ({ id, label }));
const isOrder = (value: string | null): value is DocumentOrderBy => value !== null && value in ORDER_LABELS;

export interface FileBrowserProps {
  source: FileBrowserSource;
  /** The page title, also the breadcrumb's top level. */
  title: string;
  /** The page's own address; folders link to it with their `dir`. */
  path: string;
  search: FileBrowserSearch;
  /** Search and order changes (the route writes them into the URL). */
  onSearchChange: (search: FileBrowserSearch) => void;
}

function hrefOf(path: string, search: FileBrowserSearch): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

const isFolder = (entry: Pick<DocumentEntry, 'file'>) => entry.file === null;

/** The opened folders as a breadcrumb: the top level, each ancestor (a link), then the current folder. */
function Breadcrumb({
  source,
  title,
  path,
  trail,
  current,
}: {
  source: FileBrowserSource;
  title: string;
  path: string;
  trail: number[];
  current?: DocumentDirectory;
}) {
  const ancestors = useQueries({ queries: trail.slice(0, -1).map((id) => source.directory(id, {})) });
  const crumbs = [
    { key: 'top', label: title, href: hrefOf(path, {}) },
    ...ancestors.map((query, index) => ({ key: String(trail[index]), label: query.data?.name ?? '…', href: hrefOf(path, { dir: dirOf(trail.slice(0, index + 1)) }) })),
  ];
  return (
    <nav aria-label="Mappák" className="file-browser__crumbs">
      <ol>
        {(trail.length === 0 ? crumbs.slice(0, -1) : crumbs).map((crumb) => (
          <li key={crumb.key}>
            <Link href={crumb.href}>{crumb.label}</Link>
          </li>
        ))}
        <li aria-current="page">{trail.length === 0 ? title : (current?.name ?? '…')}</li>
      </ol>
    </nav>
  );
}

/** The list's one search box and the order of the entries. */
function SearchAndOrder({
  search,
  order,
  onSearchChange,
}: {
  search: FileBrowserSearch;
  order?: DocumentOrderBy;
  onSearchChange: FileBrowserProps['onSearchChange'];
}) {
  return (
    <div className="file-browser__toolbar">
      <SearchBox value={search.q} onSearch={(q) => onSearchChange({ ...search, q })} />
      <SelectField
        label="Rendezés"
        options={ORDER_OPTIONS}
        value={order ?? null}
        onChange={(value) => onSearchChange({ ...search, order_by: isOrder(value) ? value : undefined })}
      />
    </div>
  );
}

/**
 * The document library's one file browser (section 2, "Document library screens"): a directory's
 * folders and files with a breadcrumb, search (`q`), order (`order_by`), a new folder, an upload
 * with progress and deletion, as far as the source offers them and the directory is not read-only.
 * The opened folders live in the URL (`dir`), so a folder can be linked and the back button walks up.
 */
export function FileBrowser({ source, title, path, search, onSearchChange }: FileBrowserProps) {
  const queryClient = useQueryClient();
  // A read-only user (section 6) adds and deletes nothing.
  const readOnly = useQuery(getCurrentUserQuery()).data?.is_readonly ?? true;
  const trail = source.browsable ? trailOf(search) : [];
  const currentId = trail.at(-1) ?? null;
  const order = search.order_by ?? source.defaultOrder;
  const query: DirectoryQuery = { q: search.q, order_by: order };
  const listing = useQuery(source.directory(currentId, query));
  const directory = listing.data;
  // A list's keys: ↓/j and ↑/k between the entries, '/' to the search (a long folder's table adds Home and End).
  const rowsRef = useListKeys<HTMLDivElement>();
  const [dialog, setDialog] = useState<'folder' | 'upload' | null>(null);
  const [deleting, setDeleting] = useState<DocumentEntry | null>(null);
  const remove = useMutation({
    mutationFn: (entry: DocumentEntry) => {
      if (!source.remove) throw new Error('No deletion here.');
      return source.remove(entry.id);
    },
    onSuccess: () => {
      setDeleting(null);
      toast.success('A törlés sikeres.');
      // The deleted entry's parent is the open directory: it reloads.
      void queryClient.invalidateQueries({ queryKey: [source.key, { id: currentId }] });
    },
  });

  const writable = !readOnly && directory !== undefined && !directory.read_only;
  const canMakeFolder = writable && source.createFolder !== undefined && (currentId !== null || source.folderAtTop === true);
  const canUpload = writable && source.upload !== undefined && currentId !== null;
  const canDelete = (entry: DocumentEntry) => !readOnly && source.remove !== undefined && !entry.read_only && !(directory?.read_only ?? true);

  const columns: ColumnDef<DocumentEntry>[] = [
    {
      id: 'name',
      header: DocumentEntryMeta.fields.name.label,
      cell: ({ row }) => {
        const entry = row.original;
        if (isFolder(entry)) {
          return source.browsable ? (
            <Link href={hrefOf(path, { ...search, dir: dirOf([...trail, entry.id]) })} className="file-browser__folder">
              {entry.name}
            </Link>
          ) : (
            entry.name
          );
        }
        const href = safeHref(entry.file);
        return href ? (
          <a href={href} target="_blank" rel="noreferrer noopener" className="link file-browser__file">
            {entry.name}
          </a>
        ) : (
          entry.name
        );
      },
    },
    { id: 'institution', header: DocumentEntryMeta.fields.institution.label, cell: ({ row }) => row.original.institution?.name ?? '–' },
    { id: 'created_at', header: DocumentEntryMeta.fields.created_at.label, cell: ({ row }) => formatDateTime(row.original.created_at) },
    buttonColumn<DocumentEntry>('Törlés', (entry) => `${entry.name}: törlés`, setDeleting, { variant: 'quiet', offered: canDelete }),
  ];

  return (
    <Page
      title={title}
      actions={
        canMakeFolder || canUpload ? (
          <>
            {canMakeFolder ? (
              <Button variant="secondary" onPress={() => setDialog('folder')}>
                + Új mappa
              </Button>
            ) : null}
            {canUpload ? <Button onPress={() => setDialog('upload')}>+ Fájl feltöltése</Button> : null}
          </>
        ) : undefined
      }
    >
      <div className="file-browser">
        {source.browsable ? <Breadcrumb source={source} title={title} path={path} trail={trail} current={directory} /> : null}
        <SearchAndOrder search={search} order={order} onSearchChange={onSearchChange} />
        {directory?.read_only && !readOnly ? <p className="file-browser__note">Ez a mappa csak olvasható.</p> : null}
        {listing.isError ? (
          <Alert tone="error">
            <p>{failureText(listing.error, 'A mappa tartalma nem tölthető be.')}</p>
            <Button variant="secondary" onPress={() => void listing.refetch()}>
              Újra
            </Button>
          </Alert>
        ) : (
          <div ref={rowsRef}>
            <DataTable
              label={directory?.name ?? title}
              rows={directory?.entries ?? []}
              columns={columns}
              rowId={(entry) => String(entry.id)}
              emptyText={search.q ? 'Nincs találat.' : 'A mappa üres.'}
              query={listing}
            />
          </div>
        )}
      </div>
      {dialog === 'folder' ? <NewFolderDialog source={source} parent={currentId} query={query} onClose={() => setDialog(null)} /> : null}
      {dialog === 'upload' && currentId !== null ? <UploadDialog source={source} directory={currentId} onClose={() => setDialog(null)} /> : null}
      <ConfirmDialog
        title="Törlés megerősítése"
        message={deleting ? `Biztosan törli: ${deleting.name}? ${isFolder(deleting) ? 'A mappa teljes tartalma is törlődik. ' : ''}A törlés nem vonható vissza.` : ''}
        confirmLabel="Törlés"
        tone="danger"
        isOpen={deleting !== null}
        isPending={remove.isPending}
        errorMessage={remove.isError ? failureText(remove.error, 'A törlés nem sikerült. Kérjük, próbálja újra később.') : null}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => {
          setDeleting(null);
          remove.reset();
        }}
      />
    </Page>
  );
}
