import { HStack, RadioGroup } from '@chakra-ui/react';

export interface Choice<Value extends string> {
  value: Value;
  label: string;
}

/** A labelled row of radio buttons; keyboard users move with the arrow keys. */
export function ChoiceGroup<Value extends string>({
  label,
  value,
  choices,
  disabled,
  onChange,
}: {
  label: string;
  value: Value;
  choices: ReadonlyArray<Choice<Value>>;
  disabled?: boolean;
  onChange: (value: Value) => void;
}) {
  return (
    <RadioGroup.Root
      value={value}
      disabled={disabled}
      colorPalette="brand"
      onValueChange={(details) => {
        if (details.value) onChange(details.value as Value);
      }}
    >
      <RadioGroup.Label fontWeight="medium">{label}</RadioGroup.Label>
      <HStack gap="6" wrap="wrap" mt="2">
        {choices.map((choice) => (
          <RadioGroup.Item key={choice.value} value={choice.value}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{choice.label}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </HStack>
    </RadioGroup.Root>
  );
}
