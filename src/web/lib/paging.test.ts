import { describe, expect, it } from 'vitest';
import { showingText, withQuery } from './paging';

describe('paging helpers', () => {
  it('leaves unset parameters out of the address and encodes the rest', () => {
    expect(withQuery('/api/clients', { q: '', cursor: null, limit: undefined })).toBe('/api/clients');
    expect(withQuery('/api/clients', { q: "O'Brien & co", includeArchived: true, limit: 50 })).toBe(
      '/api/clients?q=O%27Brien+%26+co&includeArchived=true&limit=50',
    );
  });

  it('says how much of the list is shown, with thousands separated', () => {
    expect(showingText(50, 5000)).toBe('Showing 50 of 5,000');
    expect(showingText(3, 3)).toBe('Showing 3 of 3');
  });
});
