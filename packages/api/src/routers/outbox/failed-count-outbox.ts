import { ZNoInput, ZOutboxFailedCount } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { outboxRest } from './outbox.rest.js';

/** The dashboard's warning: messages that gave up after their last attempt. */
export const failedCountOutboxRoute = staffProcedure
  .meta(outboxRest.failedCount)
  .input(ZNoInput)
  .output(ZOutboxFailedCount)
  .query(({ ctx }) => ctx.services.outbox.failedCount());
