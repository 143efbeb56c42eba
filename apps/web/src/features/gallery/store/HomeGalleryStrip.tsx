import { Link } from '@tanstack/react-router';
import { EmptyState } from '#/components/EmptyState';
import { Image } from '#/components/Image';
import { QueryView } from '#/components/QueryView';
import { Skeleton, Spinner } from '#/components/Spinner';
import { trpc } from '#/lib/trpc';

import { STRIP_SIZE } from './gallery-strip';

/** A strip of the newest gallery images for the home page; each links to the gallery. */
export function HomeGalleryStrip() {
  const images = trpc.gallery.strip.useQuery({ limit: STRIP_SIZE });
  return (
    <section className="container section" aria-labelledby="gallery-strip-title">
      <div className="section__header">
        <h2 id="gallery-strip-title" className="section__title">
          From our gallery
        </h2>
        <Link to="/gallery" className="section__more">
          See the gallery
        </Link>
      </div>
      <QueryView
        query={images}
        what="Gallery images"
        pending={
          <>
            <Spinner label="Loading gallery images" inline />
            <ul className="gallery-strip" aria-hidden="true">
              {[0, 1, 2, 3].map((index) => (
                <li key={index}>
                  <Skeleton className="skeleton--image" />
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
          <ul className="gallery-strip">
            {list.map((image) => (
              <li key={image.id}>
                <Link to="/gallery" className="gallery-strip__link">
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
