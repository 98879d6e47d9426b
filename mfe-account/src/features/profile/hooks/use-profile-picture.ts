import { useEffect, useState } from 'react';
import { App } from 'antd';
import { useDeleteProfilePictureMutation, useUploadProfilePictureMutation } from '../api/profile-api';
import { pictureErrorMessage } from '../model/profile-form';

/**
 * Picture upload with a preview, and delete. A chosen file must be an image (the service checks the
 * bytes again); it shows as a preview until the user uploads or discards it.
 */
export function useProfilePicture(cacheKey: string) {
  const [chosen, setChosen] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [upload, { isLoading: uploading }] = useUploadProfilePictureMutation();
  const [remove, { isLoading: removing }] = useDeleteProfilePictureMutation();
  const { message } = App.useApp();

  useEffect(() => {
    if (!chosen) return setPreviewUrl(null);
    const url = URL.createObjectURL(chosen);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [chosen]);

  /** Keeps an image for preview; refuses anything else. */
  const choose = (file: File) => {
    if (!file.type.startsWith('image/')) {
      void message.error('Please choose an image file (JPEG, PNG, GIF or WebP).');
      return;
    }
    setChosen(file);
  };

  const uploadChosen = async () => {
    if (!chosen) return;
    const result = await upload({ cacheKey, file: chosen });
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
    previewUrl,
    choose,
    discard: () => setChosen(null),
    upload: uploadChosen,
    deletePicture,
    uploading,
    removing,
  };
}
