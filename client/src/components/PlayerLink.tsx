import { Link as ChakraLink } from '@chakra-ui/react';
import { Link } from 'react-router-dom';

/** The address of a player's page. */
export function playerPath(username: string): string {
  return `/players/${encodeURIComponent(username)}`;
}

/** A player's name that opens their page (inside a clickable row, only the name's own click counts). */
export function PlayerLink({ username }: { username: string }) {
  return (
    <ChakraLink asChild colorPalette="teal" onClick={(event) => event.stopPropagation()}>
      <Link to={playerPath(username)}>{username}</Link>
    </ChakraLink>
  );
}
