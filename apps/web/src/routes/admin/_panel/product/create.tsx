import { createFileRoute, Link } from '@tanstack/react-router';
import { AdminPageHeader } from '#/admin-kit';
import { ProductForm } from '#/features/product/admin/ProductForm';
import { adminHead } from '#/lib/page-meta';
import adminPageCss from '#/styles/admin-page.module.css';

export const Route = createFileRoute('/admin/_panel/product/create')({
  loader: ({ context }) => context.trpc.product.formOptions.ensureData(),
  head: adminHead,
  component: CreateProductPage,
});

function CreateProductPage() {
  const options = Route.useLoaderData();
  return (
    <div className={adminPageCss['admin-page']}>
      <AdminPageHeader breadcrumb={<Link to="/admin/product">Products</Link>} title="Add a product" />
      <ProductForm mode="create" options={options} />
    </div>
  );
}
