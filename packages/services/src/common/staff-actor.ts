/**
 * Who is asking, on a staff member's change: the rules about oneself (no self-delete, no self-demotion) and the
 * audit log need it. Every back-office domain takes it, so it lives here rather than in the staff domain.
 */
export interface IStaffActor {
  id: number;
  name: string;
}
