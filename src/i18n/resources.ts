// Every text in both languages, for the prerender, the unit tests and the typed keys
// (i18next.d.ts). The browser loads texts per page instead: src/i18n/create-browser-i18n.ts.
import enAbout from './locales/en/about.json';
import enAboutPage from './locales/en/aboutPage.json';
import enBlog from './locales/en/blog.json';
import enBlogPosts from './locales/en/blogPosts.json';
import enGalleryCaptions from './locales/en/galleryCaptions.json';
import enProjectCards from './locales/en/projectCards.json';
import enCommon from './locales/en/common.json';
import enContact from './locales/en/contact.json';
import enFooter from './locales/en/footer.json';
import enHero from './locales/en/hero.json';
import enNavbar from './locales/en/navbar.json';
import enProject from './locales/en/project.json';
import enProjects from './locales/en/projects.json';
import enServices from './locales/en/services.json';
import enTestimonials from './locales/en/testimonials.json';
import enWhyPartner from './locales/en/whyPartner.json';
import plAbout from './locales/pl/about.json';
import plAboutPage from './locales/pl/aboutPage.json';
import plBlog from './locales/pl/blog.json';
import plBlogPosts from './locales/pl/blogPosts.json';
import plGalleryCaptions from './locales/pl/galleryCaptions.json';
import plProjectCards from './locales/pl/projectCards.json';
import plCommon from './locales/pl/common.json';
import plContact from './locales/pl/contact.json';
import plFooter from './locales/pl/footer.json';
import plHero from './locales/pl/hero.json';
import plNavbar from './locales/pl/navbar.json';
import plProject from './locales/pl/project.json';
import plProjects from './locales/pl/projects.json';
import plServices from './locales/pl/services.json';
import plTestimonials from './locales/pl/testimonials.json';
import plWhyPartner from './locales/pl/whyPartner.json';
import type { Language, Namespace } from './namespaces';

export const en = {
  common: enCommon,
  navbar: enNavbar,
  hero: enHero,
  about: enAbout,
  aboutPage: enAboutPage,
  services: enServices,
  projects: enProjects,
  project: enProject,
  blog: enBlog,
  blogPosts: enBlogPosts,
  galleryCaptions: enGalleryCaptions,
  projectCards: enProjectCards,
  testimonials: enTestimonials,
  whyPartner: enWhyPartner,
  contact: enContact,
  footer: enFooter,
} satisfies Record<Namespace, unknown>;

export const pl = {
  common: plCommon,
  navbar: plNavbar,
  hero: plHero,
  about: plAbout,
  aboutPage: plAboutPage,
  services: plServices,
  projects: plProjects,
  project: plProject,
  blog: plBlog,
  blogPosts: plBlogPosts,
  galleryCaptions: plGalleryCaptions,
  projectCards: plProjectCards,
  testimonials: plTestimonials,
  whyPartner: plWhyPartner,
  contact: plContact,
  footer: plFooter,
} satisfies Record<Namespace, unknown>;

export const resources = { en, pl } satisfies Record<Language, Record<Namespace, unknown>>;
