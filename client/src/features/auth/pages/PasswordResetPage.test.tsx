import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test/render.tsx';
import { stubApi, visitor } from '../../../test/stub-api.ts';
import { accountTestRoutes } from '../test-support.tsx';

afterEach(() => vi.unstubAllGlobals());

async function choose(password: string) {
  await userEvent.type(await screen.findByLabelText(/^New password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Set Password' }));
}

describe('password reset page', () => {
  it("sends the link's player id and token with the new password, then goes to /login with a notice", async () => {
    const calls = stubApi((call) => (call.path === '/password-reset' ? { status: 204 } : visitor(call)));
    const router = renderAt(accountTestRoutes, '/password-reset?id=12&token=abc_DEF-123');
    await choose('my new password');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect((await screen.findByRole('status')).textContent).toContain('Your password has been changed');
    expect(calls.find((call) => call.path === '/password-reset')).toMatchObject({
      method: 'POST',
      body: { playerId: 12, token: 'abc_DEF-123', newPassword: 'my new password' },
    });
  });

  it("shows the server's refusal of a used or expired link", async () => {
    stubApi((call) =>
      call.path === '/password-reset'
        ? {
            status: 400,
            body: {
              error: {
                code: 'INVALID_RESET_LINK',
                message: 'This password reset link is invalid, already used or expired; ask for a new one.',
              },
            },
          }
        : visitor(call),
    );
    renderAt(accountTestRoutes, '/password-reset?id=12&token=old');
    await choose('my new password');
    expect((await screen.findByRole('alert')).textContent).toContain('already used or expired');
    expect(screen.getByRole('link', { name: 'Ask for a new one' }).getAttribute('href')).toBe(
      '/request-password-reset',
    );
  });

  it('checks the password rules before sending', async () => {
    const calls = stubApi(visitor);
    renderAt(accountTestRoutes, '/password-reset?id=12&token=abc');
    await choose('short');
    expect(await screen.findByText('Must be at least 8 characters.')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/password-reset')).toEqual([]);
  });

  it.each([
    '/password-reset',
    '/password-reset?id=12',
    '/password-reset?token=abc',
    '/password-reset?id=x&token=abc',
  ])('says the link at %s is incomplete instead of showing the form', async (path) => {
    stubApi(visitor);
    renderAt(accountTestRoutes, path);
    expect((await screen.findByRole('alert')).textContent).toContain('This reset link is incomplete');
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
  });
});
