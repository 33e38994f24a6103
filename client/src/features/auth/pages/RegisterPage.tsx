import { Button, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  registerBodySchema,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '@mahjong/shared';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { FormField } from '../../../components/FormField.tsx';
import { useAccountPath } from '../../../lib/next-page.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useRegister } from '../api/register.ts';
import { AlreadyLoggedIn } from '../components/AlreadyLoggedIn.tsx';
import { AuthCard } from '../components/AuthCard.tsx';
import { TextLink } from '../components/TextLink.tsx';

const fields = ['username', 'password', 'email'] as const;

/** An empty e-mail box means "no e-mail", not an invalid address. */
const toBody = ({ username, password, email }: Record<(typeof fields)[number], string>) => ({
  username,
  password,
  ...(email.trim() ? { email: email.trim() } : {}),
});

export default function RegisterPage() {
  const { t } = useLingui();
  const register = useRegister();
  const loginPath = useAccountPath('/login');
  const { errors, onSubmit, onChange } = useSchemaForm({
    schema: registerBodySchema,
    fields,
    toBody,
    submit: register.mutateAsync,
  });

  return (
    <AuthCard
      title={t`Create an account`}
      footer={
        <Text>
          <Trans>
            Already have an account? <TextLink to={loginPath}>Log in</TextLink>
          </Trans>
        </Text>
      }
    >
      <Stack asChild gap="4">
        <form noValidate onSubmit={onSubmit} onChange={onChange} aria-label={t`Create an account`}>
          <AlreadyLoggedIn />
          {errors.form && <FormAlert>{errors.form}</FormAlert>}
          <FormField
            name="username"
            label={t`Username`}
            autoComplete="username"
            required
            error={errors.username}
            helperText={t`${USERNAME_MIN_LENGTH}–${USERNAME_MAX_LENGTH} letters, digits, _ - or .; shown on leaderboards.`}
          />
          <FormField
            name="password"
            label={t`Password`}
            type="password"
            autoComplete="new-password"
            required
            error={errors.password}
            helperText={t`${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} characters.`}
          />
          <FormField
            name="email"
            label={t`E-mail (optional)`}
            type="email"
            autoComplete="email"
            error={errors.email}
            helperText={t`Only used to send you a link if you forget your password.`}
          />
          <Button
            type="submit"
            colorPalette="brand"
            loading={register.isPending}
            loadingText={t`Creating...`}
          >
            <Trans>Register</Trans>
          </Button>
        </form>
      </Stack>
    </AuthCard>
  );
}
