import { describe, expect, it, vi } from 'vitest';
import { jsonOf } from './json-memo.js';

describe('jsonOf', () => {
  it('writes an object once and answers the same text for it again', () => {
    const answer = { data: [{ id: 1, name: 'Oak chair' }], total: 1 };
    const stringify = vi.spyOn(JSON, 'stringify');
    expect(jsonOf(answer)).toBe('{"data":[{"id":1,"name":"Oak chair"}],"total":1}');
    expect(jsonOf(answer)).toBe('{"data":[{"id":1,"name":"Oak chair"}],"total":1}');
    expect(stringify).toHaveBeenCalledTimes(1);
    // An equal but distinct object is written afresh.
    expect(jsonOf({ ...answer, total: 2 })).toBe('{"data":[{"id":1,"name":"Oak chair"}],"total":2}');
    expect(stringify).toHaveBeenCalledTimes(2);
    stringify.mockRestore();
  });

  it('writes values that are not objects as JSON does', () => {
    expect(jsonOf(null)).toBe('null');
    expect(jsonOf(3)).toBe('3');
    expect(jsonOf('a"b')).toBe('"a\\"b"');
    expect(jsonOf(undefined)).toBe(undefined);
  });
});
