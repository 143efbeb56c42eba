import type { TStaffMember } from '@shop/domain';
import { Icon } from '#/components/Icon';
import { useToast } from '#/components/Toast';
import { errorMessageOf } from '#/lib/api-errors';
import { trpc } from '#/lib/trpc';
import noticeCss from '#/styles/notice.module.css';

/** On a member who has not set a password yet: says so, and mails a fresh link (the old one stops working). */
export function InvitationNotice({ member }: { member: TStaffMember }) {
  const toast = useToast();
  const invite = trpc.staff.invite.useMutation({
    onSuccess: ({ invitation }) =>
      invitation === 'sent'
        ? toast.success(`A new invitation is on its way to ${member.email}.`)
        : toast.error('The invitation mail could not be sent. Check the mail settings and try again.'),
    onError: (err) => toast.error(errorMessageOf(err, 'The invitation could not be sent.')),
  });
  if (!member.invitationPending) return null;
  return (
    <div className={noticeCss.notice} role="status">
      <Icon name="mail" size={20} />
      <p>
        <strong>Invitation pending.</strong> {member.name} has not chosen a password yet, so they cannot log
        in. A new invitation replaces the last link.
      </p>
      <button
        type="button"
        className="button button--ghost button--small"
        onClick={() => invite.mutate({ id: member.id })}
        disabled={invite.isPending}
      >
        {invite.isPending ? 'Sending…' : 'Send a new invitation'}
      </button>
    </div>
  );
}
