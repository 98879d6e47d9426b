// What Premium would add to a locked part of a game, as a link to the pricing page.
import { LinkButton } from '@vantage/client/link-button';

export function PremiumLink({ children }: { children: string }) {
  return (
    <LinkButton
      type="link"
      size="small"
      // A button keeps its words on one line: this sentence wraps inside the card instead of leaving it.
      style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
      to="/pricing"
    >
      {children}
    </LinkButton>
  );
}
