import { Table } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { flexRender, type RowData, type Table as TableModel } from '@tanstack/react-table';
import { TABLE_HEADER_HEIGHT, TABLE_ROW_HEIGHT } from './table-sizes.ts';

declare module '@tanstack/react-table' {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Right-aligned, tabular figures: scores and ratings line up by digit. */
    numeric?: boolean;
  }
}

interface DataTableProps<Row> {
  table: TableModel<Row>;
  /** The table's accessible name. */
  label: string;
  emptyText?: string;
  /** Makes whole rows clickable; give a cell a real link too, for keyboards and screen readers. */
  onRowClick?: (row: Row) => void;
}

/** A TanStack table drawn with Chakra's table parts. Sorting, paging and filtering stay in the model. */
export function DataTable<Row>({ table, label, emptyText, onRowClick }: DataTableProps<Row>) {
  const { t } = useLingui();
  const rows = table.getRowModel().rows;
  const columnCount = table.getVisibleLeafColumns().length;
  return (
    <Table.ScrollArea
      // A visually hidden label inside must not escape the scrolling box and widen the page.
      position="relative"
      borderWidth="1px"
      rounded="md"
    >
      <Table.Root size="sm" interactive={onRowClick !== undefined} aria-label={label}>
        <Table.Header>
          {table.getHeaderGroups().map((group) => (
            <Table.Row key={group.id} h={TABLE_HEADER_HEIGHT} bg="bg.muted">
              {group.headers.map((header) => (
                <Table.ColumnHeader
                  key={header.id}
                  textAlign={header.column.columnDef.meta?.numeric ? 'end' : 'start'}
                >
                  {header.isPlaceholder
                    ? null
                    : flexRender(header.column.columnDef.header, header.getContext())}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          ))}
        </Table.Header>
        <Table.Body>
          {rows.length === 0 ? (
            <Table.Row h={TABLE_ROW_HEIGHT}>
              <Table.Cell colSpan={columnCount} textAlign="center" color="fg.muted">
                {emptyText ?? t`Nothing to show.`}
              </Table.Cell>
            </Table.Row>
          ) : (
            rows.map((row) => (
              <Table.Row
                key={row.id}
                h={TABLE_ROW_HEIGHT}
                cursor={onRowClick ? 'pointer' : undefined}
                onClick={onRowClick ? () => onRowClick(row.original) : undefined}
              >
                {row.getVisibleCells().map((cell) => (
                  <Table.Cell
                    key={cell.id}
                    textAlign={cell.column.columnDef.meta?.numeric ? 'end' : 'start'}
                    fontVariantNumeric={cell.column.columnDef.meta?.numeric ? 'tabular-nums' : undefined}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))
          )}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
