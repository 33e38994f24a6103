import { Field, NativeSelect } from '@chakra-ui/react';

/** A labelled native select (a phone's own picker), 44 px tall. */
export function SelectField({
  label,
  value,
  options,
  onChange,
  hideLabel = false,
}: {
  label: string;
  /** The label for screen readers only, where the row says what it is. */
  hideLabel?: boolean;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <Field.Root w={hideLabel ? 'auto' : undefined}>
      <Field.Label srOnly={hideLabel}>{label}</Field.Label>
      <NativeSelect.Root size="lg">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
