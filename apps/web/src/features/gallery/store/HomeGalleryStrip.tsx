import { Link } from '@tanstack/react-router';
import { EmptyState } from '#/components/EmptyState';
import { Image } from '#/components/Image';
import { QueryView } from '#/components/QueryView';
import { Skeleton, Spinner } from '#/components/Spinner';
import { trpc } from '#/lib/trpc';

import { STRIP_SIZE } from './gallery-strip';
import sectionCss from '#/styles/section.module.css';
import skeletonCss from '#/styles/skeleton.module.css';
import styles from './HomeGalleryStrip.module.css';

/** A strip of the newest gallery images for the home page; each links to the gallery. */
export function HomeGalleryStrip() {
  const images = trpc.gallery.strip.useQuery({ limit: STRIP_SIZE });
  return (
    <section className={`container ${sectionCss.section}`} aria-labelledby="gallery-strip-title">
      <div className={sectionCss.section__header}>
        <h2 id="gallery-strip-title" className={sectionCss.section__title}>
          From our gallery
        </h2>
        <Link to="/gallery" className={sectionCss.section__more}>
          See the gallery
        </Link>
      </div>
      <QueryView
        query={images}
        what="Gallery images"
        pending={
          <>
            <Spinner label="Loading gallery images" inline />
            <ul className={styles['gallery-strip']} aria-hidden="true">
              {[0, 1, 2, 3].map((index) => (
                <li key={index}>
                  <Skeleton className={skeletonCss['skeleton--image']} />
                </li>
              ))}
            </ul>
          </>
        }
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState title="No pictures yet" icon="image">
            <p>Photos of our furniture at home will appear here soon.</p>
          </EmptyState>
        }
      >
        {(list) => (
          <ul className={styles['gallery-strip']}>
            {list.map((image) => (
              <li key={image.id}>
                <Link to="/gallery" className={styles['gallery-strip__link']}>
                  <Image imageKey={image.image} alt={image.alt} width={320} height={240} sizes="240px" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
