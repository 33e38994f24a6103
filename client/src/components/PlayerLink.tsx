import { Box, Link as ChakraLink } from '@chakra-ui/react';
import { Link } from 'react-router-dom';

/** The address of a player's page. */
export function playerPath(username: string): string {
  return `/players/${encodeURIComponent(username)}`;
}

/**
 * A player's name that opens their page (inside a clickable row, only the name's own click counts).
 * In a table or on a seat the name is a 44×44 px target, its words still cut with an ellipsis.
 */
export function PlayerLink({ username }: { username: string }) {
  return (
    <ChakraLink
      asChild
      colorPalette="teal"
      display="inline-flex"
      alignItems="center"
      minH="11"
      minW="11"
      maxW="full"
      verticalAlign="middle"
      onClick={(event) => event.stopPropagation()}
    >
      <Link to={playerPath(username)}>
        <Box as="span" truncate>
          {username}
        </Box>
      </Link>
    </ChakraLink>
  );
}
