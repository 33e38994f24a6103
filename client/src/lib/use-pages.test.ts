import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePages } from './use-pages.ts';

describe('usePages', () => {
  it('moves between pages, and starts again from the first when the page size changes', () => {
    const { result } = renderHook(() => usePages());
    expect([result.current.pageIndex, result.current.pageSize]).toEqual([0, 25]);
    act(() => result.current.onPageChange(3));
    expect([result.current.pageIndex, result.current.pageSize]).toEqual([3, 25]);
    act(() => result.current.onPageSizeChange(100));
    expect([result.current.pageIndex, result.current.pageSize]).toEqual([0, 100]);
  });
});
