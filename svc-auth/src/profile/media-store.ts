import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Names this service generates; anything else is never touched on disk. */
const STORED_NAME = /^[a-f0-9]{32}\.webp$/;

/** Profile pictures in MEDIA_DIR under random names (the gateway serves the folder at /media/). */
export class MediaStore {
  constructor(private readonly deps: { directory: string }) {}

  async save(webp: Buffer): Promise<string> {
    await mkdir(this.deps.directory, { recursive: true });
    const name = `${randomBytes(16).toString('hex')}.webp`;
    await writeFile(path.join(this.deps.directory, name), webp, { flag: 'wx', mode: 0o644 });
    return name;
  }

  async remove(name: string | null): Promise<void> {
    if (!name || !STORED_NAME.test(name)) return;
    await rm(path.join(this.deps.directory, name), { force: true });
  }
}
