// The module this remote exposes as './App': the shell renders it for every path this remote owns. Each
// screen is its own chunk, so a page evaluates only its own code (the pricing page on a phone was waiting for
// the profile, billing and sign-up screens' code too).
import { lazyScreen, remoteApp, type Screens } from '@vantage/client/remote-routes';

const ProfileScreen = lazyScreen(() =>
  import('../features/profile/components/profile-page').then(({ ProfilePage }) => ({ default: ProfilePage })),
);

// A feature's page per route path of the table in @vantage/contracts/ui-routes.
const screens: Screens = {
  '/login': lazyScreen(() =>
    import('../features/login/components/login-page').then(({ LoginPage }) => ({ default: LoginPage })),
  ),
  '/signup': lazyScreen(() =>
    import('../features/signup/components/signup-page').then(({ SignupPage }) => ({ default: SignupPage })),
  ),
  '/forgot-password': lazyScreen(() =>
    import('../features/password-reset/components/forgot-password-page').then(({ ForgotPasswordPage }) => ({
      default: ForgotPasswordPage,
    })),
  ),
  '/profile': ProfileScreen,
  '/settings': ProfileScreen,
  '/pricing': lazyScreen(() =>
    import('../features/pricing/components/pricing-page').then(({ PricingPage, prefetch }) => ({
      default: PricingPage,
      prefetch,
    })),
  ),
  '/subscription/success': lazyScreen(() =>
    import('../features/subscription-success/components/subscription-success-page').then(
      ({ SubscriptionSuccessPage }) => ({ default: SubscriptionSuccessPage }),
    ),
  ),
  '/account/billing': lazyScreen(() =>
    import('../features/billing/components/billing-page').then(({ BillingPage }) => ({ default: BillingPage })),
  ),
};

const exposed = remoteApp('account', screens);
export const preload = exposed.preload;
export default exposed.App;
