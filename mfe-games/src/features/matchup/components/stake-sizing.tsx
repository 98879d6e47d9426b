// The game page's stake sizing, a member's only: its card is on the page at once, its content (the bankroll, the
// Kelly stake, the bet slip's button: stake-sizing-panel.tsx) loads as the card comes near the viewport, in a
// box of the height it most often has.
import { lazy, Suspense, type ComponentProps } from 'react';
import { Card } from 'antd';
import { useNearViewport } from '@/shared/hooks/use-near-viewport';
import { DEFAULT_KELLY_FRACTION } from '@vantage/contracts/bet-book-rules';
import { SIZING_TEXT, sizeLineStakes } from '../model/stake-sizing';

const StakeSizingPanel = lazy(() => import('./stake-sizing-panel'));
/** The content's height with a bankroll set and the day's stake (bankroll, fraction, one line, button) on a desktop. */
const PANEL_HEIGHT = 133;
/** Measured on a desktop: the moneyline's heading, shown once the spread or the total is sized too… */
const MONEYLINE_HEADING_HEIGHT = 29;
/** …and each of those markets' heading and line. */
const LINE_MARKET_HEIGHT = 58;

/** The box the content will most likely fill: one more section for each line market the member's EV sizes. */
function standInHeight(entry: ComponentProps<typeof StakeSizingPanel>['entry']): number {
  const lines = entry ? sizeLineStakes(entry, 1, DEFAULT_KELLY_FRACTION) : null;
  return lines ? PANEL_HEIGHT + MONEYLINE_HEADING_HEIGHT + lines.length * LINE_MARKET_HEIGHT : PANEL_HEIGHT;
}

export function StakeSizing(props: ComponentProps<typeof StakeSizingPanel>) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  if (!props.viewer.signedIn) return null;
  const standIn = <div style={{ height: standInHeight(props.entry) }} />;
  return (
    <Card size="small" title={SIZING_TEXT.title} data-testid="stake-sizing">
      <div ref={ref}>
        {near ? (
          <Suspense fallback={standIn}>
            <StakeSizingPanel {...props} />
          </Suspense>
        ) : (
          standIn
        )}
      </div>
    </Card>
  );
}
