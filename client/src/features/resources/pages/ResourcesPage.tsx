import { Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { pageTitle } from '../../../lib/i18n/words.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { GameEndRules } from '../components/GameEndRules.tsx';
import { HongKongPointsTable } from '../components/HongKongPointsTable.tsx';
import { LimitHandsTable } from '../components/LimitHandsTable.tsx';
import { ResourceSection } from '../components/ResourceSection.tsx';
import { RiichiScoringTable } from '../components/RiichiScoringTable.tsx';
import { UsefulLinks } from '../components/UsefulLinks.tsx';

/** `/resources`: the club's reference. Every number here is computed by the scoring engine. */
export default function ResourcesPage() {
  const { t } = useLingui();
  useDocumentTitle(pageTitle(t`Resources`));
  const contents = [
    { id: 'riichi-scoring', label: t`Riichi scoring` },
    { id: 'limit-hands', label: t`Limit hands` },
    { id: 'hong-kong-points', label: t`Hong Kong points` },
    { id: 'game-end', label: t`When a game ends` },
    { id: 'links', label: t`Useful links` },
  ];
  return (
    <Stack gap="10">
      <Stack gap="3">
        <Heading as="h1" size="3xl" letterSpacing="tight">
          <Trans>Resources</Trans>
        </Heading>
        <Text color="fg.muted" maxW="3xl">
          <Trans>
            The club's scoring reference. The tables are worked out by the same scoring engine that records
            every game, so they always agree with what a game pays.
          </Trans>
        </Text>
        <HStack as="nav" aria-label={t`On this page`} gap="2" wrap="wrap">
          {contents.map((item) => (
            <Link
              key={item.id}
              href={`#${item.id}`}
              px="3"
              py="1"
              borderRadius="full"
              borderWidth="1px"
              fontSize="sm"
              color="brand.fg"
              _hover={{ bg: 'brand.subtle', textDecoration: 'none' }}
            >
              {item.label}
            </Link>
          ))}
        </HStack>
      </Stack>
      <ResourceSection
        id="riichi-scoring"
        title={t`Riichi scoring`}
        intro={t`Points for hands of 1 to 4 han, without honba or riichi sticks. Each cell shows the ron value, then the tsumo payments. A dash marks a hand that cannot exist, such as a 20 fu ron or seven pairs below 2 han.`}
      >
        <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
          <RiichiScoringTable dealerWins={false} />
          <RiichiScoringTable dealerWins />
        </SimpleGrid>
      </ResourceSection>
      <ResourceSection
        id="limit-hands"
        title={t`Limit hands`}
        intro={t`From 5 han the fu no longer matter. Each honba adds 300 to the winner: paid by the discarder on a ron, 100 from each player on a tsumo.`}
      >
        <LimitHandsTable />
      </ResourceSection>
      <ResourceSection
        id="hong-kong-points"
        title={t`Hong Kong points`}
        intro={t`A hand is worth 3 to 13 points (faan). The winner always gets three times the base: all of it from the discarder on a deal-in, one base from each player on a self-draw.`}
      >
        <HongKongPointsTable />
      </ResourceSection>
      <ResourceSection
        id="game-end"
        title={t`When a game ends`}
        intro={t`The scorer checks these after every hand and closes the game by itself.`}
      >
        <GameEndRules />
      </ResourceSection>
      <ResourceSection id="links" title={t`Useful links`}>
        <UsefulLinks />
      </ResourceSection>
    </Stack>
  );
}
