import type { TrendLater } from '@vantage/contracts/sports';
import { laterText } from '@/shared/model/trends';

/** A trend's record since it was found, on its own line under the trend (one wording: laterText). */
export function TrendLaterNote({ later }: { later: TrendLater }) {
  return (
    <span data-testid="trend-later" style={{ display: 'block', fontSize: 12, opacity: 0.75 }}>
      {laterText(later)}
    </span>
  );
}
