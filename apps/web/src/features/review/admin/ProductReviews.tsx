import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '#/components/Toast';
import { errorMessageOf } from '#/lib/api-errors';
import { trpc } from '#/lib/trpc';
import badgeCss from '#/styles/badge.module.css';
import panelCss from '#/styles/panel.module.css';
import reviewListCss from '#/styles/review-list.module.css';
import reviewCss from '#/styles/review.module.css';
import toolbarCss from '#/styles/toolbar.module.css';
import styles from './ProductReviews.module.css';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/**
 * Moderation on the product's update screen: every review, newest first. A customer's new review waits for approval
 * (approve shows it, hide turns it down); hidden ones are marked and can be shown again.
 */
export function ProductReviews({ productId }: { productId: number }) {
  const [page, setPage] = useState(1);
  const toast = useToast();
  const utils = trpc.useUtils();
  const reviews = trpc.review.listForStaff.useQuery(
    { id: productId, page },
    { placeholderData: keepPreviousData },
  );
  const settled = {
    onSuccess: async (review: { hidden: boolean }) => {
      toast.success(review.hidden ? 'Review hidden from the shop.' : 'Review shown in the shop.');
      await utils.review.listForStaff.invalidate({ id: productId });
    },
    onError: (err: unknown) => toast.error(errorMessageOf(err, 'The review could not be changed.')),
  };
  const hide = trpc.review.hide.useMutation(settled);
  const show = trpc.review.show.useMutation(settled);
  const list = reviews.data;

  return (
    <section
      className={`${panelCss.panel} ${styles['product-reviews']}`}
      aria-labelledby="product-reviews-heading"
    >
      <h2 id="product-reviews-heading">Reviews</h2>
      {!list ? (
        <p>{reviews.isError ? 'The reviews could not be loaded.' : 'Loading reviews…'}</p>
      ) : list.total === 0 ? (
        <p>No reviews yet.</p>
      ) : (
        <>
          <ul className={reviewListCss['review-list']}>
            {list.data.map((r) => (
              <li
                key={r.id}
                className={r.hidden ? `${reviewCss.review} ${reviewCss['review--hidden']}` : reviewCss.review}
              >
                <p className={reviewCss.review__meta}>
                  <strong>{r.authorName}</strong> · {r.rating} of 5 ·{' '}
                  <time dateTime={r.createdAt}>{dateFormat.format(new Date(r.createdAt))}</time>
                  {r.verifiedBuyer ? <span className={badgeCss.badge}>Verified buyer</span> : null}
                  {r.pending ? (
                    <span className={`${badgeCss.badge} ${badgeCss['badge--pending']}`}>
                      Awaiting approval
                    </span>
                  ) : null}
                  {r.hidden ? <span className={badgeCss.badge}>Hidden</span> : null}
                </p>
                <p>{r.body}</p>
                {r.pending ? (
                  <button
                    type="button"
                    className="button button--ghost"
                    disabled={hide.isPending || show.isPending}
                    onClick={() => show.mutate({ id: r.id })}
                  >
                    Approve review
                  </button>
                ) : null}
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={hide.isPending || show.isPending}
                  onClick={() => (r.hidden ? show : hide).mutate({ id: r.id })}
                >
                  {r.hidden ? 'Show review' : 'Hide review'}
                </button>
              </li>
            ))}
          </ul>
          {list.last_page > 1 ? (
            <div className={toolbarCss.toolbar}>
              <button
                type="button"
                className="button button--ghost"
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
              >
                Newer
              </button>
              <span>
                Page {list.current_page} of {list.last_page}
              </span>
              <button
                type="button"
                className="button button--ghost"
                disabled={page >= list.last_page}
                onClick={() => setPage(page + 1)}
              >
                Older
              </button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
