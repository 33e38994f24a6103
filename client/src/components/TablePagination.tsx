import { Button, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { PAGE_SIZES } from '@mahjong/shared';
import { useId } from 'react';

interface TablePaginationProps {
  /** From 0. */
  pageIndex: number;
  pageSize: number;
  /** Rows in every page together. */
  total: number;
  onPageChange: (pageIndex: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/** Rows per page (25, 50, 100), where we are, and previous/next. */
export function TablePagination({
  pageIndex,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
}: TablePaginationProps) {
  const sizeId = useId();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : pageIndex * pageSize + 1;
  const last = Math.min(total, (pageIndex + 1) * pageSize);
  return (
    <HStack justify="flex-end" gap="4" flexWrap="wrap" py="2">
      <HStack gap="2">
        <Text asChild textStyle="sm">
          <label htmlFor={sizeId}>
            <Trans>Rows per page</Trans>
          </label>
        </Text>
        <NativeSelect.Root size="sm" w="20">
          <NativeSelect.Field
            id={sizeId}
            value={String(pageSize)}
            onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <Text textStyle="sm" aria-live="polite">
        <Trans>
          {first}–{last} of {total}
        </Trans>
      </Text>
      <HStack gap="2">
        <Button
          size="sm"
          variant="outline"
          onClick={() => onPageChange(pageIndex - 1)}
          disabled={pageIndex <= 0}
        >
          <Trans>Previous page</Trans>
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => onPageChange(pageIndex + 1)}
          disabled={pageIndex + 1 >= pageCount}
        >
          <Trans>Next page</Trans>
        </Button>
      </HStack>
    </HStack>
  );
}
