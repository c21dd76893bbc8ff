import { useSearchCustomer } from '@countertop/api/react';
import { CameraIcon } from '@countertop/ui/icons';
import { IconButton } from '@countertop/ui/IconButton';
import { Scanner, useHasVideoInput } from '@countertop/ui/Scanner';
import { SearchField } from '@countertop/ui/SearchField';
import { toast } from '@countertop/ui/Toaster';
import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { TEXT } from '@/config/constants';
import { paths } from '@/config/paths';
import { memberFromSearch, memberNotFound } from '@/lib/member-navigation';

export const SEARCH_PLACEHOLDER = "Enter customer's username or member ID";

// The outcome shows on the member screen, not in a toast that passes (issue 23).
const quiet = { errorToast: false, successToast: false } as const;

/**
 * The header's member search (docs/product/front-desk.md §2, §4, §5): a username or member ID, typed or read
 * from a member pass with the camera. A match opens /customer-details with that member; no match
 * opens it saying so, which also closes the member shown before.
 */
export function MemberSearch() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [scanning, setScanning] = useState(false);
  const hasCamera = useHasVideoInput();
  const search = useSearchCustomer({ requestOptions: quiet });

  // A second result replaces the first: Back from it leads where the first came from.
  function open(state: object) {
    void navigate(paths.customerDetails.getHref(), {
      state,
      replace: pathname === paths.customerDetails.path,
    });
  }

  function run(text: string) {
    const trimmed = text.trim();
    if (trimmed === '' || search.isPending) return;
    search.mutate(
      { query: trimmed },
      {
        onSuccess: (result) => open(memberFromSearch(result)),
        onError: (error) => {
          if (error.status === 404) open(memberNotFound(trimmed));
        },
        onSettled: () => {
          setQuery('');
          inputRef.current?.focus();
        },
      },
    );
  }

  return (
    <>
      <SearchField
        aria-label="Search customers"
        placeholder={SEARCH_PLACEHOLDER}
        value={query}
        onChange={setQuery}
        onSubmit={run}
        isBusy={search.isPending}
        inputRef={inputRef}
        actions={
          hasCamera ? (
            <IconButton label="Scan QR code" onPress={() => setScanning(true)}>
              <CameraIcon />
            </IconButton>
          ) : undefined
        }
      />
      <Scanner
        isOpen={scanning}
        onClose={() => setScanning(false)}
        onDenied={() => toast.error(TEXT.cameraDenied)}
        onScan={(text) => {
          setScanning(false);
          setQuery(text);
          run(text);
        }}
      />
    </>
  );
}
