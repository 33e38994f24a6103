import { Box, Heading, Stack, VisuallyHidden } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';

export interface ChartTable {
  /** Column headers; the first column names each row. */
  columns: readonly string[];
  rows: ReadonlyArray<ReadonlyArray<string | number>>;
}

interface ChartFigureProps {
  title: string;
  /** The same data as the chart, read by screen readers instead of the drawing. */
  table: ChartTable;
  height?: number;
  /** The title's heading level, to fit the page's outline. */
  titleAs?: 'h2' | 'h3' | 'h4';
  children: ReactNode;
}

/**
 * A chart with its text alternative: the drawing is hidden from assistive technology, and a
 * visually hidden table carries the same numbers under the same title.
 */
export function ChartFigure({ title, table, height = 280, titleAs = 'h2', children }: ChartFigureProps) {
  const titleId = useId();
  return (
    <Stack as="figure" gap="2" aria-labelledby={titleId} m="0">
      <Heading as={titleAs} size="md" id={titleId}>
        {title}
      </Heading>
      <Box aria-hidden="true" h={`${height}px`} w="full" minW="0">
        {children}
      </Box>
      <VisuallyHidden>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, index) => (
              // Rows are positional (hand 1, hand 2…), never reordered.
              // biome-ignore lint/suspicious/noArrayIndexKey: positional rows
              <tr key={index}>
                {row.map((cell, column) =>
                  column === 0 ? (
                    <th key={table.columns[column]} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={table.columns[column]}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Stack>
  );
}
