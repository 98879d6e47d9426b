import Segmented from 'antd/es/segmented';
import { LEAGUE_LABELS, LEAGUES, type League } from '@vantage/contracts/sports-rules';

const OPTIONS = LEAGUES.map((league) => ({ value: league, label: LEAGUE_LABELS[league] }));

/** Which league a screen shows; the page puts the choice in its URL, so a link opens the same view. */
export function LeaguePicker({ league, onChange }: { league: League; onChange: (league: League) => void }) {
  return (
    <Segmented
      value={league}
      onChange={(value) => onChange(value as League)}
      options={OPTIONS}
      aria-label="League"
      data-testid="league-picker"
    />
  );
}
