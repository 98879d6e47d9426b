import { profileUpdateSchema } from '@vantage/contracts/auth';
import type { UserProfile } from '@vantage/client/profile';
import {
  bankrollText,
  issuesToFieldErrors,
  pictureErrorMessage,
  saveErrorMessage,
  serverFieldErrors,
  toFormValues,
  toProfileUpdate,
} from './profile-form';

const PROFILE: UserProfile = {
  id: 'u1',
  username: null,
  email: 'fan@example.com',
  first_name: 'Ada',
  last_name: '',
  phone_number: '',
  date_of_birth: null,
  bio: '',
  favorite_sports: ['MLB'],
  favorite_teams: { MLB: ['Yankees'] },
  email_notifications: true,
  push_notifications: false,
  dark_mode: false,
  bankroll: null,
  profile_picture: null,
  created_at: '2025-01-01T00:00:00Z',
};

describe('the bankroll field', () => {
  test('shows the saved bankroll, and sends a typed one as a number, an empty one as null', () => {
    expect(toFormValues({ ...PROFILE, bankroll: 2500.5 }).bankroll).toBe('2500.5');
    expect(toFormValues(PROFILE).bankroll).toBe('');
    expect(toProfileUpdate({ ...toFormValues(PROFILE), bankroll: ' 1,250.75 ' }).bankroll).toBe(1250.75);
    expect(toProfileUpdate({ ...toFormValues(PROFILE), bankroll: '  ' }).bankroll).toBeNull();
    expect(bankrollText(1250.5)).toBe('1,250.5');
  });

  test("a bankroll that is not a number above 0 is the field's error, before anything is sent", () => {
    for (const typed of ['abc', '0', '-5']) {
      const check = profileUpdateSchema.safeParse(toProfileUpdate({ ...toFormValues(PROFILE), bankroll: typed }));
      expect(check.success).toBe(false);
      expect(issuesToFieldErrors(check.error!.issues).bankroll).toMatch(/^The bankroll is a number above 0/);
    }
  });
});

describe('form values', () => {
  test('start from the saved profile with empty strings for missing texts', () => {
    expect(toFormValues(PROFILE)).toMatchObject({ username: '', date_of_birth: '', first_name: 'Ada' });
  });

  test('an empty username and date of birth are sent as null', () => {
    const body = toProfileUpdate({ ...toFormValues(PROFILE), username: '  ', date_of_birth: '' });
    expect(body.username).toBeNull();
    expect(body.date_of_birth).toBeNull();
    expect(toProfileUpdate({ ...toFormValues(PROFILE), username: ' ada ', date_of_birth: '1990-02-03' })).toMatchObject(
      { username: 'ada', date_of_birth: '1990-02-03' },
    );
  });

  test('the body passes the service schema; a bad field is reported by name', () => {
    const body = toProfileUpdate(toFormValues(PROFILE));
    expect(profileUpdateSchema.safeParse(body).success).toBe(true);
    const check = profileUpdateSchema.safeParse({ ...body, bio: 'x'.repeat(501), username: 'no spaces' });
    expect(check.success).toBe(false);
    expect(issuesToFieldErrors(check.error!.issues)).toEqual({
      bio: 'Ensure this field has no more than 500 characters.',
      username: expect.stringMatching(/^Enter a valid username/),
    });
  });
});

describe('failure messages', () => {
  test("a failed save shows the spec's status and body", () => {
    const data = { username: ['A user with that username already exists.'] };
    expect(saveErrorMessage({ status: 400, data })).toBe(
      'Error: Failed to update profile: 400 - {"username":["A user with that username already exists."]}',
    );
    expect(serverFieldErrors({ status: 400, data })).toEqual({ username: 'A user with that username already exists.' });
    expect(saveErrorMessage({ status: 502, data: 'Bad Gateway' })).toBe(
      'Error: Failed to update profile: 502 - Bad Gateway',
    );
  });

  test('picture failures show the status', () => {
    expect(pictureErrorMessage('Failed to upload profile picture', { status: 413, data: { detail: 'x' } })).toBe(
      'Failed to upload profile picture: 413',
    );
    expect(pictureErrorMessage('Failed to delete profile picture', { status: 'FETCH_ERROR', error: 'offline' })).toBe(
      'Failed to delete profile picture: offline',
    );
  });
});
