import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aPlayer, renderAt } from '../../../test/render.tsx';
import { stubApi, visitor } from '../../../test/stub-api.ts';
import { accountTestRoutes } from '../test-support.tsx';

afterEach(() => vi.unstubAllGlobals());

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`));

describe('login page', () => {
  it('checks the fields with the shared rules before calling the server', async () => {
    const calls = stubApi(visitor);
    renderAt(accountTestRoutes, '/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Log In' }));
    expect(await screen.findAllByText('Required.')).toHaveLength(2);
    expect(field('Username').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Username'));
    expect(calls.filter((call) => call.path === '/login')).toEqual([]);
  });

  it('logs in, sets the player and goes to /', async () => {
    const player = aPlayer({ username: 'alice' });
    const calls = stubApi((call) => (call.path === '/login' ? { body: player } : visitor(call)));
    const router = renderAt(accountTestRoutes, '/login');
    await userEvent.type(await screen.findByLabelText(/^Username/), 'alice');
    await userEvent.type(field('Password'), 'secret password');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Home page; logged in as alice')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(calls.find((call) => call.path === '/login')).toMatchObject({
      method: 'POST',
      body: { username: 'alice', password: 'secret password' },
    });
  });

  it('goes back to the page it was opened from (the check-in page of the venue’s QR code)', async () => {
    const player = aPlayer({ username: 'alice' });
    stubApi((call) => (call.path === '/login' ? { body: player } : visitor(call)));
    const router = renderAt(accountTestRoutes, '/login?next=%2Fcheckin');
    // Registering instead carries the same page along.
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/register?next=%2Fcheckin',
    );
    await userEvent.type(await screen.findByLabelText(/^Username/), 'alice');
    await userEvent.type(field('Password'), 'secret password');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkin'));
  });

  it("shows the server's message for wrong credentials above the form and stays", async () => {
    stubApi((call) =>
      call.path === '/login'
        ? {
            status: 401,
            body: { error: { code: 'INVALID_CREDENTIALS', message: 'Wrong username or password.' } },
          }
        : visitor(call),
    );
    const router = renderAt(accountTestRoutes, '/login');
    await userEvent.type(await screen.findByLabelText(/^Username/), 'alice');
    await userEvent.type(field('Password'), 'not it at all');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Wrong username or password.');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('puts a server message that names a field under that field', async () => {
    stubApi((call) =>
      call.path === '/login'
        ? {
            status: 400,
            body: {
              error: {
                code: 'INVALID_INPUT',
                message: 'password: must be at most 128 characters',
                params: { field: 'password', issue: 'too_big', maximum: 128 },
              },
            },
          }
        : visitor(call),
    );
    renderAt(accountTestRoutes, '/login');
    await userEvent.type(await screen.findByLabelText(/^Username/), 'alice');
    await userEvent.type(field('Password'), 'whatever it is');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Must be at most 128 characters.')).toBeTruthy();
    await waitFor(() => expect(field('Password').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('links to registration and password reset', async () => {
    stubApi(visitor);
    renderAt(accountTestRoutes, '/login');
    expect((await screen.findByRole('link', { name: 'Create an account' })).getAttribute('href')).toBe(
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/request-password-reset',
    );
  });

  it('tells a player who is already logged in, having asked the server on arrival', async () => {
    const calls = stubApi((call) =>
      call.path === '/players/current' ? { body: aPlayer({ username: 'alice' }) } : undefined,
    );
    renderAt(accountTestRoutes, '/login');
    expect((await screen.findByRole('status')).textContent).toContain('You are logged in as alice.');
    expect(calls.map((call) => call.path)).toContain('/players/current');
  });
});
