import { describe, expect, it } from 'vitest';
import { RenderHealth } from './render-health.js';

describe('RenderHealth', () => {
  it('turns unhealthy after a run of failed pages, and healthy again once a page draws', () => {
    const health = new RenderHealth(3);
    health.recordFailure();
    health.recordFailure();
    expect(health.healthy).toBe(true);
    health.recordFailure();
    expect(health.healthy).toBe(false);
    health.recordFailure();
    expect(health.healthy).toBe(false);
    health.recordSuccess();
    expect(health.healthy).toBe(true);
  });

  it('counts failures in a row only: one page that draws resets the run', () => {
    const health = new RenderHealth(3);
    for (let i = 0; i < 10; i++) {
      health.recordFailure();
      health.recordFailure();
      health.recordSuccess();
    }
    expect(health.healthy).toBe(true);
  });

  it('keeps one record per instance', () => {
    const broken = new RenderHealth(1);
    broken.recordFailure();
    expect(broken.healthy).toBe(false);
    expect(new RenderHealth(1).healthy).toBe(true);
  });
});
