import { MESSAGES, type ProfileUpdate, type UserProfile } from '@vantage/contracts/auth';
import { fieldErrors, serviceUnavailable, unauthorized } from '@vantage/service-kit/errors';
import type { UserRow } from '../db/schema';
import { teamsOfChosenSports } from '../users/favorites';
import { toUserProfile } from '../users/presenter';
import { violates, type UserChanges, type UserRepository } from '../users/repository';
import type { MediaStore } from './media-store';
import { normalisePicture, PictureRejected, PicturesBusy } from './picture';
import type { ProfileRepository } from './repository';

export interface ProfileServiceDeps {
  users: UserRepository;
  profiles: ProfileRepository;
  media: MediaStore;
}

/** A valid token whose user no longer exists (deleted or deactivated). */
const userGone = () => unauthorized('User not found');

function activeUser(row: UserRow | undefined): UserRow {
  if (!row || !row.isActive) throw userGone();
  return row;
}

function changesFrom(input: ProfileUpdate, current: UserRow): UserChanges {
  const favoriteSports = input.favorite_sports ?? current.favoriteSports;
  return {
    username: input.username,
    firstName: input.first_name,
    lastName: input.last_name,
    phoneNumber: input.phone_number,
    dateOfBirth: input.date_of_birth,
    bio: input.bio,
    favoriteSports: input.favorite_sports,
    favoriteTeams: teamsOfChosenSports(input.favorite_teams ?? current.favoriteTeams, favoriteSports),
    emailNotifications: input.email_notifications,
    pushNotifications: input.push_notifications,
    darkMode: input.dark_mode,
    bankroll: input.bankroll,
  };
}

export class ProfileService {
  constructor(private readonly deps: ProfileServiceDeps) {}

  async get(userId: string): Promise<UserProfile> {
    return toUserProfile(activeUser(await this.deps.users.findById(userId)));
  }

  /** Partial update; fields left out keep their values (drizzle skips undefined ones). */
  async update(userId: string, input: ProfileUpdate): Promise<UserProfile> {
    try {
      return toUserProfile(
        activeUser(await this.deps.profiles.change(userId, (current) => changesFrom(input, current))),
      );
    } catch (err) {
      if (violates(err, 'users_username_key')) throw fieldErrors({ username: [MESSAGES.usernameTaken] });
      throw err;
    }
  }

  /** Stores the normalised picture, then points the profile at it; the old file goes afterwards. */
  async replacePicture(userId: string, upload: Buffer): Promise<UserProfile> {
    const { users, profiles, media } = this.deps;
    activeUser(await users.findById(userId));
    let webp: Buffer;
    try {
      webp = await normalisePicture(upload);
    } catch (err) {
      if (err instanceof PictureRejected) throw fieldErrors({ profile_picture: [err.message] });
      if (err instanceof PicturesBusy) throw serviceUnavailable();
      throw err;
    }
    const fileName = await media.save(webp);
    let swapped: Awaited<ReturnType<ProfileRepository['swapPicture']>>;
    try {
      swapped = await profiles.swapPicture(userId, fileName);
    } catch (err) {
      await media.remove(fileName);
      throw err;
    }
    if (!swapped) {
      await media.remove(fileName);
      throw userGone();
    }
    await media.remove(swapped.previous);
    return toUserProfile(swapped.user);
  }

  async deletePicture(userId: string): Promise<UserProfile> {
    const swapped = await this.deps.profiles.swapPicture(userId, null);
    if (!swapped) throw userGone();
    await this.deps.media.remove(swapped.previous);
    return toUserProfile(activeUser(swapped.user));
  }
}
