import type { AdminPlayer, Player } from '@mahjong/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aPlayer, renderAt } from '../../../test/render.tsx';
import { type ApiCall, type StubAnswer, stubApi } from '../../../test/stub-api.ts';
import AdminPage from './AdminPage.tsx';

const adminRoutes = [
  { path: '/admin', element: <AdminPage /> },
  { path: '/unauthorized', element: <h1>Unauthorized</h1> },
];

const chair = aPlayer({ id: 1, username: 'chair', admin: true });
const bob: AdminPlayer = {
  ...aPlayer({ id: 2, username: 'bob' }),
  hasEmail: false,
  createdAt: '2026-02-01T10:00:00.000Z',
};

function serve(player: Player | null, answer: (call: ApiCall) => StubAnswer | undefined = () => undefined) {
  return stubApi((call) => {
    if (call.path === '/players/current') return player ? { body: player } : { status: 401, body: {} };
    return answer(call);
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('admin page', () => {
  it.each([
    ['a visitor', null],
    ['a player who is not an admin', aPlayer()],
  ])('sends %s to /unauthorized', async (_who, player) => {
    serve(player);
    const router = renderAt(adminRoutes, '/admin');
    expect(await screen.findByRole('heading', { name: 'Unauthorized' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/unauthorized');
  });

  it('lists players and changes their flags', async () => {
    const calls = serve(chair, (call) => {
      if (call.path.startsWith('/admin/players?')) return { body: { items: [bob], total: 1 } };
      if (call.method === 'PATCH') return { body: { ...bob, japaneseQualified: true } };
      return undefined;
    });
    renderAt(adminRoutes, '/admin');
    const row = (await screen.findByRole('rowheader', { name: 'bob' })).closest('tr')!;
    await userEvent.click(within(row).getByRole('checkbox', { name: 'Riichi Ranked for bob' }));
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch).toMatchObject({ path: '/admin/players/2', body: { japaneseQualified: true } });
    expect(calls.find((call) => call.path.startsWith('/admin/players?'))?.path).toBe(
      '/admin/players?search=&page=1&pageSize=25',
    );
  });

  it('does not offer an admin to remove their own admin rights or delete their own account', async () => {
    const me: AdminPlayer = { ...chair, hasEmail: true, createdAt: '2026-01-01T10:00:00.000Z' };
    serve(chair, (call) =>
      call.path.startsWith('/admin/players?') ? { body: { items: [me, bob], total: 2 } } : undefined,
    );
    renderAt(adminRoutes, '/admin');
    const mine = (await screen.findByRole('rowheader', { name: 'chair (you)' })).closest('tr')!;
    expect(within(mine).getByRole('checkbox', { name: 'Admin for chair' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(within(mine).getByRole('button', { name: 'Delete' }).hasAttribute('disabled')).toBe(true);
    const theirs = screen.getByRole('rowheader', { name: 'bob' }).closest('tr')!;
    expect(within(theirs).getByRole('checkbox', { name: 'Admin for bob' }).hasAttribute('disabled')).toBe(
      false,
    );
    expect(within(theirs).getByRole('button', { name: 'Delete' }).hasAttribute('disabled')).toBe(false);
  });

  it('hands out a reset link and deletes only after confirmation', async () => {
    const calls = serve(chair, (call) => {
      if (call.path.startsWith('/admin/players?')) return { body: { items: [bob], total: 1 } };
      if (call.path === '/admin/players/2/reset-link')
        return { body: { url: 'http://club/password-reset?id=2&token=t' } };
      if (call.method === 'DELETE') return { status: 204 };
      return undefined;
    });
    renderAt(adminRoutes, '/admin');
    await screen.findByRole('rowheader', { name: 'bob' });

    await userEvent.click(screen.getByRole('button', { name: 'Reset link' }));
    const linkDialog = await screen.findByRole('dialog', { name: 'Password reset link for bob' });
    const link = await within(linkDialog).findByRole('textbox', { name: 'Reset link' });
    expect((link as HTMLInputElement).value).toBe('http://club/password-reset?id=2&token=t');
    expect(within(linkDialog).getByRole('button', { name: 'Copy to clipboard' })).toBeTruthy();
    await userEvent.click(within(linkDialog).getByRole('button', { name: 'Done' }));

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete bob?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete account' }));
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/admin/players/2');
  });

  it('adds a season', async () => {
    const calls = serve(chair, (call) => {
      if (call.path === '/admin/seasons' && call.method === 'GET') return { body: [] };
      if (call.method === 'POST') return { status: 201, body: { id: 1, ...(call.body as object) } };
      return undefined;
    });
    renderAt(adminRoutes, '/admin?tab=seasons');
    await screen.findByText('No seasons yet: add the first below.');
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Autumn 2026');
    // Date inputs take typed ISO dates in happy-dom.
    await userEvent.type(screen.getByLabelText(/Start date/), '2026-09-01');
    await userEvent.type(screen.getByLabelText(/End date/), '2026-12-20');
    await userEvent.click(screen.getByRole('button', { name: 'Add season' }));
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/admin/seasons',
      body: {
        name: 'Autumn 2026',
        startDate: '2026-09-01',
        endDate: '2026-12-20',
        type: 'ranked',
        league: null,
      },
    });
  });

  it('adds a league season beside the ranked one', async () => {
    const calls = serve(chair, (call) => {
      if (call.path === '/admin/seasons' && call.method === 'GET') return { body: [] };
      if (call.method === 'POST') return { status: 201, body: { id: 1, ...(call.body as object) } };
      return undefined;
    });
    renderAt(adminRoutes, '/admin?tab=seasons');
    await screen.findByText('No seasons yet: add the first below.');
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Spring cup');
    await userEvent.type(screen.getByLabelText(/Start date/), '2026-03-01');
    await userEvent.type(screen.getByLabelText(/End date/), '2026-05-31');
    expect(screen.queryByRole('textbox', { name: /League/ })).toBeNull();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Type/ }), 'league');
    await userEvent.type(screen.getByRole('textbox', { name: /League/ }), ' Spring league ');
    await userEvent.click(screen.getByRole('button', { name: 'Add season' }));
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Spring cup',
      startDate: '2026-03-01',
      endDate: '2026-05-31',
      type: 'league',
      league: 'Spring league',
      rules: { jp: null, hk: null },
    });
  });

  it("records a chombo against one of the game's players", async () => {
    const calls = serve(chair, (call) => {
      if (call.path === '/games/jp/42') {
        return {
          body: {
            id: 42,
            version: 7,
            players: ['east', 'south', 'west', 'north'].map((name, seat) => ({
              id: 10 + seat,
              username: name,
              seat,
            })),
          },
        };
      }
      if (call.method === 'POST') return { status: 201, body: {} };
      if (call.path.startsWith('/admin/chombos')) return { body: { items: [], total: 0 } };
      return undefined;
    });
    renderAt(adminRoutes, '/admin?tab=chombos');
    await userEvent.type(await screen.findByRole('textbox', { name: /Game number/ }), '42');
    const playerSelect = screen.getByRole('combobox', { name: /Player/ });
    await within(playerSelect).findByRole('option', { name: 'west' });
    await userEvent.selectOptions(playerSelect, 'west');
    await userEvent.type(screen.getByRole('textbox', { name: /^Reason/ }), 'Wrong tsumo call');
    await userEvent.click(screen.getByRole('button', { name: 'Record chombo' }));
    // Nothing is sent before the admin confirms who and why.
    const dialog = await screen.findByRole('alertdialog', { name: 'Record a chombo against west?' });
    expect(dialog.textContent).toContain('“Wrong tsumo call”');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record chombo' }));
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/games/jp/42/chombo',
      // The version of the game as the form showed it: a stale one is refused, not applied.
      body: { expectedVersion: 7, playerId: 12, reason: 'Wrong tsumo call' },
    });
    expect(await screen.findByText(/Chombo recorded for west/)).toBeTruthy();
  });

  it('lists every chombo with its game and removes one with a reason', async () => {
    let items = [
      {
        id: 5,
        player: { id: 2, username: 'bob' },
        reason: 'False ron',
        recordedBy: { id: 1, username: 'chair' },
        createdAt: '2026-03-01T12:00:00.000Z',
        game: { id: 42, variant: 'jp', type: 'RANKED' },
      },
    ];
    const calls = serve(chair, (call) => {
      if (call.path.startsWith('/admin/chombos')) return { body: { items, total: items.length } };
      if (call.path === '/games/jp/42' && call.method === 'GET') return { body: { id: 42, version: 9 } };
      if (call.method === 'DELETE') {
        items = [];
        return { body: { id: 42, version: 10 } };
      }
      return undefined;
    });
    renderAt(adminRoutes, '/admin?tab=chombos');
    const row = (await screen.findByRole('rowheader', { name: 'bob' })).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Riichi Ranked game #42' }).getAttribute('href')).toBe(
      '/games/jp/42',
    );
    expect(within(row).getByText('False ron')).toBeTruthy();
    expect(within(row).getByText('chair')).toBeTruthy();

    await userEvent.click(
      within(row).getByRole('button', { name: 'Remove the chombo against bob in game #42' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove the chombo against bob?' });
    const remove = within(dialog).getByRole('button', { name: 'Remove chombo' });
    expect(remove.hasAttribute('disabled')).toBe(true);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Why is it removed/ }), 'Wrong player');
    await userEvent.click(remove);
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(calls.find((call) => call.method === 'DELETE')).toMatchObject({
      path: '/games/jp/42/chombos/5',
      body: { expectedVersion: 9, reason: 'Wrong player' },
    });
    expect(await screen.findByText('No chombos yet.')).toBeTruthy();
  });

  it('shows the audit log', async () => {
    serve(chair, (call) =>
      call.path.startsWith('/admin/audit')
        ? {
            body: {
              items: [
                {
                  id: 1,
                  actorId: 1,
                  actorUsername: 'chair',
                  action: 'player.update',
                  entity: 'player',
                  entityId: '2',
                  before: { admin: false },
                  after: { admin: true },
                  clientAddress: '203.0.113.7',
                  createdAt: '2026-03-01T12:00:00.000Z',
                  names: { '2': 'bob' },
                  game: null,
                },
                {
                  id: 2,
                  actorId: 1,
                  actorUsername: 'chair',
                  action: 'chombo.remove',
                  entity: 'game',
                  entityId: '42',
                  before: { version: 5, chomboId: 3, playerId: 2, reason: 'False ron' },
                  after: { version: 6, removalReason: 'Wrong player' },
                  clientAddress: null,
                  createdAt: '2026-03-01T12:05:00.000Z',
                  names: { '2': 'bob' },
                  game: { id: 42, variant: 'jp' },
                },
              ],
              total: 2,
            },
          }
        : undefined,
    );
    renderAt(adminRoutes, '/admin?tab=audit');
    const flags = (await screen.findByText('Flags changed')).closest('tr')!;
    expect(within(flags).getByText('bob')).toBeTruthy();
    expect(within(flags).getByText('from 203.0.113.7')).toBeTruthy();
    expect(within(flags).getByText('Made an admin.')).toBeTruthy();

    const removal = screen.getByText('Chombo removed').closest('tr')!;
    const gameLink = within(removal).getByRole('link', { name: 'Riichi game #42' });
    expect(gameLink.getAttribute('href')).toBe('/games/jp/42');
    // Sentences told from the entry's data, players by name: no field names, no raw ids.
    expect(within(removal).getByText('Removed the chombo against bob (“False ron”).')).toBeTruthy();
    expect(within(removal).getByText('Why it was removed: “Wrong player”.')).toBeTruthy();
    expect(removal.textContent).not.toMatch(/playerId|removalReason|chomboId|version/);
  });
  it('shows the last backup, writes one now and links the newest for download', async () => {
    let latest: { name: string; takenAt: string; size: number } | null = null;
    const calls = serve(chair, (call) => {
      if (call.path === '/admin/backups' && call.method === 'GET') {
        return {
          body: {
            latest,
            count: latest ? 1 : 0,
            database: 'pglite',
            schedule: { everyMinutes: 360, keep: 7 },
          },
        };
      }
      if (call.path === '/admin/backups' && call.method === 'POST') {
        latest = {
          name: 'mahjong-2026-03-01T12-00-00-000Z.tar.gz',
          takenAt: '2026-03-01T12:00:00.000Z',
          size: 5_767_980,
        };
        return { status: 201, body: latest };
      }
      return undefined;
    });
    renderAt(adminRoutes, '/admin?tab=backups');
    expect(await screen.findByText('None yet')).toBeTruthy();
    expect(screen.getByText('The server writes one every 6 hours and keeps the newest 7.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download latest' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Back up now' }));
    expect(await screen.findByText('5.5 MB')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/admin/backups',
    ]);
    const download = screen.getByRole('link', { name: 'Download latest' });
    expect(download.getAttribute('href')).toBe('/api/admin/backups/latest');
    expect(download.getAttribute('download')).toBe('mahjong-2026-03-01T12-00-00-000Z.tar.gz');
  });
});
