// The game page's stake sizing, a member's only: its card is on the page at once, its content (the bankroll, the
// Kelly stake, the bet slip's button: stake-sizing-panel.tsx) loads as the card comes near the viewport, in a
// box of the height it most often has.
import { lazy, Suspense } from 'react';
import { Card } from 'antd';
import type { ComparisonGame, GameDetail } from '@vantage/contracts/sports';
import { useNearViewport } from '@/shared/hooks/use-near-viewport';
import type { ViewerState } from '@/shared/hooks/use-viewer';
import { SIZING_TEXT } from '../model/stake-sizing';

const StakeSizingPanel = lazy(() => import('./stake-sizing-panel'));
/** The content's height with a bankroll set and a stake sized (the bankroll, the fraction, two lines, the button). */
const PANEL_HEIGHT = 176;

export function StakeSizing({
  detail,
  entry,
  viewer,
}: {
  detail: GameDetail;
  entry: ComparisonGame | undefined;
  viewer: ViewerState;
}) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  if (!viewer.signedIn) return null;
  const standIn = <div style={{ height: PANEL_HEIGHT }} />;
  return (
    <Card size="small" title={SIZING_TEXT.title} data-testid="stake-sizing">
      <div ref={ref}>
        {near ? (
          <Suspense fallback={standIn}>
            <StakeSizingPanel detail={detail} entry={entry} viewer={viewer} />
          </Suspense>
        ) : (
          standIn
        )}
      </div>
    </Card>
  );
}
