export interface BrowserDescription {
  browser: string;
  /** Who makes the browser: the device's "make" for a web client. */
  maker: string;
  majorVersion: string;
  os: string;
}

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
const BROWSERS: { pattern: RegExp; browser: string; maker: string }[] = [
  { pattern: /Edg(?:e|A|iOS)?\/(\d+)/, browser: 'Edge', maker: 'Microsoft' },
  { pattern: /OPR\/(\d+)/, browser: 'Opera', maker: 'Opera' },
  { pattern: /SamsungBrowser\/(\d+)/, browser: 'Samsung Internet', maker: 'Samsung' },
  { pattern: /(?:Firefox|FxiOS)\/(\d+)/, browser: 'Firefox', maker: 'Mozilla' },
  { pattern: /(?:Chrome|CriOS|Chromium)\/(\d+)/, browser: 'Chrome', maker: 'Google' },
  { pattern: /Version\/(\d+).*Safari\//, browser: 'Safari', maker: 'Apple' },
];

const SYSTEMS: { pattern: RegExp; os: string }[] = [
  { pattern: /Windows/, os: 'Windows' },
  { pattern: /iPhone|iPad|iPod/, os: 'iOS' },
  { pattern: /Android/, os: 'Android' },
  { pattern: /CrOS/, os: 'ChromeOS' },
  { pattern: /Mac OS X|Macintosh/, os: 'macOS' },
  { pattern: /Linux/, os: 'Linux' },
];

/** Names the browser and operating system from a user-agent string, for the device record. */
export function describeBrowser(userAgent: string): BrowserDescription {
  const found = BROWSERS.map((b) => ({ ...b, match: b.pattern.exec(userAgent) })).find((b) => b.match);
  const os = SYSTEMS.find((s) => s.pattern.test(userAgent))?.os ?? 'Unknown OS';
  return {
    browser: found?.browser ?? 'Browser',
    maker: found?.maker ?? 'Unknown',
    majorVersion: found?.match?.[1] ?? '',
    os,
  };
}
