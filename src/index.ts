/**
 * chat-api-sandbox: a local, stateful, contract-checked stand-in for the Chat REST API v3.
 *
 * - {@link startSandbox} starts a server of its own (for a test runner: `port: 0`, `memory: true`).
 * - {@link createApp} builds the Express app without listening, to mount in an app of your own or to
 *   drive with supertest.
 * - `paths`, `components` and `operations` type the API for openapi-fetch and similar clients.
 */
export { startSandbox, type RunningSandbox, type StartOptions } from './start.ts';
export { createApp, type AppDeps } from './app.ts';
export { defaultConfig, type Config } from './http/config.ts';
export { FileStore, type FileStoreOptions } from './store/file-store.ts';
export { MemoryStore, type MemoryStoreOptions } from './store/memory-store.ts';
export type { AppKey, Store } from './store/store.ts';
export type { StateSnapshot } from './store/state.ts';
export type { Region } from './contract/limits.ts';
export type { components, operations, paths } from '../openapi/chat-v3.d.ts';
