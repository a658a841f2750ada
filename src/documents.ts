/**
 * The four documents the server runs on: the chat contract and the control API's, each as served and
 * as its validator's copy. Every call returns a new object that nobody else holds, so a caller may
 * change it (the validator does).
 *
 * From the sources, each is built from the code at every call. In dist/ this module is baked: the
 * build calls each function once and writes its result to dist/documents/<name>.json, which the
 * function then reads and parses, so the installed package parses JSON instead of running the
 * builders, their library and the YAML library it loads, a good share of a start-up
 * (docs/performance.md, "The figures behind the code"). Every export must therefore be a function of
 * no argument whose result is plain JSON (scripts/build.ts checks it), and only the server's run-time
 * code imports this module; the builders stay the sources of truth.
 */
import type { OpenAPIObject } from 'openapi3-ts/oas30';
import { buildSandboxDocument, sandboxValidatorDocument } from './sandbox/contract/sandbox-document.ts';
import { buildChatDocument, validatorDocument } from './contract/chat-document.ts';

/** The chat contract, as openapi/chat-v3.yaml has it. */
export const chatDocument = (): OpenAPIObject => buildChatDocument();

/** The chat contract as its validator takes it (see `validatorDocument`). */
export const chatValidatorDocument = (): OpenAPIObject => validatorDocument(buildChatDocument());

/** The control API's document, as openapi/sandbox-admin.yaml has it. */
export const controlDocument = (): OpenAPIObject => buildSandboxDocument();

/** The control API's document as its validator takes it (see `sandboxValidatorDocument`). */
export const controlValidatorDocument = (): OpenAPIObject => sandboxValidatorDocument(buildSandboxDocument());
