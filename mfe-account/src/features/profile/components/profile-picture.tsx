import { DeleteOutlined, UploadOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex } from 'antd';
import Popconfirm from 'antd/es/popconfirm';
import Upload from 'antd/es/upload';
import { displayName, profilePictureSrc, type UserProfile } from '@vantage/client/profile';
import { useProfilePicture } from '../hooks/use-profile-picture';

export interface ProfilePictureProps {
  profile: UserProfile;
  cacheKey: string;
  pictureTimestamp: number | undefined;
}

/** The avatar with upload (images only, previewed first) and delete. */
export function ProfilePicture({ profile, cacheKey, pictureTimestamp }: ProfilePictureProps) {
  const picture = useProfilePicture(cacheKey);
  const name = displayName(profile);
  const src = picture.previewUrl ?? profilePictureSrc(profile.profile_picture, pictureTimestamp);

  return (
    <Flex vertical align="center" gap="small">
      <Avatar
        size={96}
        src={src}
        icon={<UserOutlined />}
        alt={picture.previewUrl ? `Preview of the new picture for ${name}` : `Profile picture of ${name}`}
      />
      {picture.previewUrl ? (
        <Flex gap="small">
          <Button type="primary" size="small" onClick={() => void picture.upload()} loading={picture.uploading}>
            Upload picture
          </Button>
          <Button size="small" onClick={picture.discard} disabled={picture.uploading}>
            Discard
          </Button>
        </Flex>
      ) : (
        <Flex gap="small" wrap justify="center">
          {/* Upload's own wrapper is the focusable button; the inner one is only its look. */}
          <Upload
            accept="image/*"
            showUploadList={false}
            beforeUpload={(file) => {
              picture.choose(file);
              return Upload.LIST_IGNORE;
            }}
          >
            <Button size="small" icon={<UploadOutlined />} tabIndex={-1}>
              {profile.profile_picture ? 'Change picture' : 'Add picture'}
            </Button>
          </Upload>
          {profile.profile_picture && (
            <Popconfirm
              title="Remove your profile picture?"
              okText="Remove"
              okButtonProps={{ danger: true }}
              onConfirm={() => picture.deletePicture()}
            >
              <Button size="small" danger icon={<DeleteOutlined />} loading={picture.removing}>
                Remove picture
              </Button>
            </Popconfirm>
          )}
        </Flex>
      )}
    </Flex>
  );
}
