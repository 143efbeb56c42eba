import type { TMaterialTypeWithMaterials } from '@shop/domain';
import { Link } from '@tanstack/react-router';
import { Image } from '#/components/Image';
import { Skeleton } from '#/components/Spinner';
import skeletonCss from '#/styles/skeleton.module.css';
import styles from './MaterialSwatches.module.css';

/** Material types, each with its swatches; a swatch opens the products made of that material. */
export function MaterialSwatches({ groups }: { groups: TMaterialTypeWithMaterials[] }) {
  return (
    <div className={styles['material-groups']}>
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`material-type-${group.id}`}>
          <h2 id={`material-type-${group.id}`} className={styles['material-group__title']}>
            {group.name}
          </h2>
          {group.description ? <p className={styles['material-group__text']}>{group.description}</p> : null}
          <ul className={styles['swatch-grid']}>
            {group.materials.map((material) => (
              <li key={material.id}>
                {/* The router marks the chosen swatch's link aria-current="page": its URL is the page's. */}
                <Link
                  to="/materials"
                  search={{ material: material.id }}
                  className={styles.swatch}
                  aria-label={`${material.name}: see products`}
                >
                  <Image
                    imageKey={material.image}
                    alt=""
                    width={240}
                    height={240}
                    className={styles.swatch__image}
                  />
                  <span className={styles.swatch__name}>{material.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export function MaterialSwatchesSkeleton() {
  return (
    <div className={styles['material-groups']} aria-hidden="true">
      {[0, 1].map((group) => (
        <div key={group}>
          <Skeleton height="1.6rem" width="30%" />
          <ul className={styles['swatch-grid']}>
            {[0, 1, 2, 3].map((index) => (
              <li key={index}>
                <Skeleton className={`${styles.swatch__image} ${skeletonCss['skeleton--square']}`} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
