import { SPORTS_TIMEZONE, type Calendar } from '@vantage/contracts/sports';
import { Router } from 'express';
import type { Clock } from '../clock/clock';

export function calendarRouter(clock: Clock): Router {
  const router = Router();
  router.get('/calendar/', (_req, res) => {
    const body: Calendar = {
      today: clock.today(),
      yesterday: clock.yesterday(),
      timezone: SPORTS_TIMEZONE,
      replay: clock.replay,
      replay_date: clock.replay ? clock.today() : null,
    };
    res.set('Cache-Control', 'no-cache').json(body);
  });
  return router;
}
