import { Button, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { changeUsernameBodySchema, type Player } from '@mahjong/shared';
import { useCallback, useState } from 'react';
import { useReloadCurrentPlayer } from '../../../api/current-player.ts';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { FormField } from '../../../components/FormField.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useChangeUsername } from '../api/change-username.ts';

const fields = ['username'] as const;

export function UsernameForm({ player }: { player: Player }) {
  const { t } = useLingui();
  const change = useChangeUsername();
  const reload = useReloadCurrentPlayer();
  const [changedTo, setChangedTo] = useState<string | null>(null);
  const submit = useCallback(
    async (body: { username: string }) => {
      setChangedTo(null);
      try {
        const renamed = await change.mutateAsync(body);
        setChangedTo(renamed.username);
      } catch (error) {
        // The session ended elsewhere (password reset, deleted account): reloading sends the user to /login.
        if (error instanceof ApiError && error.status === 401) await reload();
        throw error;
      }
    },
    [change.mutateAsync, reload],
  );
  const { errors, onSubmit, onChange } = useSchemaForm({ schema: changeUsernameBodySchema, fields, submit });

  return (
    <Stack asChild gap="4" maxW="md">
      <form noValidate onSubmit={onSubmit} onChange={onChange} aria-label={t`Change username`}>
        {errors.form && <FormAlert>{errors.form}</FormAlert>}
        {changedTo && !errors.username && (
          <FormAlert status="success">{t`Your username is now ${changedTo}.`}</FormAlert>
        )}
        <FormField
          name="username"
          label={t`Username`}
          autoComplete="username"
          defaultValue={player.username}
          required
          error={errors.username}
          helperText={t`Shown on leaderboards, games and logs. You log in with it.`}
        />
        <Button type="submit" alignSelf="flex-start" colorPalette="brand" loading={change.isPending}>
          <Trans>Change Username</Trans>
        </Button>
      </form>
    </Stack>
  );
}
