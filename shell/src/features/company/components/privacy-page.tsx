import { Typography } from 'antd';
import { Link } from 'react-router-dom';
import { CompanyPage } from './company-page';

const { Title, Paragraph } = Typography;

/** /privacy: what Vantage keeps about you, as the services actually store it. */
export function PrivacyPage() {
  return (
    <CompanyPage title="Privacy Policy" lead="What Vantage stores about you, why, and how to change or remove it">
      <Title level={4}>Your account</Title>
      <Paragraph>
        We store your email address and your password as an argon2id hash (never the password itself), and what you
        choose to add to your profile: name, username, phone number, bio, favourite sports and teams, notification and
        dark-mode settings, and a profile picture. You can change or delete these in{' '}
        <Link to="/settings">Settings</Link>.
      </Paragraph>

      <Title level={4}>Signing in</Title>
      <Paragraph>
        Your browser keeps your access and refresh tokens, your email and your picture&apos;s address in local storage
        so you stay signed in; logging out removes them. The server keeps only a hash of each refresh token. Sign-in and
        sign-up attempts are counted per IP address and per account to slow down password guessing.
      </Paragraph>

      <Title level={4}>Payments</Title>
      <Paragraph>
        Card payments are handled by our payment provider (Stripe) on its own checkout page: your card number never
        reaches Vantage. We keep your plan, its status, the provider&apos;s customer and subscription references and
        your invoices. An installation without a payment provider uses a sandbox checkout that takes no card at all.
      </Paragraph>

      <Title level={4}>Logs</Title>
      <Paragraph>
        Our services log each request&apos;s method, path and a request id to keep the product running and to trace
        errors. We do not use advertising or third-party tracking scripts.
      </Paragraph>

      <Title level={4}>Questions and deletion</Title>
      <Paragraph>
        To ask what we hold about you or to have your account deleted, log in and write to us through the{' '}
        <Link to="/contact">contact form</Link>, so we know the account is yours.
      </Paragraph>
    </CompanyPage>
  );
}
