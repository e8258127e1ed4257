import type { DownloadedFile, InvalidationKey } from '@/generated/runtime';

/**
 * A mutation-option factory as codegen emits them (`addSystemErrorReportCommentMutation` …). The
 * building blocks take a record's factories rather than calling one entity's API, so one panel
 * serves every record whose spec references the shared action.
 */
export type MutationFactory<TData, TVars> = () => {
  mutationKey: readonly unknown[];
  mutationFn: (vars: TVars) => Promise<TData>;
  meta: { invalidates: (vars: TVars) => InvalidationKey[] };
};

export interface RecordPath {
  path: { id: number };
}

export interface DocumentTypeQuery {
  query: { document_type: string };
}

/** A download call (export, PDF preview) as codegen emits them. */
export type FileFetcher<TVars> = (vars: TVars) => Promise<DownloadedFile>;
