import { Button } from '@countertop/ui/Button';
import { FieldGridRow } from '@countertop/ui/Fieldset';
import { LocateIcon } from '@countertop/ui/icons';
import { Stack } from '@countertop/ui/Stack';
import { TextField } from '@countertop/ui/TextField';
import { errorProps, requestPath, type FieldErrors } from '@/lib/form-errors';
import { LOCATION_TEXT, useCurrentLocation, type Coordinates } from '@/lib/use-current-location';

export const emptyCoordinates: Coordinates = { latitude: '', longitude: '' };

const AXES = [
  { key: 'latitude', label: 'Latitude', example: '-33.8688' },
  { key: 'longitude', label: 'Longitude', example: '151.2093' },
] as const;

interface CoordinateFieldsProps {
  coordinates: Coordinates;
  /** Where the store stands in the request: '' for the store calls, 'stores.0' for registration. */
  storePath: string;
  /** The form's messages by request path; this reads `<storePath>.latitude` and `.longitude`. */
  errors: FieldErrors;
  /** The changed coordinates, with the messages they answer for. */
  onChange: (coordinates: Coordinates, ...errorKeys: string[]) => void;
  /** Edit mode: a store's location never changes after it is created (docs/product/management.md §2). */
  isDisabled?: boolean;
}

/**
 * Latitude and longitude as decimal degrees, typed, or filled from the browser's position with
 * 'Use my location' where the browser can give one. Placed in the caller's FieldGrid.
 */
export function CoordinateFields({
  coordinates,
  storePath,
  errors,
  onChange,
  isDisabled = false,
}: CoordinateFieldsProps) {
  const location = useCurrentLocation();
  const change = (changed: Partial<Coordinates>) =>
    onChange(
      { ...coordinates, ...changed },
      ...Object.keys(changed).map((key) => requestPath(storePath, key)),
    );

  async function fillFromLocation() {
    const found = await location.locate();
    if (found) change(found);
  }

  return (
    <>
      {AXES.map((axis) => (
        <TextField
          key={axis.key}
          label={axis.label}
          isRequired={!isDisabled}
          isDisabled={isDisabled}
          inputMode="decimal"
          description={`Decimal degrees, e.g. ${axis.example}`}
          value={coordinates[axis.key]}
          onChange={(value) => change({ [axis.key]: value })}
          {...errorProps(errors[requestPath(storePath, axis.key)])}
        />
      ))}
      {location.isAvailable && !isDisabled && (
        <FieldGridRow>
          <Stack direction="horizontal" gap="md" align="center" wrap>
            <Button
              onPress={() => void fillFromLocation()}
              isPending={location.isLocating}
              pendingLabel={LOCATION_TEXT.locating}
            >
              <LocateIcon />
              {LOCATION_TEXT.button}
            </Button>
            {/* Polite: the answer comes after the browser's own permission prompt. */}
            <span role="status">{location.error}</span>
          </Stack>
        </FieldGridRow>
      )}
    </>
  );
}
