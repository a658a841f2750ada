import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import request from 'supertest';
import { series } from '../../src/http/fast-paths/series.ts';

/** An app running `stages` as one series, then a stage that answers with what ran, and an error handler. */
function appWith(stages: RequestHandler[]) {
  const app = express();
  app.use((_req, res, next) => {
    res.locals.ran = [];
    next();
  });
  app.use(series(stages));
  app.use((_req, res) => {
    res.json({ ran: res.locals.ran, ended: 'after' });
  });
  app.use((error: Error, _req: Request, res: Response, _next: NextFunction) => {
    res.status(500).json({ ran: res.locals.ran, error: error.message });
  });
  return app;
}

const stage =
  (name: string): RequestHandler =>
  (_req, res, next) => {
    (res.locals.ran as string[]).push(name);
    next();
  };

describe('series', () => {
  test('stages — all call next — run in order, then what follows the series', async () => {
    const res = await request(appWith([stage('a'), stage('b'), stage('c')])).get('/');
    assert.deepEqual(res.body, { ran: ['a', 'b', 'c'], ended: 'after' });
  });

  test('stages — none — goes straight on', async () => {
    const res = await request(appWith([])).get('/');
    assert.deepEqual(res.body, { ran: [], ended: 'after' });
  });

  test('a stage — answers without next — the stages after it do not run', async () => {
    const answer: RequestHandler = (_req, res) => {
      res.json({ ran: [...(res.locals.ran as string[]), 'answer'] });
    };
    const res = await request(appWith([stage('a'), answer, stage('c')])).get('/');
    assert.deepEqual(res.body, { ran: ['a', 'answer'] });
  });

  test('a stage — next(error) — skips the rest and reaches the error handler', async () => {
    const fail: RequestHandler = (_req, _res, next) => next(new Error('by next'));
    const res = await request(appWith([stage('a'), fail, stage('c')])).get('/');
    assert.equal(res.status, 500);
    assert.deepEqual(res.body, { ran: ['a'], error: 'by next' });
  });

  test('a stage — throws — skips the rest and reaches the error handler', async () => {
    const fail: RequestHandler = () => {
      throw new Error('thrown');
    };
    const res = await request(appWith([fail, stage('b')])).get('/');
    assert.equal(res.status, 500);
    assert.deepEqual(res.body, { ran: [], error: 'thrown' });
  });

  test('an async stage — rejects — skips the rest and reaches the error handler', async () => {
    const fail: RequestHandler = async (_req, res) => {
      (res.locals.ran as string[]).push('async');
      await Promise.resolve();
      throw new Error('rejected');
    };
    const res = await request(appWith([fail, stage('b')])).get('/');
    assert.equal(res.status, 500);
    assert.deepEqual(res.body, { ran: ['async'], error: 'rejected' });
  });

  test('an async stage — calls next after awaiting — the next stage runs once', async () => {
    const later: RequestHandler = async (_req, res, next) => {
      await new Promise((resolve) => setImmediate(resolve));
      (res.locals.ran as string[]).push('later');
      next();
    };
    const res = await request(appWith([later, stage('b')])).get('/');
    assert.deepEqual(res.body, { ran: ['later', 'b'], ended: 'after' });
  });
});
