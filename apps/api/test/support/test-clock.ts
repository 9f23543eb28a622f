import type { Clock } from '../../src/lib/clock';

/** A clock the test moves by hand, so expiries are tested without waiting. */
export class TestClock implements Clock {
  private current: number;

  constructor(start = new Date()) {
    this.current = start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  setTo(instant: Date | string): void {
    this.current = new Date(instant).getTime();
  }

  advance(seconds: number): void {
    this.current += seconds * 1000;
  }
}
