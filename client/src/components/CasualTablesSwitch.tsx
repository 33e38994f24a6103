import { Switch } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';

/** The switch that hides casual tables from a live list (the choice is kept on the device). */
export function CasualTablesSwitch({
  shown,
  onChange,
  size = 'sm',
}: {
  shown: boolean;
  onChange: (shown: boolean) => void;
  size?: 'sm' | 'md' | 'lg';
}) {
  return (
    <Switch.Root
      colorPalette="brand"
      size={size}
      checked={shown}
      onCheckedChange={(details) => onChange(details.checked)}
    >
      <Switch.HiddenInput />
      <Switch.Control borderWidth="1px" borderColor="border.emphasized">
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label>
        <Trans>Show casual tables</Trans>
      </Switch.Label>
    </Switch.Root>
  );
}
