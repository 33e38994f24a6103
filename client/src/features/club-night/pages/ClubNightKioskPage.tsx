import { Board } from '../components/Board.tsx';

/** `/club-night/kiosk`: the board for a projector (no navigation, the whole width, large type). */
export default function ClubNightKioskPage() {
  return <Board kiosk />;
}
