import { Pagination } from './Pagination';
import { DEFAULT_PAGE_SIZE, type PageSize } from './pagination';

/** The paging of a list screen's URL state: the page (left out when first) and the page size (left out when the default). */
export interface PagedSearch {
  page?: number;
  limit?: PageSize;
}

/** The list call's paging parameters from the URL state. */
export const pageQuery = (search: PagedSearch) => ({ page: search.page && search.page > 1 ? search.page : undefined, limit: search.limit });

/** The shared pagination bar of a screen that keeps its paging in its URL state (a special list screen: the month lists, the job list, the surveys). */
export function SearchPagination<S extends PagedSearch>({ search, total, onSearchChange }: { search: S; total: number; onSearchChange: (next: S) => void }) {
  return (
    <Pagination
      page={search.page ?? 1}
      pageSize={search.limit ?? DEFAULT_PAGE_SIZE}
      total={total}
      onPageChange={(page) => onSearchChange({ ...search, page: page > 1 ? page : undefined })}
      onPageSizeChange={(limit) => onSearchChange({ ...search, page: undefined, limit: limit === DEFAULT_PAGE_SIZE ? undefined : limit })}
    />
  );
}
