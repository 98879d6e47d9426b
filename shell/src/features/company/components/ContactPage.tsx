import { Typography } from 'antd';
import { Link } from 'react-router-dom';
import { CompanyPage } from './CompanyPage';

export const CONTACT_EMAIL = 'support@vantage.example';

/** /contact: one address for everything, and where to look first. */
export function ContactPage() {
  return (
    <CompanyPage title="Contact" lead="Questions about your account, your plan or a prediction">
      <Typography.Paragraph>
        Write to <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>. Please send from the address you signed up
        with when your question is about your account or your plan.
      </Typography.Paragraph>
      <Typography.Paragraph>
        You can change your profile and notification settings yourself in <Link to="/settings">Settings</Link>, see or
        change your plan on <Link to="/pricing">Pricing</Link>, and reset a forgotten password from{' '}
        <Link to="/forgot-password">Forgot password</Link>.
      </Typography.Paragraph>
    </CompanyPage>
  );
}
