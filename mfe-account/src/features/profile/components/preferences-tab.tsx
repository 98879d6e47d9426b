import { Fragment } from 'react';
import { Flex, Typography } from 'antd';
import Switch from 'antd/es/switch';
import type { ProfileEditor } from '../hooks/use-profile-editor';
import type { ProfileFormValues } from '../model/profile-form';
import { PushSwitch } from './push-switch';

type Preference = 'email_notifications' | 'dark_mode';

const PREFERENCES: { field: Preference; label: string; description: string }[] = [
  {
    field: 'email_notifications',
    label: 'Email notifications',
    description: "A daily digest of your favourite teams' games with the Vantage pick, at 8:00 Eastern.",
  },
  { field: 'dark_mode', label: 'Dark mode', description: 'A dark colour scheme across Vantage.' },
];

export function PreferencesTab({ editor, cacheKey }: { editor: ProfileEditor; cacheKey: string }) {
  const { values, editing, change } = editor;
  const hasTeams = Object.values(values.favorite_teams).some((teams) => (teams?.length ?? 0) > 0);
  return (
    <Flex vertical gap="large">
      {!editing && <Typography.Text type="secondary">Choose Edit to change your preferences.</Typography.Text>}
      {PREFERENCES.map(({ field, label, description }) => (
        <Fragment key={field}>
          <PreferenceSwitch
            id={`preference-${field}`}
            label={label}
            description={description}
            checked={values[field]}
            disabled={!editing}
            onChange={(checked) => change({ [field]: checked } as Partial<ProfileFormValues>)}
          />
          {field === 'email_notifications' && <PushSwitch cacheKey={cacheKey} hasTeams={hasTeams} />}
        </Fragment>
      ))}
    </Flex>
  );
}

interface PreferenceSwitchProps {
  id: string;
  label: string;
  description: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}

function PreferenceSwitch({ id, label, description, checked, disabled, onChange }: PreferenceSwitchProps) {
  return (
    <Flex justify="space-between" align="center" gap="middle">
      <Flex vertical>
        <label htmlFor={id} style={{ fontWeight: 500 }}>
          {label}
        </label>
        <Typography.Text type="secondary" id={`${id}-description`}>
          {description}
        </Typography.Text>
      </Flex>
      <Switch
        id={id}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        aria-describedby={`${id}-description`}
      />
    </Flex>
  );
}
