// Which remote owns a path (packages/contracts/src/ui-routes.ts): read before the page renders (its code and first
// data), on the server and in the browser, without the code that renders the remote's route.
import { matchPath } from 'react-router-dom';
import { REMOTE_ROUTES } from '@vantage/contracts/ui-routes';

/** The route table's row for `pathname`: which remote owns it. */
export const ownedRoute = (pathname: string) => REMOTE_ROUTES.find(({ path }) => matchPath(path, pathname));
