/**
 * One webhook call with node's own client: lighter than fetch for calls that mostly fail fast (a dead
 * receiver), and it never follows a redirect, so a call reaches only the configured URL.
 */
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

import type { CallResult, Post } from './webhook-call.ts';

export type { Call, CallResult, Post } from './webhook-call.ts';

export const post: Post = (call, signal, timeoutMs) =>
  new Promise((resolve) => {
    let settled = false;
    const done = (result: CallResult): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const url = new URL(call.url);
    const https = url.protocol === 'https:';
    const req = (https ? httpsRequest : httpRequest)(url, {
      method: 'POST',
      agent: https ? HTTPS_AGENT : HTTP_AGENT,
      signal,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(call.body),
        'user-agent': 'chat-api-sandbox-webhooks',
        ...(call.authorization ? { authorization: call.authorization } : {}),
      },
    });
    const timer = setTimeout(() => {
      done({ error: `no answer within ${timeoutMs} ms` });
      req.destroy();
    }, timeoutMs);
    req.on('response', (res) => {
      const status = res.statusCode ?? 0;
      // The answer's body is not wanted; draining it frees the connection for the next call.
      res.resume();
      res.on('end', () =>
        done(status >= 300 && status < 400 ? { status, error: 'redirects are not followed' } : { status }),
      );
      res.on('error', () => done({ status, error: 'the answer was cut off' }));
    });
    req.on('error', (error: NodeJS.ErrnoException) =>
      done({ error: signal.aborted ? 'stopped' : (error.code ?? error.message) }),
    );
    req.end(call.body);
  });

const HTTP_AGENT = new HttpAgent({ keepAlive: true, maxSockets: 8 });
const HTTPS_AGENT = new HttpsAgent({ keepAlive: true, maxSockets: 8 });
