import { Flex, Typography } from 'antd';
import Select from 'antd/es/select';
import { Text } from '@/shared/components/text';
import Segmented from 'antd/es/segmented';
import { LEAGUES, seasonName, type League } from '@vantage/contracts/sports-rules';

/** The title, the league and the season pickers (both kept in the URL). */
export function TrackRecordHeader({
  league,
  season,
  seasons,
  onLeagueChange,
  onSeasonChange,
}: {
  league: League;
  season: number | null;
  seasons: number[] | null;
  onLeagueChange: (league: League) => void;
  onSeasonChange: (season: number) => void;
}) {
  return (
    <Flex justify="space-between" align="flex-end" wrap gap={12}>
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Model track record
        </Typography.Title>
        <Text type="secondary">How the Vantage model&apos;s predictions turned out, against the market</Text>
      </div>
      <Flex gap={8} wrap>
        <Segmented
          aria-label="League"
          value={league}
          onChange={(value) => onLeagueChange(value as League)}
          options={LEAGUES.map((l) => ({ value: l, label: l.toUpperCase() }))}
        />
        {seasons !== null && (
          <Select
            aria-label="Season"
            value={season}
            style={{ width: 150 }}
            onChange={onSeasonChange}
            options={seasons.map((s) => ({ value: s, label: `${seasonName(league, s)} season` }))}
          />
        )}
      </Flex>
    </Flex>
  );
}
