/**
 * One screen per hand (issue 32): on a 360×740 and a 390×844 phone, every step of every kind of hand
 * has its choices on screen when it is reached, none under the sticky Record bar, and the game's
 * heading folds while the hand is entered.
 */
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { PASSWORD, registerElsewhere } from './support/registration.ts';
import { useStage } from './support/stage.ts';
import { seatName } from './support/tap-entry.ts';

const [ALICE, BOB, CAROL, DAVE] = ['alice_o', 'bob_o', 'carol_o', 'dave_o'] as const;
const PHONES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
] as const;

/**
 * What of a step's choices is off the screen or under the Record bar: each button's box against the
 * viewport and against the bar once it is stuck to the bottom of the screen.
 */
async function hiddenChoices(choices: Locator): Promise<string[]> {
  await choices.first().waitFor();
  return choices.first().evaluate((element) => {
    const buttons = element.matches('button') ? [element] : [...element.querySelectorAll('button')];
    const bar = document.querySelector('[data-record-bar]')?.getBoundingClientRect();
    // The navigation bar stays at the top of the screen: what is under it is hidden too.
    const ceiling = Math.max(
      0,
      ...[...document.querySelectorAll('header')]
        .filter((header) => ['sticky', 'fixed'].includes(getComputedStyle(header).position))
        .map((header) => header.getBoundingClientRect().bottom),
    );
    return buttons
      .map((button) => ({ button, box: button.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0)
      .flatMap(({ button, box }) => {
        const name = (button.getAttribute('aria-label') ?? button.textContent ?? '').trim();
        const where = `${Math.round(box.top)}–${Math.round(box.bottom)} of ${window.innerHeight}`;
        if (box.top < ceiling - 0.5 || box.bottom > window.innerHeight)
          return [`"${name}" off screen: ${where}`];
        const underBar =
          bar !== undefined && button.closest('[data-record-bar]') === null && box.bottom > bar.top + 0.5;
        return underBar ? [`"${name}" under the Record bar at ${Math.round(bar.top)}: ${where}`] : [];
      });
  });
}

/** One step of a hand: its choices must be on screen before the tap. */
class Steps {
  constructor(
    private readonly page: Page,
    private readonly where: string,
  ) {}
  private async onScreen(choices: Locator, step: string) {
    const hidden = await hiddenChoices(choices);
    if (hidden.length > 0) await screenshot(this.page, `one-screen-${this.where}-${step}`);
    expect(hidden, `${this.where}, ${step}`).toEqual([]);
  }
  private group = (name: string | RegExp) => this.page.getByRole('group', { name, exact: true });
  async result(label: string) {
    await this.onScreen(this.group('Result'), `result ${label}`);
    await this.group('Result').getByRole('button', { name: label, exact: true }).click();
  }
  async seats(...usernames: string[]) {
    await this.onScreen(this.group('Seats'), `seats ${usernames.join(' ')}`);
    for (const username of usernames)
      await this.page.getByRole('button', { name: seatName(username) }).click();
  }
  async riichi(username: string) {
    await this.onScreen(this.group('Seats'), `riichi ${username}`);
    await this.page.getByRole('button', { name: `Riichi: ${username}`, exact: true }).click();
  }
  async chip(group: 'Han' | 'Fu' | 'Points' | 'Tenpai', label: string | null) {
    await this.onScreen(this.group(group), `${group} ${label ?? 'first'}`);
    const chips = this.group(group).getByRole('button');
    await (label === null ? chips.first() : chips.filter({ hasText: new RegExp(`^${label}$`) })).click();
  }
  async button(name: string) {
    const button = this.page.getByRole('button', { name, exact: true });
    await this.onScreen(button, name);
    await button.click();
  }
  async record(round: string) {
    const record = this.page.getByRole('button', { name: 'Record hand', exact: true });
    await this.onScreen(record, 'record');
    expect(await record.isEnabled()).toBe(true);
    await record.click();
    await this.page.getByText(`Recorded ${round}.`).waitFor();
  }
}

interface Hand {
  kind: string;
  variant: 'jp' | 'hk';
  taps: (steps: Steps) => Promise<void>;
}

/** Seats: alice East (the dealer), bob South, carol West, dave North. */
const HANDS: readonly Hand[] = [
  {
    kind: 'ron',
    variant: 'jp',
    taps: async (steps) => {
      await steps.result('Ron');
      await steps.seats(BOB, CAROL);
      await steps.chip('Han', '3');
      await steps.chip('Fu', '30');
    },
  },
  {
    kind: 'tsumo',
    variant: 'jp',
    taps: async (steps) => {
      await steps.result('Tsumo');
      await steps.seats(BOB);
      await steps.chip('Han', '2');
      await steps.chip('Fu', '30');
    },
  },
  {
    kind: 'double ron',
    variant: 'jp',
    taps: async (steps) => {
      await steps.result('Ron');
      await steps.seats(BOB, DAVE);
      await steps.chip('Han', '2');
      await steps.chip('Fu', '30');
      await steps.button('Another winner (double ron)');
      await steps.seats(CAROL);
      await steps.chip('Han', '1');
      await steps.chip('Fu', '30');
    },
  },
  {
    kind: 'draw',
    variant: 'jp',
    taps: async (steps) => {
      await steps.result('Deck-out');
      await steps.seats(BOB, CAROL);
    },
  },
  {
    kind: 'nagashi',
    variant: 'jp',
    taps: async (steps) => {
      await steps.result('Nagashi mangan');
      await steps.seats(CAROL);
      await steps.chip('Tenpai', BOB);
    },
  },
  {
    kind: 'chombo',
    variant: 'jp',
    taps: async (steps) => {
      await steps.result('Chombo');
      await steps.seats(DAVE);
    },
  },
  {
    kind: 'riichi',
    variant: 'jp',
    taps: async (steps) => {
      await steps.riichi(BOB);
      await steps.result('Ron');
      await steps.seats(BOB, ALICE);
      await steps.chip('Han', '1');
      await steps.chip('Fu', '40');
    },
  },
  {
    kind: 'Hong Kong',
    variant: 'hk',
    taps: async (steps) => {
      await steps.result('Win off a discard');
      await steps.seats(BOB, CAROL);
      await steps.chip('Points', null);
    },
  },
];

describe('one screen per hand on a phone', () => {
  const stage = useStage();
  let players: number[];

  beforeAll(async () => {
    players = [];
    for (const username of [ALICE, BOB, CAROL, DAVE]) {
      players.push((await registerElsewhere(stage.url, username)).id);
    }
  });

  const cases = PHONES.flatMap((phone) =>
    HANDS.map((hand) => [`${phone.width}×${phone.height}`, hand.kind, hand, phone] as const),
  );

  it.each(cases)('%s: %s', { timeout: 180_000 }, async (size, _kind, hand, viewport) => {
    const context = await stage.contextForTest({ viewport, isMobile: true, hasTouch: true });
    const login = await context.request.post(`${stage.url}/api/login`, {
      data: { username: ALICE, password: PASSWORD },
    });
    expect(login.ok(), await login.text()).toBe(true);
    // Tenhou's rules offer every result there is: nagashi, reshuffle and chombo as a hand.
    const created = await context.request.post(`${stage.url}/api/games`, {
      data: {
        variant: hand.variant,
        type: 'CASUAL',
        players,
        ...(hand.variant === 'jp' ? { ruleset: 'tenhou' } : {}),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const page = await context.newPage();
    await page.goto(`${stage.url}/games/${hand.variant}/${id}`);
    const round = hand.variant === 'jp' ? '東一局 0本場' : 'East 1';
    await page.getByRole('heading', { name: `Record ${round}` }).waitFor();
    const heading = page.getByText(/^Started /);
    await heading.waitFor();

    const steps = new Steps(page, `${size}-${hand.kind.replace(' ', '-')}`);
    await hand.taps(steps);
    // While the hand is entered the game's heading is one line.
    expect(await heading.count()).toBe(0);
    await steps.record(round);
    await heading.waitFor();
  });
});
