import { describe, expect, it } from 'vitest';
import { fillPath, pathKey, pathParameterNames } from './contract';

describe('paths of endpoint contracts', () => {
  it('names the path parameters in order', () => {
    expect(pathParameterNames('/api/users/{userId}/viewings')).toEqual(['userId']);
    expect(pathParameterNames('/api/admin/viewing-sessions/{sessionId}/users/{userId}/cancel')).toEqual(['sessionId', 'userId']);
    expect(pathParameterNames('/api/payments')).toEqual([]);
  });

  it('fills the parameters in, encoded, and refuses a missing one', () => {
    expect(fillPath('/api/payments/{id}/verify', { id: 'a/b c' })).toBe('/api/payments/a%2Fb%20c/verify');
    expect(() => fillPath('/api/payments/{id}', {})).toThrow('the parameter id is missing');
  });

  it('keys a read by its path, so the parts joined with slashes are the path', () => {
    const key = pathKey('/api/users/{userId}/viewings', { userId: 'abc' });
    expect(key).toEqual(['/api/users', 'abc', 'viewings']);
    expect(key.join('/')).toBe('/api/users/abc/viewings');
    expect(pathKey('/api/admin/users/{id}', { id: 'u1' })).toEqual(['/api/admin/users', 'u1']);
    expect(pathKey('/api/admin/viewing-sessions/{sessionId}/users/{userId}/cancel', { sessionId: 's', userId: 'u' })).toEqual([
      '/api/admin/viewing-sessions',
      's',
      'users',
      'u',
      'cancel',
    ]);
  });

  it('without params, keys the prefix shared by every read of the endpoint', () => {
    expect(pathKey('/api/admin/users/{id}')).toEqual(['/api/admin/users']);
    expect(pathKey('/api/payments')).toEqual(['/api/payments']);
  });
});
