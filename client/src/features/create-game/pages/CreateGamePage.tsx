import { Alert, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { createGameBodySchema, type GameType, type Player, type Variant } from '@mahjong/shared';
import { type FormEvent, useMemo, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useCurrentPlayer } from '../../../api/current-player.ts';
import { useEligiblePlayers } from '../../../api/eligible-players.ts';
import { Loading } from '../../../components/Loading.tsx';
import { PlayerPicker } from '../../../components/PlayerPicker.tsx';
import { NO_PICK, type RulesPick, rulesOfPick } from '../../../components/rules/RulesPicker.tsx';
import { pageTitle, seatWind } from '../../../lib/i18n/words.ts';
import { gameKindLabel } from '../../../lib/labels.ts';
import { mayRecordGameType } from '../../../lib/permissions.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCreateGame } from '../api/create-game.ts';
import { RulesetChoice } from '../components/RulesetChoice.tsx';
import { SeasonChoice } from '../components/SeasonChoice.tsx';

interface CreateGamePageProps {
  variant: Variant;
  type: GameType;
}

/** `/games/create/…`: only someone allowed to record this kind of game gets the form. */
export default function CreateGamePage({ variant, type }: CreateGamePageProps) {
  const { player, isLoading } = useCurrentPlayer();
  if (isLoading) return <Loading />;
  if (!mayRecordGameType(player, variant, type)) return <Navigate to="/unauthorized" replace />;
  return <CreateGameForm variant={variant} type={type} player={player} />;
}

function CreateGameForm({ variant, type, player }: CreateGamePageProps & { player: Player | null }) {
  const { t } = useLingui();
  const kind = gameKindLabel(variant, type);
  const title = t`Record a ${kind} game`;
  useDocumentTitle(pageTitle(title));
  const players = useEligiblePlayers(variant, type);
  const [seats, setSeats] = useState<Array<number | null>>([null, null, null, null]);
  const [rules, setRules] = useState<RulesPick>(NO_PICK);
  const [season, setSeason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateGame();
  const navigate = useNavigate();
  const takenIds = useMemo(() => new Set(seats.filter((seat): seat is number => seat !== null)), [seats]);

  function choose(seat: number, playerId: number | null) {
    setSeats((current) => current.map((value, at) => (at === seat ? playerId : value)));
    setProblem(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (seats.some((seat) => seat === null)) return setProblem(t`Choose a player for every seat.`);
    if (takenIds.size < seats.length) return setProblem(t`A player can only sit at one seat.`);
    const body = createGameBodySchema.safeParse({
      variant,
      type,
      players: seats,
      ...rulesOfPick(rules),
      ...(season === '' ? {} : { season: Number(season) }),
    });
    if (!body.success) return setProblem(t`These players cannot start a game.`);
    create.mutate(body.data, { onSuccess: (game) => navigate(`/games/${game.variant}/${game.id}`) });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="5" maxW="3xl">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted">
          {t`Seat the players in the order they sit at the start: East, South, West, North.`}
        </Text>
        {players.isPending ? (
          <Loading text={t`Loading players...`} />
        ) : players.isError ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{t`Could not load the players: ${players.error.message}`}</Alert.Title>
          </Alert.Root>
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {[0, 1, 2, 3].map((seat) => (
              <PlayerPicker
                key={seat}
                label={seatWind(seat)}
                players={players.data}
                value={seats[seat] ?? null}
                takenIds={takenIds}
                onChange={(playerId) => choose(seat, playerId)}
              />
            ))}
          </SimpleGrid>
        )}
        <SeasonChoice type={type} value={season} onChange={setSeason} />
        <RulesetChoice
          variant={variant}
          type={type}
          season={season}
          value={rules}
          onChange={setRules}
          mayAdjust={type === 'CASUAL' || player?.admin === true}
        />
        {problem || create.isError ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{problem ?? t`Could not start the game: ${create.error?.message}`}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Button type="submit" colorPalette="teal" alignSelf="start" loading={create.isPending}>
          {t`Start game`}
        </Button>
      </Stack>
    </form>
  );
}
