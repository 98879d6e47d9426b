import { useEffect, useState } from 'react';
import { Alert, Button, Flex, Input, Typography } from 'antd';
import Select from 'antd/es/select';
import Form from 'antd/es/form';
import { Link } from 'react-router-dom';
import { useSession } from '@vantage/client/use-session';
import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_TOPICS } from '@vantage/contracts/auth';
import { sendContactMessage } from '../api/contact-api';
import {
  serverFieldErrors,
  toContactRequest,
  TOPIC_LABELS,
  type ContactFieldErrors,
  type ContactFormValues,
} from '../model/contact-form';
import { CompanyPage } from './company-page';

const TOPIC_OPTIONS = CONTACT_TOPICS.map((topic) => ({ value: topic, label: TOPIC_LABELS[topic] }));

/** /contact: a form that queues the message for the team (svc-auth's outbox), and where to look first. */
export function ContactPage() {
  const session = useSession();
  // Signed in, support replies to the account's address: the field shows it and cannot be changed.
  const accountEmail = session.accessToken ? session.email : null;
  const [form] = Form.useForm<ContactFormValues>();
  const [fieldErrors, setFieldErrors] = useState<ContactFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (accountEmail) form.setFieldValue('email', accountEmail);
  }, [form, accountEmail, sent]);

  const submit = async (values: ContactFormValues) => {
    setFailure(null);
    const checked = toContactRequest({ ...values, email: accountEmail ?? values.email });
    if ('errors' in checked) return setFieldErrors(checked.errors);
    setSending(true);
    try {
      setSent((await sendContactMessage(checked.request)).detail);
      form.resetFields();
    } catch (error) {
      const errors = serverFieldErrors(error);
      setFieldErrors(errors);
      if (Object.keys(errors).length === 0) setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setSending(false);
    }
  };

  // A field's message goes once the field changes.
  const clearChanged = (changed: ContactFormValues) =>
    setFieldErrors((current) => {
      const remaining = { ...current };
      Object.keys(changed).forEach((field) => delete remaining[field as keyof ContactFormValues]);
      return remaining;
    });

  const feedback = (field: keyof ContactFormValues) =>
    fieldErrors[field] ? { validateStatus: 'error' as const, help: fieldErrors[field] } : {};

  return (
    <CompanyPage title="Contact" lead="Questions about your account, your plan or a prediction">
      <Typography.Paragraph>
        Write to the team here; we answer by email within two working days.
        {!accountEmail && (
          <>
            {' '}
            When your question is about your account or your plan, <Link to="/login">log in</Link> first so we know the
            account is yours.
          </>
        )}
      </Typography.Paragraph>
      {sent ? (
        <Flex vertical align="start" gap={12} style={{ marginBottom: 16 }}>
          <Alert type="success" showIcon message={sent} style={{ width: '100%' }} />
          <Button onClick={() => setSent(null)}>Write another message</Button>
        </Flex>
      ) : (
        <Form
          form={form}
          layout="vertical"
          requiredMark="optional"
          onFinish={submit}
          onValuesChange={clearChanged}
          disabled={sending}
          style={{ marginBottom: 16 }}
        >
          <Form.Item
            name="email"
            label="Your email"
            required
            extra={accountEmail ? 'We reply to the address of the account you are logged in with.' : undefined}
            {...feedback('email')}
          >
            <Input type="email" autoComplete="email" disabled={Boolean(accountEmail)} />
          </Form.Item>
          <Form.Item name="name" label="Your name" {...feedback('name')}>
            <Input autoComplete="name" maxLength={150} />
          </Form.Item>
          <Form.Item name="topic" label="Topic" required {...feedback('topic')}>
            <Select options={TOPIC_OPTIONS} placeholder="Choose a topic" />
          </Form.Item>
          <Form.Item name="message" label="Message" required {...feedback('message')}>
            <Input.TextArea rows={6} showCount maxLength={CONTACT_MESSAGE_MAX_LENGTH} />
          </Form.Item>
          {failure && <Alert type="error" showIcon message={failure} style={{ marginBottom: 16 }} />}
          <Button type="primary" htmlType="submit" loading={sending}>
            Send message
          </Button>
        </Form>
      )}
      <Typography.Paragraph>
        You can change your profile and notification settings yourself in <Link to="/settings">Settings</Link>, see or
        change your plan on <Link to="/pricing">Pricing</Link>, and reset a forgotten password from{' '}
        <Link to="/forgot-password">Forgot password</Link>.
      </Typography.Paragraph>
    </CompanyPage>
  );
}
