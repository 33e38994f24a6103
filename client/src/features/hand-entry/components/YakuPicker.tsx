import { Button, Grid, HStack, Stack, Switch, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { HONG_KONG_PATTERNS, type Variant, YAKU } from '@mahjong/shared';
import { useId, useState } from 'react';
import { patternName, yakuName } from '../../../lib/i18n/yaku-words.ts';
import type { HandDraftAction } from '../hooks/use-hand-draft.ts';
import type { TransactionDraft } from '../lib/hand-draft.ts';
import { patternUnavailable, yakuUnavailable } from '../lib/yaku-picks.ts';

interface YakuPickerProps {
  variant: Variant;
  transaction: TransactionDraft;
  index: number;
  /** The round's dealer seat: tenhou is the dealer's, chiihou another seat's. */
  dealer?: number;
  dispatch: (action: HandDraftAction) => void;
}

interface Pick {
  id: string;
  common: boolean;
  yakuman: boolean;
  maxCount: number;
  /** The chip's value: "2" han (closed / open), "3" faan. */
  value: string;
}

function riichiPicks(open: boolean): Pick[] {
  return YAKU.map((yaku) => ({
    id: yaku.id,
    common: yaku.common === true,
    yakuman: yaku.yakuman === true,
    maxCount: yaku.maxCount ?? 1,
    value: yaku.yakuman ? '' : String((open ? yaku.openHan : yaku.closedHan) ?? yaku.closedHan),
  }));
}

function hongKongPicks(): Pick[] {
  return HONG_KONG_PATTERNS.map((pattern) => ({
    id: pattern.id,
    common: pattern.common === true,
    yakuman: pattern.limit === true,
    maxCount: pattern.maxCount ?? 1,
    value: String(pattern.faan),
  }));
}

/**
 * The yaku (riichi) or patterns (Hong Kong) of the winner's hand, optional: the common ones first,
 * the rest and the limit hands one tap away; those the hand cannot have with the ones picked (or
 * closed-only ones in an open hand) are greyed out. The hand's value follows the picks.
 */
export function YakuPicker({ variant, transaction, index, dealer, dispatch }: YakuPickerProps) {
  const { t } = useLingui();
  const labelId = useId();
  const picked = variant === 'jp' ? transaction.yaku : transaction.patterns;
  const all = variant === 'jp' ? riichiPicks(transaction.open) : hongKongPicks();
  const [more, setMore] = useState(() => picked.some((id) => !all.find((one) => one.id === id)?.common));
  const name = variant === 'jp' ? yakuName : patternName;
  const unavailable = (id: string) =>
    variant === 'jp' ? yakuUnavailable(transaction, id, dealer) : patternUnavailable(transaction, id);
  const shown = all.filter((pick) => more || pick.common || picked.includes(pick.id));
  const ordinary = shown.filter((pick) => !pick.yakuman);
  const limits = shown.filter((pick) => pick.yakuman);
  const chip = (pick: Pick) => {
    const count = picked.filter((id) => id === pick.id).length;
    const chosen = count > 0;
    const text = count > 1 ? `${name(pick.id)} ×${count}` : name(pick.id);
    return (
      <Button
        key={pick.id}
        minH="11"
        px="2"
        size="sm"
        variant={chosen ? 'solid' : 'outline'}
        colorPalette={chosen ? 'brand' : 'gray'}
        aria-pressed={chosen}
        disabled={unavailable(pick.id)}
        whiteSpace="normal"
        lineHeight="short"
        onClick={() => dispatch({ kind: 'tapYaku', index, id: pick.id })}
      >
        {text}
        {pick.value ? (
          <Text as="span" aria-hidden textStyle="xs" color={chosen ? undefined : 'fg.muted'}>
            {pick.value}
          </Text>
        ) : null}
      </Button>
    );
  };
  const heading = variant === 'jp' ? t`Yaku` : t({ message: 'Patterns', context: 'hk' });
  return (
    <Stack gap="1">
      <HStack justify="space-between" gap="2" flexWrap="wrap">
        <Text textStyle="sm" fontWeight="semibold" id={labelId}>
          {heading}{' '}
          <Text as="span" fontWeight="normal" color="fg.muted">
            <Trans>(optional)</Trans>
          </Text>
        </Text>
        {variant === 'jp' ? (
          <Switch.Root
            colorPalette="brand"
            size="md"
            minH="11"
            checked={transaction.open}
            onCheckedChange={(change) => dispatch({ kind: 'setOpen', index, open: change.checked })}
          >
            <Switch.HiddenInput />
            <Switch.Control borderWidth="1px" borderColor="border.emphasized">
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label>
              <Trans>Open hand</Trans>
            </Switch.Label>
          </Switch.Root>
        ) : null}
      </HStack>
      <Grid role="group" aria-labelledby={labelId} templateColumns="repeat(3, minmax(0, 1fr))" gap="1.5">
        {ordinary.map(chip)}
      </Grid>
      {limits.length > 0 ? (
        <Grid
          role="group"
          aria-label={variant === 'jp' ? t`Yakuman` : t({ message: 'Limit hands', context: 'hk' })}
          templateColumns="repeat(3, minmax(0, 1fr))"
          gap="1.5"
        >
          {limits.map(chip)}
        </Grid>
      ) : null}
      <Button size="sm" minH="11" variant="ghost" alignSelf="start" onClick={() => setMore(!more)}>
        {more
          ? t`Fewer`
          : variant === 'jp'
            ? t`More yaku and yakuman`
            : t({ message: 'More patterns and limit hands', context: 'hk' })}
      </Button>
    </Stack>
  );
}
