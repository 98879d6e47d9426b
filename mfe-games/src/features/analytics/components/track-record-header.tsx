import { Flex, Select, Typography } from 'antd';

/** The title, and the season picker once the seasons are known. */
export function TrackRecordHeader({
  season,
  seasons,
  onSeasonChange,
}: {
  season: number | null;
  seasons: { value: number; label: string }[] | null;
  onSeasonChange: (season: number) => void;
}) {
  return (
    <Flex justify="space-between" align="flex-end" wrap gap={12}>
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Model track record
        </Typography.Title>
        <Typography.Text type="secondary">How the Vantage model&apos;s recorded predictions turned out</Typography.Text>
      </div>
      {seasons !== null && (
        <Select aria-label="Season" value={season} style={{ width: 150 }} onChange={onSeasonChange} options={seasons} />
      )}
    </Flex>
  );
}
