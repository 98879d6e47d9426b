import { Typography } from 'antd';
import { Link } from 'react-router-dom';
import { TRIAL_PERIOD_DAYS } from '@vantage/contracts/tiers';
import { CompanyPage } from './company-page';

const { Title, Paragraph } = Typography;

/** /terms: the terms of using Vantage, limited to what the product actually does and promises. */
export function TermsPage() {
  return (
    <CompanyPage title="Terms of Service" lead="What you can expect from Vantage, and what it does not promise">
      <Title level={4}>Predictions are estimates</Title>
      <Paragraph>
        Win probabilities, Vantage scores, trends and expected values are statistical estimates from past games. Single
        games often go the other way: how often the model has been right is published on the{' '}
        <Link to="/analytics">Analytics</Link> page. Nothing on Vantage is a promise of any result or advice to place a
        bet; if you bet, you decide and carry the risk.
      </Paragraph>

      <Title level={4}>Plans</Title>
      <Paragraph>
        Guests see one free insight in each list of games; a free account shows every game. Paid plans, what each one
        unlocks and their prices are listed on <Link to="/pricing">Pricing</Link>. Every paid plan starts with a{' '}
        {TRIAL_PERIOD_DAYS}-day free trial and can be cancelled at any time.
      </Paragraph>

      <Title level={4}>Your account</Title>
      <Paragraph>
        Keep your password to yourself; you are responsible for what is done with your account. Do not try to get around
        plan limits, overload the service or reach data that is not yours.
      </Paragraph>

      <Title level={4}>Data</Title>
      <Paragraph>
        Game data comes from Retrosheet and other sources credited on the <Link to="/about">About Us</Link> page, under
        their own terms.
      </Paragraph>

      <Paragraph>
        Questions: write to us through the <Link to="/contact">contact form</Link>.
      </Paragraph>
    </CompanyPage>
  );
}
