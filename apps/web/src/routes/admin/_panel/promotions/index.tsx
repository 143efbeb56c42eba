import { createFileRoute } from '@tanstack/react-router';
import { PromotionsScreen } from '#/features/promotion/admin/PromotionsScreen';

/** Any staff member (ADMIN and MANAGER). No loader or search check here: see PromotionsScreen. */
export const Route = createFileRoute('/admin/_panel/promotions/')({ component: PromotionsScreen });
