import { Navigate, useSearchParams } from 'react-router-dom';
import { Board } from '../components/Board.tsx';

/** `/club-night`: every table of the night, live; `?kiosk=1` opens the projector view. */
export default function ClubNightBoardPage() {
  const [search] = useSearchParams();
  if (search.get('kiosk') === '1') return <Navigate to="/club-night/kiosk" replace />;
  return <Board />;
}
