import { router } from '../../trpc.js';
import { returnOptionsCaseRoute } from './return-options-case.js';
import { requestCaseRoute } from './request-case.js';
import { mineCaseRoute } from './mine-case.js';
import { cancelCaseRoute } from './cancel-case.js';
import { listCaseRoute } from './list-case.js';
import { detailCaseRoute } from './detail-case.js';
import { approveCaseRoute } from './approve-case.js';
import { rejectCaseRoute } from './reject-case.js';
import { receiveCaseRoute } from './receive-case.js';
import { closeCaseRoute } from './close-case.js';
import { noteCaseRoute } from './note-case.js';
import { refundCaseRoute } from './refund-case.js';
import { replaceCaseRoute } from './replace-case.js';
import { reasonsCaseRoute } from './reasons-case.js';
import { saveReasonCaseRoute } from './save-reason-case.js';
import { policyCaseRoute } from './policy-case.js';
import { savePolicyCaseRoute } from './save-policy-case.js';
import { productPolicyCaseRoute } from './product-policy-case.js';
import { saveProductPolicyCaseRoute } from './save-product-policy-case.js';

export const caseRouter = router({
  returnOptions: returnOptionsCaseRoute,
  request: requestCaseRoute,
  mine: mineCaseRoute,
  cancel: cancelCaseRoute,
  list: listCaseRoute,
  detail: detailCaseRoute,
  approve: approveCaseRoute,
  reject: rejectCaseRoute,
  receive: receiveCaseRoute,
  close: closeCaseRoute,
  note: noteCaseRoute,
  refund: refundCaseRoute,
  replace: replaceCaseRoute,
  reasons: reasonsCaseRoute,
  saveReason: saveReasonCaseRoute,
  policy: policyCaseRoute,
  savePolicy: savePolicyCaseRoute,
  productPolicy: productPolicyCaseRoute,
  saveProductPolicy: saveProductPolicyCaseRoute,
});
