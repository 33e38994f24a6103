import { Card, List, SimpleGrid } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** In plain words: when the scorer closes a game by itself. */
export function GameEndRules() {
  const { t } = useLingui();
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
      <RuleCard title={t`Riichi`}>
        <List.Item>
          <Trans>Everyone starts with 25,000 points; a game is played over the East and South rounds.</Trans>
        </List.Item>
        <List.Item>
          <Trans>
            The game ends at once when anyone drops below zero. Exactly zero is not out: play goes on.
          </Trans>
        </List.Item>
        <List.Item>
          <Trans>
            After South 4, the game ends if at least one player has 30,000 points or more. If nobody has, play
            continues into the West round.
          </Trans>
        </List.Item>
        <List.Item>
          <Trans>
            In the West round it is sudden death: the game ends after the first hand that leaves someone at
            30,000 or more.
          </Trans>
        </List.Item>
        <List.Item>
          <Trans>
            When the dealer keeps the deal in South 4 (a win or tenpai), the game ends only if someone has
            30,000 or more and the dealer is strictly in first place; otherwise the dealer plays another hand.
          </Trans>
        </List.Item>
        <List.Item>
          <Trans>The game never goes into the North round: it is over once West 4 is finished.</Trans>
        </List.Item>
        <List.Item>
          <Trans>
            Riichi sticks still on the table at the end go to the player in first place (on a tie, to the one
            who sat nearer East at the start).
          </Trans>
        </List.Item>
      </RuleCard>
      <RuleCard title={t`Hong Kong`}>
        <List.Item>
          <Trans>Everyone starts with 750 points.</Trans>
        </List.Item>
        <List.Item>
          <Trans>
            Every hand moves the game on — no dealer repeats — so a game is at most 16 hands: East, South,
            West and North, four hands each.
          </Trans>
        </List.Item>
        <List.Item>
          <Trans>The game ends after North 4, or at once when anyone drops below zero.</Trans>
        </List.Item>
      </RuleCard>
      <RuleCard title={t`Ratings`}>
        <List.Item>
          <Trans>Every player starts at 1,500 on each leaderboard; ratings change when a game ends.</Trans>
        </List.Item>
        <List.Item>
          <Trans>
            Your place counts most, then your score against the table, weighed against how strong the other
            three are.
          </Trans>
        </List.Item>
        <List.Item>
          <Trans>Each chombo lowers your rating on the leaderboard by 15 points.</Trans>
        </List.Item>
      </RuleCard>
    </SimpleGrid>
  );
}

function RuleCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root variant="outline" size="sm">
      <Card.Header>
        <Card.Title as="h3" fontSize="md">
          {title}
        </Card.Title>
      </Card.Header>
      <Card.Body pt="2">
        <List.Root gap="2" ps="5" lineHeight="tall">
          {children}
        </List.Root>
      </Card.Body>
    </Card.Root>
  );
}
