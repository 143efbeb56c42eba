import type { TReturnableLine } from '@shop/domain';
import { FormField } from '#/components/FormField';
import styles from './LineQuantities.module.css';

interface ILineQuantitiesProps {
  legend: string;
  lines: TReturnableLine[];
  /** How many of a line may go in: what is returnable for a return, what is claimable for a claim. */
  maxOf: (line: TReturnableLine) => number;
  values: Record<number, string>;
  onChange: (lineId: number, value: string) => void;
  errors: Record<number, string>;
}

/** How many of each line go into the request: a number field per line, 0 (or empty) leaving the line out. */
export function LineQuantities({ legend, lines, maxOf, values, onChange, errors }: ILineQuantitiesProps) {
  return (
    <fieldset className={styles['line-quantities']}>
      <legend>{legend}</legend>
      {lines.map((line) => {
        const max = maxOf(line);
        return (
          <FormField
            key={line.lineId}
            label={line.options ? `${line.productName} (${line.options})` : line.productName}
            hint={`Up to ${max} (you received ${line.delivered}).`}
            error={errors[line.lineId]}
          >
            {(control) => (
              <input
                {...control}
                className={styles['line-quantities__input']}
                type="number"
                inputMode="numeric"
                min={0}
                max={max}
                step={1}
                value={values[line.lineId] ?? ''}
                placeholder="0"
                onChange={(event) => onChange(line.lineId, event.target.value)}
              />
            )}
          </FormField>
        );
      })}
    </fieldset>
  );
}

/** The lines the buyer gave a quantity, as the request sends them. */
export function chosenLines(values: Record<number, string>): { lineId: number; quantity: number }[] {
  return Object.entries(values)
    .map(([lineId, value]) => ({ lineId: Number(lineId), quantity: Number(value) }))
    .filter((line) => Number.isInteger(line.quantity) && line.quantity > 0);
}

/** What the form says before anything is sent: nothing chosen, or more than a line allows. */
export function checkQuantities(
  values: Record<number, string>,
  lines: TReturnableLine[],
  maxOf: (line: TReturnableLine) => number,
): { lines: Record<number, string>; none: boolean } {
  const problems: Record<number, string> = {};
  for (const line of lines) {
    const raw = values[line.lineId]?.trim() ?? '';
    if (raw === '') continue;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 0) problems[line.lineId] = 'Enter a whole number.';
    else if (n > maxOf(line)) problems[line.lineId] = `Enter at most ${maxOf(line)}.`;
  }
  return { lines: problems, none: chosenLines(values).length === 0 };
}
