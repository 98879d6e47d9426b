import { useEffect, useState } from 'react';
import { useAppFeedback } from '@vantage/client/app-feedback';
import { useDeleteProfilePictureMutation, useUploadProfilePictureMutation } from '../api/profile-api';
import { pictureErrorMessage } from '../model/profile-form';

/**
 * Picture upload with a preview, and delete. A chosen file must be an image (the service checks the
 * bytes again); it shows as a preview until the user uploads or discards it.
 */
export function useProfilePicture(cacheKey: string) {
  // The chosen file with its preview's object URL, made when it is chosen and released when it is replaced.
  const [chosen, setChosen] = useState<{ file: File; previewUrl: string } | null>(null);
  const [upload, { isLoading: uploading }] = useUploadProfilePictureMutation();
  const [remove, { isLoading: removing }] = useDeleteProfilePictureMutation();
  const { message } = useAppFeedback();

  useEffect(() => {
    if (chosen) return () => URL.revokeObjectURL(chosen.previewUrl);
  }, [chosen]);

  /** Keeps an image for preview; refuses anything else. */
  const choose = (file: File) => {
    if (!file.type.startsWith('image/')) {
      void message.error('Please choose an image file (JPEG, PNG, GIF or WebP).');
      return;
    }
    setChosen({ file, previewUrl: URL.createObjectURL(file) });
  };

  const uploadChosen = async () => {
    if (!chosen) return;
    const result = await upload({ cacheKey, file: chosen.file });
    if (result.error) {
      void message.error(pictureErrorMessage('Failed to upload profile picture', result.error));
      return;
    }
    setChosen(null);
    void message.success('Profile picture updated successfully!');
  };

  const deletePicture = async () => {
    const result = await remove({ cacheKey });
    if (result.error) {
      void message.error(pictureErrorMessage('Failed to delete profile picture', result.error));
      return;
    }
    void message.success('Profile picture deleted successfully!');
  };

  return {
    previewUrl: chosen?.previewUrl ?? null,
    choose,
    discard: () => setChosen(null),
    upload: uploadChosen,
    deletePicture,
    uploading,
    removing,
  };
}
