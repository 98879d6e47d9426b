import { LinkPicker } from '@vantage/client/link-picker';
import { LEAGUE_LABELS, type League } from '@vantage/contracts/sports-rules';

/** Which league a screen shows: a link per league to that league's view (its URL names the league). */
export function LeaguePicker({ league, pathOf }: { league: League; pathOf: (league: League) => string }) {
  return <LinkPicker label="League" choices={LEAGUE_LABELS} current={league} pathOf={pathOf} testId="league-picker" />;
}
