import type { TOptionFacet } from '@shop/domain';
import { Image } from '#/components/Image';
import type { IChoiceSearch } from './shelf-search';
import styles from './ChoiceFilters.module.css';

interface IMaterialFacet {
  id: number;
  name: string;
  image: string | null;
  count: number;
}

interface IChoiceFiltersProps {
  search: IChoiceSearch;
  materials: readonly IMaterialFacet[];
  options: readonly TOptionFacet[];
  /** The next choices; the page puts them in its URL. */
  onChange: (next: IChoiceSearch) => void;
  /** The fieldset's look, the same as the page's other filter groups. */
  groupClassName: string | undefined;
}

const toggled = <T,>(list: readonly T[] | undefined, value: T): T[] | undefined => {
  const next = list?.includes(value) ? list.filter((v) => v !== value) : [...(list ?? []), value];
  return next.length ? next : undefined;
};

/**
 * Filters by what the listed products let a buyer choose: materials by their swatch (made of it, or offered as a
 * fabric or finish), then each option's values (Size: Small, Medium, Large), each with how many products have it.
 * Values of one option are alternatives; a value of another option narrows further.
 */
export function ChoiceFilters({ search, materials, options, onChange, groupClassName }: IChoiceFiltersProps) {
  const chosenMaterials = new Set(search.material ?? []);
  const chosenOptions = new Set(search.option ?? []);
  return (
    <>
      {materials.length ? (
        <fieldset className={groupClassName}>
          <legend>Material</legend>
          <ul className={styles['swatch-options']}>
            {materials.map((material) => (
              <li key={material.id}>
                <label className={styles['swatch-option']}>
                  <input
                    type="checkbox"
                    checked={chosenMaterials.has(material.id)}
                    onChange={() =>
                      onChange({
                        ...search,
                        material: toggled(search.material, material.id)?.sort((a, b) => a - b),
                      })
                    }
                  />
                  <Image
                    imageKey={material.image}
                    alt=""
                    width={32}
                    height={32}
                    className={styles['swatch-option__image']}
                  />
                  <span>
                    {material.name} <span className={styles['choice-count']}>({material.count})</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      {options.map((option) => (
        <fieldset key={option.name} className={groupClassName}>
          <legend>{option.name}</legend>
          <ul className={styles['value-options']}>
            {option.values.map((value) => {
              const key = `${option.name}:${value.label}`;
              return (
                <li key={key}>
                  <label className={styles['value-option']}>
                    <input
                      type="checkbox"
                      checked={chosenOptions.has(key)}
                      onChange={() => onChange({ ...search, option: toggled(search.option, key)?.sort() })}
                    />
                    <span>
                      {value.label} <span className={styles['choice-count']}>({value.count})</span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </>
  );
}
