import { Badge, Card, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { formatScore } from '../../../lib/format.ts';
import { formatTsumo } from '../format.ts';
import { type RiichiPayment, riichiPayment, riichiScoringTable, TABLE_HAN } from '../scoring-tables.ts';

/** Fu × han 1–4 for one kind of winner: the ron value above, the tsumo payments below. */
export function RiichiScoringTable({ dealerWins }: { dealerWins: boolean }) {
  const rows = useMemo(() => riichiScoringTable(dealerWins), [dealerWins]);
  // A 5 han hand is exactly mangan: cells that reach it were capped.
  const manganRon = useMemo(() => riichiPayment(dealerWins, 5, 30).ron, [dealerWins]);
  const { t } = useLingui();
  const title = dealerWins ? t`Dealer wins` : t`Non-dealer wins`;
  return (
    <Card.Root variant="outline" size="sm">
      <Card.Header>
        <Card.Title as="h3" fontSize="md">
          {title}
        </Card.Title>
        <Card.Description>
          {dealerWins
            ? t`Ron: the discarder pays. Tsumo: each of the three others pays the amount shown ("all").`
            : t`Ron: the discarder pays. Tsumo: non-dealers / dealer pay the amounts shown.`}
        </Card.Description>
      </Card.Header>
      <Card.Body pt="2">
        <Table.ScrollArea
          // A visually hidden label inside must not escape the scrolling box and widen the page.
          position="relative"
          borderWidth="1px"
          borderRadius="md"
          tabIndex={0}
          role="region"
          aria-label={t`${title} table`}
          focusVisibleRing="outside"
        >
          <Table.Root size="sm" variant="line" interactive>
            <Table.Caption srOnly>{t`${title}: points by fu and han`}</Table.Caption>
            <Table.Header>
              <Table.Row bg="bg.muted">
                <Table.ColumnHeader scope="col">
                  <Trans>Fu</Trans>
                </Table.ColumnHeader>
                {TABLE_HAN.map((han) => (
                  <Table.ColumnHeader key={han} scope="col" textAlign="end">
                    <Trans>{han} han</Trans>
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={row.fu}>
                  <Table.Cell as="th" scope="row" fontWeight="semibold">
                    {row.fu}
                  </Table.Cell>
                  {row.payments.map((payment, index) => (
                    <PaymentCell
                      key={TABLE_HAN[index]}
                      payment={payment}
                      dealerWins={dealerWins}
                      mangan={payment.ron !== null && payment.ron === manganRon}
                    />
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Card.Body>
    </Card.Root>
  );
}

function PaymentCell({
  payment,
  dealerWins,
  mangan,
}: {
  payment: RiichiPayment;
  dealerWins: boolean;
  mangan: boolean;
}) {
  const { t } = useLingui();
  return (
    <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
      <Stack gap="0" align="flex-end">
        <Text>
          {payment.ron === null ? <NotPossible text={t`no ron`} /> : formatScore(payment.ron)}
          {mangan && (
            <Badge ms="1.5" size="xs" colorPalette="brand" variant="subtle">
              <Trans context="the limit">mangan</Trans>
            </Badge>
          )}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {payment.tsumo === null ? (
            <NotPossible text={t`no tsumo`} />
          ) : (
            formatTsumo(dealerWins, payment.tsumo)
          )}
        </Text>
      </Stack>
    </Table.Cell>
  );
}

function NotPossible({ text }: { text: string }) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <Text as="span" srOnly>
        {text}
      </Text>
    </>
  );
}
