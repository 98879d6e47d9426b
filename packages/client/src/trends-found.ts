// How every screen words the record of every trend found in a season (GET /api/<league>/trends/found/): the
// staff dashboard and /analytics say it alike, beside the "holding up" a card's trend carries.
import type { TrendsFound } from '@vantage/contracts/sports';
import { seasonName } from '@vantage/contracts/sports-rules';
import { formatDayMonthYear } from '@vantage/client/calendar-date';

const count = (n: number) => n.toLocaleString('en-US');
const share = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;

export interface TrendsFoundText {
  /** "Trends found this season went 812-790 after they were found (50.7% right)." */
  headline: string;
  /** What was counted, and how many of them were "holding up". */
  details: string[];
}

export function trendsFoundText(t: TrendsFound): TrendsFoundText {
  const when = t.current ? 'this season' : `in the ${seasonName(t.league, t.season)} season`;
  const games = t.right + t.wrong;
  const headline = games
    ? `Trends found ${when} went ${count(t.right)}-${count(t.wrong)} after they were found (${share(t.right, games)} right).`
    : `No trend found ${when} has played a game since it was found.`;
  const details = [
    `${count(t.found)} ${t.found === 1 ? 'trend' : 'trends'} found, shown on a card or not (${count(t.still_qualifying)} still qualifying), ` +
      `each counted from the day it was found until its record stopped qualifying; one that qualifies again is ` +
      `counted anew. Right: a positive trend's team won, or a negative trend's team lost. Games through ` +
      `${formatDayMonthYear(t.through)}.`,
  ];
  if (t.judged)
    details.push(
      `Of the ${count(t.judged)} with 10 or more games since found, ${count(t.holding_up)} (${share(t.holding_up, t.judged)}) ` +
        `were "holding up" (on their side of 50%). A card shows a trend only while it still qualifies, so its ` +
        `"holding up" is measured on survivors: compare it with this.`,
    );
  return { headline, details };
}
