import { Button, VisuallyHidden } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { csvHref, toCsv } from '../../lib/csv.ts';

export interface ChartTable {
  /** Column headers; the first column names each row. */
  columns: readonly string[];
  rows: ReadonlyArray<ReadonlyArray<string | number>>;
}

/** Downloads a figure's table as CSV; its name says which figure, for screen readers. */
export function CsvLink({ title, table, fileName }: { title: string; table: ChartTable; fileName: string }) {
  return (
    <Button asChild size="xs" variant="ghost">
      <a href={csvHref(toCsv(table.columns, table.rows))} download={`${fileName}.csv`}>
        <Trans>
          <VisuallyHidden>The figures of {title} as </VisuallyHidden>CSV
        </Trans>
      </a>
    </Button>
  );
}
