import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PhiCipher } from '../../security/phi-cipher';

/**
 * Session audio a clinician chose to keep, encrypted at rest under `DATA_DIR/audio/<clinicianId>/`.
 * Audio is PHI like a transcript, so it goes through the same cipher (base64 inside, since the cipher takes text).
 */
export function createAudioStore(dataDir: string, cipher: PhiCipher) {
  const root = path.join(dataDir, 'audio');
  // Ids come from the database (UUIDs); the check keeps a bad id from ever naming a path outside the store.
  const folderOf = (clinicianId: string) => {
    if (!/^[0-9a-f-]{36}$/i.test(clinicianId)) throw new Error('a clinician id must be a UUID');
    return path.join(root, clinicianId);
  };

  return {
    /** Writes `<sessionId>-<epoch ms>.enc` (mode 0600) and returns its path. */
    async keep(clinicianId: string, sessionId: string, audio: Buffer, now: Date): Promise<string> {
      if (!/^[0-9a-f-]{36}$/i.test(sessionId)) throw new Error('a session id must be a UUID');
      const folder = folderOf(clinicianId);
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const file = path.join(folder, `${sessionId}-${now.getTime()}.enc`);
      await writeFile(file, cipher.encrypt(audio.toString('base64')), { mode: 0o600, flag: 'wx' });
      return file;
    },

    async read(file: string): Promise<Buffer> {
      return Buffer.from(cipher.decrypt(await readFile(file, 'utf8')), 'base64');
    },

    /** Removes every kept recording of a clinician (for deleting a workspace or an expired demo sandbox). */
    async removeAll(clinicianId: string): Promise<void> {
      await rm(folderOf(clinicianId), { recursive: true, force: true });
    },
  };
}

export type AudioStore = ReturnType<typeof createAudioStore>;
