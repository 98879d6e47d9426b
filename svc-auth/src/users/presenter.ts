import type { UserProfile } from '@vantage/contracts/auth';
import type { UserRow } from '../db/schema';

/** The public URL of a stored picture; the gateway serves MEDIA_DIR at /media/. */
export const pictureUrl = (fileName: string) => `/media/${fileName}`;

/** A user row as the spec's profile (§3). */
export function toUserProfile(row: UserRow): UserProfile {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    phone_number: row.phoneNumber,
    date_of_birth: row.dateOfBirth,
    bio: row.bio,
    favorite_sports: row.favoriteSports,
    favorite_teams: row.favoriteTeams,
    email_notifications: row.emailNotifications,
    push_notifications: row.pushNotifications,
    dark_mode: row.darkMode,
    bankroll: row.bankroll,
    profile_picture: row.profilePicture ? pictureUrl(row.profilePicture) : null,
    created_at: row.createdAt.toISOString(),
  };
}
