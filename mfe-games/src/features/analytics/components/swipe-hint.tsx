import { Grid } from 'antd';
import { Text } from '@/shared/components/text';

/** A card's note that its table scrolls sideways, shown below md (768 px), where wide tables do not fit. */
export function SwipeHint() {
  const narrow = !Grid.useBreakpoint().md;
  if (!narrow) return null;
  return (
    <Text type="secondary" style={{ fontSize: 12 }}>
      Swipe for more columns →
    </Text>
  );
}
