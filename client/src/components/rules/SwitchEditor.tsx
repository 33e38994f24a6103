import { Badge, Checkbox, Field, Fieldset, HStack, Input, NativeSelect } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { switchLabel, switchValueWords } from '../../lib/i18n/rule-switch-words.ts';
import { placeName } from '../../lib/stat-format.ts';
import { type SwitchControl, typedNumber } from './switch-controls.ts';

interface SwitchEditorProps {
  name: string;
  control: SwitchControl;
  value: unknown;
  /** Set apart from the preset's value. */
  changed: boolean;
  /** The chombo penalty now set, to word the points chombo. */
  chomboPenalty: number;
  onChange: (value: unknown) => void;
}

const shown = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const PLACES = [0, 1, 2, 3] as const;
const BELOW_START = ['one', 'two', 'three'] as const;

function ChangedMark({ changed }: { changed: boolean }) {
  return changed ? (
    <Badge colorPalette="orange" size="sm" ms="2">
      <Trans context="a rule">changed</Trans>
    </Badge>
  ) : null;
}

/** Four amounts, first place to fourth; each typed number kept as typed until it is one. */
function PlaceAmounts({
  label,
  value,
  onChange,
}: {
  label: string;
  value: readonly unknown[];
  onChange: (value: unknown[]) => void;
}) {
  return (
    <HStack gap="2" flexWrap="wrap">
      {PLACES.map((place) => (
        <Input
          key={place}
          aria-label={`${label}: ${placeName(place + 1)}`}
          inputMode="numeric"
          maxW="28"
          value={shown(value[place])}
          onChange={(event) => {
            const typed = typedNumber(event.currentTarget.value);
            onChange(PLACES.map((at) => (at === place ? typed : value[at])));
          }}
        />
      ))}
    </HStack>
  );
}

/** One switch of a rule set, edited with the control its values call for. */
export function SwitchEditor({ name, control, value, changed, chomboPenalty, onChange }: SwitchEditorProps) {
  const { t } = useLingui();
  const label = switchLabel(name);
  if (control.kind === 'flag') {
    return (
      <Checkbox.Root
        checked={value === true}
        onCheckedChange={(details) => onChange(details.checked === true)}
        minH="11"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>
          {label}
          <ChangedMark changed={changed} />
        </Checkbox.Label>
      </Checkbox.Root>
    );
  }
  if (control.kind === 'uma') {
    return (
      <Fieldset.Root>
        <Fieldset.Legend>
          {label}
          <ChangedMark changed={changed} />
        </Fieldset.Legend>
        <PlaceAmounts label={label} value={Array.isArray(value) ? value : []} onChange={onChange} />
      </Fieldset.Root>
    );
  }
  if (control.kind === 'umaBelowStart') {
    const rows = (value ?? null) as Record<string, unknown[] | null> | null;
    return (
      <Fieldset.Root>
        <Checkbox.Root
          checked={rows !== null}
          onCheckedChange={(details) =>
            onChange(details.checked === true ? { one: null, two: null, three: null } : null)
          }
          minH="11"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            {label}
            <ChangedMark changed={changed} />
          </Checkbox.Label>
        </Checkbox.Root>
        {rows === null
          ? null
          : BELOW_START.map((row) => {
              const rowLabel = switchLabel(`umaBelowStart.${row}`);
              const amounts = rows[row] ?? [];
              return (
                <Field.Root key={row}>
                  <Field.Label>{rowLabel}</Field.Label>
                  <PlaceAmounts
                    label={rowLabel}
                    value={amounts}
                    onChange={(next) => {
                      const blank = next.every((amount) => amount === '' || amount === undefined);
                      onChange({ ...rows, [row]: blank ? null : next });
                    }}
                  />
                </Field.Root>
              );
            })}
        {rows === null ? null : (
          <Fieldset.HelperText>{t`A row left empty plays the ordinary uma.`}</Fieldset.HelperText>
        )}
      </Fieldset.Root>
    );
  }
  if (control.kind === 'choice') {
    return (
      <Field.Root>
        <Field.Label>
          {label}
          <ChangedMark changed={changed} />
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={shown(value)} onChange={(event) => onChange(event.currentTarget.value)}>
            {control.values.map((option) => (
              <option key={option} value={option}>
                {switchValueWords(name, option, chomboPenalty) ?? option}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    );
  }
  return (
    <Field.Root>
      <Field.Label>
        {label}
        <ChangedMark changed={changed} />
      </Field.Label>
      <Input
        inputMode={control.kind === 'number' ? 'decimal' : 'numeric'}
        maxW="40"
        value={shown(value)}
        onChange={(event) => onChange(typedNumber(event.currentTarget.value))}
      />
    </Field.Root>
  );
}
