import { Button, Card, Flex } from 'antd';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import { Text } from '@/shared/components/text';
import { TEAM_PICKER_SEARCH } from '@vantage/client/team-picker';
import type { ComparisonGame } from '@vantage/contracts/sports';
import { activeFilterCount, NO_FILTERS, showsExpectedValues, teamsPlaying, type GameFilters } from '../model/filters';

const CONFIDENCE_OPTIONS = [
  { value: 'high', label: 'High confidence' },
  { value: 'medium', label: 'Medium confidence' },
  { value: 'low', label: 'Low confidence' },
];

export function FilterPanel({
  filters,
  games,
  onChange,
}: {
  filters: GameFilters;
  /** The open tab's games: the panel offers their teams. */
  games: readonly ComparisonGame[];
  onChange: (filters: GameFilters) => void;
}) {
  const teams = teamsPlaying(games);
  // Without expected values every game would fail "Positive EV only".
  const evShown = showsExpectedValues(games);
  return (
    <Card size="small" title="Filter games" role="region" aria-label="Filter games">
      <Flex gap={16} wrap align="flex-end">
        <Flex vertical gap={4} style={{ flex: '1 1 220px' }}>
          <Text type="secondary" id="filter-team">
            Team
          </Text>
          <Select
            aria-labelledby="filter-team"
            allowClear
            showSearch={TEAM_PICKER_SEARCH}
            placeholder="Any team"
            value={filters.team ?? undefined}
            options={teams.map((team) => ({ value: team, label: team, team: { name: team } }))}
            onChange={(team: string | undefined) => onChange({ ...filters, team: team ?? null })}
          />
        </Flex>
        <Flex vertical gap={4} style={{ flex: '1 1 180px' }}>
          <Text type="secondary" id="filter-confidence">
            Confidence
          </Text>
          <Select
            aria-labelledby="filter-confidence"
            allowClear
            placeholder="Any confidence"
            value={filters.confidence ?? undefined}
            options={CONFIDENCE_OPTIONS}
            onChange={(confidence: GameFilters['confidence'] | undefined) =>
              onChange({ ...filters, confidence: confidence ?? null })
            }
          />
        </Flex>
        <Flex vertical gap={2}>
          <Flex align="center" gap={8} style={{ height: 32 }}>
            <Switch
              id="filter-positive-ev"
              checked={evShown && filters.positiveEv}
              disabled={!evShown}
              aria-describedby={evShown ? undefined : 'filter-positive-ev-reason'}
              onChange={(positiveEv) => onChange({ ...filters, positiveEv })}
            />
            <label htmlFor="filter-positive-ev">Positive EV only</label>
          </Flex>
          {!evShown && (
            <Text type="secondary" id="filter-positive-ev-reason" style={{ fontSize: 12 }}>
              Expected value comes with Premium
            </Text>
          )}
        </Flex>
        <Button disabled={activeFilterCount(filters) === 0} onClick={() => onChange(NO_FILTERS)}>
          Clear filters
        </Button>
      </Flex>
    </Card>
  );
}
