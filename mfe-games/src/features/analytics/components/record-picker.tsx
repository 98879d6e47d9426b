import { Card, Flex, Grid, Typography } from 'antd';
import Segmented from 'antd/es/segmented';
import type { Provenance, TrackRecord } from '@vantage/contracts/sports';
import { PROVENANCES } from '@vantage/contracts/sports-rules';
import { recordNote, recordOptionLabel } from '../model/track-record';

/** The recorded and the reconstructed record of the season, either one a tap away, and what the shown one is. */
export function RecordPicker({ track, onChange }: { track: TrackRecord; onChange: (record: Provenance) => void }) {
  // A phone has no room for both names side by side: they stack.
  const narrow = !Grid.useBreakpoint().sm;
  return (
    <Card size="small" data-testid="record-picker">
      <Flex vertical gap={8}>
        <Segmented
          aria-label="Record"
          value={track.record}
          onChange={(value) => onChange(value as Provenance)}
          options={PROVENANCES.map((p) => ({ value: p, label: recordOptionLabel(p, track.records[p]) }))}
          vertical={narrow}
          style={{ alignSelf: 'flex-start' }}
        />
        <Typography.Paragraph style={{ margin: 0 }} data-testid="record-note">
          {recordNote(track)}
        </Typography.Paragraph>
      </Flex>
    </Card>
  );
}
