import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

const isLoopback = (address: string) =>
  address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');

/**
 * Requests from this machine skip the per-address limits (demo sandboxes, sign-ins), so local use and tests are
 * not throttled. Only with no proxy configured, and only when the request carries no forwarding header: behind a
 * proxy every request comes from loopback, and the exemption would lift the limit for the whole internet.
 */
export function isExemptFromAddressLimits(request: FastifyRequest, config: Config): boolean {
  if (config.trustProxy !== false) return false;
  const { headers } = request;
  if (headers['x-forwarded-for'] || headers.forwarded || headers['x-real-ip']) return false;
  return isLoopback(request.ip);
}
