import { z } from 'zod';

export const idSchema = z.uuid({ error: 'Not a valid id' });
export const idParamsSchema = z.object({ id: idSchema });

/** An ISO-8601 timestamp on the wire. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true, error: 'Use an ISO 8601 date and time' });

export const STATUS_VALUES = [
  'active',
  'in_session',
  'in session',
  'inactive',
  'completed',
  'in_progress',
  'in progress',
  'pending',
] as const;
export const PRIORITY_VALUES = ['high', 'medium', 'low'] as const;
