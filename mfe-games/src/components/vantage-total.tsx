import { Flex, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { SCALE_COLORS, totalScoreColor } from '../shared/model/scores';

const SIZES = {
  large: { label: undefined, total: 22, scale: 14 },
  compact: { label: 12, total: 20, scale: 13 },
} as const;

/** One side's Vantage total out of 60, coloured by the score scale, under the side's name. */
export function VantageTotal({
  name,
  total,
  size,
  style,
}: {
  name: string;
  total: number;
  size: keyof typeof SIZES;
  style?: CSSProperties;
}) {
  const fontSize = SIZES[size];
  return (
    <Flex vertical style={style}>
      <Typography.Text type="secondary" style={{ fontSize: fontSize.label }}>
        {name}
      </Typography.Text>
      <Typography.Text strong style={{ fontSize: fontSize.total, color: SCALE_COLORS[totalScoreColor(total)] }}>
        {total.toFixed(1)}
        <Typography.Text type="secondary" style={{ fontSize: fontSize.scale }}>
          {' '}
          / 60
        </Typography.Text>
      </Typography.Text>
    </Flex>
  );
}
