import { ROLE_NAMES } from '@shop/domain';
import { createFileRoute, Link } from '@tanstack/react-router';
import { Icon } from '#/components/Icon';
import { Skeleton } from '#/components/Spinner';
import { usePageMeta } from '#/lib/page-meta';
import { trpc } from '#/lib/trpc';
import { AdminPageHeader } from '#/features/admin/AdminPageHeader';

export const Route = createFileRoute('/admin/_panel/')({
  loader: ({ context }) => {
    void context.trpc.room.getList.prefetch({ page: 1 });
  },
  component: AdminHome,
});

function RoomCount() {
  const rooms = trpc.room.getList.useQuery({ page: 1 });
  if (rooms.isPending) return <Skeleton width="3ch" height="2rem" />;
  if (rooms.isError) return <span className="stat__value stat__value--muted">–</span>;
  return <span className="stat__value">{rooms.data.total}</span>;
}

function AdminHome() {
  usePageMeta('Dashboard');
  const { staffUser } = Route.useRouteContext();

  return (
    <div className="admin-page">
      <AdminPageHeader
        title={`Welcome, ${staffUser.name}`}
        lead={
          <>
            You are logged in as <strong>{ROLE_NAMES[staffUser.role]}</strong>. Here is where things stand.
          </>
        }
      />
      <div className="dashboard-grid">
        <section className="stat-card" aria-labelledby="stat-rooms">
          <div className="stat-card__head">
            <Icon name="rooms" size={22} />
            <h2 id="stat-rooms" className="stat-card__title">
              Rooms
            </h2>
          </div>
          <p className="stat">
            <RoomCount />
            <span className="stat__label">rooms in the catalogue</span>
          </p>
          <div className="stat-card__actions">
            <Link to="/admin/room" className="button button--ghost button--small">
              Manage rooms
            </Link>
            <Link to="/admin/room/create" className="button button--small">
              <Icon name="plus" size={16} />
              Add a room
            </Link>
          </div>
        </section>
        <section className="stat-card" aria-labelledby="stat-account">
          <div className="stat-card__head">
            <Icon name="key" size={22} />
            <h2 id="stat-account" className="stat-card__title">
              Your account
            </h2>
          </div>
          <p className="stat-card__text">
            Signed in as {staffUser.email}. Keep your password long and unique.
          </p>
          <div className="stat-card__actions">
            <Link to="/admin/change-password" className="button button--ghost button--small">
              Change password
            </Link>
          </div>
        </section>
      </div>
    </div>
  );
}
