import { PAGE_SIZES } from '@mahjong/shared';
import { useState } from 'react';

/**
 * Which page of a list paged by the server is shown, in the shape TablePagination takes: a new page
 * size starts again from the first page.
 */
export function usePages(firstPageSize: number = PAGE_SIZES[0]) {
  const [pages, setPages] = useState({ pageIndex: 0, pageSize: firstPageSize });
  return {
    ...pages,
    onPageChange: (pageIndex: number) => setPages((current) => ({ ...current, pageIndex })),
    onPageSizeChange: (pageSize: number) => setPages({ pageIndex: 0, pageSize }),
  };
}
