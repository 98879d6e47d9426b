import { sql } from 'drizzle-orm';
import type { BlendWeights } from '../model/blend';
import { predictions } from './schema';

/** A prediction's stored blend (StoredOutputs.blend) as a selected column; 'absent' on rows without one. */
export const blendColumn = () =>
  sql<BlendWeights | null | 'absent'>`coalesce((${predictions.outputs})::jsonb -> 'blend', '"absent"'::jsonb)`;

/** The column's value as StoredOutputs holds it: undefined for a row stored before the blend existed. */
export const storedBlend = (value: BlendWeights | null | 'absent'): BlendWeights | null | undefined =>
  value === 'absent' ? undefined : value;
