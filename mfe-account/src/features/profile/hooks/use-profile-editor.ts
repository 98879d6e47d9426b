import { useEffect, useRef, useState } from 'react';
import { useAppFeedback } from '@vantage/client/app-feedback';
import { profileUpdateSchema } from '@vantage/contracts/auth';
import type { UserProfile } from '@vantage/client/profile';
import { useAppDispatch } from '@vantage/client/redux-hooks';
import { setDarkMode } from '@vantage/client/theme';
import { useUpdateProfileMutation } from '../api/profile-api';
import {
  issuesToFieldErrors,
  saveErrorMessage,
  serverFieldErrors,
  toFormValues,
  toProfileUpdate,
  type ProfileFormValues,
} from '../model/profile-form';

/**
 * View and edit mode of the profile (product rules §4): Edit starts from the saved values, Cancel restores them,
 * Save posts and leaves edit mode on success. The dark-mode switch previews the theme while editing; the
 * saved choice comes back on Cancel or when the page is left.
 */
export function useProfileEditor(profile: UserProfile, cacheKey: string) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<ProfileFormValues>(() => toFormValues(profile));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [updateProfile, { isLoading: saving }] = useUpdateProfileMutation();
  const { message } = useAppFeedback();
  const dispatch = useAppDispatch();

  const values = editing ? draft : toFormValues(profile);

  useEffect(() => {
    dispatch(setDarkMode(values.dark_mode));
  }, [dispatch, values.dark_mode]);

  const savedDarkMode = useRef(profile.dark_mode);
  useEffect(() => {
    savedDarkMode.current = profile.dark_mode;
  }, [profile.dark_mode]);
  useEffect(() => () => void dispatch(setDarkMode(savedDarkMode.current)), [dispatch]);

  const startEditing = () => {
    setDraft(toFormValues(profile));
    setFieldErrors({});
    setEditing(true);
  };

  const cancel = () => {
    setDraft(toFormValues(profile));
    setFieldErrors({});
    setEditing(false);
  };

  const change = (patch: Partial<ProfileFormValues>) => {
    setDraft((current) => ({ ...current, ...patch }));
    // A field's message goes once the field changes.
    setFieldErrors((current) => {
      const remaining = { ...current };
      Object.keys(patch).forEach((field) => delete remaining[field]);
      return remaining;
    });
  };

  const save = async () => {
    const changes = toProfileUpdate(draft);
    const check = profileUpdateSchema.safeParse(changes);
    if (!check.success) {
      setFieldErrors(issuesToFieldErrors(check.error.issues));
      void message.error('Please correct the highlighted fields.');
      return;
    }
    const result = await updateProfile({ cacheKey, changes });
    if (result.error) {
      setFieldErrors(serverFieldErrors(result.error));
      void message.error(saveErrorMessage(result.error));
      return;
    }
    void message.success('Profile updated successfully!');
    setEditing(false);
  };

  return { editing, values, fieldErrors, saving, startEditing, cancel, change, save };
}

export type ProfileEditor = ReturnType<typeof useProfileEditor>;
