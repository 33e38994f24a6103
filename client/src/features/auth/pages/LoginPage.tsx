import { Button, Stack, Text } from '@chakra-ui/react';
import { loginBodySchema } from '@mahjong/shared';
import { useLocation } from 'react-router-dom';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { FormField } from '../../../components/FormField.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useLogin } from '../api/login.ts';
import { AlreadyLoggedIn } from '../components/AlreadyLoggedIn.tsx';
import { AuthCard } from '../components/AuthCard.tsx';
import { TextLink } from '../components/TextLink.tsx';

const fields = ['username', 'password'] as const;

/** What another page wants said on arrival (e.g. "your password has been changed"). */
export interface LoginPageState {
  notice?: string;
}

export default function LoginPage() {
  const login = useLogin();
  const notice = (useLocation().state as LoginPageState | null)?.notice;
  const { errors, onSubmit, onChange } = useSchemaForm({
    schema: loginBodySchema,
    fields,
    submit: login.mutateAsync,
  });

  return (
    <AuthCard
      title="Log in"
      footer={
        <>
          <Text>
            <TextLink to="/request-password-reset">Forgot your password?</TextLink>
          </Text>
          <Text>
            New to the club? <TextLink to="/register">Create an account</TextLink>
          </Text>
        </>
      }
    >
      <Stack asChild gap="4">
        <form noValidate onSubmit={onSubmit} onChange={onChange} aria-label="Log in">
          <AlreadyLoggedIn />
          {notice && !errors.form && <FormAlert status="success">{notice}</FormAlert>}
          {errors.form && <FormAlert>{errors.form}</FormAlert>}
          <FormField
            name="username"
            label="Username"
            autoComplete="username"
            required
            error={errors.username}
          />
          <FormField
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            error={errors.password}
          />
          <Button type="submit" colorPalette="brand" loading={login.isPending} loadingText="Logging in...">
            Log In
          </Button>
        </form>
      </Stack>
    </AuthCard>
  );
}
