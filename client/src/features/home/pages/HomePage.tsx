import { Heading, Stack, Text } from '@chakra-ui/react';

export default function HomePage() {
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        Welcome to the Mahjong Club
      </Heading>
      <Text color="fg.muted">
        Rating leaderboards, live games and the records of every game played at the club, for Japanese riichi and
        Hong Kong mahjong.
      </Text>
    </Stack>
  );
}
