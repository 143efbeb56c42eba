import { ZCartLine, type TCartLine } from '@shop/domain';
import { z } from 'zod';

const ZStoredLines = z.array(ZCartLine);

/** The stored JSON as cart lines; anything unreadable (written by hand) reads as an empty cart. */
export function storedLines(json: string): TCartLine[] {
  try {
    const parsed = ZStoredLines.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
