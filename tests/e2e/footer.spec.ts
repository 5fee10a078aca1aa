import { expect, languages, studio, test, visit } from './fixtures';
import { text } from './pwa-support';

const sections = ['home', 'about', 'services', 'projects', 'testimonials', 'blog'];

for (const language of languages) {
  test(`footer links, contacts, social profiles and the current year (${language})`, async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date('2031-03-15T12:00:00Z'));
    await visit(page, '/', language);
    const footer = page.getByRole('contentinfo');

    const nav = footer.getByRole('navigation');
    const hrefs = await nav
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(sections.map((id) => (id === 'home' ? '/' : `/#${id}`)));

    await expect(footer.getByRole('link', { name: /hello@example\.com/ })).toHaveAttribute(
      'href',
      'mailto:hello@example.com',
    );
    await expect(footer.getByRole('link', { name: /\+48 500 000 000/ })).toHaveAttribute(
      'href',
      'tel:+48500000000',
    );

    // The year comes from the visitor's clock, not from the build.
    await expect(footer.getByText(`© 2031 ${studio.name}`, { exact: false })).toBeVisible();

    // Each social link opens a new tab and says so in its name, in the page language.
    const newTab = text(language, 'common', 'newTab');
    const social = footer.getByRole('link', { name: `(${newTab})` });
    await expect(social).toHaveCount(4);
    for (const [index, key] of ['whatsapp', 'facebook', 'instagram', 'linkedin'].entries()) {
      const link = social.nth(index);
      await expect(link).toHaveAccessibleName(
        `${text(language, 'footer', `social.${key}`)} (${newTab})`,
      );
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(footer.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/48500000000',
    );

    await footer
      .getByRole('link', { name: language === 'en' ? 'Start a project' : 'Zacznij projekt' })
      .click();
    await expect
      .poll(() =>
        page.locator('#contact').evaluate((el) => Math.round(el.getBoundingClientRect().top)),
      )
      .toBeLessThan(130);

    await footer
      .getByRole('button', { name: language === 'en' ? 'Back to top' : 'Wróć na górę' })
      .click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
}

for (const language of languages) {
  test(`the language switcher offers English, then Polski, each with its flag (${language})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await visit(page, '/', language);
    const t = (key: string) => text(language, 'common', key);
    const toggle = page.getByRole('button', {
      name: t('language.current').replace('{{language}}', t(`language.${language}`)),
    });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const options = page
      .locator(`#${await toggle.getAttribute('aria-controls')}`)
      .getByRole('button');
    await expect(options).toHaveText(['English', 'Polski']);
    await expect(options).toHaveText([t('language.en'), t('language.pl')]);
    expect(
      await options.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('lang'))),
    ).toEqual(['en', 'pl']);
    await expect(options.nth(language === 'en' ? 0 : 1)).toHaveAttribute('aria-current', 'true');

    // A drawn flag in each option (decoration: the name says the language), two different
    // flags, and the button that opens the list shows the current language's flag.
    const flags: string[] = [];
    for (const option of await options.all()) {
      const flag = option.locator('svg');
      await expect(flag).toHaveCount(1);
      await expect(flag).toBeVisible();
      await expect(flag).toHaveAttribute('aria-hidden', 'true');
      const box = await flag.boundingBox();
      expect(box && box.width >= 16 && box.height >= 10).toBe(true);
      flags.push(await flag.innerHTML());
    }
    expect(flags[0]).not.toBe(flags[1]);
    expect(await toggle.locator('svg').first().innerHTML()).toBe(flags[language === 'en' ? 0 : 1]);
  });
}
