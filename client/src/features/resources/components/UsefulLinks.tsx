import { Card, Link, SimpleGrid, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';

export function UsefulLinks() {
  const { t } = useLingui();
  const clubLinks = [
    {
      label: t`Riichi leaderboard`,
      to: '/leaderboard/jp',
      description: t`Ranked ratings for Japanese riichi.`,
    },
    {
      label: t`Hong Kong leaderboard`,
      to: '/leaderboard/hk',
      description: t`Ranked ratings for Hong Kong games.`,
    },
    { label: t`Game logs`, to: '/games', description: t`Every game recorded at the club, hand by hand.` },
  ];

  const externalLinks = [
    {
      label: t`Riichi wiki`,
      href: 'https://riichi.wiki/',
      description: t`Yaku, fu counting and terminology for Japanese riichi.`,
    },
    {
      label: t`Japanese mahjong on Wikipedia`,
      href: 'https://en.wikipedia.org/wiki/Japanese_mahjong',
      description: t`An overview of the rules and how a hand is scored.`,
    },
    {
      label: t`Hong Kong mahjong scoring on Wikipedia`,
      href: 'https://en.wikipedia.org/wiki/Hong_Kong_mahjong_scoring_rules',
      description: t`Which hands are worth how many faan.`,
    },
    {
      label: t`European Mahjong Association`,
      href: 'https://mahjong-europe.org/',
      description: t`Tournament rules, rankings and events.`,
    },
  ];
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <LinkCard title={t`At the club`}>
        {clubLinks.map((link) => (
          <LinkLine key={link.to} description={link.description}>
            <Link asChild color="brand.fg" fontWeight="medium">
              <RouterLink to={link.to}>{link.label}</RouterLink>
            </Link>
          </LinkLine>
        ))}
      </LinkCard>
      <LinkCard title={t`Elsewhere`}>
        {externalLinks.map((link) => (
          <LinkLine key={link.href} description={link.description}>
            <Link
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              color="brand.fg"
              fontWeight="medium"
            >
              {link.label}
              <Text as="span" srOnly>
                <Trans>(opens in a new tab)</Trans>
              </Text>
              <span aria-hidden="true">↗</span>
            </Link>
          </LinkLine>
        ))}
      </LinkCard>
    </SimpleGrid>
  );
}

function LinkCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card.Root variant="outline" size="sm">
      <Card.Header>
        <Card.Title as="h3" fontSize="md">
          {title}
        </Card.Title>
      </Card.Header>
      <Card.Body pt="2" gap="3">
        {children}
      </Card.Body>
    </Card.Root>
  );
}

function LinkLine({ description, children }: { description: string; children: React.ReactNode }) {
  return (
    <div>
      {children}
      <Text fontSize="sm" color="fg.muted">
        {description}
      </Text>
    </div>
  );
}
