import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit log names a staff action by its call (`<router key>.<procedure>`) and files it under the key. The staff
 * domain's router was called `hrm` and review moderation lived in the product router; both were renamed to their
 * domain (the REST paths did not move). Earlier entries are renamed with them, so that the log's entity filter
 * shows one "staff" and one "review", not the old names beside the new. Plain SQL that reads the same on SQLite
 * and MySQL, so one class serves both dialects' lists.
 */
export class AuditDomainNames1795700000000 implements MigrationInterface {
  name = 'AuditDomainNames1795700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "UPDATE audit_entries SET entity = 'staff', action = REPLACE(action, 'hrm.', 'staff.') WHERE entity = 'hrm'",
    );
    await this.move(queryRunner, 'product.hideReview', 'review.hide');
    await this.move(queryRunner, 'product.showReview', 'review.show');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "UPDATE audit_entries SET entity = 'hrm', action = REPLACE(action, 'staff.', 'hrm.') WHERE entity = 'staff'",
    );
    await this.move(queryRunner, 'review.hide', 'product.hideReview');
    await this.move(queryRunner, 'review.show', 'product.showReview');
  }

  private async move(queryRunner: QueryRunner, from: string, to: string): Promise<void> {
    await queryRunner.query('UPDATE audit_entries SET entity = ?, action = ? WHERE action = ?', [
      to.split('.')[0],
      to,
      from,
    ]);
  }
}
