import { CloseOutlined, EditOutlined, SaveOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import { displayName, type UserProfile } from '@vantage/client/profile';
import { formatLongDate } from '@/shared/model/dates';
import type { ProfileEditor } from '../hooks/use-profile-editor';
import { ProfilePicture } from './profile-picture';

export interface ProfileSummaryProps {
  profile: UserProfile;
  cacheKey: string;
  pictureTimestamp: number | undefined;
  editor: ProfileEditor;
}

/** Picture, name, email and member-since, with the Edit / Cancel / Save controls of the whole form. */
export function ProfileSummary({ profile, cacheKey, pictureTimestamp, editor }: ProfileSummaryProps) {
  const memberSince = formatLongDate(profile.created_at);
  // Without a name or username the display name is the email: show it once.
  const name = displayName(profile);
  return (
    <Card>
      <Flex wrap gap="large" align="center" justify="space-between">
        <Flex wrap gap="large" align="center">
          <ProfilePicture profile={profile} cacheKey={cacheKey} pictureTimestamp={pictureTimestamp} />
          <Flex vertical>
            <Typography.Title level={3} style={{ margin: 0, overflowWrap: 'anywhere' }}>
              {name}
            </Typography.Title>
            {name !== profile.email && <Typography.Text type="secondary">{profile.email}</Typography.Text>}
            {memberSince && <Typography.Text type="secondary">Member since {memberSince}</Typography.Text>}
          </Flex>
        </Flex>
        {editor.editing ? (
          <Flex gap="small">
            <Button icon={<CloseOutlined />} onClick={editor.cancel} disabled={editor.saving}>
              Cancel
            </Button>
            <Button type="primary" icon={<SaveOutlined />} onClick={() => void editor.save()} loading={editor.saving}>
              Save
            </Button>
          </Flex>
        ) : (
          <Button type="primary" icon={<EditOutlined />} onClick={editor.startEditing}>
            Edit
          </Button>
        )}
      </Flex>
    </Card>
  );
}
