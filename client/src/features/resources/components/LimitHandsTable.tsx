import { Table } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { formatScore } from '../../../lib/format.ts';
import { formatTsumo } from '../format.ts';
import { limitHandsTable, type RiichiPayment } from '../scoring-tables.ts';

/** From 5 han the value comes from the limit, whatever the fu. */
export function LimitHandsTable() {
  const limits = useMemo(limitHandsTable, []);
  const { t, i18n } = useLingui();
  return (
    <Table.ScrollArea
      // A visually hidden label inside must not escape the scrolling box and widen the page.
      position="relative"
      borderWidth="1px"
      borderRadius="md"
      tabIndex={0}
      role="region"
      aria-label={t`Limit hands table`}
      focusVisibleRing="outside"
    >
      <Table.Root size="sm" variant="line" interactive>
        <Table.Caption srOnly>
          <Trans>Limit hands: points by han for a non-dealer and a dealer winner</Trans>
        </Table.Caption>
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader scope="col">
              <Trans>Limit</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col">
              <Trans>Han</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              <Trans>Non-dealer ron</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              <Trans>Non-dealer tsumo</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              <Trans>Dealer ron</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              <Trans>Dealer tsumo</Trans>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {limits.map((limit) => (
            <Table.Row key={limit.han}>
              <Table.Cell as="th" scope="row" fontWeight="semibold" whiteSpace="nowrap">
                {i18n._(limit.name)}
              </Table.Cell>
              <Table.Cell>{limit.han}</Table.Cell>
              <PaymentCells payment={limit.nonDealer} dealerWins={false} />
              <PaymentCells payment={limit.dealer} dealerWins />
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function PaymentCells({ payment, dealerWins }: { payment: RiichiPayment; dealerWins: boolean }) {
  return (
    <>
      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
        {payment.ron === null ? '—' : formatScore(payment.ron)}
      </Table.Cell>
      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
        {payment.tsumo === null ? '—' : formatTsumo(dealerWins, payment.tsumo)}
      </Table.Cell>
    </>
  );
}
