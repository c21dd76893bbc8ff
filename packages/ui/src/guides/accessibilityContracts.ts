/*
 * Every component's accessibility contract in one line each, for Guides/Accessibility: what a
 * screen reader gets, what the keyboard does, and what the caller must still give. Read from each
 * component's doc comment and code; Dialog, DataTable and Scanner have full contracts of their own
 * (<Name>.accessibility.md), shown in full on the page. Docs only: nothing here is in the package.
 */

export interface Contract {
  component: string;
  /** Roles, names and live regions: what assistive technology is told. */
  semantics: string;
  /** Keys beyond Tab reaching it (— when it takes no focus). */
  keyboard: string;
  /** What the caller must give or do for the contract to hold. */
  yours: string;
}

export interface ContractGroup {
  name: string;
  contracts: Contract[];
}

const none = '—';

export const contractGroups: ContractGroup[] = [
  {
    name: 'Actions and links',
    contracts: [
      {
        component: 'Button',
        semantics: '`button`; while `isPending` a named `progressbar` inside, and presses are ignored',
        keyboard: 'Enter / Space press; focus stays on it while pending',
        yours: 'visible text that says what it does',
      },
      {
        component: 'IconButton',
        semantics:
          '`button` named by `label`; the icon is hidden; the tooltip repeats the name for sighted users',
        keyboard: 'Enter / Space; focus shows the tooltip at once',
        yours: '`label`; with `count`, say the number in `label` too',
      },
      {
        component: 'Link',
        semantics: '`link`; internal `href`s navigate through the router',
        keyboard: 'Enter follows it',
        yours: 'link text that makes sense out of context',
      },
      {
        component: 'ThemeToggle',
        semantics: '`button` named by the choice it switches to (‘Light Mode’, ‘Dark Mode’, ‘System Theme’)',
        keyboard: 'Enter / Space',
        yours: none,
      },
      {
        component: 'Tooltip (inside IconButton, Sidebar)',
        semantics: '`tooltip`; it never names its trigger',
        keyboard: 'shows on focus at once, on hover after `delay`; Escape hides it',
        yours: 'an accessible name on the trigger itself',
      },
      {
        component: 'InfoTooltip',
        semantics: '(i) `button` named by `label`; the open text is its description',
        keyboard: 'focus or Enter / Space opens; Escape or blur closes',
        yours: '`label` (‘About Plan’)',
      },
    ],
  },
  {
    name: 'Forms',
    contracts: [
      {
        component: 'TextField',
        semantics:
          '`textbox` named by its label; description and error linked by `aria-describedby`; `aria-invalid`, `aria-required`',
        keyboard: 'typing; Enter submits the form (single line)',
        yours: '`label` (or `aria-label`), `autoComplete` for personal data',
      },
      {
        component: 'MoneyField',
        semantics: 'as TextField; a refused keystroke or paste is said in the field’s message',
        keyboard: 'only digits with two decimals are accepted',
        yours: '`errorMessage` for amounts the app refuses',
      },
      {
        component: 'NumberField',
        semantics: '`textbox` with increment/decrement buttons (hidden from the tab order)',
        keyboard: '↑ / ↓ step, Home / End jump to min / max; clamped on blur',
        yours: '`label`; `minValue` / `maxValue`',
      },
      {
        component: 'SearchField',
        semantics: '`searchbox` and a named search button',
        keyboard: 'Enter submits the trimmed query; Escape clears',
        yours: '`aria-label` when no visible label',
      },
      {
        component: 'Checkbox',
        semantics: '`checkbox` named by its children; description and error linked',
        keyboard: 'Space toggles',
        yours: 'a label that reads alone',
      },
      {
        component: 'RadioGroup, Radio',
        semantics: '`radiogroup` named by `label`, each `radio` by its text',
        keyboard: 'Tab reaches the selected option; arrows move and select',
        yours: '`label`',
      },
      {
        component: 'Switch',
        semantics: '`switch` named by its children: a setting that applies at once',
        keyboard: 'Space toggles',
        yours: 'a Checkbox instead for choices submitted with a form',
      },
      {
        component: 'Select',
        semantics: 'a `button` named by label and value, opening a `listbox` in a popover',
        keyboard: 'Enter / Space / ↓ open; arrows, type-ahead; Enter chooses; Escape closes',
        yours: '`label`',
      },
      {
        component: 'ComboBox',
        semantics: '`combobox` (text input) with a `listbox` of suggestions',
        keyboard: 'typing filters; arrows move; Enter chooses; Escape closes, then clears',
        yours: '`label`',
      },
      {
        component: 'DatePicker',
        semantics: 'a `group` of `spinbutton` segments, a calendar button and a `dialog` with a `grid`',
        keyboard:
          '↑ / ↓ change a segment; Alt+↓ opens the calendar; arrows by day, Page Up / Down by month; Enter chooses; Escape closes',
        yours: '`label`; the locale comes from the provider',
      },
      {
        component: 'ImagePicker',
        semantics:
          'a named `group` with a file button; the chosen name is the button’s description and is announced',
        keyboard: 'Enter / Space open the file dialog',
        yours: '`label`, `errorMessage`',
      },
      {
        component: 'ImageUploadButton',
        semantics: 'the picture is a `button` named by `label`; upload progress is announced',
        keyboard: 'Enter / Space open the file dialog',
        yours: '`label` (‘Upload logo’)',
      },
      {
        component: 'Form',
        semantics: '`form`; server errors (`validationErrors`) reach the named fields',
        keyboard: 'Enter in a field submits',
        yours: 'a `type="submit"` Button inside',
      },
      {
        component: 'Fieldset, FieldGrid',
        semantics: '`<fieldset>` named by its `<legend>`, announced when focus enters',
        keyboard: none,
        yours: '`legend`',
      },
    ],
  },
  {
    name: 'Overlays',
    contracts: [
      {
        component: 'Dialog, DialogTrigger',
        semantics:
          'modal `dialog` named by its title, described by its description; the page behind is inert',
        keyboard: 'focus moves in and is trapped; Escape closes; focus returns to the opener',
        yours: '`title`; see the full contract below',
      },
      {
        component: 'ConfirmDialog',
        semantics: '`alertdialog` named by its title',
        keyboard: 'focus starts on Cancel, so a stray Enter never confirms; Escape cancels',
        yours: 'a `confirmLabel` that names the action (‘Delete’)',
      },
      {
        component: 'Drawer',
        semantics: 'modal `dialog` from the side, named by its title',
        keyboard: 'as Dialog; the close button and Escape close it',
        yours: '`title`',
      },
      {
        component: 'ImageViewer',
        semantics: 'modal `dialog`; ‘n of m’ is announced as it changes',
        keyboard: '← / → previous / next (wrapping); Escape closes',
        yours: '`alt` text on every image',
      },
      {
        component: 'Scanner',
        semantics: 'modal `dialog`; every state in words (`status`, `alert`); the video is hidden',
        keyboard: 'Tab through its buttons; Escape closes in every state',
        yours: 'another way to enter the code; see the full contract below',
      },
      {
        component: 'Toaster, toast',
        semantics: 'a ‘Notifications’ region; toasts are read politely as they appear',
        keyboard: 'Alt+T moves to the toasts; hovering pauses them',
        yours: 'one Toaster (CountertopProvider renders it); nothing only a toast says',
      },
    ],
  },
  {
    name: 'Navigation and layout',
    contracts: [
      {
        component: 'AppShell',
        semantics:
          'banner, navigation and main landmarks; a skip link first; below 1024 px the sidebar is a modal drawer',
        keyboard: 'Tab reaches ‘Skip to content’ first; the menu button opens the drawer; Escape closes it',
        yours: 'a page title (`PageHeader`) in `main`',
      },
      {
        component: 'Sidebar, SidebarAction',
        semantics:
          'a named `navigation`; the current item has `aria-current="page"`; compact items keep their names (tooltips)',
        keyboard: 'Tab through items; Enter follows',
        yours: '`activeKey`',
      },
      {
        component: 'Header',
        semantics: 'three slots inside AppShell’s banner',
        keyboard: none,
        yours: 'named controls in the slots',
      },
      {
        component: 'AuthLayout',
        semantics: 'banner, main and contentinfo landmarks; the title is the `h1`',
        keyboard: none,
        yours: '`title`',
      },
      {
        component: 'PageHeader',
        semantics: 'the page’s `h1`, description and actions',
        keyboard: none,
        yours: 'one per page',
      },
      {
        component: 'Tabs, TabList, Tab, TabPanel',
        semantics: '`tablist` of `tab`s, each controlling a `tabpanel`',
        keyboard: 'arrows move and select; Home / End; Tab moves into the panel',
        yours: '`aria-label` on TabList',
      },
      {
        component: 'Pagination',
        semantics: 'a named `navigation`; ‘Page x of y’ is a polite live region',
        keyboard: 'previous / next buttons, disabled at the ends',
        yours: none,
      },
      {
        component: 'NotFound',
        semantics: 'the page’s `main` landmark with an `h1` and a link back',
        keyboard: none,
        yours: 'render it outside AppShell',
      },
      {
        component: 'ChatLayout',
        semantics: 'list and conversation; on a phone one pane at a time (the other is not in the page)',
        keyboard: 'Back button on a phone',
        yours: 'move focus after a swap (the message box; on Back, the closed row)',
      },
      {
        component: 'Stack, Card',
        semantics: 'layout only; a Card with `title` is a `section` named by it',
        keyboard: none,
        yours: '`as="nav"` + `aria-label` when a Stack is navigation',
      },
    ],
  },
  {
    name: 'Data and media',
    contracts: [
      {
        component: 'DataTable',
        semantics: '`grid` with column headers and a row header per row; loading is a named `progressbar`',
        keyboard: '↑ / ↓ rows, → / ← cells and actions, Home / End, Enter runs the row action',
        yours: '`aria-label`; action labels naming the row; see the full contract below',
      },
      {
        component: 'DetailsTable',
        semantics: 'a real `<table>`; each row’s title is its row header',
        keyboard: 'Tab reaches the info buttons',
        yours: '`caption` or `aria-label`',
      },
      {
        component: 'DescriptionList',
        semantics: '`<dl>` of terms and values',
        keyboard: none,
        yours: none,
      },
      {
        component: 'StatTile, StatTileGrid',
        semantics: 'with `href` one `link` named ‘label value’ (‘Open Orders 12’)',
        keyboard: 'Enter follows',
        yours: none,
      },
      {
        component: 'LineChart',
        semantics:
          'one `img` named by `title`, described by `description`; series differ by dash as well as colour',
        keyboard: none,
        yours: 'the same figures in a table beside it',
      },
      {
        component: 'ConversationList',
        semantics: 'single-select `listbox`; each option named by all its text plus the unread count',
        keyboard: 'arrows move; Enter / Space open; type-ahead',
        yours: '`autoFocusId` when coming back from a conversation',
      },
      {
        component: 'MessageThread',
        semantics: 'a `log` (polite live region): new messages are read, each with its author',
        keyboard: 'a tab stop: arrow keys scroll it',
        yours: '`aria-label` (‘Conversation with …’)',
      },
      {
        component: 'Composer',
        semantics: 'a named multi-line `textbox` and a send button',
        keyboard: 'Enter sends; Shift+Enter new line; Enter while composing (IME) only confirms',
        yours: none,
      },
      {
        component: 'Carousel',
        semantics:
          'a `region` with `aria-roledescription="carousel"`; each slide a `group` ‘n of m’ in a polite live region; no autoplay',
        keyboard: 'previous / next buttons',
        yours: '`aria-label`, `alt` text',
      },
      {
        component: 'ImageGrid',
        semantics: '`grid` of tiles (GridList); with selection each tile has a checkbox',
        keyboard: 'arrows in two dimensions, Home / End; Space toggles',
        yours: '`aria-label`',
      },
      {
        component: 'ThumbnailList',
        semantics: 'a named list; each remove button names its item',
        keyboard: 'after a removal focus moves to the next remove button',
        yours: '`aria-label`',
      },
      {
        component: 'Avatar',
        semantics: 'hidden (decoration) unless `isLabelled`: then an `img` named by `name`',
        keyboard: none,
        yours: '`isLabelled` when no text beside it says the name',
      },
    ],
  },
  {
    name: 'Status and feedback',
    contracts: [
      {
        component: 'Badge',
        semantics: 'text; with `aria-label` an `img` with that name',
        keyboard: none,
        yours: '`aria-label` when the badge shows only a number',
      },
      {
        component: 'UnreadDot',
        semantics: 'visually hidden `label` joins its parent’s name (‘Chat New messages’)',
        keyboard: none,
        yours: 'render it only while something is unread',
      },
      {
        component: 'Notice',
        semantics: 'static text; `role="status"` or `"alert"` when it appears after an action',
        keyboard: 'its action button',
        yours: '`role` when it appears in answer to the user',
      },
      {
        component: 'EmptyState',
        semantics: 'a title (a heading at `headingLevel`, else text); the icon is hidden',
        keyboard: 'its action',
        yours: none,
      },
      {
        component: 'ErrorState',
        semantics: '`alert`: announced when it replaces content',
        keyboard: 'its retry button, with `onRetry`',
        yours: none,
      },
      {
        component: 'Spinner',
        semantics: 'a `progressbar` named by `label`; inside a Button, that button’s pending indicator',
        keyboard: none,
        yours: '`label` (‘Loading stores’)',
      },
      {
        component: 'ProgressBar',
        semantics: '`progressbar` named by `label` with its value',
        keyboard: none,
        yours: '`label`',
      },
    ],
  },
  {
    name: 'Providers',
    contracts: [
      {
        component: 'CountertopProvider',
        semantics: 'no role: locale (dates and numbers are read in it), router links, theme and the toaster',
        keyboard: none,
        yours: 'one at the root, inside the router',
      },
      {
        component: 'ThemeProvider',
        semantics: 'no role; overlays opened inside wear its theme',
        keyboard: none,
        yours: 'a theme that passes `checkContrast`',
      },
    ],
  },
];
