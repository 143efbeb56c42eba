import { productArrivals, promiseNote, type TProductPage } from '@shop/domain';
import { formatDay } from '#/lib/dates';
import { Icon } from '#/components/Icon';
import { Image } from '#/components/Image';
import badgeCss from '#/styles/badge.module.css';
import reviewListCss from '#/styles/review-list.module.css';
import reviewCss from '#/styles/review.module.css';
import styles from './ProductFacts.module.css';

/** The shelf the delivery promise reads (@shop/domain delivery-promise.ts): the choice's stock, modes and days. */
const shelfOf = (product: TProductPage, surchargeLeadDays: number) => ({
  stock: product.stock,
  leadTimeDays: product.leadTimeDays,
  sellingMode: product.sellingMode,
  surchargeLeadDays,
});

/**
 * The badge under the price: the same promise as the delivery table, checkout and the order (one piece). A piece
 * sold from stock only and sold out says so, and nothing about a restock: nobody orders it again.
 */
export function StockNote({
  product,
  surchargeLeadDays = 0,
}: {
  product: TProductPage;
  surchargeLeadDays?: number;
}) {
  const promised = promiseNote(shelfOf(product, surchargeLeadDays), 1, new Date());
  if (product.stock > 0) {
    const low = product.stock <= 5;
    const left = `Only ${product.stock} left in stock`;
    // In stock but made up with a surcharge first: "In stock, made up with your options: ships in 14 days (…)".
    const words = promised
      ? low
        ? promised.replace(/^In stock/, left)
        : promised
      : low
        ? left
        : 'In stock, ready to ship';
    return (
      <p className={`${styles['stock-note']} ${low ? styles['stock-note--low'] : styles['stock-note--ok']}`}>
        {words}
      </p>
    );
  }
  return (
    <p className={`${styles['stock-note']} ${styles['stock-note--made']}`}>{promised ?? 'Out of stock'}</p>
  );
}

export function MaterialSwatches({ materials }: { materials: TProductPage['materials'] }) {
  if (!materials.length) return null;
  return (
    <section className={styles['product-section']} aria-labelledby="materials-title">
      <h2 id="materials-title" className={styles['product-section__title']}>
        Materials
      </h2>
      <ul className={styles.swatches}>
        {materials.map((material) => (
          <li key={material.id} className={styles.swatch}>
            <Image imageKey={material.image} alt="" width={56} height={56} className={styles.swatch__image} />
            <span>
              <span className={styles.swatch__name}>{material.name}</span>
              <span className={styles.swatch__type}>{material.typeName}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

const inches = (n: number) => `${n}″`;

export function Dimensions({ product }: { product: TProductPage }) {
  return (
    <section className={styles['product-section']} aria-labelledby="dimensions-title">
      <h2 id="dimensions-title" className={styles['product-section__title']}>
        Dimensions
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>Width</dt>
          <dd>{inches(product.widthIn)}</dd>
        </div>
        <div>
          <dt>Depth</dt>
          <dd>{inches(product.depthIn)}</dd>
        </div>
        <div>
          <dt>Height</dt>
          <dd>{inches(product.heightIn)}</dd>
        </div>
        <div className={styles.facts__wide}>
          <dt>Shipping box</dt>
          <dd>
            {product.packageLengthIn} × {product.packageWidthIn} × {product.packageHeightIn} in,{' '}
            {product.packageWeightLb} lb
          </dd>
        </div>
      </dl>
    </section>
  );
}

/**
 * When one piece arrives per shipping speed, from the box (parcel or freight) and the wait before it can leave:
 * the dates checkout quotes for it (@shop/domain delivery-promise.ts).
 */
export function DeliveryEstimate({
  product,
  surchargeLeadDays = 0,
}: {
  product: TProductPage;
  surchargeLeadDays?: number;
}) {
  const estimates = productArrivals(
    {
      weightLb: product.packageWeightLb,
      lengthIn: product.packageLengthIn,
      widthIn: product.packageWidthIn,
      heightIn: product.packageHeightIn,
    },
    shelfOf(product, surchargeLeadDays),
    1,
    new Date(),
  );
  const freight = estimates[0]?.freight;
  return (
    <section className={styles['product-section']} aria-labelledby="delivery-title">
      <h2 id="delivery-title" className={styles['product-section__title']}>
        <Icon name="truck" size={20} /> Delivery
      </h2>
      <p className={styles['product-section__lead']}>
        {freight
          ? 'Ships by freight: a carrier brings it to your door on an agreed day.'
          : 'Ships as a parcel to your door.'}
      </p>
      <table className={styles['delivery-table']}>
        <caption className="sr-only">Estimated delivery by shipping speed</caption>
        <thead>
          <tr>
            <th scope="col">Speed</th>
            <th scope="col">Arrives in</th>
          </tr>
        </thead>
        <tbody>
          {estimates.map((estimate) => (
            <tr key={estimate.tier}>
              <th scope="row">{estimate.tier}</th>
              <td>
                {estimate.estimate}, by {formatDay(estimate.deliveryBy)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A review's day as en-US's medium date style writes it ("Nov 26, 2026", local time), by hand: toLocaleDateString
 * with options builds a new Intl formatter on every call, and the first one loads locale data, which cost the product
 * page 15 ms of its hydration on a fast machine (60 ms on Lighthouse's phone), all in one task.
 */
function reviewDate(iso: string): string {
  const date = new Date(iso);
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

function Stars({ rating }: { rating: number }) {
  const full = Math.round(rating);
  return (
    <span className={styles.stars} aria-hidden="true">
      {'★'.repeat(full)}
      <span className={styles.stars__empty}>{'★'.repeat(5 - full)}</span>
    </span>
  );
}

export function ReviewSummary({ reviews }: { reviews: TProductPage['reviews'] }) {
  return (
    <section className={styles['product-section']} aria-labelledby="reviews-title">
      <h2 id="reviews-title" className={styles['product-section__title']}>
        Reviews
      </h2>
      {reviews.average === null ? (
        <p className={styles['product-section__lead']}>No reviews yet.</p>
      ) : (
        <>
          <p className={styles['review-average']}>
            <Stars rating={reviews.average} />
            <span>
              {reviews.average.toFixed(1)} out of 5, from {reviews.count}{' '}
              {reviews.count === 1 ? 'review' : 'reviews'}
            </span>
          </p>
          <ul className={reviewListCss['review-list']}>
            {reviews.latest.map((review) => (
              <li key={review.id} className={reviewCss.review}>
                <p className={reviewCss.review__meta}>
                  <Stars rating={review.rating} />
                  <span className="sr-only">{review.rating} out of 5 stars, </span>
                  <span>
                    {review.authorName} ·{' '}
                    <time dateTime={review.createdAt}>{reviewDate(review.createdAt)}</time>
                  </span>
                  {review.verifiedBuyer ? <span className={badgeCss.badge}>Verified buyer</span> : null}
                </p>
                <p>{review.body}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
