import { type Kysely, sql } from 'kysely';

/**
 * Each game keeps the whole rule set it is played under (`games.rules`: the preset's id and name,
 * the switches changed on top of it, and every switch), so that a preset corrected later or a new
 * club default changes no stored game. Games recorded before rule sets existed were all played
 * under the club's rules, written out here as they stood then (a migration never reads app code).
 * The club's default rule set for new games, per variant, is an admin's setting in
 * `club_default_rules`; with no row there the default is the club preset.
 */
const CLUB_RIICHI = {
  id: 'club',
  name: 'Club rules',
  changed: [],
  variant: 'jp',
  startPoints: 25_000,
  targetPoints: 30_000,
  oka: 0,
  uma: [55_000, 25_000, -5_000, -75_000],
  umaBelowStart: null,
  tiedPlaces: 'seatOrder',
  leftoverSticks: 'first',
  multiRon: 'all',
  multiRonBonus: 'first',
  kiriage: false,
  countedYakuman: true,
  multipleYakuman: true,
  negativeEnds: true,
  length: 'eastSouth',
  extensionUntil: 'WEST',
  agariyame: true,
  nagashi: true,
  abortiveDraws: true,
  chombo: 'rating',
  chomboPenalty: 0,
  pointsRounding: 'exact',
  afterTime: 'finishHand',
};

const CLUB_HONG_KONG = {
  id: 'club',
  name: 'Club rules',
  changed: [],
  variant: 'hk',
  startPoints: 750,
  payout: 'club',
  liable: 'paysAll',
  doubling: 'club',
  minFaan: 3,
  maxFaan: 13,
  stake: 0,
};

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('games').addColumn('rules', 'jsonb').execute();
  await sql`
    update games set rules = case variant
      when 'jp' then ${JSON.stringify(CLUB_RIICHI)}::jsonb
      else ${JSON.stringify(CLUB_HONG_KONG)}::jsonb
    end
  `.execute(db);
  await sql`alter table games alter column rules set not null`.execute(db);
  await sql`
    alter table games add constraint games_rules_variant_check
    check (rules->>'variant' = variant and rules ? 'id' and rules ? 'name')
  `.execute(db);

  await db.schema
    .createTable('club_default_rules')
    .addColumn('variant', 'text', (column) => column.primaryKey().check(sql`variant in ('jp', 'hk')`))
    .addColumn('rules', 'jsonb', (column) => column.notNull())
    .addColumn('updated_by', 'integer', (column) => column.references('players.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('club_default_rules').execute();
  await db.schema.alterTable('games').dropColumn('rules').execute();
}
