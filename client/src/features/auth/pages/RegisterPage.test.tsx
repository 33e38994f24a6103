import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aPlayer, renderAt } from '../../../test/render.tsx';
import { stubApi, visitor } from '../../../test/stub-api.ts';
import { accountTestRoutes } from '../test-support.tsx';

afterEach(() => vi.unstubAllGlobals());

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`));

async function fillIn(values: { username?: string; password?: string; email?: string }) {
  await screen.findByRole('button', { name: 'Register' });
  if (values.username) await userEvent.type(field('Username'), values.username);
  if (values.password) await userEvent.type(field('Password'), values.password);
  if (values.email) await userEvent.type(field('E-mail'), values.email);
  await userEvent.click(screen.getByRole('button', { name: 'Register' }));
}

describe('register page', () => {
  it('shows the shared rules next to each field without calling the server', async () => {
    const calls = stubApi(visitor);
    renderAt(accountTestRoutes, '/register');
    await fillIn({ username: 'ab', password: 'short', email: 'nope' });
    expect(await screen.findByText('Must be at least 3 characters.')).toBeTruthy();
    expect(screen.getByText('Must be at least 8 characters.')).toBeTruthy();
    expect(screen.getByText('Must be an e-mail address like name@example.com.')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/register')).toEqual([]);
    // Editing a field takes its now outdated message away, and only its own.
    await userEvent.type(field('Username'), 'c');
    expect(screen.queryByText('Must be at least 3 characters.')).toBeNull();
    expect(field('Username').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Must be at least 8 characters.')).toBeTruthy();
  });

  it('registers without an e-mail when the box is empty, sets the player and goes to /', async () => {
    const calls = stubApi((call) =>
      call.path === '/register' ? { status: 201, body: aPlayer({ username: 'newbie' }) } : visitor(call),
    );
    const router = renderAt(accountTestRoutes, '/register');
    await fillIn({ username: 'newbie', password: 'long enough' });
    expect(await screen.findByText('Home page; logged in as newbie')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(calls.find((call) => call.path === '/register')?.body).toEqual({
      username: 'newbie',
      password: 'long enough',
    });
  });

  it('sends the e-mail when one is given', async () => {
    const calls = stubApi((call) =>
      call.path === '/register' ? { status: 201, body: aPlayer({ username: 'newbie' }) } : visitor(call),
    );
    renderAt(accountTestRoutes, '/register');
    await fillIn({ username: 'newbie', password: 'long enough', email: 'me@example.org' });
    await screen.findByText('Home page; logged in as newbie');
    expect(calls.find((call) => call.path === '/register')?.body).toEqual({
      username: 'newbie',
      password: 'long enough',
      email: 'me@example.org',
    });
  });

  it('shows a taken username under the Username field', async () => {
    stubApi((call) =>
      call.path === '/register'
        ? {
            status: 409,
            body: {
              error: {
                code: 'USERNAME_TAKEN',
                message: 'username: that name is already taken',
                params: { field: 'username' },
              },
            },
          }
        : visitor(call),
    );
    renderAt(accountTestRoutes, '/register');
    await fillIn({ username: 'alice', password: 'long enough' });
    const message = await screen.findByText('That name is already taken: choose another.');
    const input = field('Username');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(message.id);
    expect(document.activeElement).toBe(input);
  });

  it('says so when the server cannot be reached', async () => {
    // The current player cannot load either; that failure is only logged.
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', failing);
    renderAt(accountTestRoutes, '/register');
    await fillIn({ username: 'alice', password: 'long enough' });
    expect((await screen.findByRole('alert')).textContent).toContain('Could not reach the server');
    expect(warned).toHaveBeenCalled();
    warned.mockRestore();
  });

  it('shows a rate limit as a message about the form', async () => {
    stubApi((call) =>
      call.path === '/register'
        ? {
            status: 429,
            body: {
              error: {
                code: 'RATE_LIMITED',
                message: 'Too many requests from your address; try again in 5 minutes.',
                params: { seconds: 300 },
              },
            },
          }
        : visitor(call),
    );
    renderAt(accountTestRoutes, '/register');
    await fillIn({ username: 'alice', password: 'long enough' });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Too many tries: wait 5 minutes, then try again.',
    );
  });
});
