import { Flex } from 'antd';
import Progress from 'antd/es/progress';
import { Text } from '@/shared/components/text';
import type { Breakdown } from '@vantage/contracts/sports';
import { FACTOR_KEYS, FACTOR_NAMES } from '@vantage/contracts/sports-rules';
import { categoryColor, SCALE_COLORS } from '../shared/model/scores';

interface Side {
  label: string;
  breakdown: Breakdown;
}

/**
 * The six Vantage categories (E, D, G, R, I, Q), each out of 10, for both teams. `highlight` marks the
 * higher team of each category (the modal and the game page).
 */
export function CategoryBars({ away, home, highlight = false }: { away: Side; home: Side; highlight?: boolean }) {
  return (
    <Flex vertical gap={10}>
      {FACTOR_KEYS.map((key) => (
        <div key={key}>
          <Text strong style={{ fontSize: 13 }}>
            {key} · {FACTOR_NAMES[key]}
          </Text>
          {[away, home].map((side) => {
            const value = side.breakdown[key];
            const other = (side === away ? home : away).breakdown[key];
            const leads = highlight && value > other;
            return (
              <Flex key={side.label} align="center" gap={8}>
                <Text
                  style={{ width: 44, flex: 'none', fontSize: 12, fontWeight: leads ? 700 : 400 }}
                  type={leads ? undefined : 'secondary'}
                >
                  {side.label}
                </Text>
                <Progress
                  percent={value * 10}
                  showInfo={false}
                  size="small"
                  strokeColor={SCALE_COLORS[categoryColor(value)]}
                  style={{ margin: 0, flex: 1 }}
                  aria-label={`${side.label} ${FACTOR_NAMES[key]} ${value.toFixed(1)} out of 10`}
                />
                <Text
                  style={{ width: 52, flex: 'none', textAlign: 'right', fontSize: 12, fontWeight: leads ? 700 : 400 }}
                >
                  {value.toFixed(1)}/10
                </Text>
              </Flex>
            );
          })}
        </div>
      ))}
    </Flex>
  );
}
