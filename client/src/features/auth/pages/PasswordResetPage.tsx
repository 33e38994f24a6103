import { Button, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordResetBodySchema } from '@mahjong/shared';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { FormField } from '../../../components/FormField.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { usePasswordReset } from '../api/password-reset.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { TextLink } from '../components/TextLink.tsx';
import type { LoginPageState } from './LoginPage.tsx';

const fields = ['newPassword'] as const;

/** Reached from the link `/password-reset?id=<playerId>&token=<token>`. */
export default function PasswordResetPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const playerId = Number(params.get('id'));
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const reset = usePasswordReset();
  const toBody = useCallback(
    ({ newPassword }: Record<(typeof fields)[number], string>) => ({ playerId, token, newPassword }),
    [playerId, token],
  );
  const submit = useCallback(
    async (body: Parameters<typeof reset.mutateAsync>[0]) => {
      await reset.mutateAsync(body);
      const state: LoginPageState = { notice: 'PASSWORD_CHANGED' };
      navigate('/login', { state });
    },
    [reset.mutateAsync, navigate],
  );
  const { errors, onSubmit, onChange } = useSchemaForm({
    schema: passwordResetBodySchema,
    fields,
    toBody,
    submit,
  });
  const linkIsComplete = Number.isInteger(playerId) && playerId > 0 && token !== '';

  return (
    <AuthCard
      title={t`Choose a new password`}
      footer={
        <Text>
          <Trans>
            Link expired? <TextLink to="/request-password-reset">Ask for a new one</TextLink>
          </Trans>
        </Text>
      }
    >
      {!linkIsComplete ? (
        <FormAlert>
          <Trans>
            This reset link is incomplete. Open the link from your message again, or ask for a new one.
          </Trans>
        </FormAlert>
      ) : (
        <Stack asChild gap="4">
          <form noValidate onSubmit={onSubmit} onChange={onChange} aria-label={t`Choose a new password`}>
            {errors.form && <FormAlert>{errors.form}</FormAlert>}
            <FormField
              name="newPassword"
              label={t`New password`}
              type="password"
              autoComplete="new-password"
              required
              error={errors.newPassword}
              helperText={t`${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} characters. Other devices are logged out.`}
            />
            <Button type="submit" colorPalette="brand" loading={reset.isPending} loadingText={t`Saving...`}>
              <Trans>Set Password</Trans>
            </Button>
          </form>
        </Stack>
      )}
    </AuthCard>
  );
}
