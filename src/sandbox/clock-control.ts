/**
 * Setting an app's clock from the control API, within the 10-digit epoch seconds every timestamp of
 * the API has.
 */
import { clockOutOfRange } from '../contract/error-catalogue.ts';
import { CLOCK_MAX } from '../contract/sandbox-limits.ts';
import type { AppClock, ClockSetting } from '../domain/clock.ts';

export interface ClockState {
  now: number;
  mode: 'frozen' | 'real';
}

export function clockState(clock: AppClock): ClockState {
  return { now: clock.now(), mode: clock.frozen ? 'frozen' : 'real' };
}

export function setClock(clock: AppClock, setting: ClockSetting): ClockState {
  if ('advance' in setting) {
    const target = clock.now() + setting.advance;
    if (target < 0 || target > CLOCK_MAX) {
      throw clockOutOfRange(target);
    }
  }
  clock.set(setting);
  return clockState(clock);
}
