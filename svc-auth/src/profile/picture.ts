import sharp, { type Metadata } from 'sharp';

export const PICTURE_SIZE = 256;
/**
 * Decompression-bomb guard: dimensions are read from the header before any pixel is decoded. 16 MP takes a
 * phone's 12 MP photo and a 16 MP camera's; decoding more is work a 256-pixel avatar does not need.
 */
export const MAX_INPUT_PIXELS = 16_000_000;
/**
 * Decoding runs on libuv's thread pool, which password hashing shares (four threads): one picture at a time,
 * on one libvips thread, leaves the others to sign-ins however many uploads arrive; a few more wait their
 * turn and the rest are refused at once (503, try again) rather than queued without end.
 */
const DECODES_AT_ONCE = 1;
const DECODES_WAITING = 8;
sharp.concurrency(1);

export class PictureRejected extends Error {}
/** Too many pictures are being decoded: the client tries again in a few seconds. */
export class PicturesBusy extends Error {}

class DecodeQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running < DECODES_AT_ONCE) this.running += 1;
    else if (this.waiting.length < DECODES_WAITING) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else throw new PicturesBusy();
    try {
      return await job();
    } finally {
      // The slot passes straight to the next in line.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

const decodes = new DecodeQueue();

const NOT_AN_IMAGE = 'Upload a valid image. The file you uploaded was either not an image or a corrupted image.';
const TOO_MANY_PIXELS = `Upload a smaller image: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`;

/** Raster formats accepted, recognised by their leading bytes (never by name or declared type). */
const SIGNATURES: Array<{ format: string; matches: (bytes: Buffer) => boolean }> = [
  { format: 'jpeg', matches: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    format: 'png',
    matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { format: 'gif', matches: (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')) },
  {
    format: 'webp',
    matches: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/**
 * Turns an upload into a clean 256×256 WebP: the content must be a JPEG, PNG, GIF or WebP by its bytes
 * and by libvips' own reading (so SVG, HTML and scripts are refused before any parser sees them), within
 * the pixel limit; re-encoding drops metadata and anything appended to the image (polyglots).
 */
export async function normalisePicture(upload: Buffer): Promise<Buffer> {
  const signature = SIGNATURES.find((candidate) => candidate.matches(upload));
  if (!signature) throw new PictureRejected(NOT_AN_IMAGE);
  return decodes.run(() => decode(upload, signature.format));
}

async function decode(upload: Buffer, format: string): Promise<Buffer> {
  const image = sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  let metadata: Metadata;
  try {
    metadata = await image.metadata();
  } catch (err) {
    throw rejection(err);
  }
  if (metadata.format !== format || !metadata.width || !metadata.height) throw new PictureRejected(NOT_AN_IMAGE);
  try {
    return await image.rotate().resize(PICTURE_SIZE, PICTURE_SIZE, { fit: 'cover' }).webp({ quality: 82 }).toBuffer();
  } catch (err) {
    throw rejection(err);
  }
}

/** libvips checks the header's dimensions against limitInputPixels before decoding any pixel. */
const rejection = (err: unknown) =>
  new PictureRejected(/pixel limit/.test(String(err)) ? TOO_MANY_PIXELS : NOT_AN_IMAGE);
