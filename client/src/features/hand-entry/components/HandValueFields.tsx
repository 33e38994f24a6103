import { Field, NativeSelect } from '@chakra-ui/react';
import {
  DORA_OPTIONS,
  FU_OPTIONS,
  HAN_OPTIONS,
  HK_POINTS_OPTIONS,
  UNSET_HAND,
  type Variant,
} from '@mahjong/shared';
import type { HandField } from '../hooks/use-hand-draft.ts';
import { type TransactionDraft, UNSET_POINTS } from '../lib/hand-draft.ts';

const YAKUMAN_NAMES: Readonly<Record<number, string>> = {
  13: 'yakuman',
  26: 'double yakuman',
  39: 'triple yakuman',
  52: 'quadruple yakuman',
  65: 'quintuple yakuman',
  78: 'sextuple yakuman',
};

interface OptionSelectProps {
  label: string;
  value: number;
  /** The placeholder's value and text; absent when every value is a real choice (dora). */
  unset?: { value: number; text: string };
  options: readonly number[];
  describe?: (option: number) => string;
  helper?: string;
  onChange: (value: number) => void;
}

function OptionSelect({
  label,
  value,
  unset,
  options,
  describe = String,
  helper,
  onChange,
}: OptionSelectProps) {
  return (
    <Field.Root minW="28" flex="1">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={String(value)}
          onChange={(event) => onChange(Number(event.currentTarget.value))}
        >
          {unset ? <option value={String(unset.value)}>{unset.text}</option> : null}
          {options.map((option) => (
            <option key={option} value={String(option)}>
              {describe(option)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
    </Field.Root>
  );
}

interface HandValueFieldsProps {
  variant: Variant;
  transaction: TransactionDraft;
  onChange: (field: HandField, value: number) => void;
}

/** Han, fu and dora for riichi; points (faan) for Hong Kong. Options are exactly the engine's (SPEC §5). */
export function HandValueFields({ variant, transaction, onChange }: HandValueFieldsProps) {
  if (variant === 'hk') {
    return (
      <OptionSelect
        label="Points"
        value={transaction.points}
        unset={{ value: UNSET_POINTS, text: 'Choose points' }}
        options={HK_POINTS_OPTIONS}
        onChange={(value) => onChange('points', value)}
      />
    );
  }
  return (
    <>
      <OptionSelect
        label="Han"
        value={transaction.han}
        unset={{ value: UNSET_HAND.han, text: 'Choose han' }}
        options={HAN_OPTIONS}
        describe={(han) => (YAKUMAN_NAMES[han] ? `${han} (${YAKUMAN_NAMES[han]})` : String(han))}
        onChange={(value) => onChange('han', value)}
      />
      <OptionSelect
        label="Fu"
        value={transaction.fu}
        unset={{ value: UNSET_HAND.fu, text: 'Choose fu' }}
        options={FU_OPTIONS}
        helper={transaction.han >= 5 ? 'Not counted from 5 han' : undefined}
        onChange={(value) => onChange('fu', value)}
      />
      <OptionSelect
        label="Dora"
        value={transaction.dora}
        options={DORA_OPTIONS}
        onChange={(value) => onChange('dora', value)}
      />
    </>
  );
}
