import * as z from './zod';

export const idSchema = z.uuid({ error: 'Not a valid id' });
export const idParamsSchema = z.object({ id: idSchema });

/** An ISO-8601 timestamp on the wire. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true, error: 'Use an ISO 8601 date and time' });
