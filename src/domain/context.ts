import type { AppState } from '../store/state.ts';
import type { Clock } from './clock.ts';

/** What every domain function receives: the app's state and its clock. Nothing of HTTP. */
export interface DomainContext {
  state: AppState;
  clock: Clock;
}
