import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from './pager';

export interface Paging {
  page: number;
  size: number;
  setPage: (page: number) => void;
  /** What the pager reports: the page and the page size chosen. */
  change: (page: number, size: number) => void;
}

/** A list's page and page size, starting on page 1. */
export function usePaging(initialSize = DEFAULT_PAGE_SIZE): Paging {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(initialSize);
  return {
    page,
    size,
    setPage,
    change: (nextPage, nextSize) => {
      setPage(nextPage);
      setSize(nextSize);
    },
  };
}
