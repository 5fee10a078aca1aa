import { expect, languages, test, visit } from './fixtures';

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
    await expect(footer.getByText(/© 2031 Kreska Studio/)).toBeVisible();

    for (const name of ['WhatsApp', 'Facebook', 'Instagram', 'LinkedIn']) {
      const link = footer.getByRole('link', { name: new RegExp(`^${name} \\(`) });
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
