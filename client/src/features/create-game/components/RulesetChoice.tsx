import { Field, NativeSelect } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { clubRules, type Variant } from '@mahjong/shared';
import { useClubDefaultRules, useRulesetPresets } from '../../../api/rulesets.ts';
import { presetName, rulesetName, rulesSummary } from '../../../lib/i18n/ruleset-words.ts';

interface RulesetChoiceProps {
  variant: Variant;
  /** A preset id, or '' for the club's default. */
  value: string;
  onChange: (ruleset: string) => void;
}

/** The rule set a new game is played under: the club's default, or one of the presets. */
export function RulesetChoice({ variant, value, onChange }: RulesetChoiceProps) {
  const { t } = useLingui();
  const presets = useRulesetPresets(variant);
  const clubDefault = useClubDefaultRules(variant);
  const chosen = value === '' ? clubDefault.data : presets.data?.find((preset) => preset.id === value)?.rules;
  const defaultName = clubDefault.data ? rulesetName(clubDefault.data) : presetName('club', '');
  return (
    <Field.Root>
      <Field.Label>{t`Rules`}</Field.Label>
      <NativeSelect.Root maxW="md">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          <option value="">{t`The club's default: ${defaultName}`}</option>
          {(presets.data ?? []).map((preset) => (
            <option key={preset.id} value={preset.id}>
              {presetName(preset.id, preset.name)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.HelperText data-testid="ruleset-summary">
        {chosen ? rulesSummary(chosen, clubRules(variant)) : null}
      </Field.HelperText>
    </Field.Root>
  );
}
