import { Button, Field, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { clubRules, VARIANTS, type Variant } from '@mahjong/shared';
import { useState } from 'react';
import { useClubDefaultRules, useRulesetPresets } from '../../../api/rulesets.ts';
import { presetName, rulesetName, rulesSummary } from '../../../lib/i18n/ruleset-words.ts';
import { variantLabel } from '../../../lib/labels.ts';
import { useSaveDefaultRules } from '../api/save-default-rules.ts';

/** The club's default rule set for new games of each variant; games already started keep theirs. */
export function RulesTab() {
  return (
    <Stack gap="8">
      <Text color="fg.muted">
        <Trans>
          A new game is played under the club's default rules unless its recorder chooses others. Changing the
          default changes no game already started.
        </Trans>
      </Text>
      {VARIANTS.map((variant) => (
        <DefaultRules key={variant} variant={variant} />
      ))}
    </Stack>
  );
}

function DefaultRules({ variant }: { variant: Variant }) {
  const { t } = useLingui();
  const current = useClubDefaultRules(variant);
  const presets = useRulesetPresets(variant);
  const save = useSaveDefaultRules(variant);
  const [chosen, setChosen] = useState<string | null>(null);
  const kind = variantLabel(variant);
  const value = chosen ?? current.data?.id ?? '';
  const name = current.data ? rulesetName(current.data) : '';
  return (
    <Stack as="section" gap="3" aria-label={kind}>
      <Heading as="h2" size="md">
        {kind}
      </Heading>
      {current.data ? (
        <Text>
          {t`Now: ${name}`} — {rulesSummary(current.data, clubRules(variant))}
        </Text>
      ) : null}
      <HStack gap="3" alignItems="end" flexWrap="wrap">
        <Field.Root maxW="sm">
          <Field.Label>{t`Default rules for ${kind}`}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={value} onChange={(event) => setChosen(event.currentTarget.value)}>
              {(presets.data ?? []).map((preset) => (
                <option key={preset.id} value={preset.id}>
                  {presetName(preset.id, preset.name)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button
          colorPalette="brand"
          loading={save.isPending}
          disabled={value === '' || (value === current.data?.id && current.data.changed.length === 0)}
          onClick={() => save.mutate(value, { onSuccess: () => setChosen(null) })}
        >
          {t`Save`}
        </Button>
      </HStack>
      {save.error ? (
        <Text color="fg.error" role="alert">
          {save.error.message}
        </Text>
      ) : null}
    </Stack>
  );
}
