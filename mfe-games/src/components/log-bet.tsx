// Logging a bet in one tap from a game's card, its modal and its page: a compact slip at the game's current price
// (product: a member's own bets, /bets). A guest is asked to sign in. A bet on a game already decided (logged
// late) is settled as it is logged. The slip (antd's Modal, the form, the bets API) loads with the first tap.
import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useGamesOfDayQuery } from '@vantage/client/sports-api';
import { leagueOfGameId } from '@vantage/contracts/sports-rules';
import { useViewer } from '@/shared/hooks/use-viewer';
import { SLIP_TEXT } from '@/shared/model/bet-slip';

const LogBetSlip = lazy(() => import('./log-bet-slip'));

/** The way to log a bet on one game, found in its day's list (the card's and the page's cache entry). */
export function LogBetButton({ gameId, gameDate }: { gameId: string; gameDate: string }) {
  const viewer = useViewer();
  const [open, setOpen] = useState(false);
  // Mounted from the first tap on (the tap opens it once its code has come), so closing keeps the animation.
  const [used, setUsed] = useState(false);
  const day = useGamesOfDayQuery({ league: leagueOfGameId(gameId), date: gameDate, viewer: viewer.viewer });
  const game = day.data?.find((entry) => entry.game_id === gameId);
  if (!game) return null;
  return (
    <>
      <Button
        icon={<PlusOutlined />}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        data-testid="log-bet"
        style={{ alignSelf: 'flex-start' }}
      >
        {SLIP_TEXT.open}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <LogBetSlip game={game} viewer={viewer} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
