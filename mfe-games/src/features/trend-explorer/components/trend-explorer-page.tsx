// /trends: the trend explorer (Pro, product rules §6). Pick situations (and a team, or every team) and see the W-L
// record, win % and the matching games. svc-sports answers from its stored games before today and checks the
// Pro tier itself; this page spares a guest and a member below Pro the refused call. The league is in the URL
// (`/trends?league=nba`), so a link opens the same league; each league's question starts afresh.
import { Card, Flex, Skeleton, Typography } from 'antd';
import { Text } from '@/shared/components/text';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_LEAGUE, leagueNamed } from '@vantage/contracts/sports-rules';
import { explorerPath } from '@vantage/contracts/ui-routes';
import { LeaguePicker } from '@/components/league-picker';
import { LeagueContext } from '@/shared/hooks/use-league';
import { UpgradePrompt } from '@/components/upgrade-prompt';
import { useViewer } from '@/shared/hooks/use-viewer';
import { EXPLORER_PLAN, explorerAccess } from '../model/explorer';
import { Explorer } from './explorer';
import { knownLeagueOnly } from '@/shared/components/known-league-only';

/** The server's own words for a member below Pro (svc-sports' refusal), so the page reads the same either way. */
const MEMBER_UPGRADE_TEXT = `The trend explorer comes with ${EXPLORER_PLAN}: upgrade your plan to use it.`;

function TrendExplorerPage() {
  const viewer = useViewer();
  const access = explorerAccess(viewer);
  const [params] = useSearchParams();
  const league = leagueNamed(params.get('league')) ?? DEFAULT_LEAGUE;
  return (
    <LeagueContext.Provider value={league}>
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="flex-end" wrap gap={12}>
          <div>
            <Typography.Title level={2} style={{ margin: 0 }}>
              Trend explorer
            </Typography.Title>
            <Text type="secondary">
              A record in any situation: venue, favourite or underdog, previous result, rest, day or night, opponent
            </Text>
          </div>
          <LeaguePicker league={league} pathOf={explorerPath} />
        </Flex>
        {access === 'ask' ? (
          <Explorer key={league} viewer={viewer} />
        ) : access === 'wait' ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : (
          <Card>
            <UpgradePrompt
              signedIn={access === 'upgrade'}
              text={access === 'upgrade' ? MEMBER_UPGRADE_TEXT : `The trend explorer comes with ${EXPLORER_PLAN}.`}
              action={`Upgrade to ${EXPLORER_PLAN}`}
            />
          </Card>
        )}
      </Flex>
    </LeagueContext.Provider>
  );
}

export default knownLeagueOnly(TrendExplorerPage);
