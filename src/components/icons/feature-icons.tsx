import { Icon, type IconProps } from './icons';

// Line icons for the studio's features and services, chosen by name from the content modules.
// Decorative: each sits next to its own title, so it is hidden from assistive tech.
const paths = {
  expertise: (
    <>
      <circle cx="12" cy="9" r="6" />
      <path d="M8.5 13.9 7 22l5-3 5 3-1.5-8.1" />
      <path d="m10 9 1.5 1.5L14.5 7.5" />
    </>
  ),
  solutions: (
    <>
      <path d="M12 3 3 7.5l9 4.5 9-4.5z" />
      <path d="m3 12 9 4.5 9-4.5" />
      <path d="m3 16.5 9 4.5 9-4.5" />
    </>
  ),
  design: (
    <>
      <path d="M12 20.5h8.5" />
      <path d="M16.4 3.6a2.1 2.1 0 0 1 3 3L7.5 18.5 3.5 19.5l1-4z" />
    </>
  ),
  growth: (
    <>
      <path d="M3 20.5h18" />
      <path d="m4 15.5 5-5 4 4 7-7.5" />
      <path d="M15 7h5v5" />
    </>
  ),
  strategy: (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="5" />
      <circle cx="12" cy="12" r="1.2" fill="currentColor" />
    </>
  ),
  speed: <path d="M13 2.5 4.5 13.5H12l-1 8 8.5-11H12z" />,
  devices: (
    <>
      <rect x="2.5" y="4" width="14" height="10" rx="1.5" />
      <path d="M6.5 18h6M9.5 14v4" />
      <rect x="16.5" y="9" width="5" height="11" rx="1.2" />
    </>
  ),
  pricing: (
    <>
      <path d="M3.5 12.6V4.5a1 1 0 0 1 1-1h8.1l8.3 8.3a1.5 1.5 0 0 1 0 2.1l-6.9 6.9a1.5 1.5 0 0 1-2.1 0z" />
      <circle cx="8" cy="8" r="1.5" />
    </>
  ),
  people: (
    <>
      <path d="M20.5 14.5a2 2 0 0 1-2 2H8l-4.5 4V5.5a2 2 0 0 1 2-2h13a2 2 0 0 1 2 2z" />
      <path d="M8 9h8M8 12.5h5" />
    </>
  ),
  support: (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="4" />
      <path d="m5.6 5.6 3.6 3.6M14.8 14.8l3.6 3.6M14.8 9.2l3.6-3.6M5.6 18.4l3.6-3.6" />
    </>
  ),
  website: (
    <>
      <rect x="2.5" y="3.5" width="19" height="15" rx="2" />
      <path d="M2.5 8h19M6 5.8h.01M8.5 5.8h.01" />
      <path d="m9.5 11.5-2 2 2 2M14.5 11.5l2 2-2 2" />
      <path d="M8 21.5h8" />
    </>
  ),
  ecommerce: (
    <>
      <path d="M5 7.5h14l-1.2 12a1.5 1.5 0 0 1-1.5 1.5H7.7a1.5 1.5 0 0 1-1.5-1.5z" />
      <path d="M8.5 10V6.5a3.5 3.5 0 0 1 7 0V10" />
    </>
  ),
  branding: (
    <>
      <path d="M12 21a9 9 0 1 1 9-9c0 2.5-2 3.5-3.5 3.5H15a2 2 0 0 0-1.4 3.4A1.3 1.3 0 0 1 12 21" />
      <circle cx="7.5" cy="11" r="1.2" fill="currentColor" />
      <circle cx="11" cy="7" r="1.2" fill="currentColor" />
      <circle cx="16" cy="8.5" r="1.2" fill="currentColor" />
    </>
  ),
} as const;

export type FeatureIconName = keyof typeof paths;

export type FeatureIconProps = IconProps & { name: FeatureIconName };

export function FeatureIcon({ name, ...props }: FeatureIconProps) {
  return (
    <Icon strokeWidth="1.8" {...props}>
      {paths[name]}
    </Icon>
  );
}
