import { safeNext, STAFF_HOME } from './safe-next';

describe('safeNext', () => {
  it('keeps same-site paths', () => {
    expect(safeNext('/yoko/trends')).toBe('/yoko/trends');
    expect(safeNext('/dashboard?tab=yesterday')).toBe('/dashboard?tab=yesterday');
  });

  it('falls back to the staff dashboard for anything else (no open redirect)', () => {
    for (const next of [
      null,
      undefined,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/\t/evil.example',
      'yoko/trends',
    ]) {
      expect(safeNext(next)).toBe(STAFF_HOME);
    }
  });
});
