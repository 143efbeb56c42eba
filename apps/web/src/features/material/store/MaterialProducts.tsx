import type { TMaterial } from '@shop/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { EmptyState } from '#/components/EmptyState';
import { isPastTheEnd, PastTheEnd } from '#/components/PastTheEnd';
import { Image } from '#/components/Image';
import { Pagination } from '#/components/Pagination';
import { QueryView } from '#/components/QueryView';
import { Spinner } from '#/components/Spinner';
import { ProductGrid, ProductGridSkeleton } from '#/features/product/store/ProductCard';
import { useWishlist } from '#/features/wishlist/use-wishlist';
import { trpc } from '#/lib/trpc';
import { materialShelf } from './materials-search';
import eyebrowCss from '#/styles/eyebrow.module.css';
import listSummaryCss from '#/styles/list-summary.module.css';
import pageLeadCss from '#/styles/page-lead.module.css';
import sectionCss from '#/styles/section.module.css';
import styles from './MaterialProducts.module.css';

/**
 * The products made of one material, active ones only, 15 a page. Focus moves to the panel's heading when a
 * swatch is chosen, so keyboard and screen-reader users land on what they asked for.
 */
export function MaterialProducts({ material, page }: { material: TMaterial; page: number }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const products = trpc.product.customerList.useQuery(materialShelf(material.id, page), {
    placeholderData: keepPreviousData,
  });
  const wishlist = useWishlist();
  useEffect(() => {
    heading.current?.focus();
  }, [material.id]);

  return (
    <section className={styles['material-products']} aria-labelledby="material-products-title">
      <div className={styles['material-products__header']}>
        <Image
          imageKey={material.image}
          alt=""
          width={160}
          height={160}
          className={styles['material-products__swatch']}
        />
        <div>
          <p className={eyebrowCss.eyebrow}>{material.materialTypeName}</p>
          <h2 id="material-products-title" className={sectionCss.section__title} tabIndex={-1} ref={heading}>
            Made of {material.name}
          </h2>
          {material.description ? <p className={pageLeadCss['page-lead']}>{material.description}</p> : null}
          <Link to="/materials" className={styles['material-products__close']}>
            Show all materials
          </Link>
        </div>
      </div>
      <QueryView
        query={products}
        what="Products"
        pending={
          <>
            <Spinner label={`Loading products made of ${material.name}`} inline />
            <ProductGridSkeleton count={4} />
          </>
        }
        isEmpty={(list) => list.data.length === 0 && !isPastTheEnd(list)}
        empty={
          <EmptyState
            title={page > 1 ? 'No products on this page' : 'No products in this material yet'}
            icon="swatch"
          >
            <p>
              {page > 1
                ? 'This page is past the end of the list.'
                : 'Pieces in this material are on their way. Try another swatch in the meantime.'}
            </p>
          </EmptyState>
        }
      >
        {(list) =>
          isPastTheEnd(list) ? (
            <PastTheEnd list={list} many="products" icon="swatch" />
          ) : (
            <div aria-busy={products.isPlaceholderData}>
              <p className={listSummaryCss['list-summary']} aria-live="polite">
                Showing {list.from}–{list.to} of {list.total} products made of {material.name}
              </p>
              <ProductGrid
                products={list.data}
                wishlist={wishlist}
                label={`Products made of ${material.name}`}
              />
              <Pagination currentPage={list.current_page} lastPage={list.last_page} label="Product pages" />
            </div>
          )
        }
      </QueryView>
    </section>
  );
}
