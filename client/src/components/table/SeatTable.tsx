import { Box, Grid, GridItem } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type SeatPosition = 'bottom' | 'right' | 'top' | 'left';

/** Turn order runs counter-clockwise: the next seat sits on your right, the one after opposite. */
const POSITIONS: readonly SeatPosition[] = ['bottom', 'right', 'top', 'left'];

export function seatAt(bottomSeat: number, position: SeatPosition): number {
  return (bottomSeat + POSITIONS.indexOf(position)) % 4;
}

interface SeatTableProps {
  /** The seat shown at the bottom: the viewer's own, or the one the recorder sits at. */
  bottomSeat: number;
  label: string;
  renderSeat: (seat: number, position: SeatPosition) => ReactNode;
  centre: ReactNode;
}

/**
 * Four seats around the table, as they sit: the bottom seat nearest the viewer, the next in turn on
 * the right. Three equal columns fit a 360 px phone without sideways scrolling.
 */
export function SeatTable({ bottomSeat, label, renderSeat, centre }: SeatTableProps) {
  return (
    <Grid
      role="group"
      aria-label={label}
      templateColumns="repeat(3, minmax(0, 1fr))"
      templateAreas={`". top ." "left centre right" ". bottom ."`}
      gap="2"
      w="full"
      maxW="34rem"
      mx="auto"
    >
      {POSITIONS.map((position) => {
        const seat = seatAt(bottomSeat, position);
        return (
          <GridItem key={position} area={position} minW="0" data-position={position}>
            {renderSeat(seat, position)}
          </GridItem>
        );
      })}
      <GridItem area="centre" minW="0">
        <Box
          h="full"
          rounded="md"
          bg="bg.muted"
          p="2"
          display="flex"
          flexDirection="column"
          alignItems="center"
          justifyContent="center"
          textAlign="center"
          gap="0.5"
        >
          {centre}
        </Box>
      </GridItem>
    </Grid>
  );
}
