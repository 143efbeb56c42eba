import { formatUsd, type TOrderLine } from '@shop/domain';

/** An order line's options snapshot (JSON written at checkout), read without trusting it, and in words. */
export function soldOptions(json: string): Pick<TOrderLine, 'options' | 'optionsText'> {
  let parsed: unknown;
  try {
    parsed = json ? JSON.parse(json) : [];
  } catch {
    parsed = [];
  }
  const options = (Array.isArray(parsed) ? parsed : []).flatMap((o: Record<string, unknown>) =>
    o && typeof o.name === 'string' && typeof o.value === 'string'
      ? [{ name: o.name, value: o.value, surchargeCents: Number(o.surchargeCents) || 0 }]
      : [],
  );
  const optionsText = options
    .map((o) => `${o.name}: ${o.value}${o.surchargeCents > 0 ? ` (+${formatUsd(o.surchargeCents)})` : ''}`)
    .join(' · ');
  return { options, optionsText };
}
