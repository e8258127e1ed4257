import type { QueryFunction, SkipToken, UseSuspenseQueryOptions } from '@tanstack/react-query';
import type { DownloadedFile, InvalidationKey, OpenQueryKey } from '@/generated/runtime';

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

/**
 * A generated query's options as a block that only runs them reads them (a form check, a prefill):
 * its key and query function. The answer type is only produced here, so a block can hold queries of
 * different answer types (each check's own result) without losing them.
 */
export interface QueryLike<T> {
  queryKey: OpenQueryKey;
  queryFn?: QueryFunction<T, OpenQueryKey> | SkipToken;
}

/** A record's query options; the key is left open (OpenQueryKey), as each record's factory has its own key tuple. */
export type QueryOpts<T> = UseSuspenseQueryOptions<T, Error, T, OpenQueryKey>;
