// A labelled field of the bet slip and the bet editor, its hint under it.
import type { ReactNode } from 'react';
import { Text } from '@/shared/components/text';

export function SlipField({ label, children, hint }: { label: string; children: ReactNode; hint?: string | null }) {
  return (
    <label style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <Text strong style={{ fontSize: 13 }}>
        {label}
      </Text>
      {children}
      {hint && (
        <Text type="secondary" style={{ fontSize: 12 }}>
          {hint}
        </Text>
      )}
    </label>
  );
}

/** A typed number, or null for nothing or not a number. */
export const numberOrNull = (text: string): number | null =>
  text.trim() === '' || !Number.isFinite(Number(text)) ? null : Number(text);
