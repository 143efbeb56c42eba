import { describe, expect, it } from 'vitest';
import { isCustomerCall, safeRedirect, unauthorizedTarget } from './auth-redirect';

const at = (pathname: string, search = '') => ({ pathname, search, hash: '' });

describe('unauthorizedTarget', () => {
  it('sends a refused staff call to the staff login with the screen to come back to', () => {
    expect(unauthorizedTarget('room.create', at('/admin/room/create'))).toBe(
      '/admin/login?redirect=%2Fadmin%2Froom%2Fcreate&reason=session-ended',
    );
    expect(unauthorizedTarget('room.update', at('/admin/room/update/4', '?tab=2'))).toBe(
      '/admin/login?redirect=%2Fadmin%2Froom%2Fupdate%2F4%3Ftab%3D2&reason=session-ended',
    );
  });

  it('follows the realm the server named over the router key', () => {
    expect(unauthorizedTarget('room.create', at('/checkout'), 'customer')).toBe(
      '/login?redirect=%2Fcheckout&reason=session-ended',
    );
    expect(unauthorizedTarget('account.update', at('/admin/room'), 'staff')).toBe(
      '/admin/login?redirect=%2Fadmin%2Froom&reason=session-ended',
    );
  });

  it('sends a refused customer call to /login with the current path and search', () => {
    expect(unauthorizedTarget('account.update', at('/my-account', '?tab=2'))).toBe(
      '/login?redirect=%2Fmy-account%3Ftab%3D2&reason=session-ended',
    );
  });

  it('never redirects for the guard lookups, which answer "no session" on their own', () => {
    for (const path of ['auth.getUser', 'auth.getCustomerAuth', 'auth.getAdminAuth']) {
      expect(unauthorizedTarget(path, at('/admin/room'))).toBeNull();
    }
  });

  it('stays on the login pages so their own error message shows', () => {
    expect(unauthorizedTarget('room.getList', at('/admin/login'))).toBeNull();
    expect(unauthorizedTarget('account.update', at('/login/'))).toBeNull();
  });

  it('tells customer calls from staff calls by their path', () => {
    expect(isCustomerCall('auth.customerLogout')).toBe(true);
    expect(isCustomerCall('room.customerList')).toBe(false);
    expect(isCustomerCall('auth.changePassword')).toBe(false);
  });
});

describe('safeRedirect', () => {
  it('accepts a path on this site, search included', () => {
    expect(safeRedirect('/admin/room?page=2', '/admin/')).toBe('/admin/room?page=2');
  });

  it('refuses other origins and non-strings', () => {
    expect(safeRedirect('//evil.example/x', '/')).toBe('/');
    expect(safeRedirect('https://evil.example', '/')).toBe('/');
    expect(safeRedirect('/\\evil.example', '/')).toBe('/');
    expect(safeRedirect(undefined, '/admin/')).toBe('/admin/');
  });
});
