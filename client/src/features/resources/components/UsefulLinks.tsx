import { Card, Link, SimpleGrid, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

const clubLinks = [
  { label: 'Riichi leaderboard', to: '/leaderboard/jp', description: 'Ranked ratings for Japanese riichi.' },
  {
    label: 'Hong Kong leaderboard',
    to: '/leaderboard/hk',
    description: 'Ranked ratings for Hong Kong games.',
  },
  { label: 'Game logs', to: '/games', description: 'Every game recorded at the club, hand by hand.' },
];

const externalLinks = [
  {
    label: 'Riichi wiki',
    href: 'https://riichi.wiki/',
    description: 'Yaku, fu counting and terminology for Japanese riichi.',
  },
  {
    label: 'Japanese mahjong on Wikipedia',
    href: 'https://en.wikipedia.org/wiki/Japanese_mahjong',
    description: 'An overview of the rules and how a hand is scored.',
  },
  {
    label: 'Hong Kong mahjong scoring on Wikipedia',
    href: 'https://en.wikipedia.org/wiki/Hong_Kong_mahjong_scoring_rules',
    description: 'Which hands are worth how many faan.',
  },
  {
    label: 'European Mahjong Association',
    href: 'https://mahjong-europe.org/',
    description: 'Tournament rules, rankings and events.',
  },
];

export function UsefulLinks() {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <LinkCard title="At the club">
        {clubLinks.map((link) => (
          <LinkLine key={link.to} description={link.description}>
            <Link asChild color="brand.fg" fontWeight="medium">
              <RouterLink to={link.to}>{link.label}</RouterLink>
            </Link>
          </LinkLine>
        ))}
      </LinkCard>
      <LinkCard title="Elsewhere">
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
                (opens in a new tab)
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
