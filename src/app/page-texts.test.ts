import { getI18n } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createFixedI18n } from '@/i18n/create-i18n';
import { withPageTexts } from './page-texts';

describe('withPageTexts', () => {
  it("asks for the page's texts while its code is still on the way, and gives the page", async () => {
    createFixedI18n('pl'); // registers itself with react-i18next, as the visitor's instance does
    const loadNamespaces = vi.spyOn(getI18n(), 'loadNamespaces');
    let arrive: (page: string) => void = () => undefined;
    const code = new Promise<string>((resolve) => (arrive = resolve));

    const page = withPageTexts('about', code);
    expect(loadNamespaces).toHaveBeenCalledWith(['aboutPage']);
    arrive('the About page');
    await expect(page).resolves.toBe('the About page');
  });
});
