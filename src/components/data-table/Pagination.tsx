import { memo } from 'react';
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { formatNumber } from '@/lib/format';
import { lastPage, PAGE_SIZES, pageRange, visiblePages, type PageSize } from './pagination';

export interface PaginationProps {
  page: number;
  pageSize: PageSize;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: PageSize) => void;
}

export const Pagination = memo(function Pagination({ page, pageSize, total, onPageChange, onPageSizeChange }: PaginationProps) {
  const last = lastPage(total, pageSize);
  return (
    <nav className="pagination" aria-label="Lapozás">
      <Select className="pagination__size" selectedKey={pageSize} onSelectionChange={(key) => onPageSizeChange(Number(key) as PageSize)}>
        <Label>Oldalanként:</Label>
        <Button className="select__button">
          <SelectValue />
          <span aria-hidden="true">▾</span>
        </Button>
        <Popover className="popover select__popover">
          <ListBox className="select__list">
            {PAGE_SIZES.map((size) => (
              <ListBoxItem key={size} id={size} className="select__option">
                {String(size)}
              </ListBoxItem>
            ))}
          </ListBox>
        </Popover>
      </Select>
      <span className="pagination__range" aria-live="polite">
        {pageRange(page, pageSize, total)} / {formatNumber(total)}
      </span>
      <ol className="pagination__pages">
        <li>
          <Button className="pagination__page" isDisabled={page <= 1} onPress={() => onPageChange(page - 1)} aria-label="Előző oldal">
            ‹
          </Button>
        </li>
        {visiblePages(page, last).map((p) => (
          <li key={p}>
            <Button className="pagination__page" aria-current={p === page ? 'page' : undefined} aria-label={`${p}. oldal`} onPress={() => onPageChange(p)}>
              {p}
            </Button>
          </li>
        ))}
        <li>
          <Button className="pagination__page" isDisabled={page >= last} onPress={() => onPageChange(page + 1)} aria-label="Következő oldal">
            ›
          </Button>
        </li>
      </ol>
    </nav>
  );
});
