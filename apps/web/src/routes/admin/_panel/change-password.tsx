import { createFileRoute } from '@tanstack/react-router';
import { AdminPageHeader } from '#/admin-kit';
import { ChangePasswordForm } from '#/features/auth/ChangePasswordForm';
import { usePageMeta } from '#/lib/page-meta';
import { trpc } from '#/lib/trpc';
import adminPageCss from '#/components/admin-page.module.css';
import formCss from '#/components/form.module.css';
import panelCss from '#/components/panel.module.css';

export const Route = createFileRoute('/admin/_panel/change-password')({
  component: ChangePasswordPage,
});

function ChangePasswordPage() {
  usePageMeta('Change password');
  // The panel's guard has already loaded the staff member; their email makes "contains your email" visible.
  const email = trpc.auth.getUser.useQuery(undefined, { staleTime: Infinity }).data?.user?.email;
  const change = trpc.auth.changePassword.useMutation();
  return (
    <div className={`${adminPageCss['admin-page']} ${adminPageCss['admin-page--narrow']}`}>
      <AdminPageHeader title="Change password" />
      <ChangePasswordForm
        change={change}
        email={email}
        doneMessage="Your password has been changed. Other sessions have been logged out."
        className={`${formCss.form} ${panelCss.panel}`}
      />
    </div>
  );
}
