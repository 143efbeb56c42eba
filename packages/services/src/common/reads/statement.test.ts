import { describe, expect, it } from 'vitest';
import { keyOf, tablesRead, writtenTable } from './statement.js';

describe('what a statement of ours names', () => {
  it('reads the tables of a statement, its subqueries included', () => {
    expect(
      tablesRead(
        'SELECT COUNT(*) AS total FROM products p LEFT JOIN room_types rt ON rt.id = p.room_type_id',
      ),
    ).toEqual(['products', 'room_types']);
    expect(tablesRead('SELECT m.id FROM `materials` m')).toEqual(['materials']);
    expect(
      tablesRead(
        'SELECT p.id FROM products p WHERE EXISTS (SELECT 1 FROM product_materials pm WHERE pm.product_id = p.id)',
      ),
    ).toEqual(['products', 'product_materials']);
    expect(
      tablesRead(
        'SELECT p.id FROM products p JOIN (SELECT ol.product_id FROM order_lines ol JOIN orders o ON o.id = ol.order_id) s ON s.product_id = p.id',
      ),
    ).toEqual(['products', 'order_lines', 'orders']);
  });

  it('reads the table of a write', () => {
    expect(writtenTable('UPDATE products SET stock = stock - ? WHERE id = ?')).toBe('products');
    expect(writtenTable('  insert into `room_views` (a) values (?)')).toBe('room_views');
    expect(writtenTable('DELETE FROM wishlist_entries WHERE id = ?')).toBe('wishlist_entries');
    expect(writtenTable('SELECT COUNT(*) FROM products')).toBeUndefined();
  });

  it('keys a value by its policy, its SQL and its parameters', () => {
    const statement = { sql: 'SELECT id FROM rooms WHERE slug = ?', params: ['attic'] };
    expect(keyOf('answer', statement)).toBe(keyOf('answer', { ...statement, params: ['attic'] }));
    expect(keyOf('answer', statement)).not.toBe(keyOf('page', statement));
    expect(keyOf('answer', statement)).not.toBe(keyOf('answer', statement, 60_000));
    expect(keyOf('answer', statement)).not.toBe(keyOf('answer', { ...statement, params: ['cellar'] }));
  });
});
