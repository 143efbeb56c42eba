import { authRouter } from './routers/auth/router.js';
import { productRouter } from './routers/product/router.js';
import { roomTypeRouter } from './routers/room-type/router.js';
import { roomRouter } from './routers/room/router.js';
import { siteRouter } from './routers/site/router.js';
import { createCallerFactory, router } from './trpc.js';

export const appRouter = router({
  auth: authRouter,
  room: roomRouter,
  product: productRouter,
  roomType: roomTypeRouter,
  site: siteRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
