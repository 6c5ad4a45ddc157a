import { createCipheriv, createDecipheriv, randomBytes, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readFile, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PhiCipher } from '../../security/phi-cipher';

/**
 * Session audio under `DATA_DIR/audio/`: an upload is written to disk as it arrives (`audio/.incoming/`), never held
 * whole in memory, and is either moved into `audio/<clinicianId>/` when the clinician keeps it or deleted.
 *
 * Audio is PHI like a transcript, so it is encrypted from its first byte: each file has its own AES-256-GCM data key,
 * stored in the file's first line wrapped by the PHI cipher (the same key as transcripts). Layout:
 * `cw-audio-v2\n<wrapped key>\n<12-byte IV><ciphertext><16-byte tag>`. Files kept before streaming (the whole file
 * one `cipher.encrypt` of base64) are still read.
 */

const MAGIC = 'cw-audio-v2';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** An upload file older than this belongs to no request still running (the longest is the transcription timeout). */
const ABANDONED_UPLOAD_MS = 24 * 3_600_000;

/** The upload went past `maxBytes`; what was written is removed. */
export class AudioTooLarge extends Error {
  override name = 'AudioTooLarge';
}

const RECEIVED = Symbol('received audio');

/** Whether a request body is an upload `receive` wrote to disk. */
export function isReceivedAudio(value: unknown): value is ReceivedAudio {
  return typeof value === 'object' && value !== null && RECEIVED in value;
}

export type ReceivedAudio = {
  readonly [RECEIVED]: true;
  readonly size: number;
  /** The plaintext audio, decrypted as it is read. */
  open(): Readable;
  /** Moves the encrypted file into the clinician's folder as `<sessionId>-<epoch ms>.enc` (mode 0600). */
  keep(clinicianId: string, sessionId: string, now: Date): Promise<string>;
  /** Deletes the file unless kept; safe to call more than once. */
  discard(): Promise<void>;
};

/** Reads the header of a v2 file: the data key and where the IV starts. */
async function headerOf(
  cipher: PhiCipher,
  file: string,
): Promise<{ key: Buffer; dataStart: number } | undefined> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(1024);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const text = head.subarray(0, bytesRead).toString('latin1');
    if (!text.startsWith(`${MAGIC}\n`)) return undefined;
    const end = text.indexOf('\n', MAGIC.length + 1);
    if (end < 0) throw new Error('a kept audio file has a damaged header');
    const key = Buffer.from(cipher.decrypt(text.slice(MAGIC.length + 1, end)), 'base64');
    return { key, dataStart: end + 1 };
  } finally {
    await handle.close();
  }
}

/** The plaintext of a v2 file as a stream; a file changed on disk fails at its end (the GCM tag). */
function openDecrypted(cipher: PhiCipher, file: string): Readable {
  const output = new PassThrough();
  void (async () => {
    const header = await headerOf(cipher, file);
    if (!header) throw new Error('not a streamed audio file');
    const { size } = await stat(file);
    const handle = await open(file, 'r');
    const iv = Buffer.alloc(IV_BYTES);
    const tag = Buffer.alloc(TAG_BYTES);
    try {
      await handle.read(iv, 0, IV_BYTES, header.dataStart);
      await handle.read(tag, 0, TAG_BYTES, size - TAG_BYTES);
    } finally {
      await handle.close();
    }
    const decipher = createDecipheriv('aes-256-gcm', header.key, iv);
    decipher.setAuthTag(tag);
    const start = header.dataStart + IV_BYTES;
    const end = size - TAG_BYTES - 1;
    await pipeline(
      end >= start ? createReadStream(file, { start, end }) : Readable.from([]),
      decipher,
      output,
    );
  })().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return output;
}

/** Encrypts what is written to it, ending with the GCM tag. */
function sealer(key: Buffer, iv: Buffer): Transform {
  const encrypt = createCipheriv('aes-256-gcm', key, iv);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(null, encrypt.update(chunk));
    },
    flush(done) {
      done(null, Buffer.concat([encrypt.final(), encrypt.getAuthTag()]));
    },
  });
}

export function createAudioStore(dataDir: string, cipher: PhiCipher) {
  const root = path.join(dataDir, 'audio');
  const incoming = path.join(root, '.incoming');
  // Ids come from the database (UUIDs); the check keeps a bad id from ever naming a path outside the store.
  const folderOf = (clinicianId: string) => {
    if (!/^[0-9a-f-]{36}$/i.test(clinicianId)) throw new Error('a clinician id must be a UUID');
    return path.join(root, clinicianId);
  };

  return {
    /**
     * Writes an upload to disk, encrypted, as it arrives. Over `maxBytes` it stops reading, removes the file and
     * fails with AudioTooLarge; any other failure (the client went away, the disk is full) removes it too.
     */
    async receive(body: Readable, maxBytes: number): Promise<ReceivedAudio> {
      await mkdir(incoming, { recursive: true, mode: 0o700 });
      const file = path.join(incoming, `${randomUUID()}.part`);
      const key = randomBytes(32);
      const iv = randomBytes(IV_BYTES);
      const sealed = sealer(key, iv);
      const out = createWriteStream(file, { flags: 'wx', mode: 0o600 });
      out.write(`${MAGIC}\n${cipher.encrypt(key.toString('base64'))}\n`);
      out.write(iv);
      let size = 0;
      // The request is read by hand rather than piped: over the limit, reading stops but the connection stays open,
      // so the caller still gets the 413. A failed write (a full disk) stops the reading the same way.
      await new Promise<void>((resolve, reject) => {
        let isStopped = false;
        const stop = (error: Error) => {
          if (isStopped) return;
          isStopped = true;
          body.off('data', onData);
          body.off('end', onEnd);
          body.off('error', stop);
          body.off('aborted', onAborted);
          body.pause();
          sealed.destroy();
          out.destroy();
          reject(error);
        };
        const onData = (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) return stop(new AudioTooLarge(`the audio is over ${String(maxBytes)} bytes`));
          if (!sealed.write(chunk)) {
            body.pause();
            sealed.once('drain', () => body.resume());
          }
        };
        const onEnd = () => sealed.end();
        const onAborted = () => stop(new Error('the upload was cut off'));
        pipeline(sealed, out).then(() => {
          if (!isStopped) resolve();
        }, stop);
        body.on('data', onData);
        body.once('end', onEnd);
        body.once('error', stop);
        body.once('aborted', onAborted);
      }).catch(async (error: unknown) => {
        await rm(file, { force: true });
        throw error;
      });
      let isGone = false;
      return {
        [RECEIVED]: true,
        size,
        open: () => openDecrypted(cipher, file),
        async keep(clinicianId, sessionId, now) {
          if (!/^[0-9a-f-]{36}$/i.test(sessionId)) throw new Error('a session id must be a UUID');
          const folder = folderOf(clinicianId);
          await mkdir(folder, { recursive: true, mode: 0o700 });
          const kept = path.join(folder, `${sessionId}-${now.getTime()}.enc`);
          await rename(file, kept);
          isGone = true;
          return kept;
        },
        async discard() {
          if (isGone) return;
          isGone = true;
          await rm(file, { force: true });
        },
      };
    },

    async read(file: string): Promise<Buffer> {
      const header = await headerOf(cipher, file);
      if (!header) return Buffer.from(cipher.decrypt(await readFile(file, 'utf8')), 'base64');
      const parts: Buffer[] = [];
      for await (const part of openDecrypted(cipher, file)) parts.push(part as Buffer);
      return Buffer.concat(parts);
    },

    /** Removes the kept recordings of one session (`<sessionId>-<epoch ms>.enc`); the number removed. */
    async removeSession(clinicianId: string, sessionId: string): Promise<number> {
      if (!/^[0-9a-f-]{36}$/i.test(sessionId)) throw new Error('a session id must be a UUID');
      const folder = folderOf(clinicianId);
      let names: string[];
      try {
        names = await readdir(folder);
      } catch (error) {
        // No folder: nothing was ever kept for this clinician.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
        throw error;
      }
      const kept = names.filter((name) => name.startsWith(`${sessionId}-`) && name.endsWith('.enc'));
      for (const name of kept) await rm(path.join(folder, name), { force: true });
      return kept.length;
    },

    /** Removes every kept recording of a clinician (for deleting a workspace or an expired demo sandbox). */
    async removeAll(clinicianId: string): Promise<void> {
      await rm(folderOf(clinicianId), { recursive: true, force: true });
    },

    /** Removes uploads a crashed or killed process left behind. */
    async removeAbandonedUploads(now: Date): Promise<void> {
      let names: string[];
      try {
        names = await readdir(incoming);
      } catch {
        return;
      }
      for (const name of names) {
        const file = path.join(incoming, name);
        const info = await stat(file).catch(() => undefined);
        if (info && now.getTime() - info.mtimeMs > ABANDONED_UPLOAD_MS) await rm(file, { force: true });
      }
    },
  };
}
