/**
 * A believable club for a newcomer's first `npm start`: players of mixed strength, two seasons,
 * a few hundred finished games of both variants and types, a casual game under each published rule
 * set, a finished tournament, and two games in progress. Every
 * game goes through the same services as the API, so every number comes from the engine.
 */
import { type GameType, type GameView, type Player, RULESET_PRESETS, type Variant } from '@mahjong/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';
import { recordChombo } from '../../modules/games/chombos/chombos-service.ts';
import { createGame, isQualified } from '../../modules/games/lifecycle/create-service.ts';
import { toPlayer } from '../../modules/players/player.ts';
import { insertPlayer } from '../../modules/players/players-repository.ts';
import { createSeason, utcDay } from '../../modules/seasons/service.ts';
import { drawGame, recordLiveHands, storeFinishedGame } from './play.ts';
import type { Random } from './random.ts';
import { playDemoTournament } from './tournament.ts';

export const DEMO_USERNAMES = [
  'mei',
  'haruto',
  'aiko',
  'benji',
  'chloe',
  'daichi',
  'elena',
  'felix',
  'grace',
  'hiro',
  'isabel',
  'jun',
  'kenta',
  'lina',
  'marco',
  'nadia',
  'oscar',
  'priya',
  'quentin',
  'rin',
  'sora',
  'tomas',
  'umi',
  'victor',
  'wen',
  'xavier',
  'yuki',
  'zara',
  'akira',
  'bea',
] as const;

const CHOMBO_REASONS = [
  'Called ron on a tile that does not complete the hand',
  'Declared tsumo with a wrong tile',
  'Knocked over the wall and exposed the hand',
  'Riichi while not tenpai, found at the draw',
];

const DAY = 86_400_000;
const MINUTE = 60_000;
/** About how long a hand takes at the table. */
const HAND_MINUTES = 9;

export interface DemoOptions {
  random: Random;
  /** "Today" for the demo: seasons and games are placed around it. */
  now: Date;
  /** One argon2 hash every demo account shares. */
  passwordHash: string;
  playerCount?: number;
  finishedGames?: number;
}

export interface DemoSummary {
  usernames: string[];
  admin: string;
  seasons: number;
  finishedGames: number;
  liveGames: number;
  /** One finished casual game per preset (`GET /api/rulesets`), the day before "today". */
  presetGames: number;
  rounds: number;
  /** One finished tournament (when there are members enough), and its games. */
  tournaments: number;
  tournamentGames: number;
}

interface Member {
  player: Player;
  /** Relative strength: how often they win hands. */
  skill: number;
}

const SEASON_NAMES = [
  'Winter',
  'Winter',
  'Spring',
  'Spring',
  'Spring',
  'Summer',
  'Summer',
  'Summer',
  'Autumn',
  'Autumn',
  'Autumn',
  'Winter',
];
const seasonName = (start: Date) => `${SEASON_NAMES[start.getUTCMonth()]} ${start.getUTCFullYear()}`;

async function createMembers(db: Kysely<Database>, options: DemoOptions): Promise<Member[]> {
  const { random } = options;
  const members: Member[] = [];
  const names = DEMO_USERNAMES.slice(0, options.playerCount ?? DEMO_USERNAMES.length);
  for (const [index, username] of names.entries()) {
    const row = await insertPlayer(db, {
      username,
      passwordHash: options.passwordHash,
      admin: index === 0,
      // Most members play ranked riichi; fewer are qualified for ranked Hong Kong.
      japaneseQualified: index < 4 || random.chance(0.7),
      hongKongQualified: index < 4 || random.chance(0.55),
      settings: JSON.stringify({}),
    });
    members.push({ player: toPlayer(row), skill: 0.6 + random.next() });
  }
  return members;
}

/** The current season around today and the one before it. */
async function createSeasons(db: Kysely<Database>, admin: Player, now: Date): Promise<number> {
  const day = (offset: number) => new Date(now.getTime() + offset * DAY);
  for (const [start, end] of [
    [day(-255), day(-76)],
    [day(-75), day(105)],
  ] as const) {
    await createSeason(db, admin, {
      name: seasonName(start),
      startDate: utcDay(start),
      endDate: utcDay(end),
      type: 'ranked',
    });
  }
  return 2;
}

interface Seating {
  variant: Variant;
  type: GameType;
  seats: Member[];
  recorder: Member;
}

const skillsOf = (seating: Seating) => seating.seats.map((m) => m.skill);

function chooseSeating(random: Random, members: Member[], variant: Variant, type: GameType): Seating {
  const pool = type === 'RANKED' ? members.filter((m) => isQualified(m.player, variant)) : members;
  const seats = random.sample(pool, 4);
  const recorders = type === 'RANKED' ? seats.filter((m) => isQualified(m.player, variant)) : seats;
  return {
    variant,
    type,
    seats,
    recorder: recorders.length > 0 ? random.pick(recorders) : random.pick(pool),
  };
}

/** Starts a game between the seated members at `startedAt`, under the preset `ruleset` when given. */
async function startGame(
  db: Kysely<Database>,
  seating: Seating,
  startedAt: Date,
  ruleset?: string,
): Promise<GameView> {
  const { game } = await createGame(db, {
    variant: seating.variant,
    type: seating.type,
    players: seating.seats.map((m) => m.player.id),
    actor: seating.recorder.player,
    now: startedAt,
    ...(ruleset === undefined ? {} : { ruleset }),
  });
  return game;
}

/**
 * A finished casual game under each preset, one after another from thirty hours before `now`: the
 * games list, exports and the resources page
 * show every rule set played.
 */
async function playPresetGames(
  db: Kysely<Database>,
  random: Random,
  members: Member[],
  now: Date,
): Promise<number> {
  let start = now.getTime() - 30 * 60 * MINUTE;
  let rounds = 0;
  for (const preset of RULESET_PRESETS) {
    const seating = chooseSeating(random, members, preset.variant, 'CASUAL');
    const game = await startGame(db, seating, new Date(start), preset.id);
    const inputs = drawGame(random, preset.variant, skillsOf(seating), undefined, game.rules);
    const end = start + inputs.length * HAND_MINUTES * MINUTE;
    rounds += await storeFinishedGame(db, game, inputs, new Date(end));
    start = end + 10 * MINUTE;
  }
  return rounds;
}

const KINDS: ReadonlyArray<readonly [readonly [Variant, GameType], number]> = [
  [['jp', 'RANKED'], 40],
  [['jp', 'CASUAL'], 25],
  [['hk', 'RANKED'], 20],
  [['hk', 'CASUAL'], 15],
];

export async function seedDemo(db: Kysely<Database>, options: DemoOptions): Promise<DemoSummary> {
  const { random, now } = options;
  const members = await createMembers(db, options);
  const admin = members[0]!.player;
  const seasons = await createSeasons(db, admin, now);

  const count = options.finishedGames ?? 320;
  const first = now.getTime() - 240 * DAY;
  const starts = Array.from(
    { length: count },
    () => first + random.next() * (now.getTime() - DAY - first),
  ).sort((a, b) => a - b);
  let rounds = 0;
  for (const start of starts) {
    const [variant, type] = random.weighted(KINDS);
    const seating = chooseSeating(random, members, variant, type);
    const game = await startGame(db, seating, new Date(start));
    const inputs = drawGame(random, variant, skillsOf(seating));
    const stored = await storeFinishedGame(
      db,
      game,
      inputs,
      new Date(start + inputs.length * HAND_MINUTES * MINUTE),
    );
    rounds += stored;
    if (random.chance(0.03)) {
      await recordChombo(db, {
        address: { variant, id: game.id },
        actor: admin,
        // storeFinishedGame moves the version once per round.
        expectedVersion: game.version + stored,
        playerId: random.pick(seating.seats).player.id,
        reason: random.pick(CHOMBO_REASONS),
      });
    }
  }

  rounds += await playPresetGames(db, random, members, now);

  const tournament = await playDemoTournament(
    db,
    random,
    admin,
    members.map((member) => member.player),
    now,
  );

  const live: GameView[] = [];
  for (const [variant, type, hands, minutesAgo] of [
    ['jp', 'RANKED', 5, 50],
    ['hk', 'CASUAL', 3, 30],
  ] as const) {
    const seating = chooseSeating(random, members, variant, type);
    const game = await startGame(db, seating, new Date(now.getTime() - minutesAgo * MINUTE));
    const inputs = drawGame(random, variant, skillsOf(seating), { count: hands });
    live.push(await recordLiveHands(db, game, seating.recorder.player, inputs));
  }
  rounds += live.reduce((sum, game) => sum + game.rounds.length, 0);

  return {
    usernames: members.map((m) => m.player.username),
    admin: admin.username,
    seasons,
    finishedGames: count,
    liveGames: live.length,
    presetGames: RULESET_PRESETS.length,
    rounds,
    tournaments: tournament.tournaments,
    tournamentGames: tournament.games,
  };
}
