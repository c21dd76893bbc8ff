/**
 * One overlay container per theme class, a direct child of <body>: dialogs, popovers and tooltips
 * opened inside a `ThemeProvider` render here, so they wear the subtree's theme while staying
 * outside its overflow and stacking contexts (react-aria's advice for portal containers).
 * Made on first use and kept (an empty div costs nothing); made again if something removed it.
 */
const containers = new Map<string, HTMLElement>();

export function portalContainer(themeClass: string): HTMLElement {
  const existing = containers.get(themeClass);
  if (existing?.isConnected) return existing;
  const container = document.createElement('div');
  container.className = themeClass;
  container.dataset.themePortal = '';
  document.body.append(container);
  containers.set(themeClass, container);
  return container;
}
