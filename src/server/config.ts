import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { authModeSchema } from '../contract/auth';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalUrl = (protocols: RegExp, accepts: string) =>
  z.preprocess(emptyToUndefined, z.url({ protocol: protocols, error: `must be ${accepts}` }).optional());
const positiveInt = (fallback: number, max: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(1)
      .max(max)
      .default(fallback),
  );

const envSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyToUndefined,
    z.enum(['development', 'production', 'test']).default('production'),
  ),
  PORT: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65_535).default(3000),
  ),
  HOST: z.preprocess(emptyToUndefined, z.string().min(1).default('localhost')),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().min(1).default('./data')),
  DATABASE_URL: optionalUrl(/^postgres(ql)?$/, 'a postgres:// or postgresql:// URL'),
  AUTH_MODE: z.preprocess(emptyToUndefined, authModeSchema.default('demo')),
  REDIS_URL: optionalUrl(/^rediss?$/, 'a redis:// or rediss:// URL'),
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('false')
      .transform((value, context) => {
        const parsed = parseTrustProxy(value);
        if (typeof parsed === 'string') {
          context.addIssue({ code: 'custom', message: parsed });
          return z.NEVER;
        }
        return parsed;
      }),
  ),
  AUDIT_HMAC_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  AUDIT_HMAC_KEY_FILE: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  AUDIT_ANCHOR_FILE: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  WAITLIST_RATE_LIMIT: positiveInt(5, 10_000),
  BODY_LIMIT_BYTES: positiveInt(1_048_576, 52_428_800),
  MAX_REQUESTS_IN_FLIGHT: positiveInt(64, 100_000),
  WEB_DIST_DIR: z.preprocess(emptyToUndefined, z.string().min(1).default('./dist/web')),
  PHI_ENCRYPTION_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  SESSION_IDLE_MINUTES: positiveInt(15, 24 * 60),
  SESSION_ABSOLUTE_HOURS: positiveInt(12, 24 * 30),
  DEMO_SANDBOX_IDLE_HOURS: positiveInt(24, 24 * 365),
  DEMO_SANDBOX_RATE_LIMIT: positiveInt(10, 100_000),
  SIGN_IN_MAX_FAILURES: positiveInt(10, 1_000),
  SIGN_IN_MAX_FAILURES_PER_ADDRESS: positiveInt(50, 100_000),
  PASSWORD_RESET_HOURS: positiveInt(24, 24 * 7),
  IMPORT_TIME_LIMIT_MS: positiveInt(60_000, 3_600_000),
  IMPORT_MAX_PAGES: positiveInt(5_000, 1_000_000),
  IMPORT_MAX_TEXT_CHARS: positiveInt(20_000_000, 500_000_000),
  IMPORT_MAX_INFLATED_MB: positiveInt(256, 16_384),
  IMPORT_MEMORY_MB: positiveInt(512, 16_384),
  DISK_RESERVE_MB: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(0)
      .max(1_048_576)
      .default(64),
  ),
  AI_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['local', 'openai']).default('local')),
  OPENAI_BASE_URL: optionalUrl(/^https?$/, 'an http:// or https:// URL such as http://localhost:11434/v1'),
  OPENAI_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  OPENAI_MODEL: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  AI_TIMEOUT_MS: positiveInt(60_000, 600_000),
  TRANSCRIPTION_BASE_URL: optionalUrl(
    /^https?$/,
    'an http:// or https:// URL such as http://localhost:8000 (a Whisper-compatible server)',
  ),
  TRANSCRIPTION_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  TRANSCRIPTION_MODEL: z.preprocess(emptyToUndefined, z.string().min(1).default('whisper-1')),
  TRANSCRIPTION_TIMEOUT_MS: positiveInt(300_000, 3_600_000),
  EMBEDDINGS_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['local', 'openai']).default('local')),
  EMBEDDINGS_BASE_URL: optionalUrl(/^https?$/, 'an http:// or https:// URL such as http://localhost:11434'),
  EMBEDDINGS_MODEL: z.preprocess(emptyToUndefined, z.string().min(1).default('text-embedding-3-small')),
  EMBEDDINGS_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
});

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  authMode: z.infer<typeof authModeSchema>;
  redisUrl: string | undefined;
  /**
   * The reverse proxies whose X-Forwarded-For and X-Forwarded-Proto are believed: none (false), the number of
   * hops in front of the server, or their addresses and CIDR ranges. Never every sender.
   */
  trustProxy: TrustProxy;
  /** The audit chain's HMAC key (or the file that holds it) and its append-only anchor file, all outside the database. */
  audit: { hmacKey: string | undefined; keyFile: string; anchorFile: string };
  logLevel: string;
  waitlistRateLimit: number;
  bodyLimitBytes: number;
  /** Requests worked on at once; one more is answered 503 with Retry-After (http/admission.ts). */
  maxRequestsInFlight: number;
  webDistDir: string;
  phiEncryptionKey: string | undefined;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  demoSandboxIdleMs: number;
  /** New demo sandboxes per client address per hour; requests from this machine are exempt. */
  demoSandboxRateLimit: number;
  /** Failed sign-ins per account per 15 minutes before sign-in answers 429. */
  signInMaxFailures: number;
  /** Failed sign-ins per client address (any accounts) per 15 minutes before sign-in answers 429; this machine is exempt. */
  signInMaxFailuresPerAddress: number;
  /** How long a password reset link issued by the practice owner stays valid. */
  passwordResetMs: number;
  /** Limits on reading an imported reference file, which happens on a thread of its own. */
  imports: {
    timeLimitMs: number;
    maxPages: number;
    maxTextChars: number;
    /** What a PDF's compressed streams may decode to, in all. */
    maxInflatedBytes: number;
    /** The reading thread's JavaScript heap. */
    memoryMb: number;
  };
  /** Writes are refused (507) while the disk holding DATA_DIR has less free space than this; reads go on. */
  diskReserveBytes: number;
  /** 'local': the offline engine only. 'openai': an OpenAI-compatible server rewrites the engine's prose, checked. */
  ai:
    | { provider: 'local' }
    | { provider: 'openai'; baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number };
  /** A Whisper-compatible speech-to-text server for recorded or uploaded audio; undefined: audio transcription off. */
  transcription:
    { baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number } | undefined;
  /** 'local': the offline sentence encoder shipped with the app. 'openai': an OpenAI-compatible /v1/embeddings server. */
  embeddings:
    | { provider: 'local' }
    | { provider: 'openai'; baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number };
};

export type TrustProxy = false | number | string[];

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: 'false' (no proxy), a hop count, or a comma-separated list of proxy addresses and CIDR ranges
 * (or proxy-addr's names loopback, linklocal, uniquelocal). 'true' is refused: it would believe whatever
 * X-Forwarded-For a client sends. Answers the parsed value, or what is wrong as a string.
 */
export function parseTrustProxy(raw: string): TrustProxy | string {
  const value = raw.trim();
  if (value === 'false' || value === '0') return false;
  if (value === 'true') {
    return "true would believe any client's X-Forwarded-For; give the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.2,10.1.0.0/16)";
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 10 ? hops : 'must be a hop count from 1 to 10, or proxy addresses';
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length > 0) return `not an IP address or CIDR range: ${bad.join(', ')}`;
  return entries;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once; a bad value stops start-up with the variable's name and what it accepts. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.');
      return `  ${name}=${JSON.stringify(env[name] ?? '')}: ${describeIssue(issue)}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  return {
    nodeEnv: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    authMode: values.AUTH_MODE,
    redisUrl: values.REDIS_URL,
    trustProxy: values.TRUST_PROXY,
    audit: {
      hmacKey: values.AUDIT_HMAC_KEY,
      keyFile: path.resolve(values.AUDIT_HMAC_KEY_FILE ?? path.join(values.DATA_DIR, 'audit-hmac.key')),
      anchorFile: path.resolve(values.AUDIT_ANCHOR_FILE ?? path.join(values.DATA_DIR, 'audit-anchor.jsonl')),
    },
    logLevel: values.LOG_LEVEL,
    waitlistRateLimit: values.WAITLIST_RATE_LIMIT,
    bodyLimitBytes: values.BODY_LIMIT_BYTES,
    maxRequestsInFlight: values.MAX_REQUESTS_IN_FLIGHT,
    webDistDir: path.resolve(values.WEB_DIST_DIR),
    phiEncryptionKey: values.PHI_ENCRYPTION_KEY,
    sessionIdleMs: values.SESSION_IDLE_MINUTES * 60_000,
    sessionAbsoluteMs: values.SESSION_ABSOLUTE_HOURS * 3_600_000,
    demoSandboxIdleMs: values.DEMO_SANDBOX_IDLE_HOURS * 3_600_000,
    demoSandboxRateLimit: values.DEMO_SANDBOX_RATE_LIMIT,
    signInMaxFailures: values.SIGN_IN_MAX_FAILURES,
    signInMaxFailuresPerAddress: values.SIGN_IN_MAX_FAILURES_PER_ADDRESS,
    passwordResetMs: values.PASSWORD_RESET_HOURS * 3_600_000,
    imports: {
      timeLimitMs: values.IMPORT_TIME_LIMIT_MS,
      maxPages: values.IMPORT_MAX_PAGES,
      maxTextChars: values.IMPORT_MAX_TEXT_CHARS,
      maxInflatedBytes: values.IMPORT_MAX_INFLATED_MB * 1024 * 1024,
      memoryMb: values.IMPORT_MEMORY_MB,
    },
    diskReserveBytes: values.DISK_RESERVE_MB * 1024 * 1024,
    transcription: values.TRANSCRIPTION_BASE_URL
      ? {
          baseUrl: values.TRANSCRIPTION_BASE_URL,
          apiKey: values.TRANSCRIPTION_API_KEY,
          model: values.TRANSCRIPTION_MODEL,
          timeoutMs: values.TRANSCRIPTION_TIMEOUT_MS,
        }
      : undefined,
    ai:
      values.AI_PROVIDER === 'openai'
        ? {
            provider: 'openai',
            baseUrl: required(values.OPENAI_BASE_URL, 'OPENAI_BASE_URL', 'AI_PROVIDER=openai'),
            apiKey: values.OPENAI_API_KEY,
            model: required(values.OPENAI_MODEL, 'OPENAI_MODEL', 'AI_PROVIDER=openai'),
            timeoutMs: values.AI_TIMEOUT_MS,
          }
        : { provider: 'local' },
    embeddings:
      values.EMBEDDINGS_PROVIDER === 'openai'
        ? {
            provider: 'openai',
            baseUrl: required(
              values.EMBEDDINGS_BASE_URL ?? values.OPENAI_BASE_URL,
              'EMBEDDINGS_BASE_URL (or OPENAI_BASE_URL)',
              'EMBEDDINGS_PROVIDER=openai',
            ),
            apiKey: values.EMBEDDINGS_API_KEY ?? values.OPENAI_API_KEY,
            model: values.EMBEDDINGS_MODEL,
            timeoutMs: values.AI_TIMEOUT_MS,
          }
        : { provider: 'local' },
  };
}

function required(value: string | undefined, name: string, because: string): string {
  if (!value) throw new ConfigError(`Invalid configuration:\n  ${name} is required with ${because}`);
  return value;
}

function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_value') return `must be one of ${issue.values.map(String).join(', ')}`;
  if (issue.code === 'too_small') return `must be at least ${String(issue.minimum)}`;
  if (issue.code === 'too_big') return `must be at most ${String(issue.maximum)}`;
  return issue.message;
}
