import { Flex, Tabs } from 'antd';
import Badge from 'antd/es/badge';
import { Text } from '@/shared/components/text';
import { tokenVar } from '@vantage/client/theme';
import { HydrationStep } from '@/shared/components/hydration-step';
import type { ViewerState } from '@/shared/hooks/use-viewer';
import type { Day } from '../model/days';
import { AlgorithmPerformance } from './algorithm-performance';
import { GamesList, type GamesListProps } from './games-list';
import { YesterdayPerformance } from './yesterday-performance';

/** One day's list as the dashboard's hook gives it. */
type DayList = Pick<GamesListProps, 'games' | 'isLoading' | 'error'>;
/** What both days' lists share. */
type SharedListProps = Omit<GamesListProps, 'day' | keyof DayList>;

/** The tab's count text; its line is kept while loading so the cards below do not move when it arrives. */
function CountLine({ text }: { text: string | undefined }) {
  return <Text type="secondary">{text ?? '\u00a0'}</Text>;
}

const tabLabel = (text: string, count: number | undefined) => (
  <Flex align="center" gap={8}>
    {text}
    {count !== undefined && (
      <Badge
        count={count}
        showZero
        color={count ? tokenVar('colorPrimary') : tokenVar('colorTextQuaternary')}
        overflowCount={99}
      />
    )}
  </Flex>
);

/** product rules §2: today's games and yesterday's results, each tab with its count line and its list. */
export function DayTabs({
  tab,
  onChange,
  countText,
  days,
  listProps,
  yesterday,
  viewer,
}: {
  tab: Day;
  onChange: (day: Day) => void;
  /** The open tab's count line. */
  countText: string | undefined;
  days: Record<Day, DayList>;
  listProps: SharedListProps;
  /** Yesterday's date, once the calendar is in. */
  yesterday: string | undefined;
  viewer: ViewerState;
}) {
  const yesterdayGames = days.yesterday.games;
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => onChange(key as Day)}
      items={[
        {
          key: 'today',
          label: tabLabel("Today's Games", days.today.games?.length),
          children: (
            <Flex vertical gap={12}>
              <CountLine text={tab === 'today' ? countText : undefined} />
              <HydrationStep>
                <GamesList {...listProps} day="today" {...days.today} />
              </HydrationStep>
            </Flex>
          ),
        },
        {
          key: 'yesterday',
          label: tabLabel("Yesterday's Results", yesterdayGames?.length),
          children: (
            <Flex vertical gap={12}>
              <CountLine text={tab === 'yesterday' ? countText : undefined} />
              {yesterday && yesterdayGames && yesterdayGames.length > 0 && (
                <YesterdayPerformance yesterday={yesterday} viewer={viewer} />
              )}
              <AlgorithmPerformance yesterday={yesterday} viewer={viewer} />
              <GamesList {...listProps} day="yesterday" {...days.yesterday} />
            </Flex>
          ),
        },
      ]}
    />
  );
}
