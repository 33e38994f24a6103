import { Box, Heading, HStack, Stack, VisuallyHidden } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';
import { type ChartTable, CsvLink } from './CsvLink.tsx';

export type { ChartTable } from './CsvLink.tsx';

interface ChartFigureProps {
  title: string;
  /** The same data as the chart, read by screen readers instead of the drawing. */
  table: ChartTable;
  height?: number;
  /** The title's heading level, to fit the page's outline. */
  titleAs?: 'h2' | 'h3' | 'h4';
  /** The downloaded file's name, without `.csv`. */
  csvName?: string;
  children: ReactNode;
}

/**
 * A chart with its text alternative: the drawing is hidden from assistive technology, and a
 * visually hidden table carries the same numbers under the same title; the same table downloads
 * as CSV.
 */
export function ChartFigure({
  title,
  table,
  height = 280,
  titleAs = 'h2',
  csvName = 'chart',
  children,
}: ChartFigureProps) {
  const titleId = useId();
  return (
    <Stack as="figure" gap="2" aria-labelledby={titleId} m="0">
      <HStack justify="space-between" align="center" gap="2" flexWrap="wrap">
        <Heading as={titleAs} size="md" id={titleId}>
          {title}
        </Heading>
        <CsvLink title={title} table={table} fileName={csvName} />
      </HStack>
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
