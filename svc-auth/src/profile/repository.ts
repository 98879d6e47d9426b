import { eq, sql } from 'drizzle-orm';
import { users, type UserRow } from '../db/schema';
import type { AuthDb } from '../db/database';
import type { UserChanges } from '../users/repository';

export class ProfileRepository {
  constructor(private readonly db: AuthDb) {}

  /**
   * Applies changes computed from the current row, inside one transaction with the row locked, so two
   * concurrent saves cannot mix their halves. Undefined when the user is gone.
   */
  async change(userId: string, compute: (current: UserRow) => UserChanges): Promise<UserRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      if (!current) return undefined;
      const [updated] = await tx
        .update(users)
        .set({ ...compute(current), updatedAt: sql`now()` })
        .where(eq(users.id, userId))
        .returning();
      return updated;
    });
  }

  /** Sets (or clears) the picture and returns the row with the file it replaced. */
  async swapPicture(
    userId: string,
    fileName: string | null,
  ): Promise<{ user: UserRow; previous: string | null } | undefined> {
    let previous: string | null = null;
    const user = await this.change(userId, (current) => {
      previous = current.profilePicture;
      return { profilePicture: fileName };
    });
    return user && { user, previous };
  }
}
