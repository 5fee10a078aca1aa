import type { SVGProps } from 'react';

// Decorative line icons: always next to a text or an accessible name, so hidden from assistive tech.
export type IconProps = SVGProps<SVGSVGElement>;

export function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {children}
    </svg>
  );
}

export const CloseIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);

export const MenuIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Icon>
);

export const ArrowRightIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Icon>
);

export const ArrowLeftIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M19 12H5M11 6l-6 6 6 6" />
  </Icon>
);

export const ArrowUpIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 19V5M6 11l6-6 6 6" />
  </Icon>
);

export const ChevronDownIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 9l6 6 6-6" />
  </Icon>
);

export const MailIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </Icon>
);

export const PhoneIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
  </Icon>
);

export const WhatsAppIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3.5 20.5l1.3-4.2A8.5 8.5 0 1 1 8 19.3z" />
    <path d="M9 8.5c0 3.5 2.5 6.5 6.5 6.5l1-1.6-2-1-1 .8a4.5 4.5 0 0 1-2.7-2.7l.8-1-1-2z" />
  </Icon>
);

export const FacebookIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M14.5 21v-8h2.8l.4-3.2h-3.2V7.8c0-.9.3-1.6 1.6-1.6H18V3.4a22 22 0 0 0-2.5-.1c-2.5 0-4.1 1.5-4.1 4.3v2.2H8.6V13h2.8v8" />
  </Icon>
);

export const InstagramIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
  </Icon>
);

export const LinkedInIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="3" />
    <path d="M8 10.5V17M8 7.5v.01M11.5 17v-6.5M11.5 13.2c0-1.6 1-2.7 2.4-2.7s2.1.9 2.1 2.6V17" />
  </Icon>
);

/** The studio's mark: a single confident stroke ("kreska") inside a rounded square. */
export const LogoMark = (props: IconProps) => (
  <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" {...props}>
    <rect width="40" height="40" rx="11" fill="var(--color-accent)" />
    <path
      d="M11 28.5C15 21 19 13 29 11.5"
      fill="none"
      stroke="var(--color-on-accent)"
      strokeWidth="4.5"
      strokeLinecap="round"
    />
    <circle cx="28.5" cy="27.5" r="3.2" fill="var(--color-accent-glow)" />
  </svg>
);

export const FlagEn = (props: IconProps) => (
  <svg viewBox="0 0 60 40" width="24" height="16" aria-hidden="true" {...props}>
    <rect width="60" height="40" fill="#012169" />
    <path d="M0 0l60 40M60 0L0 40" stroke="#fff" strokeWidth="8" />
    <path d="M0 0l60 40M60 0L0 40" stroke="#C8102E" strokeWidth="3" />
    <path d="M30 0v40M0 20h60" stroke="#fff" strokeWidth="12" />
    <path d="M30 0v40M0 20h60" stroke="#C8102E" strokeWidth="7" />
  </svg>
);

export const FlagPl = (props: IconProps) => (
  <svg viewBox="0 0 60 40" width="24" height="16" aria-hidden="true" {...props}>
    <rect width="60" height="20" fill="#fff" />
    <rect y="20" width="60" height="20" fill="#DC143C" />
    <rect width="60" height="40" fill="none" stroke="#d9d4c8" strokeWidth="2" />
  </svg>
);
