// Theme
export { initTheme } from './theme';
export { useTheme } from './theme';
export { setTheme } from './theme';
export { vars } from './theme';
export { breakpoints } from './theme';
export { makeTheme } from './theme';
export { themeFromAccent } from './theme';
export { checkContrast } from './theme';
export type { Theme } from './theme';
export type { ThemeChoice } from './theme';
export type { ThemeTokens } from './theme';
export type { BrandAccent } from './theme';
export type { ContrastFailure } from './theme';
export type { UseThemeResult } from './theme';
export { ThemeProvider } from './ThemeProvider';
export type { ThemeProviderProps } from './ThemeProvider';
export type { ThemeProviderTheme } from './ThemeProvider';

// The one provider: theme, locale, router links and the toaster
export { CountertopProvider } from './CountertopProvider';
export type { CountertopProviderProps } from './CountertopProvider';

// Actions
export { Button } from './Button';
export { buttonVariants } from './Button';
export { buttonSizes } from './Button';
export type { ButtonProps } from './Button';
export type { ButtonVariant } from './Button';
export type { ButtonSize } from './Button';
export { IconButton } from './IconButton';
export type { IconButtonProps } from './IconButton';
export { Link } from './Link';
export type { LinkProps } from './Link';
export { ThemeToggle } from './ThemeToggle';
export type { ThemeToggleProps } from './ThemeToggle';

// Forms
export { TextField } from './TextField';
export type { TextFieldProps } from './TextField';
export { RadioGroup } from './RadioGroup';
export { Radio } from './RadioGroup';
export type { RadioGroupProps } from './RadioGroup';
export type { RadioProps } from './RadioGroup';
export { Select } from './Select';
export { SelectItem } from './Select';
export type { SelectProps } from './Select';
export type { SelectItemProps } from './Select';
export type { SelectOption } from './Select';
export { Checkbox } from './Checkbox';
export type { CheckboxProps } from './Checkbox';
export { Form } from './Form';
export type { FormProps } from './Form';
export { Fieldset } from './Fieldset';
export { FieldGrid } from './Fieldset';
export { FieldGridRow } from './Fieldset';
export type { FieldsetProps } from './Fieldset';
export type { FieldGridProps } from './Fieldset';
export type { FieldGridColumns } from './Fieldset';

// Overlays and feedback
export { Dialog } from './Dialog';
export { DialogTrigger } from './Dialog';
export type { DialogProps } from './Dialog';
export { Spinner } from './Spinner';
export type { SpinnerProps } from './Spinner';
export { Toaster } from './Toaster';
export { toast } from './Toaster';
export type { ToasterProps } from './Toaster';

// Layout
export { Stack } from './Stack';
export type { StackProps } from './Stack';
export { AuthLayout } from './AuthLayout';
export type { AuthLayoutProps } from './AuthLayout';
export type { AuthLayoutWidth } from './AuthLayout';
export { AppShell } from './AppShell';
export type { AppShellProps } from './AppShell';
export { AppShellSkeleton } from './AppShell';
export type { AppShellSkeletonProps } from './AppShell';
export { Sidebar } from './Sidebar';
export { SidebarAction } from './Sidebar';
export type { SidebarProps } from './Sidebar';
export type { SidebarItem } from './Sidebar';
export type { SidebarActionProps } from './Sidebar';
export { Header } from './Header';
export type { HeaderProps } from './Header';
export { PageHeader } from './PageHeader';
export type { PageHeaderProps } from './PageHeader';
export { NotFound } from './NotFound';
export type { NotFoundProps } from './NotFound';

// Routing
export { RouterProvider } from './routing';
export type { RouterConfig } from './routing';

// Hooks
export { useMediaQuery } from './hooks/useMediaQuery';

// Locale
export { I18nProvider, useLocale } from './locale';
export type { I18nProviderProps } from './locale';
export { loadUiStrings, shippedUiLocales } from './intl';
export type { UiString, UiStringOverrides, UiTranslation } from './intl';

// Icons
export { DashboardIcon } from './icons';
export { GiftIcon } from './icons';
export { TagIcon } from './icons';
export { UsersIcon } from './icons';
export { ImageIcon } from './icons';
export { UserCheckIcon } from './icons';
export { AwardIcon } from './icons';
export { ReceiptIcon } from './icons';
export { StoreIcon } from './icons';
export { ProfileIcon } from './icons';
export { DevicesIcon } from './icons';
export { CreditCardIcon } from './icons';
export { LogoutIcon } from './icons';
export { SunIcon } from './icons';
export { MoonIcon } from './icons';
export { MonitorIcon } from './icons';
export { MenuIcon } from './icons';
export { ChatIcon } from './icons';
export { SearchIcon } from './icons';
export { CameraIcon } from './icons';
export { CloseIcon } from './icons';
export { ChevronLeftIcon } from './icons';
export { ChevronRightIcon } from './icons';
export { ChevronDownIcon } from './icons';
export { CheckIcon } from './icons';
export { InfoIcon } from './icons';
export { CollapseSidebarIcon } from './icons';
export { PlusIcon } from './icons';
export { EditIcon } from './icons';
export { TrashIcon } from './icons';
export { LocateIcon } from './icons';
export { ImageUploadIcon } from './icons';
export { ExpandSidebarIcon } from './icons';
export { AlertIcon } from './icons';
export { ScrollIcon } from './icons';
export type { IconComponent } from './icons';
export type { IconProps } from './icons';

// Inputs
export { SearchField } from './SearchField';
export { searchQuery } from './SearchField';
export type { SearchFieldProps } from './SearchField';
export { MoneyField } from './MoneyField';
export { isMoneyInput } from './MoneyField';
export type { MoneyFieldProps } from './MoneyField';
export { NumberField } from './NumberField';
export type { NumberFieldProps } from './NumberField';
export { Switch } from './Switch';
export type { SwitchProps } from './Switch';
export { ComboBox } from './ComboBox';
export { ComboBoxItem } from './ComboBox';
export type { ComboBoxProps } from './ComboBox';
export { DatePicker } from './DatePicker';
export { todayIso } from './DatePicker';
export type { DatePickerProps } from './DatePicker';
export { ImagePicker } from './ImagePicker';
export { isImageFile } from './hooks/useImageChoice';
export { ImageUploadButton } from './ImageUploadButton';
export type { ImageUploadButtonProps } from './ImageUploadButton';
export { shortenFileName } from './ImagePicker';
export type { ImagePickerProps } from './ImagePicker';

// Structure and data
export { Card } from './Card';
export type { CardProps } from './Card';
export { StatTile } from './StatTile';
export type { StatTileProps } from './StatTile';
export { StatTileGrid } from './StatTile';
export type { StatTileGridProps } from './StatTile';
export { LineChart } from './LineChart';
export type { LineChartProps } from './LineChart';
export type { LineChartSeries } from './LineChart';
export { LineChartPlaceholder } from './LineChart';
export type { LineChartPlaceholderProps } from './LineChart';
export { DetailsTable } from './DetailsTable';
export type { DetailsTableProps } from './DetailsTable';
export type { DetailsRow } from './DetailsTable';
export { DescriptionList } from './DescriptionList';
export type { DescriptionListProps } from './DescriptionList';
export type { DescriptionItem } from './DescriptionList';
export { Tabs } from './Tabs';
export { TabList } from './Tabs';
export { Tab } from './Tabs';
export { TabPanel } from './Tabs';
export type { TabsProps } from './Tabs';
export type { TabListProps } from './Tabs';
export type { TabProps } from './Tabs';
export type { TabPanelProps } from './Tabs';
export { DataTable } from './DataTable';
export type { DataTableProps } from './DataTable';
export type { DataTableColumn } from './DataTable';
export { Pagination } from './Pagination';
export type { PaginationProps } from './Pagination';
export { Badge } from './Badge';
export type { BadgeProps } from './Badge';
export type { BadgeTone } from './Badge';
export { Tally } from './Tally';
export type { TallyProps } from './Tally';
export { UnreadDot } from './UnreadDot';
export type { UnreadDotProps } from './UnreadDot';
export { Avatar } from './Avatar';
export type { AvatarProps } from './Avatar';
export { EmptyState } from './EmptyState';
export type { EmptyStateProps } from './EmptyState';
export { ErrorState } from './ErrorState';
export type { ErrorStateProps } from './ErrorState';
export { Notice } from './Notice';
export { noticeTones } from './Notice';
export type { NoticeProps } from './Notice';
export type { NoticeTone } from './Notice';
export { ProgressBar } from './ProgressBar';
export type { ProgressBarProps } from './ProgressBar';

// Overlays (more)
export { ConfirmDialog } from './ConfirmDialog';
export type { ConfirmDialogProps } from './ConfirmDialog';
export { Drawer } from './Drawer';
export type { DrawerProps } from './Drawer';
export { InfoTooltip } from './InfoTooltip';
export type { InfoTooltipProps } from './InfoTooltip';

// Media and camera
export { Carousel } from './Carousel';
export type { CarouselProps } from './Carousel';
export type { CarouselImage } from './Carousel';
export { ImageGrid } from './ImageGrid';
export type { ImageGridProps } from './ImageGrid';
export type { GridImage } from './ImageGrid';
export { ThumbnailList } from './ThumbnailList';
export type { ThumbnailListProps } from './ThumbnailList';
export type { Thumbnail } from './ThumbnailList';
export { ImageViewer } from './ImageViewer';
export type { ImageViewerProps } from './ImageViewer';
export type { ViewerImage } from './ImageViewer';
export { Scanner } from './Scanner';
export { useHasVideoInput } from './Scanner';
export { defaultScannerMessages } from './Scanner';
export type { ScannerProps } from './Scanner';
export type { ScannerMessages } from './Scanner';

// Chat
export { ConversationList } from './ConversationList';
export type { ConversationListProps } from './ConversationList';
export type { Conversation } from './ConversationList';
export { MessageThread } from './MessageThread';
export type { MessageThreadProps } from './MessageThread';
export type { ThreadMessage } from './MessageThread';
export { Composer } from './Composer';
export type { ComposerProps } from './Composer';
export { ChatLayout } from './ChatLayout';
export type { ChatLayoutProps } from './ChatLayout';
