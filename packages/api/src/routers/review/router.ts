import { router } from '../../trpc.js';
import { eligibilityReviewRoute } from './eligibility-review.js';
import { hideReviewRoute } from './hide-review.js';
import { listForStaffReviewRoute } from './list-for-staff-review.js';
import { listReviewRoute } from './list-review.js';
import { showReviewRoute } from './show-review.js';
import { writeReviewRoute } from './write-review.js';

export const reviewRouter = router({
  list: listReviewRoute,
  listForStaff: listForStaffReviewRoute,
  hide: hideReviewRoute,
  show: showReviewRoute,
  write: writeReviewRoute,
  eligibility: eligibilityReviewRoute,
});
