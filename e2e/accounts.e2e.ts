import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { screenshot } from './support/browser.ts';
import { useStage } from './support/stage.ts';

/**
 * A player's whole account life in a real browser against the real server: register, log out, log in,
 * rename, forget the password and reset it through the link the server's mailer wrote to its log
 * (no SMTP_URL is set, so the log mailer delivers).
 */
describe('accounts in Chromium', () => {
  const stage = useStage();

  const firstName = `mika${Date.now().toString(36).slice(-5)}`;
  const newName = `${firstName}.r`;
  const password = 'first password 1';
  const newPassword = 'second password 2';

  async function fill(page: Page, label: RegExp, value: string) {
    await page.getByLabel(label).fill(value);
  }

  async function expectLoggedInAs(page: Page, username: string) {
    await page.waitForURL(`${stage.url}/`);
    await page.getByRole('button', { name: `Account menu for ${username}` }).waitFor();
  }

  /** Opens the account menu and chooses an item once the menu has opened and holds its place. */
  async function chooseFromAccountMenu(page: Page, username: string, item: string) {
    await page.getByRole('button', { name: `Account menu for ${username}` }).click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await menu.evaluate((element) =>
      Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    );
    await menu.getByRole('menuitem', { name: item }).click();
  }

  async function logOut(page: Page, username: string) {
    await chooseFromAccountMenu(page, username, 'Log Out');
    await page.waitForURL(`${stage.url}/login`);
    await page.getByRole('heading', { name: 'Log in', level: 1 }).waitFor();
  }

  async function logIn(page: Page, username: string, secret: string) {
    await fill(page, /^Username/, username);
    await fill(page, /^Password/, secret);
    await page.getByRole('button', { name: 'Log In' }).click();
  }

  /** The reset link the log mailer wrote, as a path on this server (PUBLIC_URL is not set here). */
  async function mailedResetPath(): Promise<string> {
    return vi.waitFor(
      () => {
        const line = stage.server.logs.findLast((entry) => entry.includes('/password-reset?id='));
        const match = /\/password-reset\?id=\d+&token=[A-Za-z0-9_-]+/.exec(line ?? '');
        if (!match) throw new Error('no reset link in the server log yet');
        return match[0];
      },
      { timeout: 10_000, interval: 50 },
    );
  }

  it('registers, logs out, logs in, renames and resets the password through the mailed link', async () => {
    const context = await stage.contextForTest({ viewport: { width: 1200, height: 900 } });
    const page = await context.newPage();

    // Register: the new account is logged in and lands on /.
    await page.goto(`${stage.url}/register`);
    await page.getByRole('heading', { name: 'Create an account', level: 1 }).waitFor();
    await fill(page, /^Username/, 'x');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Must be at least 3 characters.').waitFor();
    await fill(page, /^Username/, firstName);
    await fill(page, /^Password/, password);
    await fill(page, /^E-mail/, 'mika@example.org');
    await screenshot(page, 'accounts-register');
    await page.getByRole('button', { name: 'Register' }).click();
    await expectLoggedInAs(page, firstName);
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'session')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
    });

    // Log out, then a wrong password, then the right one.
    await logOut(page, firstName);
    await logIn(page, firstName, 'not my password');
    await page.getByRole('alert').filter({ hasText: 'Wrong username or password.' }).waitFor();
    await fill(page, /^Password/, password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expectLoggedInAs(page, firstName);

    // Rename in the settings.
    await chooseFromAccountMenu(page, firstName, 'Settings');
    await page.waitForURL(`${stage.url}/settings`);
    await fill(page, /^Username/, newName);
    await page.getByRole('button', { name: 'Change Username' }).click();
    await page.getByText(`Your username is now ${newName}.`).waitFor();
    await page.getByRole('button', { name: `Account menu for ${newName}` }).waitFor();
    await screenshot(page, 'accounts-settings');

    // Forget the password: ask for a link, open it from the "mail", choose a new password.
    await logOut(page, newName);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    // The login page has a Username field too: fill only once the reset page has loaded.
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await fill(page, /^Username/, newName);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('If that account exists, a reset link is on its way').waitFor();
    const resetPath = await mailedResetPath();
    expect(stage.server.logs.find((line) => line.includes(resetPath))).toContain('mika@example.org');

    await page.goto(`${stage.url}${resetPath}`);
    await fill(page, /^New password/, newPassword);
    await page.getByRole('button', { name: 'Set Password' }).click();
    await page.waitForURL(`${stage.url}/login`);
    await page.getByText('Your password has been changed. Log in with the new one.').waitFor();

    // The old password is gone, the new one works, and the link cannot be used twice.
    await logIn(page, newName, password);
    await page.getByRole('alert').filter({ hasText: 'Wrong username or password.' }).waitFor();
    await fill(page, /^Password/, newPassword);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expectLoggedInAs(page, newName);

    await page.goto(`${stage.url}${resetPath}`);
    await fill(page, /^New password/, 'third password 3');
    await page.getByRole('button', { name: 'Set Password' }).click();
    await page.getByRole('alert').filter({ hasText: 'invalid, already used or expired' }).waitFor();
  });
});
