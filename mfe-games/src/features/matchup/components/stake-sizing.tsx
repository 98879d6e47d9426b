// The game page's stake sizing, a member's only: its card is on the page at once, its content (the bankroll, the
// Kelly stake, the bet slip's button: stake-sizing-panel.tsx) loads as the card comes near the viewport, in a
// box of the height it most often has.
import { lazy, Suspense, type ComponentProps } from 'react';
import { Card } from 'antd';
import { useNearViewport } from '@/shared/hooks/use-near-viewport';
import { SIZING_TEXT } from '../model/stake-sizing';

const StakeSizingPanel = lazy(() => import('./stake-sizing-panel'));
/** The content's height with a bankroll set and the day's stake (bankroll, fraction, one line, button) on a desktop. */
const PANEL_HEIGHT = 133;

export function StakeSizing(props: ComponentProps<typeof StakeSizingPanel>) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  if (!props.viewer.signedIn) return null;
  const standIn = <div style={{ height: PANEL_HEIGHT }} />;
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
