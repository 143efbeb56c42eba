import { createFileRoute } from '@tanstack/react-router';
import { AdminPageHeader } from '#/admin-kit';
import { ChangePasswordForm } from '#/features/auth/ChangePasswordForm';
import { adminHead } from '#/lib/page-meta';
import { trpc } from '#/lib/trpc';
import adminPageCss from '#/styles/admin-page.module.css';
import formCss from '#/styles/form.module.css';
import panelCss from '#/styles/panel.module.css';

export const Route = createFileRoute('/admin/_panel/change-password')({
  head: adminHead,
  component: ChangePasswordPage,
});

function ChangePasswordPage() {
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
