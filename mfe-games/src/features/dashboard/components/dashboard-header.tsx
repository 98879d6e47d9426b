import { Button, Flex, Typography } from 'antd';
import Badge from 'antd/es/badge';
import { LinkButton } from '@vantage/client/link-button';
import { Text } from '@/shared/components/text';
import { FilterOutlined, ReloadOutlined, UnorderedListOutlined } from '@ant-design/icons';
import type { Calendar } from '@vantage/contracts/sports';
import { LEAGUE_LABELS, type League } from '@vantage/contracts/sports-rules';
import { dashboardPath, trendsPath } from '@vantage/contracts/ui-routes';
import { LeaguePicker } from '@/components/league-picker';
import { ReplayNote } from '@/components/replay-note';
import { formatLongDate } from '@vantage/client/calendar-date';

/** The title with the league and the day it shows, the league picker, and the Filter, Refresh and View All buttons. */
export function DashboardHeader({
  league,
  calendar,
  activeFilters,
  filtersOpen,
  onToggleFilters,
  onRefresh,
  refreshing,
}: {
  /** null while a member's favourite league is read. */
  league: League | null;
  calendar: Calendar | undefined;
  activeFilters: number;
  filtersOpen: boolean;
  onToggleFilters: () => void;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  return (
    <Flex justify="space-between" align="flex-end" gap={12} wrap>
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Game Analytics
        </Typography.Title>
        <Flex align="center" gap={8} wrap>
          <Text type="secondary">
            {league ? `${LEAGUE_LABELS[league]} predictions and trends` : 'Predictions and trends'}
            {calendar ? ` · ${formatLongDate(calendar.today)}` : ''}
          </Text>
          <ReplayNote calendar={calendar} />
        </Flex>
      </div>
      <Flex gap={8} wrap>
        {league && <LeaguePicker league={league} pathOf={dashboardPath} />}
        <Badge count={activeFilters} size="small">
          <Button
            icon={<FilterOutlined />}
            onClick={onToggleFilters}
            aria-expanded={filtersOpen}
            type={filtersOpen ? 'primary' : 'default'}
          >
            Filter
          </Button>
        </Badge>
        <Button icon={<ReloadOutlined />} onClick={onRefresh} loading={refreshing}>
          Refresh
        </Button>
        {league ? (
          <LinkButton icon={<UnorderedListOutlined />} to={trendsPath(league)}>
            View All
          </LinkButton>
        ) : (
          <Button icon={<UnorderedListOutlined />} disabled>
            View All
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
