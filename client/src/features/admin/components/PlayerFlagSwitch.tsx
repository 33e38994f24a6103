import { Switch } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

/** One flag of one player; the label names both, so a screen reader hears "Admin for alice". */
export function PlayerFlagSwitch({
  label,
  username,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  username: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useLingui();
  return (
    <Switch.Root
      colorPalette="brand"
      size="sm"
      checked={checked}
      disabled={disabled}
      onCheckedChange={(details) => onChange(details.checked)}
    >
      <Switch.HiddenInput aria-label={t`${label} for ${username}`} />
      {/* The outline keeps an unset switch visible against dark backgrounds. */}
      <Switch.Control borderWidth="1px" borderColor="border.emphasized">
        <Switch.Thumb />
      </Switch.Control>
    </Switch.Root>
  );
}
