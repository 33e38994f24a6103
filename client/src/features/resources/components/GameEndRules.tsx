import { Card, List, SimpleGrid } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** RULES §1.6 and §2 in plain words: when the scorer closes a game by itself. */
export function GameEndRules() {
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
      <RuleCard title="Riichi">
        <List.Item>
          Everyone starts with 25,000 points; a game is played over the East and South rounds.
        </List.Item>
        <List.Item>
          The game ends at once when anyone drops below zero. Exactly zero is not out: play goes on.
        </List.Item>
        <List.Item>
          After South 4, the game ends if at least one player has 30,000 points or more. If nobody has, play
          continues into the West round.
        </List.Item>
        <List.Item>
          In the West round it is sudden death: the game ends after the first hand that leaves someone at
          30,000 or more.
        </List.Item>
        <List.Item>
          When the dealer keeps the deal in South 4 (a win or tenpai), the game ends only if someone has
          30,000 or more and the dealer is strictly in first place; otherwise the dealer plays another hand.
        </List.Item>
        <List.Item>The game never goes into the North round: it is over once West 4 is finished.</List.Item>
        <List.Item>
          Riichi sticks still on the table at the end go to the player in first place (on a tie, to the one
          who sat nearer East at the start).
        </List.Item>
      </RuleCard>
      <RuleCard title="Hong Kong">
        <List.Item>Everyone starts with 750 points.</List.Item>
        <List.Item>
          Every hand moves the game on — no dealer repeats — so a game is at most 16 hands: East, South, West
          and North, four hands each.
        </List.Item>
        <List.Item>The game ends after North 4, or at once when anyone drops below zero.</List.Item>
      </RuleCard>
      <RuleCard title="Ratings">
        <List.Item>
          Every player starts at 1,500 on each leaderboard; ratings change when a game ends.
        </List.Item>
        <List.Item>
          Your place counts most, then your score against the table, weighed against how strong the other
          three are.
        </List.Item>
        <List.Item>Each chombo lowers your rating on the leaderboard by 15 points.</List.Item>
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
