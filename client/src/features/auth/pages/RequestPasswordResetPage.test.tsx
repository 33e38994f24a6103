import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test/render.tsx';
import { stubApi, visitor } from '../../../test/stub-api.ts';
import { accountTestRoutes } from '../test-support.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('request password reset page', () => {
  it('asks for the username, then says a link is on its way without saying whether the account exists', async () => {
    const calls = stubApi((call) =>
      call.path === '/request-password-reset' ? { status: 202 } : visitor(call),
    );
    renderAt(accountTestRoutes, '/request-password-reset');
    await userEvent.type(await screen.findByLabelText(/^Username/), 'alice');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'If that account exists, a reset link is on its way',
    );
    expect(calls.find((call) => call.path === '/request-password-reset')).toMatchObject({
      method: 'POST',
      body: { username: 'alice' },
    });
    expect(screen.queryByRole('button', { name: 'Send Reset Link' })).toBeNull();
  });

  it('needs a username', async () => {
    const calls = stubApi(visitor);
    renderAt(accountTestRoutes, '/request-password-reset');
    await userEvent.click(await screen.findByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Required.')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/request-password-reset')).toEqual([]);
  });
});
