import { calendarOperation } from '@vantage/contracts/api-operations';
import { documented } from '@vantage/service-kit/documented';
import { SPORTS_TIMEZONE, type Calendar } from '@vantage/contracts/sports';
import { GUEST_SHARED_HEADERS } from '@vantage/service-kit/responses';
import { Router } from 'express';
import type { Clock } from '../../clock/clock';

export function calendarRouter(clock: Clock): Router {
  const router = Router();
  router.get('/calendar/', documented(calendarOperation), (_req, res) => {
    const body: Calendar = {
      today: clock.today(),
      yesterday: clock.yesterday(),
      timezone: SPORTS_TIMEZONE,
      replay: clock.replay,
      replay_date: clock.replay ? clock.today() : null,
    };
    // The same for everyone: shared by the gateway for a second, so a new day shows within one.
    res.set(GUEST_SHARED_HEADERS).json(body);
  });
  return router;
}
