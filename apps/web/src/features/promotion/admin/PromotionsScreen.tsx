import { PROMOTION_SORTS, type TPromotion } from '@shop/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { AdminListPage, AdminPageHeader, adminListSearch, listInput } from '#/admin-kit';
import { QueryView } from '#/components/QueryView';
import { Spinner } from '#/components/Spinner';
import { usePageMeta } from '#/lib/page-meta';
import { trpc } from '#/lib/trpc';
import adminPageCss from '#/styles/admin-page.module.css';
import { PromotionForm } from './PromotionForm';
import { promotionColumns } from './promotion-columns';
import { PromotionUsage } from './PromotionUsage';

const parseList = adminListSearch(PROMOTION_SORTS);
const LIST = '/admin/promotions';

/**
 * /admin/promotions: the list with the usage report, and the form at `?edit=new` or `?edit=<id>`. One route that
 * reads its own search here, in its lazily loaded chunk: a loader or a validateSearch would sit in the route tree
 * every storefront page loads, which is at its size budget.
 */
export function PromotionsScreen() {
  const raw = useSearch({ strict: false }) as Record<string, unknown>;
  const edit = raw.edit;
  if (edit === 'new') return <PromotionEditor />;
  if (typeof edit === 'number' || (typeof edit === 'string' && /^\d+$/.test(edit)))
    return <PromotionEditor id={Number(edit)} />;
  return <PromotionList search={parseList(raw)} />;
}

function PromotionList({ search }: { search: ReturnType<typeof parseList> }) {
  usePageMeta('Promotions');
  const utils = trpc.useUtils();
  return (
    <>
      <AdminListPage
        title="Promotions"
        noun="Promotion"
        icon="card"
        lead="Discount codes and automatic promotions. A buyer gets one code plus the automatic promotions, in the combination that takes the most off."
        emptyHint="A code (SPRING10) or an automatic promotion (no code) for a room type, a group of customers, an order over an amount…"
        search={search}
        list={trpc.promotion.list.useQuery(listInput(search), { placeholderData: keepPreviousData })}
        columns={promotionColumns}
        rowName={(p: TPromotion) => p.name}
        searchPlaceholder="Search by name or code"
        createTo={{ to: LIST, search: { edit: 'new' } as never }}
        edit={(p) => ({ to: LIST, search: { edit: p.id } as never })}
        remove={{
          mutation: trpc.promotion.delete.useMutation(),
          input: (p) => ({ id: p.id }),
          onDeleted: () => utils.promotion.invalidate(),
          warning: () => 'A promotion that orders used cannot be deleted: untick Active instead.',
        }}
      />
      <div className={adminPageCss['admin-page']}>
        <PromotionUsage />
      </div>
    </>
  );
}

function PromotionEditor({ id }: { id?: number }) {
  const detail = trpc.promotion.detail.useQuery({ id: id ?? 0 }, { enabled: id !== undefined });
  const title = id === undefined ? 'New promotion' : `Edit “${detail.data?.name ?? '…'}”`;
  usePageMeta(title);
  return (
    <div className={adminPageCss['admin-page']}>
      <AdminPageHeader breadcrumb={<Link to={LIST}>Promotions</Link>} title={title} />
      {id === undefined ? (
        <PromotionForm mode="create" />
      ) : (
        <QueryView query={detail} what="Promotion" pending={<Spinner label="Loading" />}>
          {(promotion) => <PromotionForm key={promotion.id} mode="update" promotion={promotion} />}
        </QueryView>
      )}
    </div>
  );
}
