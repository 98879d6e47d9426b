import {
  Children,
  isValidElement,
  startTransition,
  useEffect,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { useMinWidth } from '@vantage/client/use-min-width';

const GRID: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))',
  gap: 16,
  alignItems: 'start',
};

/** A typical card's height: what a card's slot holds before the card is there. */
const CARD_HEIGHT = 470;
/**
 * A card the browser lays out and paints only near the viewport: on a phone most of the day's cards start
 * below the fold, and styling them all at once was a quarter of a second on a slow CPU. Once shown, the
 * browser remembers the card's real height (`auto`).
 */
const CARD_SLOT: CSSProperties = { contentVisibility: 'auto', containIntrinsicSize: `auto ${CARD_HEIGHT}px` };
const PENDING_SLOT: CSSProperties = { ...CARD_SLOT, minHeight: CARD_HEIGHT };

/**
 * Cards of the first commit: as many as the first screen shows: one column of two cards on a phone, two
 * columns of two on a laptop (a card is about 470 px tall).
 */
const firstCards = (wide: boolean) => (wide ? 6 : 2);
/** Cards each later commit adds. */
const CARDS_PER_STEP = 3;

/**
 * How many of `total` cards to render: the first screen's at once, the rest a few per task. Fifteen cards in
 * one commit (and the layout after it) were the longest tasks of the dashboard's load on a phone.
 */
function useCardsRendered(total: number): number {
  const wide = useMinWidth(768);
  const [rendered, setRendered] = useState(() => firstCards(wide));
  useEffect(() => {
    if (rendered >= total) return;
    const next = setTimeout(() => startTransition(() => setRendered((count) => count + CARDS_PER_STEP)));
    return () => clearTimeout(next);
  }, [rendered, total]);
  return rendered;
}

/** One column on a phone, as many 340 px columns as fit on wider screens. */
export function GameGrid({ children }: { children: ReactNode }) {
  const cards = Children.toArray(children);
  const rendered = useCardsRendered(cards.length);
  return (
    // Busy while cards are still being added (assistive technology waits for the whole list).
    <div style={GRID} data-testid="game-grid" aria-busy={rendered < cards.length}>
      {cards.map((card, index) => {
        const key = isValidElement(card) && card.key !== null ? card.key : index;
        return index < rendered ? (
          <div key={key} style={CARD_SLOT}>
            {card}
          </div>
        ) : (
          <div key={key} style={PENDING_SLOT} aria-hidden />
        );
      })}
    </div>
  );
}
