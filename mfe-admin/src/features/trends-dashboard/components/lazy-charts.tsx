import { lazy, Suspense, type ComponentProps } from 'react';
import { Skeleton } from 'antd';

const charts = () => import('./trends-charts');
const TrendSuccess = lazy(() => charts().then((m) => ({ default: m.TrendSuccessChart })));
const TrendVolume = lazy(() => charts().then((m) => ({ default: m.TrendVolumeChart })));
const TeamPerformance = lazy(() => charts().then((m) => ({ default: m.TeamPerformanceChart })));

type Props<K extends 'TrendSuccessChart' | 'TrendVolumeChart' | 'TeamPerformanceChart'> = ComponentProps<
  (typeof import('./trends-charts'))[K]
>;

const fallback = <Skeleton active paragraph={{ rows: 8 }} />;

export const LazyTrendSuccessChart = (props: Props<'TrendSuccessChart'>) => (
  <Suspense fallback={fallback}>
    <TrendSuccess {...props} />
  </Suspense>
);
export const LazyTrendVolumeChart = (props: Props<'TrendVolumeChart'>) => (
  <Suspense fallback={fallback}>
    <TrendVolume {...props} />
  </Suspense>
);
export const LazyTeamPerformanceChart = (props: Props<'TeamPerformanceChart'>) => (
  <Suspense fallback={fallback}>
    <TeamPerformance {...props} />
  </Suspense>
);
