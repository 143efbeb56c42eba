import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDraft, differsFrom, loadDraft, saveDraft } from './form-draft';
import { adminListSearch, listInput, nextSort, sortDirection } from './list-search';
import { answerMessage } from './use-row-delete';
import { SLUG_INVALID_MESSAGE, slugStatus, slugStatusMessage } from './slug-status';

describe('admin list search', () => {
  const validate = adminListSearch(['name', '-name'] as const);

  it('keeps page, term and a known sort, and drops the rest', () => {
    expect(validate({ page: '3', search: ' oak ', sort: '-name', x: 1 })).toEqual({
      page: 3,
      search: 'oak',
      sort: '-name',
    });
    expect(validate({ sort: 'price; drop table' })).toEqual({
      page: undefined,
      search: undefined,
      sort: undefined,
    });
    expect(listInput(validate({}))).toEqual({ page: 1, search: undefined, sort: undefined });
  });

  it("passes a screen's own filters through to the list input", () => {
    expect(listInput({ ...validate({ page: '2' }), roomTypeId: 4, lowStock: true })).toEqual({
      page: 2,
      search: undefined,
      sort: undefined,
      roomTypeId: 4,
      lowStock: true,
    });
  });

  it('toggles a column between ascending and descending', () => {
    expect(nextSort(undefined, 'name')).toBe('name');
    expect(nextSort('name', 'name')).toBe('-name');
    expect(nextSort('-name', 'name')).toBe('name');
    expect(sortDirection('-name', 'name')).toBe('descending');
    expect(sortDirection('id', 'name')).toBeNull();
  });
});

describe('slug status', () => {
  const at = (slug: string, answer?: { available: boolean; valid?: boolean }) =>
    slugStatus({ slug, asked: slug, fetching: false, failed: false, answer });

  it('calls a slug that breaks the rule "not valid" without an answer from the server', () => {
    expect(at('Sun Room')).toBe('invalid');
    expect(at('double--hyphen')).toBe('invalid');
    expect(slugStatusMessage('invalid')).toBe(SLUG_INVALID_MESSAGE);
  });

  it('believes the server when it says not valid, and otherwise reports taken or available', () => {
    expect(at('sunroom', { available: true, valid: false })).toBe('invalid');
    expect(at('sunroom', { available: false })).toBe('taken');
    expect(at('sunroom', { available: true })).toBe('available');
  });

  it('is checking while the answer is for another slug', () => {
    expect(
      slugStatus({ slug: 'sunroom-2', asked: 'sunroom', fetching: false, failed: false, answer: undefined }),
    ).toBe('checking');
    expect(at('')).toBe('idle');
  });
});

describe('form drafts', () => {
  beforeEach(() => {
    const data = new Map<string, string>();
    vi.stubGlobal('window', {
      sessionStorage: {
        getItem: (key: string) => data.get(key) ?? null,
        setItem: (key: string, value: string) => data.set(key, value),
        removeItem: (key: string) => data.delete(key),
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps a draft per path, for the fields the form still has', () => {
    saveDraft('/admin/room/create', { name: 'Den', retired: 'x' });
    expect(loadDraft('/admin/room/create', ['name', 'slug'])).toEqual({ name: 'Den' });
    expect(loadDraft('/admin/room/update/3', ['name'])).toBeNull();
    clearDraft('/admin/room/create');
    expect(loadDraft('/admin/room/create', ['name'])).toBeNull();
  });

  it('only counts real changes', () => {
    expect(differsFrom({ name: 'a', image: null }, { name: 'a', image: null })).toBe(false);
    expect(differsFrom({ name: 'b', image: null }, { name: 'a', image: null })).toBe(true);
  });
});

describe('answerMessage', () => {
  it("takes the delete answer's own sentence, and nothing from an answer without one", () => {
    expect(answerMessage({ success: true, archived: true, message: 'It was archived.' })).toBe(
      'It was archived.',
    );
    for (const bare of [undefined, null, { success: true }, { message: '  ' }, { message: 3 }, 'done'])
      expect(answerMessage(bare)).toBeUndefined();
  });
});
