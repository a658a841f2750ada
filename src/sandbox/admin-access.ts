/**
 * Who may use the control API. Without an admin token, loopback clients only (the CLI refuses to
 * listen elsewhere without one) and no page of another site; with a token, whoever presents it.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { emptyAdminToken, invalidAdminToken, loopbackOnly } from '../contract/error-catalogue.ts';

const IPV4_LOOPBACK = /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;

/** A socket address on the loopback interface: 127.0.0.0/8 or ::1, also IPv4-mapped. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.replace(/^::ffff:/i, '');
  return IPV4_LOOPBACK.test(plain) || plain === '::1' || plain === '0:0:0:0:0:0:0:1';
}

/** A `--host` that only loopback clients can reach. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (bare === 'localhost') return true;
  return isIP(bare) !== 0 && isLoopbackAddress(bare);
}

function isLoopbackOrigin(origin: string): boolean {
  try {
    return isLoopbackHost(new URL(origin).hostname);
  } catch {
    return false;
  }
}

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

export function adminAccess(adminToken: string | undefined): RequestHandler {
  const expected = adminToken === undefined ? undefined : digest(adminToken);
  return (req: Request, _res: Response, next: NextFunction) => {
    if (expected) {
      const presented = /^Bearer +(\S+) *$/i.exec(req.headers.authorization ?? '')?.[1];
      if (presented === undefined) throw emptyAdminToken();
      // Compared as digests: equal lengths, and no timing hint of how much of the token matched.
      if (!timingSafeEqual(digest(presented), expected)) throw invalidAdminToken();
    } else {
      const origin = req.headers.origin;
      if (
        !isLoopbackAddress(req.socket.localAddress) ||
        (origin !== undefined && !isLoopbackOrigin(origin))
      ) {
        throw loopbackOnly();
      }
    }
    next();
  };
}
