import type { ReactNode } from 'react';
import { Col, Input, Row, Typography } from 'antd';
import Descriptions from 'antd/es/descriptions';
import Form from 'antd/es/form';
import { BIO_MAX_LENGTH } from '@vantage/contracts/auth';
import type { UserProfile } from '@vantage/client/profile';
import { formatLongDate } from '@/shared/model/dates';
import type { ProfileEditor } from '../hooks/use-profile-editor';
import { BANKROLL_HELP, bankrollText, type ProfileFormValues } from '../model/profile-form';

type TextField = 'first_name' | 'last_name' | 'username' | 'phone_number' | 'date_of_birth';

const TEXT_FIELDS: { field: TextField; label: string; type?: string; autoComplete: string }[] = [
  { field: 'first_name', label: 'First name', autoComplete: 'given-name' },
  { field: 'last_name', label: 'Last name', autoComplete: 'family-name' },
  { field: 'username', label: 'Username', autoComplete: 'username' },
  { field: 'phone_number', label: 'Phone number', type: 'tel', autoComplete: 'tel' },
  { field: 'date_of_birth', label: 'Date of birth', type: 'date', autoComplete: 'bday' },
];

function notSet(value: ReactNode) {
  return (
    value || (
      <Typography.Text type="secondary" italic>
        Not set
      </Typography.Text>
    )
  );
}

export function PersonalTab({ profile, editor }: { profile: UserProfile; editor: ProfileEditor }) {
  const { values, editing, fieldErrors, change } = editor;
  if (!editing) {
    return (
      <Descriptions column={{ xs: 1, sm: 2, md: 2, lg: 3, xl: 3, xxl: 3 }} layout="vertical" colon={false}>
        <Descriptions.Item label="First name">{notSet(values.first_name)}</Descriptions.Item>
        <Descriptions.Item label="Last name">{notSet(values.last_name)}</Descriptions.Item>
        <Descriptions.Item label="Username">{notSet(values.username)}</Descriptions.Item>
        <Descriptions.Item label="Email">{profile.email}</Descriptions.Item>
        <Descriptions.Item label="Phone number">{notSet(values.phone_number)}</Descriptions.Item>
        <Descriptions.Item label="Date of birth">
          {notSet(formatLongDate(values.date_of_birth && `${values.date_of_birth}T12:00:00Z`))}
        </Descriptions.Item>
        <Descriptions.Item label="Bankroll">
          {notSet(profile.bankroll === null ? '' : bankrollText(profile.bankroll))}
        </Descriptions.Item>
        <Descriptions.Item label="Bio" span="filled">
          <span style={{ whiteSpace: 'pre-wrap' }}>{notSet(values.bio)}</span>
        </Descriptions.Item>
      </Descriptions>
    );
  }

  const fieldProps = (field: keyof ProfileFormValues, label: string) => ({
    label,
    htmlFor: `profile-${field}`,
    validateStatus: fieldErrors[field] ? ('error' as const) : undefined,
    help: fieldErrors[field],
  });

  return (
    <Form layout="vertical" component="div">
      <Row gutter={16}>
        {TEXT_FIELDS.map(({ field, label, type, autoComplete }) => (
          <Col xs={24} md={12} key={field}>
            <Form.Item {...fieldProps(field, label)}>
              <Input
                id={`profile-${field}`}
                type={type}
                autoComplete={autoComplete}
                value={values[field]}
                onChange={(event) => change({ [field]: event.target.value })}
              />
            </Form.Item>
          </Col>
        ))}
        <Col xs={24} md={12}>
          <Form.Item label="Email" htmlFor="profile-email" extra="Your sign-in email cannot be changed here.">
            <Input id="profile-email" value={profile.email} readOnly disabled />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item {...fieldProps('bankroll', 'Bankroll')} extra={BANKROLL_HELP}>
            <Input
              id="profile-bankroll"
              inputMode="decimal"
              autoComplete="off"
              value={values.bankroll}
              onChange={(event) => change({ bankroll: event.target.value })}
              placeholder="Not set"
            />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item {...fieldProps('bio', 'Bio')}>
            <Input.TextArea
              id="profile-bio"
              rows={4}
              showCount
              maxLength={BIO_MAX_LENGTH}
              value={values.bio}
              onChange={(event) => change({ bio: event.target.value })}
              placeholder="Tell other fans about yourself"
            />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
