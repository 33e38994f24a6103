import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { speak, speakEnglish } from '../../../test/languages.ts';
import { renderAt } from '../../../test/render.tsx';
import { stubApi, visitor } from '../../../test/stub-api.ts';
import { accountTestRoutes } from '../test-support.tsx';

afterEach(() => {
  speakEnglish();
  vi.unstubAllGlobals();
});

describe('the account pages in other languages', { timeout: 30_000 }, () => {
  it('log in in 日本語, with the form’s own messages', async () => {
    speak('ja');
    stubApi(visitor);
    renderAt(accountTestRoutes, '/login');
    expect(await screen.findByRole('heading', { name: 'ログイン' })).toBeTruthy();
    expect(screen.getByLabelText(/^ユーザー名/)).toBeTruthy();
    expect(screen.getByLabelText(/^パスワード/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'パスワードを忘れましたか？' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'アカウントを作成' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(await screen.findAllByText('入力してください。')).toHaveLength(2);
  });

  it('register in 繁體中文, with the rules for a name and a password', async () => {
    speak('zh-Hant');
    stubApi(visitor);
    renderAt(accountTestRoutes, '/register');
    expect(await screen.findByRole('heading', { name: '建立帳號' })).toBeTruthy();
    expect(screen.getByText(/會顯示在排行榜上/)).toBeTruthy();
    expect(screen.getByLabelText(/^電郵地址（選填）/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '註冊' })).toBeTruthy();
  });

  it('tells in 简体中文 that the password was changed, on the login page', async () => {
    speak('zh-Hans');
    stubApi((call) => (call.path === '/password-reset' ? { status: 204 } : visitor(call)));
    renderAt(accountTestRoutes, '/password-reset?id=12&token=abc');
    await userEvent.type(await screen.findByLabelText(/^新密码/), 'my new password');
    await userEvent.click(screen.getByRole('button', { name: '设置密码' }));
    expect((await screen.findByRole('status')).textContent).toContain('密码已更改。请用新密码登录。');
  });
});
