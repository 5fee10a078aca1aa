// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { renderWithApp } from '@/test/render';
import { AboutPage } from './about-page';

describe('AboutPage', () => {
  it('opens WhatsApp with a translated greeting in a new tab without an opener', () => {
    renderWithApp(<AboutPage />, { language: 'pl' });
    const link = screen.getByRole('link', { name: /Napisz do nas na WhatsAppie/ });
    expect(link.getAttribute('href')).toBe(
      `https://wa.me/${site.whatsappNumber}?text=${encodeURIComponent(`Cześć, ${site.name}! Chcę porozmawiać o projekcie.`)}`,
    );
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows the story, mission, vision, five values and the headline', () => {
    renderWithApp(<AboutPage />);
    // getByRole throws when the element is missing.
    screen.getByRole('heading', { level: 1, name: `About ${site.name}` });
    screen.getByRole('heading', { name: 'Our mission' });
    screen.getByRole('heading', { name: 'Our vision' });
    screen.getByRole('heading', { name: "Have a project in mind? Let's talk it through." });
    expect(screen.getAllByRole('img')).toHaveLength(4);
    // The story is told beside three people of the team, each named with their role.
    expect(screen.getAllByRole('figure').map((figure) => figure.textContent)).toEqual([
      'Kasia WronaFounder, design lead',
      'Michał ZiębaFront-end developer',
      'Ania LisProject lead',
    ]);
    expect(screen.getAllByRole('listitem').map((chip) => chip.textContent)).toEqual([
      'Honest deadlines',
      'Plain language',
      'Care for detail',
      'Fast pages',
      'Long partnerships',
    ]);
  });
});
