// The module this remote exposes as './App': the shell renders it for every path this remote owns.
import { RemoteRoutes, type RemoteRoutesProps } from '@vantage/client/remote-routes';
import { BillingPage } from '../features/billing/components/BillingPage';
import { LoginPage } from '../features/login/components/LoginPage';
import { ForgotPasswordPage } from '../features/password-reset/components/ForgotPasswordPage';
import { PricingPage } from '../features/pricing/components/PricingPage';
import { ProfilePage } from '../features/profile/components/ProfilePage';
import { SignupPage } from '../features/signup/components/SignupPage';
import { SubscriptionSuccessPage } from '../features/subscription-success/components/SubscriptionSuccessPage';

// A feature's page per route path of the table in @vantage/contracts/ui-routes.
const screens: RemoteRoutesProps['screens'] = {
  '/login': LoginPage,
  '/signup': SignupPage,
  '/forgot-password': ForgotPasswordPage,
  '/profile': ProfilePage,
  '/settings': ProfilePage,
  '/pricing': PricingPage,
  '/subscription/success': SubscriptionSuccessPage,
  '/account/billing': BillingPage,
};

export default function App() {
  return <RemoteRoutes remote="account" screens={screens} />;
}
