import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyScreenLoadTimeout, ScreenLoadTimeoutError, withTimeout } from './lazy-timeout';

describe('withTimeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('rejects with ScreenLoadTimeoutError when the promise is slower than the limit', async () => {
    const never = new Promise<void>(() => {});
    const raced = withTimeout(never, 120_000);
    const assertion = expect(raced).rejects.toBeInstanceOf(ScreenLoadTimeoutError);
    await vi.advanceTimersByTimeAsync(120_000);
    await assertion;
  });

  it('resolves with the value when the promise is in time', async () => {
    const raced = withTimeout(Promise.resolve('chunk'), 120_000);
    await expect(raced).resolves.toBe('chunk');
  });
});

describe('applyScreenLoadTimeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('makes a hanging component preload fail after the limit, and a later retry succeed', async () => {
    let arrive: () => void = () => {};
    const chunk = new Promise<void>((resolve) => (arrive = resolve));
    const component = { preload: () => chunk };
    applyScreenLoadTimeout([{ options: { component } }], 1000);

    const first = component.preload();
    const failed = expect(first).rejects.toBeInstanceOf(ScreenLoadTimeoutError);
    await vi.advanceTimersByTimeAsync(1000);
    await failed;

    arrive();
    await expect(component.preload()).resolves.toBeUndefined();
  });

  it('leaves routes without a lazy component alone', () => {
    const route = { options: { component: () => null } };
    applyScreenLoadTimeout([route], 1000);
    expect(route.options.component).not.toHaveProperty('preload');
  });
});

describe('applyScreenLoadTimeout, applied again to the same routes', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('wraps each component once: one load arms one timer and loads the chunk once', async () => {
    const preload = vi.fn(() => Promise.resolve('chunk'));
    const component = { preload };
    const routes = [{ options: { component } }];
    applyScreenLoadTimeout(routes, 1000);
    const wrapped = component.preload;
    for (let i = 0; i < 100; i++) applyScreenLoadTimeout(routes, 1000);
    expect(component.preload).toBe(wrapped);

    const load = component.preload();
    expect(vi.getTimerCount()).toBe(1);
    await expect(load).resolves.toBe('chunk');
    expect(preload).toHaveBeenCalledTimes(1);
  });
});
