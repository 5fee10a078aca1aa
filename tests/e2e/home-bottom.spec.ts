// The home page below the fold: projects, testimonials marquee, blog articles and the WhatsApp
// contact form, in both languages, on the production build.
import type { Locator, Page } from '@playwright/test';
import { contactFields, contactLimits } from '../../src/features/contact/contact-fields';
import {
  afterObserversReport,
  cardLook,
  dialogAtRest,
  expect,
  expectNoAxeViolations,
  languages,
  showCard,
  shownCard,
  studioWhatsAppNumber,
  test,
  visit,
  waitForHydration,
  type Language,
} from './fixtures';
import { whatsAppLink } from './contact-message';
import { textLines } from './reading-size';
import { text } from './pwa-support';

/** The articles, in the order of their cards. */
const blogSlugs = [
  'first-screen',
  'usability-tests',
  'customer-interviews',
  'checkout',
  'brand-in-space',
  'forms-people-finish',
];

async function open(page: Page, language: Language) {
  await visit(page, '/', language);
}

/** Records the URLs the page asks window.open for, instead of opening them. */
async function recordWindowOpen(page: Page) {
  await page.addInitScript(() => {
    const opened: unknown[][] = [];
    Object.defineProperty(window, '__opened', { value: opened });
    window.open = (...args: unknown[]) => {
      opened.push(args);
      return null;
    };
  });
  return () => page.evaluate(() => (window as unknown as { __opened: unknown[][] }).__opened);
}

const opacity = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).opacity);
const playState = (page: Page) =>
  page
    .locator('[data-marquee-track]')
    .evaluate((element) => getComputedStyle(element).animationPlayState);
const trackX = (page: Page) =>
  page
    .locator('[data-marquee-track]')
    .evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).m41);
/** How far the strip moves in 600 ms (the first frame after a pause may still land). */
const drift = async (page: Page) => {
  const before = await trackX(page);
  await page.waitForTimeout(600);
  return (await trackX(page)) - before;
};

for (const language of languages) {
  const t = (namespace: string, key: string) => text(language, namespace, key);

  test.describe(`${language}`, () => {
    test('three project cards open their galleries; the picture swaps on hover and on focus', async ({
      page,
    }) => {
      await open(page, language);
      const section = page.locator('#projects');
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(
        t('projects', 'section.title'),
      );
      const cards = section.getByRole('link');
      await expect(cards).toHaveCount(3);
      const slugs = ['website', 'ecommerce', 'design'];
      for (const [index, slug] of slugs.entries()) {
        const card = cards.nth(index);
        await expect(card).toHaveAttribute('href', `/project/${index + 1}`);
        await expect(card).toHaveAccessibleName(t('projects', `categories.${slug}.title`));
        await expect(card).toContainText(t('projects', `categories.${slug}.category`));
        await expect(card.getByRole('img')).toHaveAttribute(
          'alt',
          t('projectCards', `${slug}.imageAlt`),
        );
      }

      const first = cards.nth(0).locator('[data-hover-image]');
      await first.scrollIntoViewIfNeeded();
      expect(await opacity(first)).toBe('0');
      await cards.nth(0).hover();
      await expect.poll(() => opacity(first)).toBe('1');

      // Keyboard: Tab from the first card to the second shows the second card's other picture.
      await page.mouse.move(0, 0);
      await cards.nth(0).focus();
      await page.keyboard.press('Tab');
      await expect(cards.nth(1)).toBeFocused();
      await expect.poll(() => opacity(cards.nth(1).locator('[data-hover-image]'))).toBe('1');
      await expect.poll(() => opacity(first)).toBe('0');

      await cards.nth(2).click();
      await expect(page).toHaveURL(/\/project\/3$/);
    });

    test('five testimonials, drawn twice for the loop, read once by assistive technology', async ({
      page,
    }) => {
      await open(page, language);
      const section = page.locator('#testimonials');
      const main = section.locator('[data-testimonials="main"]');
      const copy = section.locator('[data-testimonials="copy"]');
      await expect(main.locator('li')).toHaveCount(5);
      await expect(copy.locator('li')).toHaveCount(5);
      await expect(copy).toHaveAttribute('aria-hidden', 'true');
      await expect(copy).toHaveAttribute('inert', '');
      await expect(main).not.toHaveAttribute('aria-hidden');
      // Only the first pass is in the accessibility tree.
      await expect(section.getByRole('listitem')).toHaveCount(5);
      await expect(section.getByRole('figure')).toHaveCount(5);
      // Each card is an <article> (both passes draw them), named by the person in the first pass.
      await expect(main.locator('li > article')).toHaveCount(5);
      await expect(copy.locator('li > article')).toHaveCount(5);
      const cards = section.getByRole('article');
      await expect(cards).toHaveCount(5);
      await expect(cards.first()).toHaveAccessibleName(t('testimonials', 'people.marta.name'));
      await expect(cards.first().getByRole('figure')).toHaveCount(1);
      await expect(main.getByText(t('testimonials', 'people.marta.text'))).toBeVisible();
      await expect(copy.getByText(t('testimonials', 'people.marta.text'))).toHaveCount(1);
      await expect(section.getByRole('img', { name: 'Marta Wiśniewska' })).toHaveCount(1);
      await expect(main).toContainText(t('testimonials', 'people.sarah.profession'));

      // The cards appear like every other card: active once in view, no longer once scrolled away.
      // The strip drifts from the start, so pick the card nearest the middle of the screen and
      // one wholly outside it, in either pass.
      const allCards = section.locator('[data-marquee-track] article');
      await expect(allCards).toHaveCount(10);
      await expect(section.locator('article.is-active')).toHaveCount(0);
      await section.scrollIntoViewIfNeeded();
      const [central, outside] = await allCards.evaluateAll((cards) => {
        const middle = window.innerWidth / 2;
        const centre = (card: Element) => {
          const box = card.getBoundingClientRect();
          return box.left + box.width / 2;
        };
        const distance = cards.map((card) => Math.abs(centre(card) - middle));
        const outside = cards.findIndex((card) => {
          const box = card.getBoundingClientRect();
          return box.right < -50 || box.left > window.innerWidth + 50;
        });
        return [distance.indexOf(Math.min(...distance)), outside];
      });
      const inView = allCards.nth(central ?? -1);
      await expect(inView).toHaveClass(/is-active/);
      await expect.poll(() => opacity(inView)).toBe('1');
      await expect(allCards.nth(outside ?? -1)).not.toHaveClass(/is-active/);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(inView).not.toHaveClass(/is-active/);
      await expect.poll(() => opacity(inView)).toBe('0');

      // It drifts, stops under the pointer, and stops while the pause button has focus.
      await section.scrollIntoViewIfNeeded();
      const start = await trackX(page);
      await expect.poll(() => trackX(page)).toBeLessThan(start - 2);
      // The cards never stand still, so point at the middle of the strip instead of at one card.
      const strip = await section.locator('[data-marquee-track]').boundingBox();
      if (!strip) throw new Error('The marquee has no box.');
      await page.mouse.move((page.viewportSize()?.width ?? 1280) / 2, strip.y + strip.height / 2);
      await expect.poll(() => playState(page)).toBe('paused');
      await expect.poll(() => drift(page)).toBe(0);

      await page.mouse.move(0, 0);
      await expect.poll(() => playState(page)).toBe('running');
      const pause = section.getByRole('button', { name: t('testimonials', 'pause') });
      await pause.focus();
      await expect.poll(() => playState(page)).toBe('paused');
      await expect.poll(() => drift(page)).toBe(0);
      await pause.press('Enter');
      await expect(section.getByRole('button', { name: t('testimonials', 'play') })).toBeVisible();
    });

    test('under reduced motion the testimonials stand still and all five are on screen', async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.setViewportSize({ width: 1280, height: 900 });
      await open(page, language);
      const section = page.locator('#testimonials');
      await section.scrollIntoViewIfNeeded();
      const track = page.locator('[data-marquee-track]');
      expect(await track.evaluate((element) => getComputedStyle(element).animationName)).toBe(
        'none',
      );
      await expect(section.locator('[data-testimonials="copy"]')).toBeHidden();
      await expect(section.getByRole('button', { name: t('testimonials', 'pause') })).toBeHidden();
      const width = page.viewportSize()?.width ?? 0;
      for (const card of await section.locator('[data-testimonials="main"] li').all()) {
        await card.scrollIntoViewIfNeeded();
        await expect(card).toBeInViewport({ ratio: 0.99 });
        // Appearing cards are simply there: active, fully opaque, no fade.
        await expect(card.locator('article')).toHaveClass(/is-active/);
        expect(await opacity(card.locator('article'))).toBe('1');
        const box = await card.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      }
    });

    test('six blog cards; Read opens the article over the page, close and Escape return to the card', async ({
      page,
    }) => {
      // Cards stand still under reduced motion, so where Read sits on screen is a fixed point.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await open(page, language);
      const section = page.locator('#blog');
      await expect(section.getByRole('article')).toHaveCount(6);
      const reads = section.getByRole('button', { name: new RegExp(`^${t('blog', 'read')}`) });
      await expect(reads).toHaveCount(6);
      // Two lines of excerpt on every card, also beside a taller neighbour that stretches the row,
      // measured as a visitor sees them: away from the screen the section is not laid out, and the
      // first measure inside it can read a height of 0.
      await showCard(reads.first());
      const excerptLines = await section
        .locator('[data-excerpt]')
        .evaluateAll((excerpts) =>
          excerpts.map((element) =>
            Math.round(element.clientHeight / parseFloat(getComputedStyle(element).lineHeight)),
          ),
        );
      expect(excerptLines).toEqual([2, 2, 2, 2, 2, 2]);
      const categories = await section.locator('article p:first-of-type').allTextContents();
      if (language === 'en') {
        expect(categories).toEqual(expect.arrayContaining(['UX', 'Research', 'Spatial Design']));
      }

      const slug = blogSlugs[2] ?? '';
      const read = section.getByRole('button', {
        name: t('blog', 'readLabel').replace('{{title}}', t('blog', `posts.${slug}.title`)),
      });
      await read.scrollIntoViewIfNeeded();
      // The sections around are drawn in the next two frames (a visitor's tap cannot come sooner;
      // a click in the same frame as this jump can move the page on its own, dialog or not).
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      // Where the visitor sees the button (drawing sections may change scrollY, not the screen).
      const readTop = () => read.evaluate((element) => element.getBoundingClientRect().top);
      const top = await readTop();
      const drawn = () => section.evaluate((element) => element.checkVisibility());
      await read.click();
      const dialog = page.getByRole('dialog', { name: t('blog', `posts.${slug}.title`) });
      await expect(dialog).toBeVisible();
      // Behind the article the page is not drawn, so making it inert restyles almost nothing.
      expect(await drawn()).toBe(false);
      await expect(dialog).toContainText(t('blog', `posts.${slug}.category`));
      const paragraphs = t('blogPosts', `posts.${slug}.body`).split('\n');
      await expect(dialog.locator('article > div > p')).toHaveCount(paragraphs.length + 1);
      await expect(dialog.getByText(paragraphs[1] ?? '')).toBeVisible();
      await expect(dialog.getByRole('img')).toHaveAttribute(
        'alt',
        t('blog', `posts.${slug}.imageAlt`),
      );
      const close = dialog.getByRole('button', { name: t('blog', 'close') });
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );

      // The page behind stays put.
      const scrollY = await page.evaluate(() => window.scrollY);
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
      await page.mouse.move(10, 10);
      await page.mouse.wheel(0, 1200);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);

      await close.click();
      await expect(dialog).toBeHidden();
      await expect(read).toBeFocused();
      expect(await drawn()).toBe(true);
      // Within a pixel: drawn sections can leave the page at a fraction of one.
      expect(Math.abs((await readTop()) - top)).toBeLessThanOrEqual(1);
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe(
        'hidden',
      );

      await read.press('Enter');
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(read).toBeFocused();
    });

    test('closing an article leaves the cards behind it as they were, without fading in again', async ({
      page,
    }) => {
      await open(page, language);
      const read = page
        .locator('#blog')
        .getByRole('button', { name: t('blog', 'read') })
        .first();
      const card = page.locator('#blog article').first();
      await showCard(read);
      await read.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      // Behind the dialog the page is not drawn, and the cards' observer reports them gone within
      // a frame or two; they have not scrolled away, so they keep their look.
      await afterObserversReport(page);
      await expect(card).toHaveClass(/is-active/);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      // At once: the card neither fades nor rises back in.
      expect(await cardLook(card)).toEqual(shownCard);
    });

    test('axe finds nothing with an article open', async ({ page }) => {
      await open(page, language);
      const read = page
        .locator('#blog')
        .getByRole('button', { name: t('blog', 'read') })
        .first();
      await showCard(read);
      await read.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await dialogAtRest(dialog);
      await expectNoAxeViolations(page);
    });

    test('every article reads in lines of at most 80 characters, on a tablet and a desktop', async ({
      page,
    }) => {
      await open(page, language);
      const reads = page.locator('#blog').getByRole('button', { name: t('blog', 'read') });
      const dialog = page.getByRole('dialog');
      for (const width of [768, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        for (const [index, slug] of blogSlugs.entries()) {
          await showCard(reads.nth(index));
          await reads.nth(index).click();
          await expect(dialog).toBeVisible();
          for (const paragraph of await dialog.locator('article > div > p').all()) {
            const longest = Math.max(
              ...(await textLines(paragraph)).map((line) => line.characters),
            );
            expect(longest, `${slug} at ${width} px`).toBeLessThanOrEqual(80);
          }
          await page.keyboard.press('Escape');
          await expect(dialog).toBeHidden();
        }
      }
    });

    test('the form opens the exact wa.me link with labels in the page language', async ({
      page,
    }) => {
      const opened = await recordWindowOpen(page);
      await open(page, language);
      const form = page.locator('#contact form');
      const label = (field: string) => t('contact', `fields.${field}.label`);
      const input = (field: string) => form.getByLabel(label(field), { exact: true });
      for (const field of ['name', 'country', 'email', 'whatsapp', 'thoughts']) {
        await expect(form.locator('label', { hasText: label(field) })).toBeVisible();
      }
      if (language === 'pl') {
        await expect(form.getByLabel('Imię i nazwisko', { exact: true })).toBeVisible();
        await expect(form.getByRole('button', { name: 'Wyślij przez WhatsApp' })).toBeVisible();
      }

      // The browser's own check stops a form without a name.
      await form.getByRole('button', { name: t('contact', 'submit') }).click();
      expect(await opened()).toEqual([]);
      expect(
        await form
          .getByLabel(label('name'))
          .evaluate((input: HTMLInputElement) => input.validity.valueMissing),
      ).toBe(true);

      const values = {
        name: 'Łucja Żak',
        country: 'Polska',
        email: 'lucja@example.com',
        whatsapp: '+48 600 100 200',
        thoughts: 'Sklep z ceramiką & kawą #1?\n100% ręcznie 🙂',
      };
      await input('name').fill(values.name);
      await input('country').fill(values.country);
      await input('email').fill(values.email);
      await input('whatsapp').fill(values.whatsapp);
      await input('thoughts').fill(values.thoughts);
      await expect(form).toContainText(
        t('contact', 'counter')
          .replace('{{used}}', String(values.thoughts.length))
          .replace('{{max}}', String(contactLimits.thoughts)),
      );
      await form.getByRole('button', { name: t('contact', 'submit') }).click();

      expect(await opened()).toEqual([
        [whatsAppLink(language, values), '_blank', 'noopener,noreferrer'],
      ]);
      await expect(form.getByText(t('contact', 'sent'))).toBeVisible();
      await expect(input('name')).toHaveValue('');
    });

    test('every field stops at its length limit; typing on past it changes nothing', async ({
      page,
    }) => {
      await open(page, language);
      const form = page.locator('#contact form');
      const field = (name: string) =>
        form.getByLabel(t('contact', `fields.${name}.label`), { exact: true });
      for (const name of contactFields) {
        await expect(field(name)).toHaveJSProperty('maxLength', contactLimits[name]);
      }

      const name = field('name');
      const limit = contactLimits.name;
      await name.pressSequentially('Ż'.repeat(limit - 2) + 'ab');
      await expect(name).toHaveValue('Ż'.repeat(limit - 2) + 'ab');
      await name.pressSequentially('cdef');
      await expect(name).toHaveValue('Ż'.repeat(limit - 2) + 'ab');
      expect(await name.evaluate((input: HTMLInputElement) => input.value.length)).toBe(limit);
    });

    test('a draft survives a reload and is gone after sending', async ({ page }) => {
      const opened = await recordWindowOpen(page);
      await open(page, language);
      const form = page.locator('#contact form');
      const field = (name: string) =>
        form.getByLabel(t('contact', `fields.${name}.label`), { exact: true });
      await field('name').fill('Jan Kowalski');
      await field('thoughts').fill('Nowa strona dla piekarni.\nDwa języki.');
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('kreska-studio:contact-draft')))
        .toContain('piekarni');

      await page.reload();
      await waitForHydration(page);
      await expect(field('name')).toHaveValue('Jan Kowalski');
      await expect(field('thoughts')).toHaveValue('Nowa strona dla piekarni.\nDwa języki.');

      await form.getByRole('button', { name: t('contact', 'submit') }).click();
      expect(await opened()).toHaveLength(1);
      await page.reload();
      await waitForHydration(page);
      await page.waitForTimeout(600);
      await expect(field('name')).toHaveValue('');
      expect(
        await page.evaluate(() => localStorage.getItem('kreska-studio:contact-draft')),
      ).toBeNull();
    });

    test.describe('offline', () => {
      // Lazy pictures further down cannot load without a connection; Chromium logs each one.
      test.use({ expectedConsole: [/ERR_INTERNET_DISCONNECTED/] });

      test('offline, the form says so and still hands the message over', async ({
        page,
        context,
      }) => {
        const opened = await recordWindowOpen(page);
        await open(page, language);
        const form = page.locator('#contact form');
        await expect(form.getByText(t('contact', 'offline'))).toHaveCount(0);
        await context.setOffline(true);
        await expect(form.getByText(t('contact', 'offline'))).toBeVisible();
        await form.getByLabel(t('contact', 'fields.name.label'), { exact: true }).fill('Ola');
        await form.getByRole('button', { name: t('contact', 'submit') }).click();
        expect((await opened())[0]?.[0]).toMatch(
          new RegExp(`^https://wa\\.me/${studioWhatsAppNumber}\\?text=`),
        );
        await context.setOffline(false);
        await expect(form.getByText(t('contact', 'offline'))).toHaveCount(0);
      });
    });
  });
}
