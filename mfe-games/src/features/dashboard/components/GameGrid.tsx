import type { ReactNode } from 'react';

/** One column on a phone, as many 340 px columns as fit on wider screens. */
export function GameGrid({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))',
        gap: 16,
        alignItems: 'start',
      }}
    >
      {children}
    </div>
  );
}
