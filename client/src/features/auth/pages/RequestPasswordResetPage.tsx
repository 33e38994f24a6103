import { Button, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { requestPasswordResetBodySchema } from '@mahjong/shared';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { FormField } from '../../../components/FormField.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { TextLink } from '../components/TextLink.tsx';

const fields = ['username'] as const;

export default function RequestPasswordResetPage() {
  const { t } = useLingui();
  const request = useRequestPasswordReset();
  const { errors, onSubmit, onChange } = useSchemaForm({
    schema: requestPasswordResetBodySchema,
    fields,
    submit: request.mutateAsync,
  });

  return (
    <AuthCard
      title={t`Reset your password`}
      intro={t`Enter your username and we will send a reset link to the e-mail address of your account.`}
      footer={
        <Text>
          <Trans>
            Remembered it? <TextLink to="/login">Log in</TextLink>
          </Trans>
        </Text>
      }
    >
      {request.isSuccess ? (
        // The same words whether or not the account exists: the page must not reveal who is registered.
        <FormAlert status="success">
          <Trans>
            If that account exists, a reset link is on its way; it works for one hour. No e-mail on your
            account? Ask a club admin for a link.
          </Trans>
        </FormAlert>
      ) : (
        <Stack asChild gap="4">
          <form noValidate onSubmit={onSubmit} onChange={onChange} aria-label={t`Reset your password`}>
            {errors.form && <FormAlert>{errors.form}</FormAlert>}
            <FormField
              name="username"
              label={t`Username`}
              autoComplete="username"
              required
              error={errors.username}
            />
            <Button
              type="submit"
              colorPalette="brand"
              loading={request.isPending}
              loadingText={t`Sending...`}
            >
              <Trans>Send Reset Link</Trans>
            </Button>
          </form>
        </Stack>
      )}
    </AuthCard>
  );
}
