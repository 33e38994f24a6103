import { Field, NativeSelect } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

/** One of the names offered, and the number it stands for (a player's id, a seat). */
export interface NameChoice {
  value: number;
  name: string;
}

interface NameSelectProps extends Omit<Field.RootProps, 'onChange'> {
  label: string;
  choices: readonly NameChoice[];
  /** The chosen number, or null for the empty choice. */
  value: number | null;
  onChange: (value: number | null) => void;
  emptyLabel?: string;
  size?: NativeSelect.RootProps['size'];
}

/** Someone chosen by name from a short list: a player of a game, a seat, a rated player. */
export function NameSelect({ label, choices, value, onChange, emptyLabel, size, ...root }: NameSelectProps) {
  const { t } = useLingui();
  return (
    <Field.Root {...root}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size={size}>
        <NativeSelect.Field
          value={value === null ? '' : String(value)}
          onChange={(event) => {
            const chosen = event.currentTarget.value;
            onChange(chosen === '' ? null : Number(chosen));
          }}
        >
          <option value="">{emptyLabel ?? t`Choose…`}</option>
          {choices.map((choice) => (
            <option key={choice.value} value={String(choice.value)}>
              {choice.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
