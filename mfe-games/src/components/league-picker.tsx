import { Space } from 'antd';
import { LinkButton } from '@vantage/client/link-button';
import { LEAGUE_LABELS, LEAGUES, type League } from '@vantage/contracts/sports-rules';

/**
 * Which league a screen shows: a link per league to that league's view (its URL names the league), so a tap
 * works from the first paint, before the page's code has run on a slow network, and opens in a new tab too.
 */
export function LeaguePicker({ league, pathOf }: { league: League; pathOf: (league: League) => string }) {
  return (
    <nav aria-label="League" data-testid="league-picker">
      <Space.Compact>
        {LEAGUES.map((each) => (
          <LinkButton
            key={each}
            to={pathOf(each)}
            type={each === league ? 'primary' : 'default'}
            aria-current={each === league ? 'page' : undefined}
          >
            {LEAGUE_LABELS[each]}
          </LinkButton>
        ))}
      </Space.Compact>
    </nav>
  );
}
