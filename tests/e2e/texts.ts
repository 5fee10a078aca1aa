// Expected texts for the hosting suites, read from the locale files so copy changes don't break them.
import enAbout from '../../src/i18n/locales/en/aboutPage.json' with { type: 'json' };
import enBlog from '../../src/i18n/locales/en/blog.json' with { type: 'json' };
import enCommon from '../../src/i18n/locales/en/common.json' with { type: 'json' };
import enContact from '../../src/i18n/locales/en/contact.json' with { type: 'json' };
import enFooter from '../../src/i18n/locales/en/footer.json' with { type: 'json' };
import enNavbar from '../../src/i18n/locales/en/navbar.json' with { type: 'json' };
import enServices from '../../src/i18n/locales/en/services.json' with { type: 'json' };
import enTestimonials from '../../src/i18n/locales/en/testimonials.json' with { type: 'json' };
import enProject from '../../src/i18n/locales/en/project.json' with { type: 'json' };
import enProjects from '../../src/i18n/locales/en/projects.json' with { type: 'json' };
import plAbout from '../../src/i18n/locales/pl/aboutPage.json' with { type: 'json' };
import plBlog from '../../src/i18n/locales/pl/blog.json' with { type: 'json' };
import plCommon from '../../src/i18n/locales/pl/common.json' with { type: 'json' };
import plContact from '../../src/i18n/locales/pl/contact.json' with { type: 'json' };
import plFooter from '../../src/i18n/locales/pl/footer.json' with { type: 'json' };
import plNavbar from '../../src/i18n/locales/pl/navbar.json' with { type: 'json' };
import plServices from '../../src/i18n/locales/pl/services.json' with { type: 'json' };
import plTestimonials from '../../src/i18n/locales/pl/testimonials.json' with { type: 'json' };
import plProject from '../../src/i18n/locales/pl/project.json' with { type: 'json' };
import plProjects from '../../src/i18n/locales/pl/projects.json' with { type: 'json' };
import { withStudio, type Language } from './fixtures';

export const texts = withStudio({
  en: {
    about: enAbout,
    blog: enBlog,
    common: enCommon,
    contact: enContact,
    project: enProject,
    projects: enProjects,
    footer: enFooter,
    navbar: enNavbar,
    services: enServices,
    testimonials: enTestimonials,
  },
  pl: {
    about: plAbout,
    blog: plBlog,
    common: plCommon,
    contact: plContact,
    project: plProject,
    projects: plProjects,
    footer: plFooter,
    navbar: plNavbar,
    services: plServices,
    testimonials: plTestimonials,
  },
} satisfies Record<Language, unknown>);
