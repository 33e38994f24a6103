import { Button, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { loginBodySchema } from '@mahjong/shared';
import { useLocation } from 'react-router-dom';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { FormField } from '../../../components/FormField.tsx';
import { useAccountPath } from '../../../lib/next-page.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useLogin } from '../api/login.ts';
import { AlreadyLoggedIn } from '../components/AlreadyLoggedIn.tsx';
import { AuthCard } from '../components/AuthCard.tsx';
import { TextLink } from '../components/TextLink.tsx';

const fields = ['username', 'password'] as const;

/** What another page wants said on arrival, by what happened (worded here, in the reader's language). */
export interface LoginPageState {
  notice?: 'PASSWORD_CHANGED';
}

export default function LoginPage() {
  const { t } = useLingui();
  const login = useLogin();
  const registerPath = useAccountPath('/register');
  const arrival = (useLocation().state as LoginPageState | null)?.notice;
  const notice =
    arrival === 'PASSWORD_CHANGED' ? t`Your password has been changed. Log in with the new one.` : undefined;
  const { errors, onSubmit, onChange } = useSchemaForm({
    schema: loginBodySchema,
    fields,
    submit: login.mutateAsync,
  });

  return (
    <AuthCard
      title={t`Log in`}
      footer={
        <>
          <Text>
            <TextLink to="/request-password-reset">
              <Trans>Forgot your password?</Trans>
            </TextLink>
          </Text>
          <Text>
            <Trans>
              New to the club? <TextLink to={registerPath}>Create an account</TextLink>
            </Trans>
          </Text>
        </>
      }
    >
      <Stack asChild gap="4">
        <form noValidate onSubmit={onSubmit} onChange={onChange} aria-label={t`Log in`}>
          <AlreadyLoggedIn />
          {notice && !errors.form && <FormAlert status="success">{notice}</FormAlert>}
          {errors.form && <FormAlert>{errors.form}</FormAlert>}
          <FormField
            name="username"
            label={t`Username`}
            autoComplete="username"
            required
            error={errors.username}
          />
          <FormField
            name="password"
            label={t`Password`}
            type="password"
            autoComplete="current-password"
            required
            error={errors.password}
          />
          <Button type="submit" colorPalette="brand" loading={login.isPending} loadingText={t`Logging in...`}>
            <Trans>Log In</Trans>
          </Button>
        </form>
      </Stack>
    </AuthCard>
  );
}
