/**
 * The scenario's steps for the app's API keys and its metrics (SPEC 18): each operation with 200 and
 * every error status it documents. The fixtures' authOnly key is left as it is, as `common` sends it
 * for every 403.
 */
import { API_KEY } from '../helpers/api.ts';
import { bodyLimits, common, fail, ok, type Step } from './contract-steps.ts';

/** The key the first step creates: its value follows from the name and the frozen clock (1,700,000,000). */
const CREATED = '/apikeys/7aa3e60018b4147fe606a95dca9730ab6b9b7cf4';
const SELF = `/apikeys/${API_KEY}`;
const UNKNOWN = `/apikeys/${'0'.repeat(40)}`;

export const API_KEY_STEPS: Step[] = [
  ok('createApiKey', 'a fullAccess key', 'POST /apikeys', {
    body: { name: 'Proof key', scope: 'fullAccess' },
  }),
  fail('createApiKey', 'no name', 400, 'ERR_BAD_REQUEST', 'POST /apikeys', { body: { scope: 'authOnly' } }),
  ...bodyLimits('createApiKey', 'POST /apikeys'),
  ...common('createApiKey', 'POST /apikeys', { body: { name: 'Refused' } }),

  ok('listApiKeys', 'every key', 'GET /apikeys'),
  ok('listApiKeys', 'by scope and name', 'GET /apikeys?scope=fullAccess&searchKey=proof'),
  fail('listApiKeys', 'an unknown scope', 400, 'ERR_BAD_REQUEST', 'GET /apikeys?scope=admin'),
  ...common('listApiKeys', 'GET /apikeys'),

  ok('getApiKey', 'the created key', `GET ${CREATED}`),
  fail('getApiKey', 'a key over 255 characters', 400, 'ERR_BAD_REQUEST', `GET /apikeys/${'a'.repeat(256)}`),
  fail('getApiKey', 'a key the app does not have', 404, 'ERR_APIKEY_NOT_FOUND', `GET ${UNKNOWN}`),
  ...common('getApiKey', `GET ${CREATED}`),

  ok('updateApiKey', 'the created key renamed', `PUT ${CREATED}`, { body: { name: 'Proof key, renamed' } }),
  fail('updateApiKey', 'nothing to change', 400, 'ERR_BAD_REQUEST', `PUT ${CREATED}`, { body: {} }),
  fail('updateApiKey', 'the key of the request', 403, 'ERR_APIKEY_NO_SELF_ACTION', `PUT ${SELF}`, {
    body: { name: 'Locked out' },
  }),
  fail('updateApiKey', 'a key the app does not have', 404, 'ERR_APIKEY_NOT_FOUND', `PUT ${UNKNOWN}`, {
    body: { name: 'Nobody' },
  }),
  ...bodyLimits('updateApiKey', `PUT ${CREATED}`),
  ...common('updateApiKey', `PUT ${CREATED}`, { body: { name: 'Refused' } }),

  fail('deleteApiKey', 'the key of the request', 403, 'ERR_APIKEY_NO_SELF_ACTION', `DELETE ${SELF}`),
  ...common('deleteApiKey', `DELETE ${CREATED}`),
  ok('deleteApiKey', 'the created key', `DELETE ${CREATED}`),
  fail('deleteApiKey', 'a key deleted before', 404, 'ERR_APIKEY_NOT_FOUND', `DELETE ${CREATED}`),
  fail(
    'deleteApiKey',
    'a key over 255 characters',
    400,
    'ERR_BAD_REQUEST',
    `DELETE /apikeys/${'a'.repeat(256)}`,
  ),
];

/** The scenario's steps for the metrics, after every write of the scenario: counts from its own messages. */
export const METRIC_STEPS: Step[] = [
  ok('usageMetrics', "the fixtures' history, in seconds", 'GET /stats?fromDate=1700200000&toDate=1700500000'),
  ok('usageMetrics', 'in milliseconds', 'GET /stats?fromDate=1699990000000&toDate=1700000000000'),
  fail('usageMetrics', 'no fromDate', 400, 'ERR_BAD_REQUEST', 'GET /stats?toDate=1700000000'),
  fail('usageMetrics', 'toDate before fromDate', 400, 'ERR_BAD_REQUEST', 'GET /stats?fromDate=2&toDate=1'),
  ...common('usageMetrics', 'GET /stats?fromDate=1700200000&toDate=1700500000'),
  ok('messageMetrics', 'the last hour', 'GET /stats/messages'),
  fail(
    'messageMetrics',
    'a parameter it does not take',
    400,
    'ERR_BAD_REQUEST',
    'GET /stats/messages?perPage=1',
  ),
  ...common('messageMetrics', 'GET /stats/messages'),
];
