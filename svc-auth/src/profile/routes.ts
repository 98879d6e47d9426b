import {
  profileOperation,
  profileUpdateOperation,
  pictureUploadOperation,
  pictureDeleteOperation,
} from '@vantage/contracts/api-operations';
import { documented } from '@vantage/service-kit/documented';
import { Router, type RequestHandler, type Response } from 'express';
import multer from 'multer';
import { profileUpdateSchema, type ProfileResponse, type UserProfile } from '@vantage/contracts/auth';
import type { Authenticator } from '@vantage/service-kit/auth';
import { fieldErrors, HttpError, parseInput } from '@vantage/service-kit/errors';
import { jsonBody } from '../http';
import type { ProfileService } from './service';

const FIELD = 'profile_picture';

/** One file in memory (never on disk before it is checked), with multer's failures as clear JSON errors. */
function pictureUpload(maxBytes: number): RequestHandler {
  const single = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  }).single(FIELD);
  const megabytes = Math.round((maxBytes / 1024 / 1024) * 10) / 10;
  return (req, res, next) => {
    single(req, res, (err: unknown) => {
      if (!err) return next();
      if (err instanceof multer.MulterError) {
        if (err.code === 'LIMIT_FILE_SIZE') {
          return next(new HttpError(413, { detail: `The picture is too large: the limit is ${megabytes} MB.` }));
        }
        if (err.code === 'LIMIT_UNEXPECTED_FILE') {
          return next(fieldErrors({ [FIELD]: [`Send one picture, in the field "${FIELD}".`] }));
        }
        return next(new HttpError(400, { detail: `The upload was refused: ${err.message}.` }));
      }
      next(new HttpError(400, { detail: 'The upload is not a valid multipart/form-data body.' }));
    });
  };
}

export function profileRouter(deps: {
  profiles: ProfileService;
  auth: Authenticator;
  pictureMaxBytes: number;
  /** The per-member upload limit. */
  pictureLimit: RequestHandler;
}): Router {
  const { profiles, auth } = deps;
  const router = Router();

  router.get(
    '/api/users/profile/',
    documented(profileOperation),
    auth.required,
    async (req, res: Response<UserProfile>) => {
      res.json(await profiles.get(req.auth!.id));
    },
  );

  router.post(
    '/api/users/profile/',
    documented(profileUpdateOperation),
    auth.required,
    async (req, res: Response<ProfileResponse>) => {
      const input = parseInput(profileUpdateSchema, jsonBody(req));
      res.json({ user: await profiles.update(req.auth!.id, input) });
    },
  );

  // Authentication and the member's limit first, so anonymous or excess uploads are never read.
  router.post(
    '/api/user/profile-picture/',
    documented(pictureUploadOperation),
    auth.required,
    deps.pictureLimit,
    pictureUpload(deps.pictureMaxBytes),
    async (req, res: Response<ProfileResponse>) => {
      if (!req.file) throw fieldErrors({ [FIELD]: ['No file was submitted.'] });
      res.json({ user: await profiles.replacePicture(req.auth!.id, req.file.buffer) });
    },
  );

  router.delete(
    '/api/user/profile-picture/delete/',
    documented(pictureDeleteOperation),
    auth.required,
    async (req, res: Response<ProfileResponse>) => {
      res.json({ user: await profiles.deletePicture(req.auth!.id) });
    },
  );

  return router;
}
