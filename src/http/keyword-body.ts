/**
 * The body of a keyword list's create or update on the server (SPEC 19): JSON, or a multipart form
 * read into the same JSON body (keyword-form.ts, the reader the in-process core uses too), up to
 * KEYWORD_BODY_LIMIT_BYTES instead of section 4's 64 KB. The form is read here rather than by
 * express-openapi-validator's multer upload stage so that the server and the core accept and refuse
 * the same forms with the same answers, and the validator checks one JSON body either way.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { keywordBodyTooLarge } from '../contract/error-catalogue.ts';
import { KEYWORD_BODY_LIMIT_BYTES } from '../contract/keyword-list-catalogue.ts';
import { isMultipartForm, keywordFormBody } from './keyword-form.ts';

export function keywordBody(
  verify: (req: IncomingMessage, res: ServerResponse, raw: Buffer) => void,
): RequestHandler {
  // Made at the first list's write: body-parser's raw reader loads mime tables, a cost every start
  // paid for writes most runs never make.
  let parsers: { json: RequestHandler; raw: RequestHandler } | undefined;
  return (req: Request, res: Response, next: NextFunction): void => {
    const { json, raw } = (parsers ??= {
      json: express.json({ limit: KEYWORD_BODY_LIMIT_BYTES, strict: true, verify }),
      raw: express.raw({ type: () => true, limit: KEYWORD_BODY_LIMIT_BYTES }),
    });
    // body-parser's refusal says section 4's limit; this one says the list's.
    const done = (error?: unknown): void =>
      next(
        (error as { type?: string } | undefined)?.type === 'entity.too.large' ? keywordBodyTooLarge() : error,
      );
    const contentType = req.headers['content-type'];
    if (!isMultipartForm(contentType)) {
      void json(req, res, done);
      return;
    }
    void raw(req, res, (error?: unknown) => {
      if (error) return done(error);
      // body-parser's raw reader hands over a Buffer, or nothing for an empty body.
      const read: unknown = req.body;
      const bytes = read instanceof Uint8Array ? new Uint8Array(read) : new Uint8Array(0);
      keywordFormBody(contentType!, bytes).then((body) => {
        req.body = body;
        // The form is now the JSON body the contract's JSON schema checks.
        req.headers['content-type'] = 'application/json';
        next();
      }, next);
    });
  };
}
