import { queryOptions } from '@tanstack/react-query';
import * as documents from '@/generated/api/documents';
import type { DocumentDirectory, DocumentEntry, DocumentFolderInput, DocumentOrderBy, DocumentUploadInput } from '@/generated/models';
import { ACCEPT_LANGUAGE, apiClient, toFormData, unwrap } from '@/generated/runtime';
import { progressFetch } from '@/lib/upload-progress';

/** What a directory listing is asked with: `q` only when not empty, `order_by` only when chosen (section 7). */
export interface DirectoryQuery {
  q?: string;
  order_by?: DocumentOrderBy;
}

/**
 * One document library the file browser shows (section 7, "Document library"): how it lists a
 * directory (the top level when the id is null) and which of creating a folder, uploading and
 * deleting it offers. Each is a set of generated calls; the browser block knows none of them.
 */
export interface FileBrowserSource {
  /** The query key's first part, so the block reloads exactly this library's listings. */
  key: string;
  directory: (id: number | null, query: DirectoryQuery) => ReturnType<typeof directoryOptions>;
  /** Subfolders can be opened (the export documents are one flat list). */
  browsable: boolean;
  /** A new folder in a directory (null: the top level); absent where folders are not made. */
  createFolder?: (parent: number | null, body: DocumentFolderInput) => Promise<DocumentEntry>;
  /** Whether a folder can be made at the top level (the shared documents need the current directory). */
  folderAtTop?: boolean;
  /** A file uploaded into a directory (never the top level: the call names the directory), reporting progress. */
  upload?: (directory: number, body: DocumentUploadInput, onProgress: (fraction: number) => void) => Promise<DocumentEntry>;
  remove?: (entry: number) => Promise<void>;
  /** The order sent when the user has chosen none (the export documents: newest first). */
  defaultOrder?: DocumentOrderBy;
}

const header = { 'Accept-Language': ACCEPT_LANGUAGE } as const;
const search = (query: DirectoryQuery) => ({ ...(query.q ? { q: query.q } : {}), ...(query.order_by ? { order_by: query.order_by } : {}) });

/** A directory listing's query: keyed by the library, the directory and what it is asked with. */
export function directoryOptions(key: string, id: number | null, query: DirectoryQuery, load: (signal: AbortSignal) => Promise<DocumentDirectory>) {
  return queryOptions({ queryKey: [key, { id, query: search(query) }] as const, queryFn: ({ signal }) => load(signal) });
}

/** A module's documents (`modul-dokumentumok/?module=`): the hazard documents are module=hazard. */
export function moduleDocuments(module: string): FileBrowserSource {
  const key = `moduleDocuments:${module}`;
  return {
    key,
    browsable: true,
    folderAtTop: true,
    directory: (id, query) =>
      directoryOptions(key, id, query, (signal) =>
        id === null
          ? documents.listModuleDocuments({ query: { module, ...search(query) } }, signal)
          : documents.getModuleDocumentDirectory({ path: { entryId: id }, query: { module, ...search(query) } }, signal),
      ),
    createFolder: (parent, body) =>
      parent === null
        ? documents.createModuleDocumentFolder({ query: { module }, body })
        : documents.createModuleDocumentSubfolder({ path: { directoryId: parent }, query: { module }, body }),
    upload: (directoryId, body, onProgress) =>
      unwrap(
        apiClient.POST('/api/dokumentumtar/modul-dokumentumok/{directoryId}/feltolt/', {
          params: { path: { directoryId }, query: { module }, header },
          body,
          bodySerializer: toFormData,
          fetch: progressFetch(onProgress),
        }),
      ),
    remove: (entryId) => documents.deleteModuleDocumentEntry({ path: { entryId }, query: { module } }),
  };
}

export const ownDocuments: FileBrowserSource = {
  key: 'ownDocuments',
  browsable: true,
  folderAtTop: true,
  directory: (id, query) =>
    directoryOptions('ownDocuments', id, query, (signal) =>
      id === null
        ? documents.listOwnDocuments({ query: search(query) }, signal)
        : documents.getOwnDocumentDirectory({ path: { entryId: id }, query: search(query) }, signal),
    ),
  createFolder: (parent, body) =>
    parent === null ? documents.createOwnDocumentFolder({ body }) : documents.createOwnDocumentSubfolder({ path: { directoryId: parent }, body }),
  upload: (directoryId, body, onProgress) =>
    unwrap(
      apiClient.POST('/api/dokumentumtar/sajat-dokumentumok/{directoryId}/feltolt/', {
        params: { path: { directoryId }, header },
        body,
        bodySerializer: toFormData,
        fetch: progressFetch(onProgress),
      }),
    ),
  remove: (entryId) => documents.deleteOwnDocumentEntry({ path: { entryId } }),
};

export const sharedDocuments: FileBrowserSource = {
  key: 'sharedDocuments',
  browsable: true,
  folderAtTop: false,
  directory: (id, query) =>
    directoryOptions('sharedDocuments', id, query, (signal) =>
      id === null
        ? documents.listSharedDocuments({ query: search(query) }, signal)
        : documents.getSharedDocumentDirectory({ path: { entryId: id }, query: search(query) }, signal),
    ),
  createFolder: (parent, body) => {
    if (parent === null) throw new Error('A shared folder is made inside a directory.');
    return documents.createSharedDocumentFolder({ path: { directoryId: parent }, body });
  },
  upload: (directoryId, body, onProgress) =>
    unwrap(
      apiClient.POST('/api/dokumentumtar/megosztott-dokumentumok/{directoryId}/feltolt/', {
        params: { path: { directoryId }, header },
        body,
        bodySerializer: toFormData,
        fetch: progressFetch(onProgress),
      }),
    ),
  remove: (entryId) => documents.deleteSharedDocumentEntry({ path: { entryId } }),
};

/** A portal product's own documents (`{product}-dokumentumok/`): read-only, browsed only. */
export function productDocuments(product: string): FileBrowserSource {
  const key = `productDocuments:${product}`;
  return {
    key,
    browsable: true,
    directory: (id, query) =>
      directoryOptions(key, id, query, (signal) =>
        id === null
          ? documents.listProductDocuments({ path: { product }, query: search(query) }, signal)
          : documents.getProductDocumentDirectory({ path: { product, directoryId: id }, query: search(query) }, signal),
      ),
  };
}

export const exportDocuments: FileBrowserSource = {
  key: 'exportDocuments',
  browsable: false,
  defaultOrder: '-created_at',
  directory: (_id, query) => directoryOptions('exportDocuments', null, query, (signal) => documents.listExportDocuments({ query: search(query) }, signal)),
  remove: (entryId) => documents.deleteExportDocument({ path: { entryId } }),
};

/**
 * The library a /dokumentumtar/{library}-dokumentumok.html address names, with its title: the own,
 * shared and export documents by their Hungarian names, any other name a portal product's own.
 */
export function libraryOf(library: string): { source: FileBrowserSource; title: string } {
  if (library === 'sajat') return { source: ownDocuments, title: 'Saját dokumentumok' };
  if (library === 'megosztott') return { source: sharedDocuments, title: 'Megosztott dokumentumok' };
  if (library === 'export') return { source: exportDocuments, title: 'Exportált dokumentumok' };
  // One source a product for the session: the screen is prepared again at each folder opened.
  const product = products.get(library) ?? productDocuments(library);
  products.set(library, product);
  return { source: product, title: `Termékdokumentumok (${library})` };
}

const products = new Map<string, FileBrowserSource>();
