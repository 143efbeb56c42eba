import { lazy } from 'react';

/**
 * The charts' code, with the chart library, arrives only when the dashboard draws one: one chunk shared by the
 * three, fetched once. Until then each card shows its placeholder, and the figures' tables work already.
 */
const charts = () => import('./charts');

export const SalesBars = lazy(() => charts().then((m) => ({ default: m.SalesBars })));
export const StatusDonut = lazy(() => charts().then((m) => ({ default: m.StatusDonut })));
export const RoomViewBars = lazy(() => charts().then((m) => ({ default: m.RoomViewBars })));
