import { ROLE_NAMES, type TStaffMember } from '@shop/domain';
import { UpdatedAt, type IColumn } from '#/admin-kit';

/** The staff table; the signed-in member's own row says so, since its delete button is refused. */
export function staffColumns(currentUserId: number): IColumn<TStaffMember>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      rowHeader: true,
      sort: 'name',
      className: 'table__name',
      cell: (member) => (
        <>
          {member.name}
          {member.id === currentUserId ? <span className="badge">You</span> : null}
          {member.invitationPending ? <span className="badge badge--pending">Invitation pending</span> : null}
        </>
      ),
    },
    { id: 'email', header: 'Email', sort: 'email', cell: (member) => member.email },
    {
      id: 'role',
      header: 'Role',
      cell: (member) => (
        <span className={`role-tag role-tag--${member.role}`}>{ROLE_NAMES[member.role]}</span>
      ),
    },
    {
      id: 'created',
      header: 'Added',
      sort: 'createdAt',
      className: 'table__date',
      cell: (member) => <UpdatedAt iso={member.createdAt} />,
    },
  ];
}
