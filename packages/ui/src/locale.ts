// The language and region of dates, numbers and calendars in every component below the provider
// (`CountertopProvider` puts en-AU here by default, so dates read dd/mm/yyyy and weeks start on
// Monday). Without one, components follow the browser's language. react-aria's own provider, so
// its date fields and calendars follow it too.
export { I18nProvider, useLocale } from 'react-aria-components';
export type { I18nProviderProps } from 'react-aria-components';
