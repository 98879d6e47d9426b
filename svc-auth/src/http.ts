import type { Request } from 'express';

/** Express 5 leaves req.body undefined without a JSON body; validate it as {} so fields get "required". */
export const jsonBody = (req: Request): unknown => req.body ?? {};
