/**
 * Pictures for stories and tests of image components, drawn as SVG data URLs so they need no
 * network and look the same on every run. Colours here are sample content, not theme colours.
 */
const picture = (label: string, background: string, foreground: string) =>
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400">` +
      `<rect width="640" height="400" fill="${background}"/>` +
      `<circle cx="520" cy="90" r="50" fill="${foreground}" opacity="0.5"/>` +
      `<path d="M0 320 L180 180 L300 280 L420 200 L640 340 L640 400 L0 400 Z" fill="${foreground}" opacity="0.7"/>` +
      `<text x="40" y="80" font-family="sans-serif" font-size="44" font-weight="700" fill="#ffffff">${label}</text>` +
      `</svg>`,
  );

export interface SampleImage {
  id: string;
  src: string;
  alt: string;
  title: string;
}

export const sampleImages: SampleImage[] = [
  {
    id: 'img-1',
    src: picture('Croissants', '#9a3412', '#fdba74'),
    alt: 'Croissants on a tray',
    title: 'Croissants',
  },
  { id: 'img-2', src: picture('Flat white', '#3f3f46', '#d6d3d1'), alt: 'A flat white', title: 'Flat white' },
  { id: 'img-3', src: picture('Lemon tart', '#854d0e', '#fde047'), alt: 'A lemon tart', title: 'Lemon tart' },
  {
    id: 'img-4',
    src: picture('Sourdough', '#78350f', '#fcd34d'),
    alt: 'Sourdough loaves',
    title: 'Sourdough',
  },
  { id: 'img-5', src: picture('Shopfront', '#1e3a8a', '#93c5fd'), alt: 'The shopfront', title: 'Shopfront' },
  {
    id: 'img-6',
    src: picture('Gift box', '#831843', '#f9a8d4'),
    alt: 'A wrapped gift box',
    title: 'Gift box',
  },
];
