import { ROLE_NAMES, type TStaffMember } from '@shop/domain';
import { UpdatedAt, type IColumn } from '#/admin-kit';
import badgeCss from '#/styles/badge.module.css';
import tableCss from '#/styles/table.module.css';
import styles from './staff-columns.module.css';

/** The staff table; the signed-in member's own row says so, since its delete button is refused. */
export function staffColumns(currentUserId: number): IColumn<TStaffMember>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      rowHeader: true,
      sort: 'name',
      className: tableCss.table__name,
      cell: (member) => (
        <>
          {member.name}
          {member.id === currentUserId ? <span className={badgeCss.badge}>You</span> : null}
          {member.invitationPending ? (
            <span className={`${badgeCss.badge} ${badgeCss['badge--pending']}`}>Invitation pending</span>
          ) : null}
        </>
      ),
    },
    { id: 'email', header: 'Email', sort: 'email', cell: (member) => member.email },
    {
      id: 'role',
      header: 'Role',
      cell: (member) => (
        <span className={`${styles['role-tag']} ${styles[`role-tag--${member.role}`]}`}>
          {ROLE_NAMES[member.role]}
        </span>
      ),
    },
    {
      id: 'created',
      header: 'Added',
      sort: 'createdAt',
      className: tableCss.table__date,
      cell: (member) => <UpdatedAt iso={member.createdAt} />,
    },
  ];
}
