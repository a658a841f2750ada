/**
 * Each app has its own clock so that a test can freeze or move time for its app without touching
 * another's. Timestamps are epoch seconds, as everywhere in the API.
 */
export interface Clock {
  now(): number;
}

export type ClockSetting = { now: number } | { advance: number } | { mode: 'real' };

export class AppClock implements Clock {
  private frozenAt: number | undefined;
  private offset = 0;

  constructor(frozenAt?: number) {
    this.frozenAt = frozenAt;
  }

  now(): number {
    if (this.frozenAt !== undefined) return this.frozenAt;
    return Math.floor(Date.now() / 1000) + this.offset;
  }

  get frozen(): boolean {
    return this.frozenAt !== undefined;
  }

  set(setting: ClockSetting): void {
    if ('now' in setting) this.frozenAt = setting.now;
    else if ('advance' in setting) {
      if (this.frozenAt !== undefined) this.frozenAt += setting.advance;
      else this.offset += setting.advance;
    } else {
      this.frozenAt = undefined;
      this.offset = 0;
    }
  }
}
