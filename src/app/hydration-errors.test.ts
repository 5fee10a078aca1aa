// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportUnlessLanguageChanged } from './hydration-errors';

const reportError = vi.fn();
vi.stubGlobal('reportError', reportError); // jsdom has none

afterEach(() => reportError.mockClear());

describe('reportUnlessLanguageChanged', () => {
  it('reports a hydration error while the page is in the language it was rendered in', () => {
    const error = new Error('Hydration failed');
    reportUnlessLanguageChanged(() => false)(error);
    expect(reportError).toHaveBeenCalledWith(error);
  });

  it('keeps quiet about the mismatch a language change brings', () => {
    reportUnlessLanguageChanged(() => true)(new Error('Hydration failed'));
    expect(reportError).not.toHaveBeenCalled();
  });
});
