import { Children, type CSSProperties, type ReactNode } from 'react';

const GRID: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))',
  gap: 16,
  alignItems: 'start',
};

/**
 * A card the browser lays out and paints only near the viewport: on a phone most of the day's cards start
 * below the fold, and styling them all at once was a quarter of a second on a slow CPU. The reserved height
 * is a typical card's; once shown, the browser remembers the real one (`auto`).
 */
const CARD_SLOT: CSSProperties = { contentVisibility: 'auto', containIntrinsicSize: 'auto 470px' };

/** One column on a phone, as many 340 px columns as fit on wider screens. */
export function GameGrid({ children }: { children: ReactNode }) {
  return (
    <div style={GRID}>
      {Children.map(children, (card) => (
        <div style={CARD_SLOT}>{card}</div>
      ))}
    </div>
  );
}
