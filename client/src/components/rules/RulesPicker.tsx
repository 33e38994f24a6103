import { Button, Field, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { clubRules, type Ruleset, resolveRuleset, type Variant } from '@mahjong/shared';
import { useId, useState } from 'react';
import { useRulesetPresets } from '../../api/rulesets.ts';
import { presetName, rulesSummary } from '../../lib/i18n/ruleset-words.ts';
import { serverErrorWords } from '../../lib/i18n/server-messages.ts';
import { SwitchEditor } from './SwitchEditor.tsx';
import { switchControls } from './switch-controls.ts';

/** A rule set as a form holds it: a preset id ('' for the default the form names) and switches changed on top. */
export interface RulesPick {
  ruleset: string;
  rules: Record<string, unknown>;
}

export const NO_PICK: RulesPick = { ruleset: '', rules: {} };

/** The request's `{ ruleset?, rules? }` for a pick: what is left at the default is not sent. */
export function rulesOfPick(pick: RulesPick): { ruleset?: string; rules?: Record<string, unknown> } {
  return {
    ...(pick.ruleset === '' ? {} : { ruleset: pick.ruleset }),
    ...(Object.keys(pick.rules).length === 0 ? {} : { rules: pick.rules }),
  };
}

interface RulesPickerProps {
  variant: Variant;
  label: string;
  value: RulesPick;
  onChange: (pick: RulesPick) => void;
  /** What '' plays: the club's default, a season's rules; undefined while it loads. */
  defaultRules: Ruleset | undefined;
  /** The words for the '' option; without them there is no '' option (a preset must be chosen). */
  defaultLabel?: string | undefined;
  /** Whether single switches may be changed here (a ranked game: only by an admin). */
  mayAdjust: boolean;
}

/**
 * A preset, then any switch changed on top ("Adjust rules"): every switch of the chosen rule set with
 * the control its values call for, a line of what differs from the club's rules, and, before anything
 * is sent, why switches that cannot be played together are refused (the same words as the server's).
 */
export function RulesPicker({
  variant,
  label,
  value,
  onChange,
  defaultRules,
  defaultLabel,
  mayAdjust,
}: RulesPickerProps) {
  const { t } = useLingui();
  const presets = useRulesetPresets(variant);
  const [adjusting, setAdjusting] = useState(Object.keys(value.rules).length > 0);
  const panelId = useId();
  const base =
    value.ruleset === '' ? defaultRules : presets.data?.find((preset) => preset.id === value.ruleset)?.rules;
  const resolved = base ? resolveRuleset(variant, { rules: value.rules }, base) : undefined;
  const refusal =
    resolved && !resolved.ok
      ? serverErrorWords(resolved.refusal.code, resolved.refusal.params, 400, undefined)
      : null;
  const shownRules = resolved?.ok ? resolved.value : base;
  const changedCount = Object.keys(value.rules).length;

  const setSwitch = (name: string, next: unknown) => {
    const rules = { ...value.rules };
    const preset = base ? (base as unknown as Record<string, unknown>)[name] : undefined;
    if (JSON.stringify(next) === JSON.stringify(preset)) delete rules[name];
    else rules[name] = next;
    onChange({ ...value, rules });
  };

  return (
    <Stack gap="3">
      <Field.Root>
        <Field.Label>{label}</Field.Label>
        <NativeSelect.Root maxW="md">
          <NativeSelect.Field
            value={value.ruleset}
            onChange={(event) => onChange({ ruleset: event.currentTarget.value, rules: {} })}
          >
            {defaultLabel === undefined ? null : <option value="">{defaultLabel}</option>}
            {(presets.data ?? []).map((preset) => (
              <option key={preset.id} value={preset.id}>
                {presetName(preset.id, preset.name)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.HelperText data-testid="ruleset-summary">
          {shownRules ? rulesSummary(shownRules, clubRules(variant)) : null}
        </Field.HelperText>
      </Field.Root>
      {refusal ? (
        <Text color="fg.error" role="alert" data-testid="rules-problem">
          {refusal}
        </Text>
      ) : null}
      {mayAdjust ? (
        <Button
          variant="outline"
          alignSelf="start"
          minH="11"
          aria-expanded={adjusting}
          aria-controls={panelId}
          onClick={() => setAdjusting((open) => !open)}
        >
          {changedCount > 0 ? t`Adjust rules (${changedCount} changed)` : t`Adjust rules`}
        </Button>
      ) : (
        <Text color="fg.muted" fontSize="sm">
          {t`Only an admin can change single rules of a ranked game: choose one of the rule sets instead.`}
        </Text>
      )}
      {mayAdjust && adjusting && base ? (
        <Stack
          id={panelId}
          gap="4"
          borderWidth="1px"
          borderRadius="lg"
          p="4"
          role="group"
          aria-label={t`Every rule of this rule set`}
        >
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {switchControls(variant).map(([name, control]) => (
              <SwitchEditor
                key={name}
                name={name}
                control={control}
                value={
                  name in value.rules ? value.rules[name] : (base as unknown as Record<string, unknown>)[name]
                }
                changed={name in value.rules}
                chomboPenalty={shownRules?.variant === 'jp' ? shownRules.chomboPenalty : 0}
                onChange={(next) => setSwitch(name, next)}
              />
            ))}
          </SimpleGrid>
          <Button
            variant="ghost"
            alignSelf="start"
            disabled={changedCount === 0}
            onClick={() => onChange({ ...value, rules: {} })}
          >
            {t`Back to the rule set as published`}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
